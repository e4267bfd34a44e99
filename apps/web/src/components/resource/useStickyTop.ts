import { useSyncExternalStore } from 'react';

/** The shell's top bar (a layout part this folder may not import): its test id is its stable name. */
const TOP_BAR = '[data-testid="top-bar"]';

function measure(): number {
  const bar = document.querySelector<HTMLElement>(TOP_BAR);
  if (!bar) return 0;
  const { position } = getComputedStyle(bar);
  return position === 'sticky' || position === 'fixed' ? bar.offsetHeight : 0;
}

function subscribe(onChange: () => void): () => void {
  // The bar's position follows a theme setting and its height the screen: re-read on both.
  const observer = new MutationObserver(onChange);
  const bar = document.querySelector(TOP_BAR);
  if (bar) observer.observe(bar, { attributes: true, attributeFilter: ['class', 'style'] });
  window.addEventListener('resize', onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', onChange);
  };
}

/**
 * How far from the top of the window a sticky table header must stop: under the shell's top bar
 * when that bar stays in view (fixed header), else at the top.
 */
export function useStickyTop(): number {
  return useSyncExternalStore(subscribe, measure, () => 0);
}
