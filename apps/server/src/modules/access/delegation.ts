import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasPermission, ResultCode, type DataScope } from '@ledgerdesk/shared';
import { seededNameIn } from '@ledgerdesk/shared/seeded-name-index';
import type { Db, Tx } from '../../db/client';
import { menus, roleDepts, roleMenus, roles, userRoles, users } from '../../db/schema';
import { fieldRefusal, forbidden, refuse } from '../../lib/errors';
import { reachOf, subtreeOf, type Reach } from './data-scope';

/*
 * Delegation: nobody hands out more than they hold. A caller who is not super gives a user only
 * roles granting permissions they hold themselves and reaching no data beyond their own, and
 * touches no user holding more than they do (users and roles both ask these questions). "Their
 * own" is per permission: a caller who lists users of one department but reviews recharges of
 * all holds user listing at department scope, and may not hand it out at any wider one.
 */

/** The signed-in caller (the access plugin has resolved the session). */
export type SessionUser = NonNullable<FastifyRequest['user']>;

type Reader = Pick<Db | Tx, 'select' | 'selectDistinct'>;

/** A refusal because the caller would hand out more than they hold (403, naming the field). */
export const beyondCaller = (field: string, message: string) =>
  refuse(ResultCode.forbidden, `${field}: ${message}`, { reason: 'access.cannotGrant', issues: { [field]: { code: 'beyondCaller' } } }, { [field]: message });

/** Whether a set of departments lies within a reach. */
export const deptsWithin = (reach: Reach, deptIds: readonly number[]) => reach.all || deptIds.every((id) => reach.deptIds.includes(id));

/**
 * Whether rows reached by a scope anchored at a department (a holder's own department, for
 * `dept` and `deptAndBelow`) stay within the caller's reach: no one widens anyone's data beyond
 * their own. `self` reaches only the holder's own rows and is always within.
 */
export async function scopeWithin(db: Reader, reach: Reach, scope: DataScope, customDepts: readonly number[], anchorDeptId: number | null): Promise<boolean> {
  if (reach.all) return true;
  switch (scope) {
    case 'all':
      return false;
    case 'custom':
      return deptsWithin(reach, customDepts);
    case 'dept':
      return anchorDeptId === null || reach.deptIds.includes(anchorDeptId);
    case 'deptAndBelow':
      return anchorDeptId === null || deptsWithin(reach, await subtreeOf(db as Db, anchorDeptId));
    case 'self':
      return true;
  }
}

export interface RolePower {
  id: number;
  roleName: string;
  isSuper: boolean;
  dataScope: DataScope;
  /** Permissions of its enabled menus. */
  permissions: string[];
  customDepts: number[];
}

/** What each role grants: permissions of its enabled menus, scope and custom departments. */
export async function powersOf(db: Reader, roleIds: readonly number[]): Promise<Map<number, RolePower>> {
  const powers = new Map<number, RolePower>();
  if (roleIds.length === 0) return powers;
  const rows = await db
    .select({ id: roles.id, roleName: roles.roleName, isSuper: roles.isSuper, dataScope: roles.dataScope })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
  for (const r of rows) powers.set(r.id, { ...r, dataScope: r.dataScope as DataScope, permissions: [], customDepts: [] });
  const granted = await db
    .select({ roleId: roleMenus.roleId, permission: menus.permission })
    .from(roleMenus)
    .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.status, '0')))
    .where(inArray(roleMenus.roleId, [...powers.keys()]));
  for (const g of granted) if (g.permission) powers.get(g.roleId)!.permissions.push(g.permission);
  const depts = await db.select().from(roleDepts).where(inArray(roleDepts.roleId, [...powers.keys()]));
  for (const d of depts) powers.get(d.roleId)!.customDepts.push(d.deptId);
  return powers;
}

/** A role as an English message names it: a built-in role by its name, not the key it is stored as. */
const roleNamed = (role: RolePower) => `role ${seededNameIn(role.roleName, 'en')}`;

/** Why the caller may not hand this role out, or null: a super role, a permission they lack. */
export function outranksCaller(caller: SessionUser, role: RolePower): string | null {
  if (caller.isSuper) return null;
  if (role.isSuper) return `${roleNamed(role)} is a super role; only a super user hands it out`;
  const lacking = role.permissions.filter((p) => !hasPermission(caller.permissions, p));
  return lacking.length ? `${roleNamed(role)} grants ${lacking.join(', ')}, which you do not hold` : null;
}

