import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_MAX_WIDTH, PAGER_COUNT_NARROW, PAGER_COUNT_WIDE } from '@ledgerdesk/shared';

const NARROW_QUERY = `(max-width: ${NARROW_SCREEN_MAX_WIDTH - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(NARROW_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** SPEC §9: 5 page buttons on screens narrower than 992px, else 7; follows window resizes. */
export function usePagerCount(): number {
  const narrow = useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_QUERY).matches);
  return narrow ? PAGER_COUNT_NARROW : PAGER_COUNT_WIDE;
}
