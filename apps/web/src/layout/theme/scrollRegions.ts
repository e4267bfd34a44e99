/** antd's scrolling table boxes (with and without a fixed header). */
const REGIONS = '.ant-table-body, .ant-table-content';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A table wider than its box scrolls sideways, but a keyboard can only scroll a box it can focus:
 * one whose rows hold no link or button (an empty list, a read-only log) was out of reach (WCAG
 * 2.1.1; axe's scrollable-region-focusable). Such boxes get a tab stop while they overflow; antd
 * offers no prop for it, so the document is watched, once a frame at most. Returns the stop.
 */
export function keepScrollRegionsFocusable(root: HTMLElement = document.body): () => void {
  let frame = 0;
  const sweep = () => {
    frame = 0;
    root.querySelectorAll<HTMLElement>(REGIONS).forEach((box) => {
      const reachable = box.scrollWidth > box.clientWidth && !box.querySelector(FOCUSABLE);
      if (reachable && box.tabIndex < 0) box.tabIndex = 0;
      else if (!reachable && box.getAttribute('tabindex') === '0') box.removeAttribute('tabindex');
    });
  };
  const observer = new MutationObserver(() => {
    if (!frame) frame = requestAnimationFrame(sweep);
  });
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', sweep);
  sweep();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', sweep);
    if (frame) cancelAnimationFrame(frame);
  };
}
