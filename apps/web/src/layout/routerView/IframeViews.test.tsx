import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { useSession } from '@/lib/session';
import { SEEDED_MENUS, meta } from '@/test/fixtures';
import { IframeViews } from './IframeViews';
import { useIframeSlots } from './iframeSlots';

const DOCS = { path: '/docs', name: 'docs', component: '', meta: meta('Docs', { isIframe: true, isLink: 'https://docs.example.test/' }) };

/** A ResizeObserver that reports at once, as a browser does for a newly observed element. */
class ReportingObserver {
  constructor(private readonly report: () => void) {}
  observe() {
    this.report();
  }
  unobserve() {}
  disconnect() {}
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <IframeViews />
    </MemoryRouter>,
  );
}

beforeEach(() => useSession.setState({ menuList: [...SEEDED_MENUS, DOCS] }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useIframeSlots.setState({ slots: {} });
});

describe('the iframe layer', () => {
  it('reads no layout on a page that is not an iframe menu (each read forced one in the console\'s first render)', () => {
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get');
    renderAt('/home');
    expect(screen.getByTestId('iframe-views')).toHaveStyle({ display: 'none' });
    expect(offsetParent).not.toHaveBeenCalled();
  });

  it('lays the iframe over its page\'s slot, measured against the layer\'s positioned parent', () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    const parent = document.createElement('div');
    const slot = document.createElement('div');
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(parent);
    vi.spyOn(parent, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 200, y: 100, width: 1000, height: 700 }));
    vi.spyOn(slot, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 220, y: 160, width: 900, height: 600 }));
    act(() => useIframeSlots.getState().register('/docs', slot));
    renderAt('/docs');
    expect(screen.getByTestId('iframe-views')).toHaveStyle({ display: 'block', top: '60px', left: '20px', width: '900px', height: '600px' });
    expect(screen.getByTestId('iframe-view')).toHaveAttribute('src', 'https://docs.example.test/');
  });
});
