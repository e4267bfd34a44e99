import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window is narrower than `widthPx`, following resizes. Asked as a max-width query, so
 * a screen that answers no query (a test's jsdom) counts as wide.
 */
export function useNarrowerThan(widthPx: number): boolean {
  const query = `(max-width: ${widthPx - 0.02}px)`;
  // Stable per query: a new subscribe function would make React resubscribe on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
