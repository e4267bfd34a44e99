import { asc, inArray } from 'drizzle-orm';
import { hasPermission } from '@ledgerdesk/shared';
import type { RoleMenuNode } from '@ledgerdesk/shared/resources/system/role';
import type { Db, Tx } from '../../db/client';
import { menus, roleMenus } from '../../db/schema';
import type { SessionUser } from '../access/delegation';


type Reader = Pick<Db | Tx, 'select'>;
type MenuRow = Pick<typeof menus.$inferSelect, 'id' | 'parentId' | 'permission' | 'menuType' | 'title' | 'titleEn' | 'titleZhTw'>;

/** The whole menu tree (a few hundred rows at most), in menu order. */
export const allMenus = (db: Reader): Promise<MenuRow[]> =>
  db
    .select({ id: menus.id, parentId: menus.parentId, permission: menus.permission, menuType: menus.menuType, title: menus.title, titleEn: menus.titleEn, titleZhTw: menus.titleZhTw })
    .from(menus)
    .orderBy(asc(menus.sort), asc(menus.id));

/** The menus with every ancestor added: a page shows only under a visible directory (menu-tree.ts). */
export function withAncestors(ids: Iterable<number>, rows: readonly MenuRow[]): Set<number> {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const closed = new Set<number>();
  for (const id of ids) {
    for (let at: number | null | undefined = id; at !== null && at !== undefined && !closed.has(at); at = parentOf.get(at)) closed.add(at);
  }
  return closed;
}

/**
 * The menus the caller may grant: every menu for a super user; otherwise those whose permission
 * they hold, those without a permission that one of their roles is granted, and the ancestors of
 * both. A role editor never hands out what they do not hold themselves.
 */
export async function grantableMenus(db: Reader, caller: SessionUser, rows: readonly MenuRow[]): Promise<Set<number>> {
  if (caller.isSuper) return new Set(rows.map((r) => r.id));
  const roleIds = caller.grants.map((g) => g.roleId);
  const own = roleIds.length
    ? new Set((await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, roleIds))).map((r) => r.menuId))
    : new Set<number>();
  const held = rows.filter((r) => (r.permission ? hasPermission(caller.permissions, r.permission) : own.has(r.id))).map((r) => r.id);
  return withAncestors(held, rows);
}

/** The tree the role form checks, each node saying whether the caller may grant it. */
export function menuTreeOf(rows: readonly MenuRow[], grantable: ReadonlySet<number>): RoleMenuNode[] {
  const nodes = new Map<number, RoleMenuNode>(
    rows.map((r) => [
      r.id,
      { id: r.id, title: r.title, titleEn: r.titleEn, titleZhTw: r.titleZhTw, menuType: r.menuType as RoleMenuNode['menuType'], permission: r.permission, grantable: grantable.has(r.id) },
    ]),
  );
  const roots: RoleMenuNode[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) (parent.children ??= []).push(nodes.get(r.id)!);
    else roots.push(nodes.get(r.id)!);
  }
  return roots;
}