/**
 * Why `permissions`, granted at the role's data scope to holders in `holderDepts` (a holder's
 * department anchors `dept` and `deptAndBelow`; null: none), would reach data beyond the caller's
 * own reach for each of them, or null. Permissions the caller holds through the same roles share
 * one reach, so a role of fifty permissions costs a reach or two, not fifty.
 */
export async function reachBeyondCaller(
  db: Reader,
  caller: SessionUser,
  role: Pick<RolePower, 'roleName' | 'dataScope' | 'customDepts'>,
  permissions: readonly string[],
  holderDepts: readonly (number | null)[],
): Promise<string | null> {
  if (caller.isSuper) return null;
  const byGrants = new Map<string, string[]>();
  for (const permission of permissions) {
    const key = caller.grants.filter((g) => hasPermission(g.permissions, permission)).map((g) => g.roleId).join(',');
    byGrants.set(key, [...(byGrants.get(key) ?? []), permission]);
  }
  for (const group of byGrants.values()) {
    const reach = await reachOf(db as Db, caller, group[0]!);
    for (const dept of holderDepts) {
      if (!(await scopeWithin(db, reach, role.dataScope, role.customDepts, dept))) {
        return `${roleNamed(role as RolePower)} reaches data beyond yours for ${group.join(', ')}`;
      }
    }
  }
  return null;
}

/** The departments of a role's holders (none: the role reaches nobody's data yet). */
export async function holderDeptsOf(db: Reader, roleId: number): Promise<Array<number | null>> {
  const rows = await db.selectDistinct({ deptId: users.deptId }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(eq(userRoles.roleId, roleId));
  return rows.map((r) => r.deptId);
}

/**
 * A caller who is not super may not change, disable, reset, link or delete a user holding a role
 * that grants more than the caller holds (a super role above all), or reaches further with a
 * permission than the caller does: taking over that account would hand them its powers.
 */
export async function refuseOutranked(db: Reader, caller: SessionUser, userId: number): Promise<void> {
  if (caller.isSuper) return;
  const [target] = await db.select({ deptId: users.deptId }).from(users).where(eq(users.id, userId));
  const roleIds = (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.roleId);
  for (const power of (await powersOf(db, roleIds)).values()) {
    const problem = outranksCaller(caller, power) ?? (await reachBeyondCaller(db, caller, power, power.permissions, [target?.deptId ?? null]));
    if (problem) throw forbidden(`user ${userId} holds ${problem.replace(/^role /, 'the role ')}`, { reason: 'user.holdsBeyondCaller', params: { id: userId } });
  }
}

/**
 * Why the caller may not give this role to a user of `targetDeptId` (null: they may): it outranks
 * them, or its data would reach beyond theirs.
 */
export async function assignProblem(db: Reader, caller: SessionUser, reach: Reach, role: RolePower, targetDeptId: number | null): Promise<string | null> {
  const outranks = outranksCaller(caller, role);
  if (outranks) return outranks;
  if (caller.isSuper) return null;
  if (!(await scopeWithin(db, reach, role.dataScope, role.customDepts, targetDeptId))) {
    return `${roleNamed(role)} reaches data beyond yours`;
  }
  return reachBeyondCaller(db, caller, role, role.permissions, [targetDeptId]);
}

const MAX_LISTED_IDS = 1000;

/** A virtual field holding ids (roles, posts, menus, departments): a list of positive whole numbers, or a 400 naming it. */
export function idListOf(field: string, value: unknown): number[] {
  const valid = Array.isArray(value) && value.length <= MAX_LISTED_IDS && value.every((v) => Number.isSafeInteger(v) && (v as number) > 0);
  if (!valid) {
    throw fieldRefusal(field, `must be a list of ids (at most ${MAX_LISTED_IDS})`, { code: 'too_big', params: { maximum: MAX_LISTED_IDS, origin: 'array' } });
  }
  return [...new Set(value as number[])];
}

/** Ids that name no row: a 400 naming the field. */
export function refuseUnknown(field: string, asked: readonly number[], found: readonly number[], what: string): void {
  const unknown = asked.filter((id) => !found.includes(id));
  if (unknown.length === 0) return;
  throw fieldRefusal(field, `no ${what} has id ${unknown.join(', ')}`, { code: 'noSuchRecord', params: { value: unknown.join(', ') } });
}
