import { eq, inArray } from 'drizzle-orm';
import { hasPermission, namesParam, ResultCode, type TextPerLanguage } from '@ledgerdesk/shared';
import { seededNameIn } from '@ledgerdesk/shared/seeded-name-index';
import { menuResource, type MenuType } from '@ledgerdesk/shared/resources/system/menu';
import type { Tx } from '../../db/client';
import { menus, roleMenus, roles } from '../../db/schema';
import { badRequest, refuse } from '../../lib/errors';
import { bumpRevision } from '../../lib/revisions';
import { bindResource, type TableRow } from '../../resource';
import { beyondCaller, holderDeptsOf, powersOf, reachBeyondCaller, type SessionUser } from '../access/delegation';
import { menuProblems, normalizeMenu, parentProblem, type MenuValues } from './menu-rules';

type MenuRow = TableRow<typeof menus>;

/** What an added menu starts from before its input: the columns' own defaults. */
const BLANK: MenuValues = {
  parentId: null,
  menuType: 'C',
  title: '',
  titleEn: '',
  titleZhTw: '',
  path: '',
  name: '',
  component: '',
  redirect: '',
  icon: '',
  isLink: '',
  isHide: false,
  isKeepAlive: false,
  isAffix: false,
  isIframe: false,
  permission: '',
  sort: 0,
  status: '0',
};

const valuesOf = (row: MenuRow): MenuValues => {
  const values = { ...BLANK };
  for (const key of Object.keys(BLANK) as Array<keyof MenuValues>) (values as Record<string, unknown>)[key] = row[key];
  return values;
};

const describe = (problems: Record<string, string>) =>
  Object.entries(problems)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join('; ');

interface GrantChange {
  rolesSent: boolean;
  status: string;
}

/** Whether a write gives or takes the menu's permission: its roles sent, its permission rewritten, the menu turned on or off. */
const grantTouched = (permission: string, previous: { permission: string; status: string } | undefined, change: GrantChange) =>
  Boolean(permission) && (change.rolesSent || permission !== (previous?.permission ?? '') || (previous !== undefined && change.status !== previous.status));

/**
 * The roles that will hold the menu give its permission at their own data scope: none may reach
 * further for their holders than the editor's own reach for that permission.
 */
async function refuseReachBeyondCaller(tx: Tx, caller: SessionUser, permission: string, roleIds: readonly number[]) {
  if (caller.isSuper) return;
  for (const role of (await powersOf(tx, roleIds)).values()) {
    if (role.isSuper) continue;
    const holders = await holderDeptsOf(tx, role.id);
    const problem = holders.length ? await reachBeyondCaller(tx, caller, role, [permission], holders) : null;
    if (problem) throw beyondCaller('roles', problem);
  }
}

const roleIdsGranted = async (tx: Tx, menuId: number) => (await tx.select({ roleId: roleMenus.roleId }).from(roleMenus).where(eq(roleMenus.menuId, menuId))).map((r) => r.roleId);

/**
 * Nobody hands out more than they hold: a caller who is not super may not give a menu a permission
 * they lack (the roles already granted that menu would gain it), nor grant or withdraw a menu whose
 * permission they lack. Enabling or disabling a menu grants or withdraws its permission from every
 * role that has the menu: a disabled menu is a kill switch, and its permission is then nobody's,
 * the editor's included, so only someone who holds it another way may turn it back on.
 */
function refuseGrantingBeyondCaller(
  caller: { isSuper: boolean; permissions: readonly string[] } | null,
  permission: string,
  previous: { permission: string; status: string } | undefined,
  change: GrantChange,
) {
  if (!caller || caller.isSuper || !permission) return;
  if (grantTouched(permission, previous, change) && !hasPermission(caller.permissions, permission)) {
    throw refuse(ResultCode.forbidden, `permission: you do not hold ${permission}, so you cannot grant it`, {
      reason: 'access.cannotGrant', issues: { permission: { code: 'beyondCaller' } },
    });
  }
}

/** Role keys a menu's `roles` names, checked against sys_role; the ids to grant. */
async function roleIdsOf(tx: Tx, value: unknown, problems: Record<string, string>): Promise<number[]> {
  if (!Array.isArray(value) || !value.every((key) => typeof key === 'string')) {
    problems.roles = 'must be a list of role keys';
    return [];
  }
  const keys = [...new Set(value as string[])];
  if (keys.length === 0) return [];
  const found = await tx.select({ id: roles.id, roleKey: roles.roleKey }).from(roles).where(inArray(roles.roleKey, keys));
  const unknown = keys.filter((key) => !found.some((r) => r.roleKey === key));
  if (unknown.length) problems.roles = `no role has the key ${unknown.join(', ')}`;
  return found.map((r) => r.id);
}

