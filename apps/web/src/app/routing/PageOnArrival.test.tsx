import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RouteLoading } from '@/components/states/RouteLoading';
import { componentChunk } from '@/lib/preloadable';
import { PageOnArrival } from './PageOnArrival';

/** A page whose chunk arrives (or fails) when the test says so. */
function deferredPage() {
  let settle!: { arrive: () => void; fail: (error: Error) => void };
  const page = componentChunk(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve, reject) => {
        settle = { arrive: () => resolve({ default: () => <p data-testid="page">the page</p> }), fail: reject };
      }),
  );
  return { page, settle: () => settle };
}

class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p data-testid="caught">{this.state.error.message}</p> : this.props.children;
  }
}

/** As the layout holds a page: under a Suspense of its own, with the same loading state. */
const inLayout = (node: ReactNode) => render(<Suspense fallback={<RouteLoading />}>{node}</Suspense>);

describe('a menu page while its chunk arrives', () => {
  it('shows the loading state, then the page as soon as the chunk is there', async () => {
    const { page, settle } = deferredPage();
    inLayout(<PageOnArrival page={page} />);
    expect(screen.getByRole('status')).toBeInTheDocument();

    const arrivedAt = performance.now();
    settle().arrive();
    await screen.findByTestId('page', undefined, { interval: 5, timeout: 1_000 });
    // React.lazy under Suspense revealed it no sooner than 300 ms after the fallback showed (React's
    // reveal throttle, a floor however idle the machine): every first opening of a page waited that
    // long for a chunk of 20–60 ms. The bound leaves a busy machine 200 ms for one small render.
    expect(performance.now() - arrivedAt).toBeLessThan(200);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders a page whose chunk has arrived at once, with no loading state', async () => {
    const { page, settle } = deferredPage();
    const loading = page.preload();
    settle().arrive();
    await loading;
    inLayout(<PageOnArrival page={page} />);
    expect(screen.getByTestId('page')).toHaveTextContent('the page');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("hands a chunk that failed to load to the route's error boundary, and asks again when opened again", async () => {
    const { page, settle } = deferredPage();
    const first = render(
      <Caught>
        <PageOnArrival page={page} />
      </Caught>,
    );
    await act(async () => settle().fail(new Error('chunk gone')));
    expect(await screen.findByTestId('caught')).toHaveTextContent('chunk gone');
    first.unmount();

    inLayout(<PageOnArrival page={page} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => settle().arrive());
    expect(await screen.findByTestId('page')).toBeInTheDocument();
  });
});
