import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { parseRevisions, REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { sessions, userPosts, userRoles, users, posts } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { api, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { caller, roleIdOf, roleWith, seedDepartments, STRONG, USER, USER_ADMIN, userRow, userWith } from './identity-test-kit';

describe.each(databaseKinds)('user administration (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let call: ReturnType<typeof caller>;
  let depts: Awaited<ReturnType<typeof seedDepartments>>;
  let commonRole: number;
  let adminRole: number;
  beforeAll(async () => {
    // Without the demo data: these tests make the users they need.
    t = await createTestApp(kind, { SEED_DEMO: 'off' });
    call = caller(t);
    admin = await t.signIn('admin');
    depts = await seedDepartments(t.database.db);
    commonRole = await roleIdOf(t.database.db, 'common');
    adminRole = await roleIdOf(t.database.db, 'admin');
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
  const newUser = (over: Record<string, unknown> = {}) => ({ userName: 'clerk_one', nickname: 'Clerk', password: STRONG, deptId: depts.sales, ...over });

  it('creates a user with a department, posts and roles; the password is stored as argon2id and never answered', async () => {
    const [post] = await t.database.db.insert(posts).values({ postCode: 'clerk', postName: 'Clerk' }).returning();
    const res = await call(admin, 'POST', USER.add, newUser({ postIds: [post!.id], roleIds: [commonRole], phone: '13800138000', email: 'clerk@example.com' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as number;
    expect(res.body.data).toMatchObject({ userName: 'clerk_one', nickname: 'Clerk', deptId: depts.sales, deptIdLabel: 'Sales', status: '0' });
    expect(JSON.stringify(res.body)).not.toContain(STRONG);
    expect(res.body.data).not.toHaveProperty('passwordHash');
    const stored = await userRow(t.database.db, id);
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.passwordHash, STRONG)).toBe(true);
    expect(stored!.mustChangePassword).toBe(false);
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.userId, id))).toEqual([{ userId: id, roleId: commonRole }]);
    expect(await t.database.db.select().from(userPosts).where(eq(userPosts.userId, id))).toEqual([{ userId: id, postId: post!.id }]);
    const got = await call(admin, 'GET', USER.get, { id: String(id) });
    expect(got.body.data).toMatchObject({ roleIds: [commonRole], postIds: [post!.id], roles: [{ id: commonRole, roleName: 'role.common' }], phone: '13800138000' });
    // Lists mask the phone.
    const list = await call(admin, 'POST', USER.list, { userName: 'clerk_one', pageIndex: 1 });
    expect(list.body.data.list[0].phone).not.toBe('13800138000');
    // …and name each user's roles (one query for the page).
    expect(list.body.data.list[0].roles).toEqual([{ id: commonRole, roleName: 'role.common' }]);
    expect(await t.signIn('clerk_one', STRONG)).toEqual(expect.any(String));
  });

  it.each([
    ['userName', { userName: '1abcde' }],
    ['userName', { userName: 'abc' }],
    ['userName', { userName: 'abcdefghijklmnopq' }],
    ['userName', { userName: 'ab-cde' }],
    // SPEC §5's password rule: a letter first, 6–16 characters.
    ['password', { password: '1Abcdef-gh' }],
    ['password', { password: 'Abcdefghijklmnop-1' }],
    // Strong: three classes of characters.
    ['password', { password: 'abcdefgh12' }],
    ['password', { password: 'Ab-1' }],
    ['phone', { phone: '12345' }],
    ['email', { email: 'not-an-address' }],
  ])('refuses a bad %s with a 400 naming it, and writes nothing (%j)', async (field, over) => {
    const before = await userCount();
    const res = await call(admin, 'POST', USER.add, newUser({ userName: 'bad_input', ...over }));
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toHaveProperty(field);
    expect(await userCount()).toBe(before);
  });

  it('refuses a user name already used (409 naming it)', async () => {
    await userWith(t.database.db, 'taken_name', depts.sales, []);
    const res = await call(admin, 'POST', USER.add, newUser({ userName: 'taken_name' }));
    expect(res.status).toBe(409);
    expect(res.body.data.fields).toHaveProperty('userName');
  });

  it('refuses unknown roles, posts and departments (400 naming the field)', async () => {
    for (const [field, value] of [['roleIds', [999_999]], ['postIds', [999_999]], ['deptId', 999_999], ['roleIds', 'admin']] as const) {
      const res = await call(admin, 'POST', USER.add, newUser({ userName: 'unknown_refs', [field]: value }));
      expect(res.status, field).toBe(400);
      expect(res.body.data.fields).toHaveProperty(field);
    }
    expect(await t.database.db.select().from(users).where(eq(users.userName, 'unknown_refs'))).toEqual([]);
  });

  it('edits nickname, e-mail, phone, department and roles; the user name stays; role changes move the menu revision', async () => {
    const user = await userWith(t.database.db, 'edit_me', depts.sales, []);
    const revision = parseRevisions((await call(admin, 'GET', ENDPOINTS.userInfo)).headers[REVISION_HEADER] as string).menu ?? 0;
    const res = await call(admin, 'PUT', USER.edit, { id: user.id, version: 0, nickname: 'Edited', email: 'e@example.com', deptId: depts.ops, roleIds: [commonRole], userName: 'renamed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await userRow(t.database.db, user.id);
    expect(stored).toMatchObject({ userName: 'edit_me', nickname: 'Edited', email: 'e@example.com', deptId: depts.ops, version: 1 });
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([{ userId: user.id, roleId: commonRole }]);
    expect(parseRevisions(res.headers[REVISION_HEADER] as string).menu).toBeDefined();
    const after = parseRevisions((await call(admin, 'GET', ENDPOINTS.userInfo)).headers[REVISION_HEADER] as string).menu;
    expect(after).toBeGreaterThan(revision);
    // The password cannot be changed by an edit: only the reset does that.
    await call(admin, 'PUT', USER.edit, { id: user.id, version: 1, password: STRONG });
    expect(await verifyPassword((await userRow(t.database.db, user.id))!.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it('disabling ends the sessions at once (the old token gets 401) and refuses sign-in; enabling lets them in again', async () => {
    const user = await userWith(t.database.db, 'to_disable', depts.sales, [commonRole]);
    const token = await t.signIn('to_disable');
    expect((await call(token, 'GET', ENDPOINTS.userInfo)).status).toBe(200);
    const res = await call(admin, 'POST', USER.disable, { id: user.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await call(token, 'GET', ENDPOINTS.userInfo)).status).toBe(401);
    const open = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    await expect(t.signIn('to_disable')).rejects.toThrow(/accountDisabled|disabled/);
    // Disabling twice is refused by its state, not silently repeated.
    expect((await call(admin, 'POST', USER.disable, { id: user.id })).status).toBe(409);
    expect((await call(admin, 'POST', USER.enable, { id: user.id })).status).toBe(200);
    expect(await t.signIn('to_disable')).toEqual(expect.any(String));
  });

  it('unlock clears the lock and the failed sign-ins', async () => {
    const user = await userWith(t.database.db, 'locked_out', depts.sales, [commonRole]);
    await t.database.db.update(users).set({ failedLogins: 5, lockedUntil: new Date(Date.now() + 3_600_000) }).where(eq(users.id, user.id));
    await expect(t.signIn('locked_out')).rejects.toThrow(/locked/i);
    const res = await call(admin, 'POST', USER.unlock, { id: user.id });
    expect(res.status).toBe(200);
    expect(await userRow(t.database.db, user.id)).toMatchObject({ failedLogins: 0, lockedUntil: null });
    expect(await t.signIn('locked_out')).toEqual(expect.any(String));
  });

  it('reset password: refuses a weak one (400 naming it), then sets it, ends the sessions and makes the user change it', async () => {
    const user = await userWith(t.database.db, 'forgetful', depts.sales, [commonRole]);
    const token = await t.signIn('forgetful');
    const weak = await call(admin, 'POST', USER.resetPassword, { id: user.id, password: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.data.fields).toHaveProperty('password');
    expect(await verifyPassword((await userRow(t.database.db, user.id))!.passwordHash, TEST_PASSWORD)).toBe(true);
    const res = await call(admin, 'POST', USER.resetPassword, { id: user.id, password: STRONG });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(STRONG);
    const stored = await userRow(t.database.db, user.id);
    expect(stored!.mustChangePassword).toBe(true);
    expect(stored!.passwordChangedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(stored!.passwordHash, STRONG)).toBe(true);
    expect((await call(token, 'GET', ENDPOINTS.userInfo)).status).toBe(401);
    const fresh = await t.signIn('forgetful', STRONG);
    expect((await call(fresh, 'GET', ENDPOINTS.userInfo)).body.data.mustChangePassword).toBe(true);
  });

  it('refuses deleting or disabling yourself, and taking the super role from the last super user (409, nothing changed)', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.userName, 'admin'));
    expect((await call(admin, 'DELETE', USER.delete, { ids: [me!.id] })).status).toBe(409);
    expect((await call(admin, 'POST', USER.disable, { id: me!.id })).status).toBe(409);
    const demote = await call(admin, 'PUT', USER.edit, { id: me!.id, version: me!.version, roleIds: [commonRole] });
    expect(demote.status).toBe(409);
    expect(demote.body.msg).toMatch(/last super user/);
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.userId, me!.id))).toEqual([{ userId: me!.id, roleId: adminRole }]);
    expect(await userRow(t.database.db, me!.id)).toMatchObject({ status: '0', version: me!.version });
  });

  it('deletes another user with their grants and sessions', async () => {
    const user = await userWith(t.database.db, 'leaver', depts.sales, [commonRole]);
    await t.signIn('leaver');
    const res = await call(admin, 'DELETE', USER.delete, { ids: [user.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await userRow(t.database.db, user.id)).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  describe('within a data scope', () => {
    let boss: string;
    let bob: Awaited<ReturnType<typeof userWith>>;
    let alice: Awaited<ReturnType<typeof userWith>>;
    let carol: Awaited<ReturnType<typeof userWith>>;
    beforeAll(async () => {
      const db = t.database.db;
      const deptAdmin = await roleWith(db, 'sales_admin', 'dept', [...USER_ADMIN, 'finance/recharge/list']);
      await userWith(db, 'sales_boss', depts.sales, [deptAdmin.id]);
      alice = await userWith(db, 'sales_alice', depts.sales, []);
      carol = await userWith(db, 'east_carol', depts.salesEast, []);
      bob = await userWith(db, 'ops_bob', depts.ops, []);
      boss = await t.signIn('sales_boss');
    });

    it('lists only the users of their own department', async () => {
      const res = await call(boss, 'POST', USER.list, { pageIndex: 1, pageSize: 100 });
      expect(res.status).toBe(200);
      const names = res.body.data.list.map((u: { userName: string }) => u.userName).sort();
      expect(names).toContain('sales_alice');
      expect(names).toContain('sales_boss');
      expect(names).not.toContain('ops_bob');
      expect(names).not.toContain('east_carol');
      expect(names).not.toContain('admin');
      expect(res.body.data.list.every((u: { deptId: number }) => u.deptId === depts.sales)).toBe(true);
    });

    it('refuses a get, edit, action or delete by a tampered id out of reach (403) and writes nothing', async () => {
      const before = await userRow(t.database.db, bob.id);
      const attempts = [
        await call(boss, 'GET', USER.get, { id: String(bob.id) }),
        await call(boss, 'PUT', USER.edit, { id: bob.id, version: before!.version, nickname: 'Hijacked' }),
        await call(boss, 'POST', USER.disable, { id: bob.id }),
        await call(boss, 'POST', USER.resetPassword, { id: bob.id, password: STRONG }),
        await call(boss, 'POST', USER.unlock, { id: bob.id }),
        await call(boss, 'DELETE', USER.delete, { ids: [bob.id] }),
        await call(boss, 'DELETE', USER.delete, { ids: [alice.id, carol.id] }),
      ];
      for (const res of attempts) expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(await userRow(t.database.db, bob.id)).toEqual(before);
      expect(await userRow(t.database.db, alice.id)).toBeDefined();
      expect(await userRow(t.database.db, carol.id)).toBeDefined();
    });

    it('refuses moving a user, or creating one, outside their reach (403 naming deptId), and writes nothing', async () => {
      const move = await call(boss, 'PUT', USER.edit, { id: alice.id, version: alice.version, deptId: depts.ops });
      expect(move.status).toBe(403);
      expect(move.body.data.fields).toHaveProperty('deptId');
      const noDept = await call(boss, 'PUT', USER.edit, { id: alice.id, version: alice.version, deptId: null });
      expect(noDept.status).toBe(403);
      expect(await userRow(t.database.db, alice.id)).toMatchObject({ deptId: depts.sales, version: alice.version });
      const before = await userCount();
      for (const deptId of [depts.ops, depts.salesEast, undefined]) {
        const res = await call(boss, 'POST', USER.add, newUser({ userName: 'outsider', deptId }));
        expect(res.status).toBe(403);
        expect(res.body.data.fields).toHaveProperty('deptId');
      }
      expect(await userCount()).toBe(before);
    });

    it('refuses handing out a role beyond their own powers or reach (403 naming roleIds), and writes nothing', async () => {
      const db = t.database.db;
      const richer = await roleWith(db, 'withdraw_payer', 'self', ['finance/withdraw/payout']);
      const wider = await roleWith(db, 'all_viewer', 'all', ['finance/recharge/list']);
      const elsewhere = await roleWith(db, 'ops_viewer', 'custom', ['finance/recharge/list'], [depts.ops]);
      const fitting = await roleWith(db, 'sales_viewer', 'dept', ['finance/recharge/list']);
      const before = await userCount();
      const why: Record<number, string> = {
        // The built-in role by the name the console shows, not its stored key (role.admin).
        [adminRole]: 'role Administrator is a super role; only a super user hands it out',
        [richer.id]: 'role withdraw_payer grants finance/withdraw/payout, which you do not hold',
        [wider.id]: 'role all_viewer reaches data beyond yours',
        [elsewhere.id]: 'role ops_viewer reaches data beyond yours',
      };
      for (const roleId of [adminRole, richer.id, wider.id, elsewhere.id]) {
        const res = await call(boss, 'POST', USER.add, newUser({ userName: 'role_probe', roleIds: [roleId] }));
        expect(res.status, `role ${roleId}: ${JSON.stringify(res.body)}`).toBe(403);
        expect(res.body.data.fields).toEqual({ roleIds: why[roleId] });
        const edit = await call(boss, 'PUT', USER.edit, { id: alice.id, version: alice.version, roleIds: [roleId] });
        expect(edit.status).toBe(403);
      }
      expect(await userCount()).toBe(before);
      expect(await t.database.db.select().from(userRoles).where(eq(userRoles.userId, alice.id))).toEqual([]);
      const ok = await call(boss, 'POST', USER.add, newUser({ userName: 'role_probe', roleIds: [fitting.id] }));
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const options = await call(boss, 'GET', USER.formOptions);
      const assignable = Object.fromEntries(options.body.data.roles.map((r: { roleKey: string; assignable: boolean }) => [r.roleKey, r.assignable]));
      expect(assignable).toMatchObject({ admin: false, withdraw_payer: false, all_viewer: false, ops_viewer: false, sales_viewer: true });
    });

    it('refuses a caller who is not super acting on a user who holds more than they do (403), even within reach', async () => {
      const db = t.database.db;
      const hrRole = await roleWith(db, 'hr_all', 'all', USER_ADMIN);
      await userWith(db, 'hr_person', depts.hq, [hrRole.id]);
      const hr = await t.signIn('hr_person');
      const [me] = await db.select().from(users).where(eq(users.userName, 'admin'));
      const attempts = [
        await call(hr, 'POST', USER.resetPassword, { id: me!.id, password: STRONG }),
        await call(hr, 'POST', USER.disable, { id: me!.id }),
        await call(hr, 'PUT', USER.edit, { id: me!.id, version: me!.version, email: 'taken@example.com' }),
        await call(hr, 'DELETE', USER.delete, { ids: [me!.id] }),
      ];
      for (const res of attempts) expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(await userRow(db, me!.id)).toEqual(me);
      // Within reach and not outranking them: allowed.
      const clerk = await userWith(db, 'hr_target', depts.ops, []);
      expect((await call(hr, 'POST', USER.resetPassword, { id: clerk.id, password: STRONG })).status).toBe(200);
    });

    it("refuses taking over a user of their department whose same permission reaches further than theirs (403, nothing written)", async () => {
      const db = t.database.db;
      // The boss lists and administers Sales; this Sales user lists every department's users.
      const wideLister = await roleWith(db, 'user_list_all', 'all', ['system/user/list']);
      const wide = await userWith(db, 'sales_wide', depts.sales, [wideLister.id]);
      const before = await userRow(db, wide.id);
      const attempts = [
        await call(boss, 'POST', USER.resetPassword, { id: wide.id, password: STRONG }),
        await call(boss, 'PUT', USER.edit, { id: wide.id, version: before!.version, phone: '13900000000' }),
        await call(boss, 'POST', USER.disable, { id: wide.id }),
      ];
      for (const res of attempts) {
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body.data.reason).toBe('user.holdsBeyondCaller');
        expect(res.body.msg).toContain('reaches data beyond yours for system/user/list');
      }
      expect(await userRow(db, wide.id)).toEqual(before);
      // The same permission at their own department's scope is theirs to manage.
      const deptLister = await roleWith(db, 'user_list_dept', 'dept', ['system/user/list']);
      const peer = await userWith(db, 'sales_peer', depts.sales, [deptLister.id]);
      expect((await call(boss, 'POST', USER.resetPassword, { id: peer.id, password: STRONG })).status).toBe(200);
    });
  });

  it('answers 401 signed out and 403 without the permission', async () => {
    await userWith(t.database.db, 'plain_clerk', depts.sales, [commonRole]);
    const operator = await t.signIn('plain_clerk');
    for (const [method, url] of [['POST', USER.list], ['POST', USER.add], ['POST', USER.resetPassword], ['GET', USER.formOptions]] as const) {
      expect((await t.app.inject({ method, url: api(url), payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
      expect((await call(operator, method, url, method === 'GET' ? undefined : { id: 1 })).status).toBe(403);
    }
  });
});
