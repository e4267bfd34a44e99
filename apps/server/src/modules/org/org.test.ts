import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { endpointOf, type CrudOp, type DataScope } from '@ledgerdesk/shared';
import { deptResource } from '@ledgerdesk/shared/resources/system/dept';
import { postResource } from '@ledgerdesk/shared/resources/system/post';
import { departments, menus, posts, roleDepts, roleMenus, roles, userPosts, userRoles, users } from '../../db/schema';
import { seedOrgDemo } from '../../db/seed/areas/org';
import { hashPassword } from '../../lib/passwords';
import { bumpRevision } from '../../lib/revisions';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';

interface DeptNode {
  id: number;
  version: number;
  parentId: number | null;
  deptName: string;
  status: string;
  children?: DeptNode[];
}
const flatten = (rows: DeptNode[]): DeptNode[] => rows.flatMap((r) => [r, ...flatten(r.children ?? [])]);

const DEPT_PERMISSIONS = ['system/dept/list', 'system/dept/add', 'system/dept/edit', 'system/dept/delete'];

describe.each(databaseKinds)('departments and posts (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const dept = new Map<string, number>();
  const id = (name: string) => dept.get(name)!;

  const call = (op: CrudOp, definition: typeof deptResource | typeof postResource, payload: object, token = admin) => {
    const { method, path } = endpointOf(definition, op);
    return method === 'GET'
      ? t.app.inject({ method, url: api(path), headers: bearer(token), query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) })
      : t.app.inject({ method, url: api(path), headers: bearer(token), payload });
  };
  const depts = (op: CrudOp, payload: object, token = admin) => call(op, deptResource, payload, token);
  const postCall = (op: CrudOp, payload: object, token = admin) => call(op, postResource, payload, token);
  const row = async (deptId: number) => (await t.database.db.select().from(departments).where(eq(departments.id, deptId)))[0];
  const deptCount = async () => (await t.database.db.select({ n: count() }).from(departments))[0]!.n;
  const listNames = async (token: string) => flatten((await depts('list', {}, token)).json().data.list as DeptNode[]).map((d) => d.deptName).sort();

  /** A user holding one role of this scope with the department calls (or the given permissions). */
  async function scopedUser(userName: string, dataScope: DataScope, deptId: number | null, custom: number[] = [], permissions = DEPT_PERMISSIONS) {
    const db = t.database.db;
    const [role] = await db.insert(roles).values({ roleKey: `${userName}_role`, roleName: userName, dataScope }).returning();
    const granted = permissions.length ? await db.select({ id: menus.id }).from(menus).where(inArray(menus.permission, permissions)) : [];
    if (granted.length) await db.insert(roleMenus).values(granted.map((m) => ({ roleId: role!.id, menuId: m.id })));
    if (custom.length) await db.insert(roleDepts).values(custom.map((d) => ({ roleId: role!.id, deptId: d })));
    const [user] = await db.insert(users).values({ userName, nickname: userName, passwordHash: await hashPassword(TEST_PASSWORD), deptId }).returning();
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    return t.signIn(userName, TEST_PASSWORD);
  }

  beforeAll(async () => {
    // The demo departments come from seedOrgDemo below; the rest of the demo (members, orders) is not needed here.
    t = await createTestApp(kind, { SEED_DEMO: 'off' });
    admin = await t.signIn('admin');
    await seedOrgDemo(t.database.db);
    for (const r of await t.database.db.select().from(departments)) dept.set(r.deptName, r.id);
  });
  afterAll(() => t.close());

  describe('seed', () => {
    it('places the department and post pages under System with a button per write, for the super role only', async () => {
      const rows = await t.database.db.select().from(menus).where(inArray(menus.menuKey, ['system.dept', 'system.post', 'system.dept.add', 'system.post.export']));
      const byKey = new Map(rows.map((m) => [m.menuKey, m]));
      expect(byKey.get('system.dept')).toMatchObject({ menuType: 'C', path: '/system/dept', component: 'system/dept/index', permission: 'system/dept/list', icon: 'BankOutlined', title: '部门管理', titleEn: 'Departments', titleZhTw: '部門管理' });
      expect(byKey.get('system.post')).toMatchObject({ menuType: 'C', path: '/system/post', component: 'system/post/index', permission: 'system/post/list' });
      expect(byKey.get('system.dept.add')).toMatchObject({ menuType: 'F', permission: 'system/dept/add' });
      expect(byKey.get('system.post.export')).toMatchObject({ menuType: 'F', permission: 'system/post/export' });
      const [system] = await t.database.db.select().from(menus).where(eq(menus.menuKey, 'system'));
      expect(byKey.get('system.dept')!.parentId).toBe(system!.id);
      const grants = await t.database.db.select({ n: count() }).from(roleMenus).where(eq(roleMenus.menuId, byKey.get('system.dept')!.id));
      expect(grants[0]!.n).toBe(0);
    });

    it('seeds the demo tree once: a second run adds nothing', async () => {
      expect([...dept.keys()].sort()).toEqual(['East desk', 'Ledgerdesk HQ', 'Operations', 'Risk', 'Treasury', 'West desk']);
      expect((await row(id('East desk')))!.parentId).toBe(id('Operations'));
      expect((await seedOrgDemo(t.database.db)).size).toBe(0);
      expect(await deptCount()).toBe(6);
    });
  });

  describe('the tree', () => {
    it('lists the whole tree nested, in order, with each field', async () => {
      const res = await depts('list', {});
      expect(res.statusCode).toBe(200);
      const { list, total } = res.json().data as { list: DeptNode[]; total: number };
      expect(total).toBe(await deptCount());
      const hq = list.find((d) => d.deptName === 'Ledgerdesk HQ')!;
      expect(hq.parentId).toBeNull();
      expect(hq.children!.map((c) => c.deptName)).toEqual(['Operations', 'Risk', 'Treasury']);
      expect(hq.children![0]!.children!.map((c) => c.deptName)).toEqual(['East desk', 'West desk']);
      expect(hq).toMatchObject({ leader: 'Avery Chen', phone: '021-68880000', email: 'hq@ledgerdesk.test', status: '0' });
    });

    it('adds a child with every field, and a top-level department without a parent', async () => {
      const res = await depts('add', { parentId: id('Risk'), deptName: '  Credit  ', leader: 'Gale', phone: '13800138000', email: 'credit@ledgerdesk.test', sort: 3 });
      expect(res.statusCode, res.body).toBe(200);
      const created = res.json().data;
      expect(created).toMatchObject({ parentId: id('Risk'), parentIdLabel: 'Risk', deptName: 'Credit', phone: '13800138000', sort: 3, status: '0', version: 0 });
      const top = await depts('add', { parentId: null, deptName: 'Audit', phone: '0571-8888888' });
      expect(top.statusCode, top.body).toBe(200);
      expect((await row(top.json().data.id))!.parentId).toBeNull();
      await depts('delete', { ids: [created.id, top.json().data.id] });
    });

    it('refuses bad input with a 400 naming the field, writing nothing', async () => {
      const before = await deptCount();
      const cases: Array<[object, string]> = [
        [{ parentId: id('Risk'), deptName: 'X', phone: '12345' }, 'phone'],
        [{ parentId: id('Risk'), deptName: 'X', phone: '010-123' }, 'phone'],
        [{ parentId: id('Risk'), deptName: 'X', email: 'not-mail' }, 'email'],
        [{ parentId: id('Risk') }, 'deptName'],
        [{ parentId: id('Risk'), deptName: '   ' }, 'deptName'],
        [{ parentId: 999999, deptName: 'X' }, 'parentId'],
        [{ parentId: id('Risk'), deptName: 'X', sort: -1 }, 'sort'],
        [{ parentId: id('Risk'), deptName: 'x'.repeat(51) }, 'deptName'],
      ];
      for (const [payload, field] of cases) {
        const res = await depts('add', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(res.json().data.fields), JSON.stringify(payload)).toContain(field);
      }
      expect(await deptCount()).toBe(before);
    });

    it('keeps names unique among siblings only (409 naming deptName), on add, rename and move', async () => {
      const twin = await depts('add', { parentId: id('Operations'), deptName: 'East desk' });
      expect(twin.statusCode).toBe(409);
      expect(twin.json().data.fields.deptName).toMatch(/East desk.*same parent/);
      const topTwin = await depts('add', { deptName: 'Ledgerdesk HQ' });
      expect(topTwin.statusCode).toBe(409);
      expect(topTwin.json().data.fields).toHaveProperty('deptName');

      const cousin = await depts('add', { parentId: id('Risk'), deptName: 'East desk' });
      expect(cousin.statusCode).toBe(200);
      const cousinId = cousin.json().data.id as number;

      const west = (await row(id('West desk')))!;
      const rename = await depts('edit', { id: west.id, version: west.version, deptName: 'East desk' });
      expect(rename.statusCode).toBe(409);
      expect(rename.json().data.fields).toHaveProperty('deptName');
      const move = await depts('edit', { id: cousinId, version: 0, parentId: id('Operations') });
      expect(move.statusCode).toBe(409);
      expect(move.json().data.fields).toHaveProperty('deptName');
      expect((await row(west.id))!).toMatchObject({ deptName: 'West desk', version: west.version });
      expect((await row(cousinId))!.parentId).toBe(id('Risk'));
      // Its own name again is no clash with itself.
      const same = await depts('edit', { id: cousinId, version: 0, deptName: 'East desk', leader: 'Hale' });
      expect(same.statusCode).toBe(200);
      expect((await depts('delete', { ids: [cousinId] })).statusCode).toBe(200);
    });

    it('refuses a parent that is the department itself or one of its descendants (400 naming parentId)', async () => {
      const ops = (await row(id('Operations')))!;
      for (const parentId of [ops.id, id('East desk')]) {
        const res = await depts('edit', { id: ops.id, version: ops.version, parentId });
        expect(res.statusCode).toBe(400);
        expect(res.json().data.fields).toHaveProperty('parentId');
      }
      expect((await row(ops.id))!).toMatchObject({ parentId: id('Ledgerdesk HQ'), version: ops.version });
    });

    it('refuses to disable a department while a sub-department is enabled, naming them; and to enable one under a disabled parent', async () => {
      const lab = (await depts('add', { parentId: id('Treasury'), deptName: 'Lab' })).json().data;
      const bench = (await depts('add', { parentId: lab.id, deptName: 'Bench' })).json().data;
      const desk = (await depts('add', { parentId: lab.id, deptName: 'Desk', status: '1' })).json().data;

      const refused = await depts('edit', { id: lab.id, version: lab.version, status: '1' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().data.fields.status).toMatch(/"Bench"/);
      expect(refused.json().data.fields.status).not.toMatch(/"Desk"/);
      expect((await row(lab.id))!).toMatchObject({ status: '0', version: 0 });

      expect((await depts('edit', { id: bench.id, version: bench.version, status: '1' })).statusCode).toBe(200);
      expect((await depts('edit', { id: lab.id, version: lab.version, status: '1' })).statusCode).toBe(200);

      // Under a disabled parent: enabling, adding enabled or moving an enabled one in are refused; a disabled one may be added.
      const enable = await depts('edit', { id: bench.id, version: 1, status: '0' });
      expect(enable.statusCode).toBe(409);
      expect(enable.json().data.fields.status).toMatch(/"Lab" is disabled/);
      const addEnabled = await depts('add', { parentId: lab.id, deptName: 'Annex' });
      expect(addEnabled.statusCode).toBe(409);
      expect(addEnabled.json().data.fields).toHaveProperty('parentId');
      const risk = (await row(id('Risk')))!;
      const moveIn = await depts('edit', { id: risk.id, version: risk.version, parentId: lab.id });
      expect(moveIn.statusCode).toBe(409);
      expect((await row(risk.id))!.parentId).toBe(id('Ledgerdesk HQ'));
      const addDisabled = await depts('add', { parentId: lab.id, deptName: 'Annex', status: '1' });
      expect(addDisabled.statusCode).toBe(200);

      // Enabling the parent again lets the child be enabled.
      expect((await depts('edit', { id: lab.id, version: 1, status: '0' })).statusCode).toBe(200);
      expect((await depts('edit', { id: bench.id, version: 1, status: '0' })).statusCode).toBe(200);
      const ids = [addDisabled.json().data.id, bench.id, desk.id];
      expect((await depts('delete', { ids })).statusCode).toBe(200);
      expect((await depts('delete', { ids: [lab.id] })).statusCode).toBe(200);
    });

    it('refuses to delete a department with children or with users (409 naming why), deleting nothing', async () => {
      const before = await deptCount();
      const parent = await depts('delete', { ids: [id('Operations')] });
      expect(parent.statusCode).toBe(409);
      expect(parent.json().msg).toMatch(/children/);

      const [placed] = await t.database.db
        .insert(users)
        .values({ userName: 'placed_user', nickname: 'Placed', passwordHash: 'x', deptId: id('West desk') })
        .returning();
      const withUsers = await depts('delete', { ids: [id('Risk'), id('West desk')] });
      expect(withUsers.statusCode).toBe(409);
      expect(withUsers.json().msg).toMatch(/"West desk" \(\d+\) has 1 user/);
      expect(withUsers.json().data).toMatchObject({ ids: [id('West desk')], users: { [id('West desk')]: 1 }, params: { names: { names: ['West desk'] } } });
      expect(await deptCount()).toBe(before);

      await t.database.db.delete(users).where(eq(users.id, placed!.id));
      const spare = (await depts('add', { parentId: id('Risk'), deptName: 'Spare' })).json().data;
      expect((await depts('delete', { ids: [spare.id] })).json().data).toEqual({ deleted: 1 });
      expect(await row(spare.id)).toBeUndefined();
    });

    it('keeps the database rule as a backstop: a user in a department blocks a delete that skipped the check', async () => {
      const spare = (await depts('add', { parentId: id('Risk'), deptName: 'Backstop' })).json().data;
      await t.database.db.insert(users).values({ userName: 'backstop_user', nickname: 'B', passwordHash: 'x', deptId: spare.id });
      await expect(t.database.db.delete(departments).where(eq(departments.id, spare.id))).rejects.toThrow();
      expect(await row(spare.id)).toBeDefined();
      await t.database.db.delete(users).where(eq(users.userName, 'backstop_user'));
      await depts('delete', { ids: [spare.id] });
    });

    it('needs the department permissions (401 signed out, 403 without)', async () => {
      expect((await t.app.inject({ method: endpointOf(deptResource, 'list').method, url: api(endpointOf(deptResource, 'list').path), payload: {} })).statusCode).toBe(401);
      const operator = await scopedUser('no_dept_calls', 'all', null, [], ['system/post/list']);
      expect((await depts('list', {}, operator)).statusCode).toBe(403);
      expect((await depts('add', { deptName: 'Nope' }, operator)).statusCode).toBe(403);
    });
  });

  describe('data scope', () => {
    it('own department: sees, reads and changes only it; everything else is refused with nothing written', async () => {
      const token = await scopedUser('east_lead', 'dept', id('East desk'));
      expect(await listNames(token)).toEqual(['East desk']);
      const own = await depts('get', { id: id('East desk') }, token);
      expect(own.statusCode, own.body).toBe(200);

      const west = (await row(id('West desk')))!;
      const get = await depts('get', { id: west.id }, token);
      expect(get.statusCode).toBe(403);
      const edit = await depts('edit', { id: west.id, version: west.version, leader: 'Intruder' }, token);
      expect(edit.statusCode).toBe(403);
      const remove = await depts('delete', { ids: [west.id] }, token);
      expect(remove.statusCode).toBe(403);
      expect((await row(west.id))!).toMatchObject({ leader: 'Devon Zhao', version: west.version });

      const east = (await row(id('East desk')))!;
      const ownEdit = await depts('edit', { id: east.id, version: east.version, leader: 'Casey W.' }, token);
      expect(ownEdit.statusCode, ownEdit.body).toBe(200);
      expect((await row(east.id))!.leader).toBe('Casey W.');

      // A department goes only under one the caller reaches; a top-level one needs every department.
      const before = await deptCount();
      const underWest = await depts('add', { parentId: west.id, deptName: 'Night shift' }, token);
      expect(underWest.statusCode).toBe(403);
      expect(underWest.json().data.fields).toHaveProperty('parentId');
      expect((await depts('add', { deptName: 'Rogue HQ' }, token)).statusCode).toBe(403);
      const moveOut = await depts('edit', { id: east.id, version: east.version + 1, parentId: id('Risk') }, token);
      expect(moveOut.statusCode).toBe(403);
      expect(await deptCount()).toBe(before);
      expect((await row(east.id))!.parentId).toBe(id('Operations'));

      // Own department only: a child would be outside the scope at once, so it is refused rather than written unseen.
      const child = await depts('add', { parentId: east.id, deptName: 'Night shift' }, token);
      expect(child.statusCode, child.body).toBe(403);
      expect(child.json().data.fields.parentId).toMatch(/outside your data scope/);
      expect(await deptCount()).toBe(before);
    });

    it('a bulk delete naming one department out of scope deletes none', async () => {
      const token = await scopedUser('ops_bulk', 'deptAndBelow', id('Operations'));
      const spare = (await depts('add', { parentId: id('East desk'), deptName: 'Bulk spare' }, token)).json().data;
      const res = await depts('delete', { ids: [spare.id, id('Risk')] }, token);
      expect(res.statusCode).toBe(403);
      expect(await row(spare.id)).toBeDefined();
      expect(await row(id('Risk'))).toBeDefined();
      await depts('delete', { ids: [spare.id] });
    });

    it('own department and below: the subtree, nested under its top; a child added in it is reached at once', async () => {
      const token = await scopedUser('ops_lead', 'deptAndBelow', id('Operations'));
      const { list } = (await depts('list', {}, token)).json().data as { list: DeptNode[] };
      expect(list.map((d) => d.deptName)).toEqual(['Operations']);
      expect(list[0]!.children!.map((d) => d.deptName)).toEqual(['East desk', 'West desk']);
      expect((await depts('get', { id: id('Ledgerdesk HQ') }, token)).statusCode).toBe(403);
      const child = await depts('add', { parentId: id('West desk'), deptName: 'Night shift' }, token);
      expect(child.statusCode, child.body).toBe(200);
      expect(await listNames(token)).toEqual(['East desk', 'Night shift', 'Operations', 'West desk']);
      expect((await depts('delete', { ids: [child.json().data.id] }, token)).statusCode).toBe(200);
    });

    it('custom departments: exactly those chosen on the role', async () => {
      const token = await scopedUser('risk_custom', 'custom', null, [id('Risk'), id('Treasury')]);
      expect(await listNames(token)).toEqual(['Risk', 'Treasury']);
    });

    it('self only reaches no department; several roles combine as a union', async () => {
      const self = await scopedUser('self_only', 'self', id('Risk'));
      expect(await listNames(self)).toEqual([]);
      expect((await depts('get', { id: id('Risk') }, self)).statusCode).toBe(403);

      const token = await scopedUser('two_roles', 'dept', id('West desk'));
      const [user] = await t.database.db.select().from(users).where(eq(users.userName, 'two_roles'));
      const [extra] = await t.database.db.insert(roles).values({ roleKey: 'two_roles_extra', roleName: 'extra', dataScope: 'custom' }).returning();
      const granted = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.permission, 'system/dept/list'));
      await t.database.db.insert(roleMenus).values(granted.map((m) => ({ roleId: extra!.id, menuId: m.id })));
      await t.database.db.insert(roleDepts).values({ roleId: extra!.id, deptId: id('Treasury') });
      await t.database.db.insert(userRoles).values({ userId: user!.id, roleId: extra!.id });
      // Written past the role and user pages, so the test does what their hooks do: permissions are cached under this revision.
      await bumpRevision(t.database.db, 'menu');
      expect(await listNames(token)).toEqual(['Treasury', 'West desk']);
    });

    it('a role that does not grant the call does not widen it: an all-reaching role without the edit permission', async () => {
      const token = await scopedUser('mixed_grants', 'dept', id('Risk'));
      const [user] = await t.database.db.select().from(users).where(eq(users.userName, 'mixed_grants'));
      const [wide] = await t.database.db.insert(roles).values({ roleKey: 'mixed_wide', roleName: 'wide', dataScope: 'all' }).returning();
      const granted = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.permission, 'system/dept/list'));
      await t.database.db.insert(roleMenus).values(granted.map((m) => ({ roleId: wide!.id, menuId: m.id })));
      await t.database.db.insert(userRoles).values({ userId: user!.id, roleId: wide!.id });
      await bumpRevision(t.database.db, 'menu');
      expect((await listNames(token)).length).toBeGreaterThanOrEqual(6);
      const treasury = (await row(id('Treasury')))!;
      const edit = await depts('edit', { id: treasury.id, version: treasury.version, leader: 'Wide' }, token);
      expect(edit.statusCode).toBe(403);
      expect((await row(treasury.id))!.leader).toBe('Finley Xu');
    });
  });

  describe('posts', () => {
    it('adds, lists and edits a post', async () => {
      const res = await postCall('add', { postCode: 'auditor', postName: 'Auditor', sort: 4, remark: 'checks the books' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ postCode: 'auditor', postName: 'Auditor', sort: 4, status: '0', remark: 'checks the books', version: 0 });
      const list = (await postCall('list', { postCode: 'aud' })).json().data;
      expect(list.list.map((p: { postCode: string }) => p.postCode)).toEqual(['auditor']);
      const edited = await postCall('edit', { id: res.json().data.id, version: 0, status: '1' });
      expect(edited.json().data).toMatchObject({ status: '1', version: 1 });
    });

    it('refuses a duplicate code or name with 409 naming the field, and missing input with 400 naming it', async () => {
      const before = (await t.database.db.select({ n: count() }).from(posts))[0]!.n;
      const code = await postCall('add', { postCode: 'teller', postName: 'Another teller' });
      expect(code.statusCode).toBe(409);
      expect(code.json().data.fields).toHaveProperty('postCode');
      const name = await postCall('add', { postCode: 'teller2', postName: 'Teller' });
      expect(name.statusCode).toBe(409);
      expect(name.json().data.fields).toHaveProperty('postName');
      const missing = await postCall('add', { postName: 'Nameless' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.fields).toHaveProperty('postCode');
      expect((await t.database.db.select({ n: count() }).from(posts))[0]!.n).toBe(before);
    });

    it('refuses to delete a post a user holds, naming it and how many hold it; deletes it once nobody does', async () => {
      const [teller] = await t.database.db.select().from(posts).where(eq(posts.postCode, 'teller'));
      const [reviewer] = await t.database.db.select().from(posts).where(eq(posts.postCode, 'reviewer'));
      const [holder] = await t.database.db.insert(users).values({ userName: 'post_holder', nickname: 'H', passwordHash: 'x' }).returning();
      await t.database.db.insert(userPosts).values({ userId: holder!.id, postId: teller!.id });
      const res = await postCall('delete', { ids: [teller!.id, reviewer!.id] });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toMatch(/"Teller" \(\d+\) is held by 1 user/);
      expect(res.json().data).toMatchObject({ ids: [teller!.id], params: { names: { names: ['Teller'] } } });
      expect(await t.database.db.select().from(posts).where(inArray(posts.id, [teller!.id, reviewer!.id]))).toHaveLength(2);

      await t.database.db.delete(userPosts).where(eq(userPosts.userId, holder!.id));
      expect((await postCall('delete', { ids: [teller!.id] })).json().data).toEqual({ deleted: 1 });
    });

    it('exports the filtered posts as a spreadsheet', async () => {
      const res = await postCall('export', { postCode: 'reviewer' });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(expect.arrayContaining(['Post code', 'Post name']));
      expect(sheet.rowCount).toBe(2);
      expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['reviewer', 'Reviewer']));
    });
  });
});
