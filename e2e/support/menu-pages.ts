import type { MenuRoute } from '@ledgerdesk/shared';

/**
 * Every page of the admin's menu, as the session keeps it: leaves only, without routes that need a
 * parameter and without external links (`iframes`: keeping the links shown inside the console).
 */
export function menuPages(menus: readonly MenuRoute[], { iframes = false } = {}): Array<{ path: string; title: string }> {
  return menus.flatMap((m) => {
    if (m.children?.length) return menuPages(m.children, { iframes });
    if (m.path.includes(':') || (m.meta.isLink && !(iframes && m.meta.isIframe))) return [];
    return [{ path: m.path, title: m.meta.title }];
  });
}
