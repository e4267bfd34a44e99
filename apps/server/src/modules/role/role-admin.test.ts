import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ENDPOINTS, PERMISSIONS, referenceOptionsPath, type MenuRoute } from '@ledgerdesk/shared';
import { parseRevisions, REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { roleDepts, roleMenus, roles } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { caller, menuIdByKey, menuIdOf, ROLE, ROLE_ADMIN, roleIdOf, roleWith, seedDepartments, USER, userWith } from '../user/identity-test-kit';

const flatten = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

describe.each(databaseKinds)('role administration (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let call: ReturnType<typeof caller>;
  let depts: Awaited<ReturnType<typeof seedDepartments>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off' });
    call = caller(t);
    admin = await t.signIn('admin');
    depts = await seedDepartments(t.database.db);
  });
  afterAll(() => t.close());

  const roleCount = async () => (await t.database.db.select({ n: count() }).from(roles))[0]!.n;
  const grantsOf = async (roleId: number) => (await t.database.db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId))).map((r) => r.menuId).sort((a, b) => a - b);
  const menuRevision = async (token: string) => parseRevisions((await call(token, 'GET', ENDPOINTS.userInfo)).headers[REVISION_HEADER] as string).menu ?? 0;

  it('grants a button with its page and directory (what the console needs to show it), and answers them back', async () => {
    const review = await menuIdOf(t.database.db, PERMISSIONS.rechargeReview);
    const page = await menuIdOf(t.database.db, PERMISSIONS.rechargeList);
    const finance = await menuIdByKey(t.database.db, 'finance');
    const revision = await menuRevision(admin);
    const res = await call(admin, 'POST', ROLE.add, { roleName: 'Recharge reviewers', roleKey: 'recharge_reviewer', dataScope: 'dept', menuIds: [review] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as number;
    expect(await grantsOf(id)).toEqual([finance, page, review].sort((a, b) => a - b));
    expect(await menuRevision(admin)).toBeGreaterThan(revision);
    const got = await call(admin, 'GET', ROLE.get, { id: String(id) });
    expect(got.body.data).toMatchObject({ roleKey: 'recharge_reviewer', dataScope: 'dept', isSuper: false, menuIds: [finance, page, review].sort((a, b) => a - b), deptIds: [] });

    // A holder sees exactly that page, and the permissions of its granted buttons.
    await userWith(t.database.db, 'reviewer_one', depts.sales, [id]);
    const token = await t.signIn('reviewer_one');
    const menus = (await call(token, 'GET', ENDPOINTS.userMenus)).body.data;
    expect(flatten(menus.menuList).map((m) => m.path)).toEqual(['/finance', '/finance/recharge']);
    expect(menus.permissions).toEqual([PERMISSIONS.rechargeList, PERMISSIONS.rechargeReview]);
  });

  it('keeps custom departments only under the custom scope', async () => {
    const res = await call(admin, 'POST', ROLE.add, { roleName: 'Ops watchers', roleKey: 'ops_watch', dataScope: 'custom', deptIds: [depts.ops, depts.salesEast] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as number;
    const stored = async () => (await t.database.db.select({ d: roleDepts.deptId }).from(roleDepts).where(eq(roleDepts.roleId, id))).map((r) => r.d).sort();
    expect(await stored()).toEqual([depts.salesEast, depts.ops].sort());
    const edit = await call(admin, 'PUT', ROLE.edit, { id, version: 0, dataScope: 'dept' });
    expect(edit.status).toBe(200);
    expect(await stored()).toEqual([]);
    const unknown = await call(admin, 'PUT', ROLE.edit, { id, version: 1, dataScope: 'custom', deptIds: [999_999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields).toHaveProperty('deptIds');
  });

  it.each([
    ['roleKey', { roleKey: '1bad' }],
    ['roleKey', { roleKey: 'has space' }],
    ['dataScope', { dataScope: 'everything' }],
    ['menuIds', { menuIds: [999_999] }],
    ['menuIds', { menuIds: 'all' }],
    ['roleName', { roleName: '' }],
  ])('refuses a bad %s (400 naming it), nothing written (%j)', async (field, over) => {
    const before = await roleCount();
    const res = await call(admin, 'POST', ROLE.add, { roleName: 'Probe', roleKey: 'probe_role', dataScope: 'self', ...over });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toHaveProperty(field);
    expect(await roleCount()).toBe(before);
  });

  it('refuses a key already used (409 naming roleKey)', async () => {
    const res = await call(admin, 'POST', ROLE.add, { roleName: 'Another', roleKey: 'common', dataScope: 'self' });
    expect(res.status).toBe(409);
    expect(res.body.data.fields).toHaveProperty('roleKey');
  });

  describe('an editor who is not super', () => {
    let editor: string;
    let editorRole: number;
    beforeAll(async () => {
      const role = await roleWith(t.database.db, 'role_editor', 'dept', [...ROLE_ADMIN, PERMISSIONS.rechargeList]);
      editorRole = role.id;
      await userWith(t.database.db, 'role_editor', depts.sales, [role.id]);
      editor = await t.signIn('role_editor');
    });

    it('cannot grant a menu or button they do not hold (403 naming menuIds), nothing written', async () => {
      const review = await menuIdOf(t.database.db, PERMISSIONS.rechargeReview);
      const before = await roleCount();
      const res = await call(editor, 'POST', ROLE.add, { roleName: 'Sneaky', roleKey: 'sneaky', dataScope: 'self', menuIds: [review] });
      expect(res.status).toBe(403);
      expect(res.body.data.fields).toHaveProperty('menuIds');
      expect(res.body.msg).toContain(PERMISSIONS.rechargeReview);
      expect(await roleCount()).toBe(before);
      // Its own role neither.
      const own = await t.database.db.select().from(roles).where(eq(roles.id, editorRole));
      const grants = await grantsOf(editorRole);
      const widen = await call(editor, 'PUT', ROLE.edit, { id: editorRole, version: own[0]!.version, menuIds: [...grants, review] });
      expect(widen.status).toBe(403);
      expect(await grantsOf(editorRole)).toEqual(grants);
      // What they hold they may grant.
      const page = await menuIdOf(t.database.db, PERMISSIONS.rechargeList);
      const ok = await call(editor, 'POST', ROLE.add, { roleName: 'Lookers', roleKey: 'lookers', dataScope: 'self', menuIds: [page] });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const tree = (await call(editor, 'GET', ROLE.formOptions)).body.data.menus;
      const nodes = (n: Array<{ id: number; grantable: boolean; children?: unknown[] }>): Array<{ id: number; grantable: boolean }> =>
        n.flatMap((x) => [x, ...nodes((x.children ?? []) as never)]);
      const flags = new Map(nodes(tree).map((n) => [n.id, n.grantable]));
      expect(flags.get(page)).toBe(true);
      expect(flags.get(review)).toBe(false);
    });

    it('cannot set a data scope reaching beyond their own (403 naming the field)', async () => {
      for (const [field, body] of [
        ['dataScope', { dataScope: 'all' }],
        ['dataScope', { dataScope: 'deptAndBelow' }],
        ['deptIds', { dataScope: 'custom', deptIds: [depts.ops] }],
      ] as const) {
        const res = await call(editor, 'POST', ROLE.add, { roleName: 'Wide', roleKey: 'wide_role', ...body });
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body.data.fields).toHaveProperty(field);
      }
      expect(await t.database.db.select().from(roles).where(eq(roles.roleKey, 'wide_role'))).toEqual([]);
      const within = await call(editor, 'POST', ROLE.add, { roleName: 'Narrow', roleKey: 'narrow_role', dataScope: 'custom', deptIds: [depts.sales] });
      expect(within.status, JSON.stringify(within.body)).toBe(200);
    });

    it('cannot give a permission they hold at a narrow scope to a role reaching further, their own roles included (403, nothing written)', async () => {
      const db = t.database.db;
      // Role administration for every department, user listing for their own rows only.
      const admins = await roleWith(db, 'roles_everywhere', 'all', ['system/role/list', 'system/role/edit']);
      const listers = await roleWith(db, 'users_self', 'self', ['system/user/list']);
      await userWith(db, 'scope_widener', depts.sales, [admins.id, listers.id]);
      const widener = await t.signIn('scope_widener');
      const seen = async () => (await call(widener, 'POST', USER.list, {})).body.data.total as number;
      const before = await seen();
      expect(before).toBe(1);

      const grants = await grantsOf(admins.id);
      const [own] = await db.select().from(roles).where(eq(roles.id, admins.id));
      const widen = await call(widener, 'PUT', ROLE.edit, { id: admins.id, version: own!.version, menuIds: [...grants, await menuIdOf(db, 'system/user/list')] });
      expect(widen.status, JSON.stringify(widen.body)).toBe(403);
      expect(widen.body.data.fields).toHaveProperty('menuIds');
      expect(widen.body.msg).toContain('system/user/list');
      expect(await grantsOf(admins.id)).toEqual(grants);
      expect(await seen()).toBe(before);

      // Nor by moving the scope of the narrow role itself.
      const [narrow] = await db.select().from(roles).where(eq(roles.id, listers.id));
      const moved = await call(widener, 'PUT', ROLE.edit, { id: listers.id, version: narrow!.version, dataScope: 'all' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(403);
      expect((await db.select().from(roles).where(eq(roles.id, listers.id)))[0]!.dataScope).toBe('self');
      expect(await seen()).toBe(before);
    });

    it('cannot change the super role at all (403)', async () => {
      const [superRole] = await t.database.db.select().from(roles).where(eq(roles.roleKey, 'admin'));
      const res = await call(editor, 'PUT', ROLE.edit, { id: superRole!.id, version: superRole!.version, remark: 'mine now' });
      expect(res.status).toBe(403);
      expect((await t.database.db.select().from(roles).where(eq(roles.id, superRole!.id)))[0]).toEqual(superRole);
    });
  });

  it('the super role is never disabled nor deleted; a role someone holds is not deleted (409, nothing deleted)', async () => {
    const [superRole] = await t.database.db.select().from(roles).where(eq(roles.roleKey, 'admin'));
    const disable = await call(admin, 'PUT', ROLE.edit, { id: superRole!.id, version: superRole!.version, status: '1' });
    expect(disable.status).toBe(400);
    expect(disable.body.data.fields).toHaveProperty('status');
    expect((await call(admin, 'PUT', ROLE.edit, { id: superRole!.id, version: superRole!.version, isSuper: false })).status).not.toBe(500);
    expect((await t.database.db.select().from(roles).where(eq(roles.id, superRole!.id)))[0]!.isSuper).toBe(true);
    const del = await call(admin, 'DELETE', ROLE.delete, { ids: [superRole!.id] });
    expect(del.status).toBe(409);
    const held = await roleWith(t.database.db, 'held_role', 'self', []);
    await userWith(t.database.db, 'holder', depts.ops, [held.id]);
    const inUse = await call(admin, 'DELETE', ROLE.delete, { ids: [held.id] });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toMatch(/held by users cannot be deleted: held_role \(1 user\)/);
    // The roles are named as stored, for the console to word in the reader's language; no English beside them.
    expect(inUse.body.data.params).toEqual({ names: { names: ['held_role'] } });
    const superRefused = await call(admin, 'DELETE', ROLE.delete, { ids: [superRole!.id] });
    expect(superRefused.body.msg).toBe('the super role Administrator cannot be deleted');
    expect(superRefused.body.data.params).toEqual({ name: { names: ['role.admin'] } });
    expect(await roleCount()).toBeGreaterThan(0);
    expect((await t.database.db.select().from(roles).where(eq(roles.id, held.id))).length).toBe(1);
    const free = await roleWith(t.database.db, 'free_role', 'self', [PERMISSIONS.rechargeList]);
    const ok = await call(admin, 'DELETE', ROLE.delete, { ids: [free.id] });
    expect(ok.status).toBe(200);
    expect(await grantsOf(free.id)).toEqual([]);
  });

  it('disabling a role holds from the holder’s next call, and moves the menu revision so their console refetches', async () => {
    const role = await roleWith(t.database.db, 'user_viewer', 'all', ['system/user/list']);
    await userWith(t.database.db, 'viewer', depts.hq, [role.id]);
    const token = await t.signIn('viewer');
    expect((await call(token, 'POST', USER.list, { pageIndex: 1 })).status).toBe(200);
    const revision = await menuRevision(token);
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, role.id));
    expect((await call(admin, 'PUT', ROLE.edit, { id: role.id, version: row!.version, status: '1' })).status).toBe(200);
    const refused = await call(token, 'POST', USER.list, { pageIndex: 1 });
    expect(refused.status).toBe(403);
    expect(parseRevisions(refused.headers[REVISION_HEADER] as string).menu).toBeGreaterThan(revision);
    expect((await call(token, 'GET', ENDPOINTS.userMenus)).body.data.menuList).toEqual([]);
  });

  it('names the holder’s roles in the session user, and a rename shows on their next call (the cached access follows the menu revision)', async () => {
    const role = await roleWith(t.database.db, 'night_desk', 'self', ['system/user/list']);
    await userWith(t.database.db, 'night_clerk', depts.ops, [role.id]);
    const token = await t.signIn('night_clerk');
    const info = async () => (await call(token, 'GET', ENDPOINTS.userInfo)).body.data;
    expect(await info()).toMatchObject({ roles: ['night_desk'], roleNames: [role.roleName] });
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, role.id));
    expect((await call(admin, 'PUT', ROLE.edit, { id: role.id, version: row!.version, roleName: 'Night desk' })).status).toBe(200);
    expect(await info()).toMatchObject({ roles: ['night_desk'], roleNames: ['Night desk'] });
  });

  it('finds and exports the built-in roles (named by translation keys) by the names the console shows, in each language and any case', async () => {
    const namesFor = async (roleName: string) =>
      ((await call(admin, 'POST', ROLE.list, { pageIndex: 1, roleName })).body.data.list as Array<{ roleName: string }>).map((r) => r.roleName);
    for (const shown of ['超级管理员', 'Administrator', '超級管理員', '超级', 'admin', '管理']) expect(await namesFor(shown)).toEqual(['role.admin']);
    expect(await namesFor('operator')).toEqual(['role.common']);
    expect(await namesFor('nobody')).toEqual([]);
    // The role picker, which matches in any case.
    const picked = await call(admin, 'GET', referenceOptionsPath('system/role'), { keyword: 'operat' });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect((picked.body.data.list as Array<{ label: string }>).map((o) => o.label)).toEqual(['role.common']);

    const exported = async (lang: string) => {
      const res = await t.app.inject({ method: 'POST', url: api(ROLE.export), headers: bearer(admin), payload: { roleKey: 'admin', lang } });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(2);
      return (sheet.getRow(2).values as unknown[]).slice(1);
    };
    expect((await exported('en'))[0]).toBe('Administrator');
    expect((await exported('zh-cn'))[0]).toBe('超级管理员');
    expect((await exported('zh-tw'))[0]).toBe('超級管理員');
  });

  it('answers 401 signed out and 403 without the permission', async () => {
    const plain = await userWith(t.database.db, 'no_roles', depts.ops, []);
    expect(plain.id).toBeGreaterThan(0);
    const token = await t.signIn('no_roles');
    for (const [method, url] of [['POST', ROLE.list], ['POST', ROLE.add], ['GET', ROLE.formOptions]] as const) {
      expect((await call(token, method, url, method === 'GET' ? undefined : {})).status).toBe(403);
    }
    expect((await call('not-a-token', 'POST', ROLE.list, {})).status).toBe(401);
    expect(await roleIdOf(t.database.db, 'admin')).toBeGreaterThan(0);
  });
});
