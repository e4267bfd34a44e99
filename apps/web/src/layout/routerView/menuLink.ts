import type { MenuRoute } from '@ledgerdesk/shared';

/** A menu that opens its `isLink` address in a new window (an iframe menu shows it in place instead). */
export function isExternalLinkMenu(menu: MenuRoute | undefined): boolean {
  return Boolean(menu?.meta.isLink) && !menu?.meta.isIframe;
}

/** Whether a menu's page is its `isLink` address shown in an iframe. */
export function isIframeMenu(menu: MenuRoute | undefined): boolean {
  return Boolean(menu?.meta.isIframe && menu.meta.isLink);
}

/**
 * The address a link menu opens: http(s) addresses as they are; anything else is a path of this
 * console (e.g. '/visualizingDemo1', a full-screen page outside the layout).
 */
export function linkAddress(isLink: string): string {
  if (/^https?:\/\//i.test(isLink)) return isLink;
  return new URL(isLink.startsWith('/') ? isLink : `/${isLink}`, window.location.origin).href;
}

/** Opens a link menu's address in a new window, cut off from this one (no window.opener). */
export function openLinkWindow(isLink: string): void {
  window.open(linkAddress(isLink), '_blank', 'noopener,noreferrer');
}
