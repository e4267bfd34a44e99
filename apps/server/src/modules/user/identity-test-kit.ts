import { eq, inArray } from 'drizzle-orm';
import { API_PREFIX, type DataScope } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { departments, menus, roleDepts, roleMenus, roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { api, bearer, TEST_PASSWORD, type TestApp } from '../../test/harness';

/** The user and role calls as the resource engine places them. */
export const USER = {
  list: `${API_PREFIX}/user/list`,
  get: `${API_PREFIX}/user/get`,
  add: `${API_PREFIX}/user/add`,
  edit: `${API_PREFIX}/user/edit`,
  delete: `${API_PREFIX}/user/delete`,
  disable: `${API_PREFIX}/user/disable`,
  enable: `${API_PREFIX}/user/enable`,
  unlock: `${API_PREFIX}/user/unlock`,
  resetPassword: `${API_PREFIX}/user/resetPassword`,
  formOptions: `${API_PREFIX}/user/formOptions`,
};
export const ROLE = {
  list: `${API_PREFIX}/role/list`,
  get: `${API_PREFIX}/role/get`,
  add: `${API_PREFIX}/role/add`,
  edit: `${API_PREFIX}/role/edit`,
  delete: `${API_PREFIX}/role/delete`,
  export: `${API_PREFIX}/role/export`,
  formOptions: `${API_PREFIX}/role/formOptions`,
};

/** A strong SPEC §5 password (letter first, three classes). */
export const STRONG = 'Newpass-2026';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return async (token: string, method: Method, url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: api(url),
      headers: bearer(token),
      ...(payload === undefined ? {} : method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
}

/** HQ ⊃ Sales ⊃ Sales East, and Ops beside Sales. */
export async function seedDepartments(db: Db) {
  const add = async (deptName: string, parentId: number | null) =>
    (await db.insert(departments).values({ deptName, parentId }).returning({ id: departments.id }))[0]!.id;
  const hq = await add('HQ', null);
  const sales = await add('Sales', hq);
  const salesEast = await add('Sales East', sales);
  const ops = await add('Ops', hq);
  return { hq, sales, salesEast, ops };
}

/** A role granted the menus carrying these permissions (fixtures; the API's own rules are tested through it). */
export async function roleWith(db: Db, roleKey: string, dataScope: DataScope, permissions: string[], customDepts: number[] = []) {
  const [role] = await db.insert(roles).values({ roleKey, roleName: roleKey, dataScope }).returning();
  const granted = permissions.length ? await db.select({ id: menus.id }).from(menus).where(inArray(menus.permission, permissions)) : [];
  if (granted.length !== new Set(permissions).size) throw new Error(`roleWith ${roleKey}: some of ${permissions.join(', ')} have no menu`);
  if (granted.length) await db.insert(roleMenus).values(granted.map((m) => ({ roleId: role!.id, menuId: m.id })));
  if (customDepts.length) await db.insert(roleDepts).values(customDepts.map((deptId) => ({ roleId: role!.id, deptId })));
  return role!;
}

let passwordHash: Promise<string> | undefined;

/** A user of a department holding roles, whose password is the harness's. */
export async function userWith(db: Db, userName: string, deptId: number | null, roleIds: number[]) {
  const [user] = await db
    .insert(users)
    .values({ userName, nickname: userName, deptId, passwordHash: await (passwordHash ??= hashPassword(TEST_PASSWORD)) })
    .returning();
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user!.id, roleId })));
  return user!;
}

export const userRow = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
export const roleIdOf = async (db: Db, roleKey: string) => (await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, roleKey)))[0]!.id;
export const menuIdOf = async (db: Db, permission: string) => (await db.select({ id: menus.id }).from(menus).where(eq(menus.permission, permission)))[0]!.id;
export const menuIdByKey = async (db: Db, key: string) => (await db.select({ id: menus.id }).from(menus).where(eq(menus.menuKey, key)))[0]!.id;

/** Every user-administration permission. */
export const USER_ADMIN = ['system/user/list', 'system/user/add', 'system/user/edit', 'system/user/delete', 'system/user/status', 'system/user/unlock', 'system/user/resetPassword'];
export const ROLE_ADMIN = ['system/role/list', 'system/role/add', 'system/role/edit', 'system/role/delete'];
