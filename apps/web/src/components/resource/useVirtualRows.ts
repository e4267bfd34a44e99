import { useSyncExternalStore } from 'react';

/** From this many rows a page is drawn virtually: below it every row is in the DOM and columns fit their content. */
export const VIRTUAL_FROM = 200;
/** Room above and below the body (title, filters, header, pager) so the body and its scrollbars fit the window. */
const CHROME = 280;
const LEAST_HEIGHT = 320;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Whether a page of `rowCount` rows is drawn virtually, and then the height of its body: the
 * window's less the page around it, so its own scrollbars stay in view. A 1000-row page drawn
 * whole is 20,000 DOM nodes and seconds of layout on every page change (issue 10).
 */
export function useVirtualRows(rowCount: number): { height: number } | undefined {
  const windowHeight = useSyncExternalStore(subscribe, () => window.innerHeight, () => 800);
  return rowCount >= VIRTUAL_FROM ? { height: Math.max(LEAST_HEIGHT, windowHeight - CHROME) } : undefined;
}
