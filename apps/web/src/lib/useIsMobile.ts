import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@ledgerdesk/shared';

const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Narrower than MOBILE_BREAKPOINT (1000px): the shell's aside becomes a drawer behind a hamburger, and pages that point to the menu say so. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
