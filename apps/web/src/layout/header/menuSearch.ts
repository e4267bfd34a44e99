import type { MenuRoute } from '@ledgerdesk/shared';
import type { MenuTitleSource } from '@/lib/menuTitle';

export interface MenuSearchEntry {
  path: string;
  title: string;
  icon: string;
}

/**
 * The entries menu search offers: every visible entry a user can land on (a parent whose only
 * job is to hold visible children is left out), its title already in the language `titleOf` gives (menuTitle).
 */
export function menuSearchEntries(menus: readonly MenuRoute[], titleOf: (meta: MenuTitleSource) => string): MenuSearchEntry[] {
  return menus
    .filter((m) => !m.meta.isHide)
    .flatMap((m) => {
      const children = menuSearchEntries(m.children ?? [], titleOf);
      const self = { path: m.path, title: titleOf(m.meta), icon: m.meta.icon };
      return children.length > 0 ? children : [self];
    });
}

/** Entries whose translated title or path contains the query, ignoring case and surrounding spaces. */
export function searchMenus(entries: readonly MenuSearchEntry[], query: string): MenuSearchEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...entries];
  return entries.filter((e) => e.title.toLowerCase().includes(q) || e.path.toLowerCase().includes(q));
}
