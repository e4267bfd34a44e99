import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** The element that scrolls the page: the nearest scrolling ancestor, else the document. */
function scrollerOf(el: HTMLElement | null): HTMLElement {
  for (let node = el?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/**
 * Remembers the scroll position per page and puts it back when that page shows again. It is
 * recorded as the user scrolls, because by the time the next page is on screen the old
 * position is already lost (the scroller shrank). A page never seen before starts at the top.
 */
export function useScrollMemory(anchor: RefObject<HTMLElement | null>, pageKey: string): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(pageKey);

  useEffect(() => {
    const record = (e: Event) => {
      const scroller = scrollerOf(anchor.current);
      const target = e.target === document ? document.scrollingElement : e.target;
      if (target === scroller) positions.current.set(current.current, scroller.scrollTop);
    };
    // Capture: scroll events do not bubble, and the scroller may be any ancestor.
    document.addEventListener('scroll', record, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', record, { capture: true });
  }, [anchor]);

  useLayoutEffect(() => {
    current.current = pageKey;
    // Put back in the frame's own animation callback, still before the page is painted: finding the
    // scroller and setting its position need a layout, and forced here, in the commit, it was done
    // twice (the shell's first render and the effects after it change the page again), which cost
    // the signed-in console's first frame a layout of its own.
    const frame = requestAnimationFrame(() => {
      scrollerOf(anchor.current).scrollTop = positions.current.get(pageKey) ?? 0;
    });
    return () => cancelAnimationFrame(frame);
  }, [anchor, pageKey]);
}
