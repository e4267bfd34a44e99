import type { MenuProps } from 'antd';
import type { MenuRoute } from '@ledgerdesk/shared';
import { MenuIcon } from '../components/icons/MenuIcon';
import { translateTitle } from '../lib/i18n';

type MenuItem = Required<MenuProps>['items'][number];

/** The aside menu from the server tree: hidden entries left out, titles translated, keyed by path. */
export function menuItems(menus: readonly MenuRoute[]): MenuItem[] {
  return menus
    .filter((m) => !m.meta.isHide)
    .map((m) => {
      const children = m.children ? menuItems(m.children) : [];
      return {
        key: m.path,
        icon: <MenuIcon name={m.meta.icon} />,
        label: translateTitle(m.meta.title),
        ...(children.length ? { children } : {}),
      };
    });
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
