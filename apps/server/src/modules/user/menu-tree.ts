import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MenuRoute, RouteTitles } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { menus, roleMenus, roles } from '../../db/schema';

type MenuRow = typeof menus.$inferSelect;

/** The title's texts in English and Traditional Chinese, where the menu has them (none beside an i18n key). */
function titlesOf(row: MenuRow): RouteTitles | undefined {
  const titles: RouteTitles = {
    ...(row.titleEn ? { en: row.titleEn } : {}),
    ...(row.titleZhTw ? { 'zh-tw': row.titleZhTw } : {}),
  };
  return Object.keys(titles).length ? titles : undefined;
}

/** Route objects of SPEC §3 from menu rows; `F` (button) rows never become routes. */
export function buildMenuTree(rows: MenuRow[], rolesByMenu: Map<number, string[]>): MenuRoute[] {
  const routable = rows.filter((r) => r.menuType !== 'F');
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of routable) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const toRoute = (row: MenuRow): MenuRoute => {
    const children = (byParent.get(row.id) ?? []).map(toRoute);
    const titles = titlesOf(row);
    return {
      path: row.path,
      name: row.name,
      component: row.component,
      ...(row.redirect ? { redirect: row.redirect } : {}),
      meta: {
        title: row.title,
        ...(titles ? { titles } : {}),
        isLink: row.isLink,
        isHide: row.isHide,
        isKeepAlive: row.isKeepAlive,
        isAffix: row.isAffix,
        isIframe: row.isIframe,
        roles: rolesByMenu.get(row.id) ?? [],
        icon: row.icon,
      },
      ...(children.length ? { children } : {}),
    };
  };
  // A page whose directory is not visible to the user is not shown: the seed grants directories too.
  return (byParent.get(null) ?? []).map(toRoute);
}

export async function loadUserMenus(db: Db, roleKeys: string[], isSuper: boolean): Promise<MenuRoute[]> {
  const grants = await db
    .select({ menuId: roleMenus.menuId, roleKey: roles.roleKey })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(eq(roles.status, '0'));
  const rolesByMenu = new Map<number, string[]>();
  for (const g of grants) rolesByMenu.set(g.menuId, [...(rolesByMenu.get(g.menuId) ?? []), g.roleKey]);
  const allowedIds = isSuper
    ? undefined
    : [...rolesByMenu.entries()].filter(([, keys]) => keys.some((k) => roleKeys.includes(k))).map(([id]) => id);
  if (allowedIds && allowedIds.length === 0) return [];
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.status, '0'), allowedIds ? inArray(menus.id, allowedIds) : undefined))
    .orderBy(asc(menus.sort), asc(menus.id));
  return buildMenuTree(rows, rolesByMenu);
}
