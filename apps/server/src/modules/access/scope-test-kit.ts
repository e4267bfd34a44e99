import type { DataScope } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { departments, menus, roleDepts, roleMenus, roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { TEST_PASSWORD } from '../../test/harness';

/** Test fixtures for data scope: departments, roles granting permissions with a scope, users placed in them. */

export async function addDept(db: Db, deptName: string, parentId: number | null = null): Promise<number> {
  const [row] = await db.insert(departments).values({ deptName, parentId }).returning({ id: departments.id });
  return row!.id;
}

let roleSerial = 0;
/**
 * A role granting `permissions` (through button menus, as operators grant them) with a data scope;
 * `customDepts` for `custom`. `dataScope` is a string so a test can store a value no scope has.
 */
export async function addRole(db: Db, options: { dataScope: DataScope | (string & {}); permissions: readonly string[]; customDepts?: readonly number[]; status?: '0' | '1' }): Promise<number> {
  roleSerial += 1;
  const key = `scope_role_${Date.now()}_${roleSerial}`;
  const [role] = await db.insert(roles).values({ roleKey: key, roleName: key, dataScope: options.dataScope, status: options.status ?? '0' }).returning({ id: roles.id });
  for (const permission of options.permissions) {
    const [menu] = await db.insert(menus).values({ menuType: 'F', menuKey: `${key}:${permission}`, title: permission, permission }).returning({ id: menus.id });
    await db.insert(roleMenus).values({ roleId: role!.id, menuId: menu!.id });
  }
  if (options.customDepts?.length) await db.insert(roleDepts).values(options.customDepts.map((deptId) => ({ roleId: role!.id, deptId })));
  return role!.id;
}

let passwordHash: Promise<string> | undefined;
/** A user (password TEST_PASSWORD) in a department, holding the given roles. */
export async function addUser(db: Db, userName: string, deptId: number | null, roleIds: readonly number[] = [], status: '0' | '1' = '0'): Promise<number> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ userName, nickname: `${userName} nick`, passwordHash: await passwordHash, deptId, status })
    .returning({ id: users.id });
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user!.id, roleId })));
  return user!.id;
}
