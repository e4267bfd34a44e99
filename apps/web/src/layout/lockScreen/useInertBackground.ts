import { useEffect, type RefObject } from 'react';

/**
 * Makes everything on the page except `keep` inert while mounted: no focus, no clicks, hidden
 * from assistive technology. Elements added later (toasts, popups of the app behind) are made
 * inert too, and focus that somehow lands outside is pulled back.
 */
export function useInertBackground(keep: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const overlay = keep.current;
    if (!overlay) return undefined;
    const touched: HTMLElement[] = [];
    const silence = (node: Node) => {
      if (node instanceof HTMLElement && node !== overlay && !node.contains(overlay) && !node.inert) {
        node.inert = true;
        touched.push(node);
      }
    };
    [...document.body.children].forEach(silence);
    const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(silence)));
    observer.observe(document.body, { childList: true });
    const pullBack = (e: FocusEvent) => {
      if (!overlay.contains(e.target as Node)) overlay.focus();
    };
    document.addEventListener('focusin', pullBack);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', pullBack);
      touched.forEach((node) => {
        node.inert = false;
      });
    };
  }, [keep]);
}
