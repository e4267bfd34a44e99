import type { MenuRoute } from '@ledgerdesk/shared';

/** The entries a menu shows: hidden ones left out at every depth. */
export function visibleMenus(menus: readonly MenuRoute[]): MenuRoute[] {
  return menus
    .filter((m) => !m.meta.isHide)
    .map((m) => (m.children ? { ...m, children: visibleMenus(m.children) } : m));
}

/** Finds a menu by path anywhere in the tree. */
export function findMenu(menus: readonly MenuRoute[], path: string): MenuRoute | undefined {
  for (const m of menus) {
    if (m.path === path) return m;
    const hit = m.children && findMenu(m.children, path);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The paths from the top of the tree down to `path`, excluding it. Menu paths need not nest
 * ('/system' may hold '/dict'), so ancestry comes from the tree, not from the strings.
 */
export function ancestorPaths(menus: readonly MenuRoute[], path: string): string[] {
  for (const m of menus) {
    if (m.path === path) return [];
    if (m.children) {
      const below = ancestorPaths(m.children, path);
      if (below.length > 0 || m.children.some((c) => c.path === path)) return [m.path, ...below];
    }
  }
  return [];
}

/** Every entry of the tree, parents before their children. */
export function flattenMenus(menus: readonly MenuRoute[]): MenuRoute[] {
  return menus.flatMap((m) => [m, ...(m.children ? flattenMenus(m.children) : [])]);
}

/**
 * The open submenus after antd reports `next`: with unique-opened (accordion) on, the submenu
 * just opened keeps only its own ancestors open beside it.
 */
export function accordionOpenKeys(menus: readonly MenuRoute[], previous: readonly string[], next: string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return next;
  const keep = new Set([...ancestorPaths(menus, opened), opened]);
  return next.filter((key) => keep.has(key));
}
