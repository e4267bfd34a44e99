import type { Page, Request } from 'playwright-core';

/**
 * How long no request may be in flight before the page counts as answered: long enough to span the
 * step from one answer to the request it leads to (a lazy chunk's module running, then its list's
 * call), far shorter than Playwright's `networkidle`, which waits a fixed 500 ms after every page.
 */
const QUIET_MS = 150;
const POLL_MS = 20;
const TIMEOUT_MS = 30_000;

/**
 * The requests a page has sent and not yet had answered (documents, scripts, API calls), so a walk
 * over many pages waits for each page's own calls rather than a fixed idle time.
 */
export function trackInFlight(page: Page) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    pending.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  // A request a navigation cancels ends as failed, so it leaves the set too.

  return {
    /** Resolves once nothing has been in flight for QUIET_MS; fails naming what still is after TIMEOUT_MS. */
    async answered(): Promise<void> {
      const deadline = Date.now() + TIMEOUT_MS;
      while (pending.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`requests still in flight: ${[...pending].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
