import { useSyncExternalStore } from 'react';

/** antd's xs: narrower than its `sm` breakpoint (576px), a phone held upright. */
const PHONE_QUERY = '(max-width: 575.98px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * A phone-sized screen: lists show their first columns and full-width filters. Asked as a
 * max-width query, so a screen that answers no query (a test's) counts as wide.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}
