import type { MenuRoute } from '@ledgerdesk/shared';

/** Every page of the admin's menu, as the session keeps it: leaves only, without links or routes that need a parameter. */
export function menuPages(menus: readonly MenuRoute[]): Array<{ path: string; title: string }> {
  return menus.flatMap((m) => {
    if (m.children?.length) return menuPages(m.children);
    if (m.path.includes(':') || m.meta.isLink) return [];
    return [{ path: m.path, title: m.meta.title }];
  });
}
