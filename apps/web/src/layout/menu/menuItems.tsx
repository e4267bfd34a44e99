import type { MenuProps } from 'antd';
import type { MenuRoute } from '@ledgerdesk/shared';
import { MenuIcon } from '@/components/icons/MenuIcon';
import type { MenuTitleSource } from '@/lib/menuTitle';

export type MenuItem = Required<MenuProps>['items'][number];

/**
 * antd menu items from the server tree: hidden entries left out, titles in the language `titleOf`
 * gives (menuTitle), keyed by path. `depth` 1 gives the first level only (the split menus of
 * classic and columns).
 */
export function menuItems(menus: readonly MenuRoute[], titleOf: (meta: MenuTitleSource) => string, depth = Infinity): MenuItem[] {
  return menus
    .filter((m) => !m.meta.isHide)
    .map((m) => {
      const children = m.children && depth > 1 ? menuItems(m.children, titleOf, depth - 1) : [];
      return {
        key: m.path,
        icon: <MenuIcon name={m.meta.icon} />,
        label: titleOf(m.meta),
        ...(children.length ? { children } : {}),
      };
    });
}
