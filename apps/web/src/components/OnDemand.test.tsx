import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from '@/lib/preloadable';
import { OnDemand } from './OnDemand';

/** A panel whose chunk arrives when the test says so, with a count of how often it was asked for. */
function deferredPanel() {
  let arrive!: () => void;
  const asked = vi.fn();
  const Panel = preloadable(() => {
    asked();
    return new Promise<{ default: ({ open }: { open: boolean }) => React.ReactElement }>((resolve) => {
      arrive = () => resolve({ default: ({ open }) => <div data-testid="panel">{open ? 'open' : 'closed'}</div> });
    });
  });
  return { Panel, asked, arrive: () => act(async () => arrive()) };
}

function Opener({ Panel }: { Panel: ReturnType<typeof deferredPanel>['Panel'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen((o) => !o)}>toggle</button>
      <OnDemand open={open} preload={Panel.preload}>
        <Panel open={open} />
      </OnDemand>
    </>
  );
}

afterEach(() => {
  // Unmounted while the stubs stand: the panel's effect cancels its idle callback on the way out.
  cleanup();
  // The reverse order of the set-up (see lib/whenIdle.test.ts).
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('OnDemand', () => {
  it('renders nothing and asks for no code until the browser is idle, then fetches the panel once', async () => {
    let onIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((onIdle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { Panel, asked, arrive } = deferredPanel();
    render(<Opener Panel={Panel} />);
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByTestId('panel')).toBeNull();

    act(() => onIdle!());
    expect(asked).toHaveBeenCalledTimes(1);
    await arrive();
    // Fetched, not shown: the panel mounts when it first opens.
    expect(screen.queryByTestId('panel')).toBeNull();

    await act(async () => screen.getByText('toggle').click());
    expect(screen.getByTestId('panel')).toHaveTextContent('open');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('shows a panel opened before its code arrived once it arrives, and keeps it mounted when closed', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { Panel, asked, arrive } = deferredPanel();
    render(<Opener Panel={Panel} />);

    await act(async () => screen.getByText('toggle').click());
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('panel')).toBeNull();
    await arrive();
    expect(screen.getByTestId('panel')).toHaveTextContent('open');

    // Closing leaves the panel mounted (its own close animation runs), told that it is closed.
    await act(async () => screen.getByText('toggle').click());
    expect(screen.getByTestId('panel')).toHaveTextContent('closed');
  });

  it('falls back to a timer where the browser has no idle callback', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { Panel, asked } = deferredPanel();
    render(<Opener Panel={Panel} />);
    expect(asked).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5_000));
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
