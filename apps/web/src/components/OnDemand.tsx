import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** How long an idle browser may wait before the panel's code is fetched anyway. */
const IDLE_DEADLINE_MS = 5_000;

/**
 * A panel the console opens on request (the settings drawer, the menu search), whose code is a
 * chunk of its own: the console's first render does not download, compile or run it. The panel
 * mounts the first time it opens and stays mounted, so it animates closed as before; its chunk is
 * fetched once the browser is idle after the console has shown, so the first opening rarely waits
 * (if it does, nothing shows until the chunk has arrived).
 */
export function OnDemand({ open, preload, children }: { open: boolean; preload: () => Promise<unknown>; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering, as React recommends for state derived from a prop: the panel
  // renders in the same pass that opened it.
  if (open && !opened) setOpened(true);

  useEffect(() => {
    // A failed fetch is left to the first opening, whose lazy load asks again.
    const fetchCode = () => void preload().catch(() => undefined);
    // Where the browser has no idle callback, a timer stands in for it.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(fetchCode, IDLE_DEADLINE_MS);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(fetchCode, { timeout: IDLE_DEADLINE_MS });
    return () => cancelIdleCallback(idle);
  }, [preload]);

  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
