import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/whenIdle';

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

  // A failed fetch is left to the first opening, whose lazy load asks again. Without an idle hint the
  // fetch waits the whole deadline, so it never competes with the console's first render.
  useEffect(() => whenIdle(() => void preload().catch(() => undefined), { deadlineMs: IDLE_DEADLINE_MS, fallbackMs: IDLE_DEADLINE_MS }), [preload]);

  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
