import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { API_PREFIX, PERMISSIONS } from '@ledgerdesk/shared';
import { menus, roleMenus, roles } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { roleWith, seedDepartments, userWith } from '../user/identity-test-kit';

/*
 * Anchor study §2.3 (13): a role editor granting menus they do not hold. Whoever may edit menus but
 * is not super cannot hand a permission out through a menu's roles or by rewriting the permission
 * of a menu their role already holds.
 */
describe.each(databaseKinds)('menu grants stay within the editor (%s)', (kind) => {
  let t: TestApp;
  let editor: string;
  let menuPageId: number;
  const menuCount = async () => (await t.database.db.select({ n: count() }).from(menus))[0]!.n;
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: api(`${API_PREFIX}/menu/${url}`), headers: bearer(editor), payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const [common] = await db.select().from(roles).where(eq(roles.roleKey, 'common'));
    const grantable = await db
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.permission, [PERMISSIONS.menuList, PERMISSIONS.menuAdd, PERMISSIONS.menuEdit]));
    await db.insert(roleMenus).values(grantable.map((m) => ({ roleId: common!.id, menuId: m.id }))).onConflictDoNothing();
    const [page] = await db.select().from(menus).where(eq(menus.menuKey, 'system.menu'));
    menuPageId = page!.id;
    editor = await t.signIn('operator');
  });
  afterAll(() => t.close());

  const button = (permission: string) => ({ menuType: 'F', parentId: menuPageId, title: 'Probe', permission, sort: 50, roles: ['common'] });

  it('refuses a menu carrying a permission the editor lacks (403, nothing written)', async () => {
    const before = await menuCount();
    const res = await call('POST', 'add', button(PERMISSIONS.withdrawPayout));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain(PERMISSIONS.withdrawPayout);
    expect(await menuCount()).toBe(before);
  });

  it('lets the editor grant what they hold, but not rewrite it into what they lack', async () => {
    const added = await call('POST', 'add', button(PERMISSIONS.menuList));
    expect(added.statusCode).toBe(200);
    const { id, version } = added.json().data as { id: number; version: number };
    const rewrite = await call('PUT', 'update', { id, version, permission: PERMISSIONS.withdrawPayout });
    expect(rewrite.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(menus).where(eq(menus.id, id));
    expect(row!.permission).toBe(PERMISSIONS.menuList);
    expect(row!.version).toBe(version);
  });

  it("refuses turning a disabled menu back on when its permission is not the editor's: it would grant it to every role that has it", async () => {
    const db = t.database.db;
    const [common] = await db.select().from(roles).where(eq(roles.roleKey, 'common'));
    // A kill switch: the payout button is granted to the editor's role but disabled, so nobody holds it.
    const [killed] = await db
      .insert(menus)
      .values({ menuType: 'F', parentId: menuPageId, title: 'Payout', permission: PERMISSIONS.withdrawPayout, sort: 51, status: '1' })
      .returning();
    await db.insert(roleMenus).values({ roleId: common!.id, menuId: killed!.id });
    const enable = await call('PUT', 'update', { id: killed!.id, version: killed!.version, status: '0' });
    expect(enable.statusCode).toBe(403);
    expect(enable.json().data.reason).toBe('access.cannotGrant');
    const [after] = await db.select().from(menus).where(eq(menus.id, killed!.id));
    expect(after!.status).toBe('1');

    // A menu whose permission the editor holds another way turns off and on again.
    const own = (await call('POST', 'add', button(PERMISSIONS.menuList))).json().data as { id: number; version: number };
    const off = await call('PUT', 'update', { id: own.id, version: own.version, status: '1' });
    expect(off.statusCode).toBe(200);
    expect((await call('PUT', 'update', { id: own.id, version: off.json().data.version, status: '0' })).statusCode).toBe(200);
  });

  it("refuses granting a menu to a role whose holders it would reach beyond the editor's own reach for its permission", async () => {
    const db = t.database.db;
    const { sales, ops } = await seedDepartments(db);
    // The seeded menus of menu administration (the tests above added buttons carrying menu listing too).
    const deptEditors = await roleWith(db, 'dept_menu_editor', 'dept', []);
    const seeded = await db.select({ id: menus.id }).from(menus).where(inArray(menus.menuKey, ['system.menu', 'system.menu.add', 'system.menu.edit']));
    expect(seeded).toHaveLength(3);
    await db.insert(roleMenus).values(seeded.map((m) => ({ roleId: deptEditors.id, menuId: m.id })));
    await userWith(db, 'dept_menu_editor', sales, [deptEditors.id]);
    const wide = await roleWith(db, 'wide_menu_readers', 'all', []);
    await userWith(db, 'wide_reader', ops, [wide.id]);
    const deptEditor = await t.signIn('dept_menu_editor');
    const add = (roles: string[]) =>
      t.app.inject({ method: 'POST', url: api(`${API_PREFIX}/menu/add`), headers: bearer(deptEditor), payload: { ...button(PERMISSIONS.menuList), roles } });

    const before = await menuCount();
    const refused = await add(['wide_menu_readers']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.fields).toHaveProperty('roles');
    expect(refused.json().msg).toContain(`reaches data beyond yours for ${PERMISSIONS.menuList}`);
    expect(await menuCount()).toBe(before);
    // Their own role reaches no further than they do.
    expect((await add(['dept_menu_editor'])).statusCode).toBe(200);
  });
});