async function typeOf(tx: Tx, id: number): Promise<MenuType | null> {
  const [row] = await tx.select({ menuType: menus.menuType }).from(menus).where(eq(menus.id, id));
  return (row?.menuType as MenuType | undefined) ?? null;
}

/** A menu as a refusal names it: its own text in each language when it has one, else its title (text or translation key). */
const menuName = (menu: Pick<MenuRow, 'title' | 'titleEn' | 'titleZhTw'>): string | TextPerLanguage =>
  menu.titleEn || menu.titleZhTw ? { 'zh-cn': menu.title, en: menu.titleEn || menu.title, 'zh-tw': menu.titleZhTw || menu.title } : menu.title;

/** The role keys holding each of these menus. */
async function grantsOf(db: Pick<Tx, 'select'>, menuIds: number[]): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ menuId: roleMenus.menuId, roleKey: roles.roleKey })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(inArray(roleMenus.menuId, menuIds))
    .orderBy(roles.sort, roles.roleKey);
  const byMenu = new Map<number, string[]>();
  for (const r of rows) byMenu.set(r.menuId, [...(byMenu.get(r.menuId) ?? []), r.roleKey]);
  return byMenu;
}

/**
 * Menus on the resource engine (SPEC §7's menu/* calls) with the rules of a route tree. Every write
 * moves the 'menu' revision in its transaction, so signed-in consoles refetch their menus on their
 * next call. A menu still granted to a role is not deleted (RuoYi's rule): pulling a page from the
 * people who work with it takes the explicit step of clearing its roles first.
 */
export const menuBinding = bindResource({
  definition: menuResource,
  table: menus,
  hooks: {
    async beforeWrite({ tx, input, virtual, current, request }) {
      const given = { ...input };
      if (given.parentId === 0) given.parentId = null;
      const menu = normalizeMenu({ ...(current ? valuesOf(current) : BLANK), ...given } as MenuValues);
      const problems = menuProblems(menu);
      if (menu.parentId !== null && !problems.parentId) {
        const problem = parentProblem(menu.menuType, await typeOf(tx, menu.parentId));
        if (problem) problems.parentId = problem;
      }
      if (current && current.menuType !== menu.menuType) {
        const children = await tx.select({ menuType: menus.menuType }).from(menus).where(eq(menus.parentId, current.id));
        if (children.some((child) => parentProblem(child.menuType as MenuType, menu.menuType))) {
          problems.menuType = 'its children cannot sit under this type; move them first';
        }
      }
      const sentRoles = 'roles' in virtual ? await roleIdsOf(tx, virtual.roles, problems) : undefined;
      if (Object.keys(problems).length) throw badRequest(`invalid input — ${describe(problems)}`, problems);
      const change = { rolesSent: sentRoles !== undefined, status: menu.status };
      refuseGrantingBeyondCaller(request.user, menu.permission, current ?? undefined, change);
      if (request.user && grantTouched(menu.permission, current ?? undefined, change)) {
        await refuseReachBeyondCaller(tx, request.user, menu.permission, sentRoles ?? (current ? await roleIdsGranted(tx, current.id) : []));
      }
      return { ...menu };
    },

    async afterWrite({ tx, op, row, virtual }) {
      await bumpRevision(tx, 'menu');
      // Roles sent replace the menu's grants (beforeWrite has checked them); roles not sent leave them.
      if (op === 'delete' || !row || !('roles' in virtual)) return;
      const grant = await roleIdsOf(tx, virtual.roles, {});
      await tx.delete(roleMenus).where(eq(roleMenus.menuId, row.id));
      if (grant.length) await tx.insert(roleMenus).values(grant.map((roleId) => ({ roleId, menuId: row.id })));
    },

    async beforeDelete({ tx, rows }) {
      const grants = await grantsOf(tx, rows.map((r) => r.id));
      const granted = rows.filter((r) => grants.has(r.id));
      if (granted.length === 0) return;
      const named = granted.map((r) => `"${r.titleEn || seededNameIn(r.title, 'en')}" (${r.id}) to ${grants.get(r.id)!.join(', ')}`).join('; ');
      throw refuse(ResultCode.conflict, `a menu still granted to a role cannot be deleted: ${named}; clear its roles first`, {
        reason: 'menu.granted',
        params: { names: namesParam(granted.map(menuName)) },
        extra: { ids: granted.map((r) => r.id), roles: Object.fromEntries(granted.map((r) => [r.id, grants.get(r.id)])) },
      });
    },

    async decorateRow(row, { db }) {
      return { ...row, roles: (await grantsOf(db, [row.id])).get(row.id) ?? [] };
    },
  },
});
