import type { MenuRoute } from '@ledgerdesk/shared';

export interface MenuSearchEntry {
  path: string;
  title: string;
  icon: string;
}

/**
 * The entries menu search offers: every visible entry a user can land on (a parent whose only
 * job is to hold visible children is left out), its title already translated.
 */
export function menuSearchEntries(menus: readonly MenuRoute[], translate: (key: string) => string): MenuSearchEntry[] {
  return menus
    .filter((m) => !m.meta.isHide)
    .flatMap((m) => {
      const children = menuSearchEntries(m.children ?? [], translate);
      const self = { path: m.path, title: translate(m.meta.title), icon: m.meta.icon };
      return children.length > 0 ? children : [self];
    });
}

/** Entries whose translated title or path contains the query, ignoring case and surrounding spaces. */
export function searchMenus(entries: readonly MenuSearchEntry[], query: string): MenuSearchEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...entries];
  return entries.filter((e) => e.title.toLowerCase().includes(q) || e.path.toLowerCase().includes(q));
}
