import type { MenuRoute } from '@ledgerdesk/shared';
import { useSession } from '@/lib/session';
import { findMenu, visibleMenus } from './menuTree';
import { useActiveTrail } from './useActiveTrail';

/**
 * The first-level menu the current page belongs to, and its visible children: what the split
 * layouts (classic split menu, columns) show beside the first level. A first level without
 * children gives none, and the secondary aside hides (Gitee #I6HW7H).
 */
export function useActiveSection(): { section: MenuRoute | undefined; children: MenuRoute[] } {
  const menus = useSession((s) => s.menuList);
  const top = useActiveTrail()[0];
  const section = top ? findMenu(menus, top.path) : undefined;
  return { section, children: visibleMenus(section?.children ?? []) };
}
