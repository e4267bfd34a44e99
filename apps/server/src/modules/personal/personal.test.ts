import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { PASSWORD_CHANGE_MAX_FAILURES, PASSWORD_CHANGE_REQUIRED, PERSONAL_ENDPOINTS } from '@ledgerdesk/shared/personal';
import { files, loginLogs, operationLogs, sessions, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_PASSWORD = 'Fresh-pass-22';
/** A route added after this area was written: a forced password change must refuse it too. */
const PROBE = '/probe/personal-later';
// The smallest PNG: one transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.each(databaseKinds)('personal centre (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'personal-test-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir }, (app) => {
      app.get(PROBE, { config: { access: 'authenticated' } }, async (_r, reply) => reply.ok('reached'));
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const userRow = async (userName: string) => (await db().select().from(users).where(eq(users.userName, userName)))[0]!;

  async function signIn(userName: string, userAgent = CHROME, password = TEST_PASSWORD) {
    const res = await t.app.inject({
      method: 'POST',
      url: api(ENDPOINTS.login),
      headers: { 'user-agent': userAgent },
      payload: { username: userName, password },
    });
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.token as string;
  }
  const call = (token: string | null, method: 'GET' | 'PUT' | 'POST', endpoint: string, payload?: object) =>
    t.app.inject({ method, url: api(endpoint), headers: { ...(token ? bearer(token) : {}), 'user-agent': CHROME }, ...(payload ? { payload } : {}) });
  const profileOf = async (token: string) => (await call(token, 'GET', PERSONAL_ENDPOINTS.profile)).json().data;

  /** A fresh user of the common role, so each test starts from a known password and sessions. */
  let seq = 0;
  async function freshUser(): Promise<string> {
    seq += 1;
    const name = `person_${seq}`;
    const operator = await userRow('operator');
    await db().insert(users).values({ userName: name, nickname: `Person ${seq}`, passwordHash: operator.passwordHash, deptId: operator.deptId });
    const { userRoles } = await import('../../db/schema');
    const [opRole] = await db().select().from(userRoles).where(eq(userRoles.userId, operator.id));
    await db().insert(userRoles).values({ userId: (await userRow(name)).id, roleId: opRole!.roleId });
    return name;
  }

  let person: string;
  beforeEach(async () => {
    person = await freshUser();
  });

  it('answers 401 on every personal call when signed out', async () => {
    for (const [method, endpoint] of [
      ['GET', PERSONAL_ENDPOINTS.profile],
      ['PUT', PERSONAL_ENDPOINTS.updateProfile],
      ['GET', PERSONAL_ENDPOINTS.avatarChoices],
      ['PUT', PERSONAL_ENDPOINTS.updateAvatar],
      ['PUT', PERSONAL_ENDPOINTS.changePassword],
      ['GET', PERSONAL_ENDPOINTS.loginLog],
      ['GET', PERSONAL_ENDPOINTS.sessions],
      ['POST', PERSONAL_ENDPOINTS.revokeSession],
    ] as const) {
      expect((await call(null, method, endpoint, method === 'GET' ? undefined : {})).statusCode, endpoint).toBe(401);
    }
  });

  describe('profile', () => {
    it('a user without any admin permission reads and changes their own profile', async () => {
      const token = await signIn(person);
      const before = await profileOf(token);
      expect(before).toMatchObject({ userName: person, email: '', phone: '', roles: [expect.any(String)] });
      const res = await call(token, 'PUT', PERSONAL_ENDPOINTS.updateProfile, { nickname: ' Pat ', email: 'pat@example.com', phone: '13800138000' });
      expect(res.json()).toMatchObject({ code: 0, data: { nickname: 'Pat', email: 'pat@example.com', phone: '13800138000' } });
      const row = await userRow(person);
      expect(row).toMatchObject({ nickname: 'Pat', email: 'pat@example.com', phone: '13800138000', version: 1 });
      // The session follows at once (getUserInfo reads the row).
      expect((await call(token, 'GET', ENDPOINTS.userInfo)).json().data.userNickname).toBe('Pat');
    });

    it('writes only nickname, e-mail and phone whatever else the body carries (no mass assignment)', async () => {
      const token = await signIn(person);
      const before = await userRow(person);
      const res = await call(token, 'PUT', PERSONAL_ENDPOINTS.updateProfile, {
        nickname: 'Sneaky',
        email: '',
        phone: '',
        id: 1,
        userName: 'admin2',
        status: '1',
        passwordHash: 'x',
        mustChangePassword: true,
        deptId: null,
        avatar: 'https://evil.example/a.png',
        roles: ['admin'],
        failedLogins: 99,
        version: 77,
      });
      expect(res.json().code).toBe(0);
      const after = await userRow(person);
      expect(after).toEqual({ ...before, nickname: 'Sneaky', version: before.version + 1, updatedAt: after.updatedAt, updatedBy: before.id });
      // Still only the common role: nothing of the body became a grant.
      expect((await call(token, 'GET', ENDPOINTS.userInfo)).json().data.roles).toEqual(['common']);
      const admin = await userRow('admin');
      expect(admin.userName).toBe('admin');
    });

    it('refuses a bad phone or e-mail naming the field, and a phone another user has', async () => {
      const token = await signIn(person);
      const badPhone = await call(token, 'PUT', PERSONAL_ENDPOINTS.updateProfile, { nickname: 'A', email: '', phone: '12345' });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json().data.fields).toHaveProperty('phone');
      const badMail = await call(token, 'PUT', PERSONAL_ENDPOINTS.updateProfile, { nickname: 'A', email: 'no-at-sign', phone: '' });
      expect(badMail.statusCode).toBe(400);
      expect(badMail.json().data.fields).toHaveProperty('email');
      const empty = await call(token, 'PUT', PERSONAL_ENDPOINTS.updateProfile, { nickname: '  ', email: '', phone: '' });
      expect(empty.json().data.fields).toHaveProperty('nickname');

      await db().update(users).set({ phone: '13900139000' }).where(eq(users.userName, 'admin'));
      const taken = await call(token, 'PUT', PERSONAL_ENDPOINTS.updateProfile, { nickname: 'A', email: '', phone: '13900139000' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().data.fields).toHaveProperty('phone');
      expect((await userRow(person)).nickname).toBe(`Person ${seq}`);
    });
  });

  describe('password', () => {
    it('a wrong current password answers 400 naming the field and changes nothing', async () => {
      const token = await signIn(person);
      const other = await signIn(person, FIREFOX);
      const before = await userRow(person);
      const res = await call(token, 'PUT', PERSONAL_ENDPOINTS.changePassword, { oldPassword: 'Not-the-one-1', newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toEqual({ oldPassword: expect.any(String) });
      expect((await userRow(person)).passwordHash).toBe(before.passwordHash);
      expect((await call(other, 'GET', PERSONAL_ENDPOINTS.profile)).statusCode).toBe(200);
    });

    it('refuses a weak new password and one equal to the current, naming newPassword', async () => {
      const token = await signIn(person);
      for (const weak of ['short', '1starts-with-digit', 'alllowercase']) {
        const res = await call(token, 'PUT', PERSONAL_ENDPOINTS.changePassword, { oldPassword: TEST_PASSWORD, newPassword: weak });
        expect(res.statusCode, weak).toBe(400);
        expect(res.json().data.fields).toHaveProperty('newPassword');
      }
      const same = await call(token, 'PUT', PERSONAL_ENDPOINTS.changePassword, { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(same.json().data.fields).toHaveProperty('newPassword');
      expect(await verifyPassword((await userRow(person)).passwordHash, TEST_PASSWORD)).toBe(true);
    });

    it('a change ends every other session of the user, keeps this one, stamps the time and clears a reset', async () => {
      const token = await signIn(person);
      const laptop = await signIn(person, FIREFOX);
      const phone = await signIn(person, FIREFOX);
      const bystander = await signIn('operator');
      await db().update(users).set({ mustChangePassword: true }).where(eq(users.userName, person));

      const res = await call(token, 'PUT', PERSONAL_ENDPOINTS.changePassword, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.json()).toEqual({ code: 0, msg: 'ok', data: {} });

      for (const gone of [laptop, phone]) expect((await call(gone, 'GET', PERSONAL_ENDPOINTS.profile)).statusCode).toBe(401);
      expect((await call(token, 'GET', PERSONAL_ENDPOINTS.profile)).statusCode).toBe(200);
      expect((await call(bystander, 'GET', PERSONAL_ENDPOINTS.profile)).statusCode).toBe(200);
      const row = await userRow(person);
      expect(row.mustChangePassword).toBe(false);
      expect(row.passwordChangedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
      const open = await db().select().from(sessions).where(and(eq(sessions.userId, row.id), isNull(sessions.revokedAt)));
      expect(open).toHaveLength(1);
      // The operation log has the change, never the passwords.
      const logged = await db().select().from(operationLogs).where(eq(operationLogs.routeKey, api(PERSONAL_ENDPOINTS.changePassword)));
      expect(logged.length).toBeGreaterThan(0);
      for (const entry of logged) {
        expect(entry.params).not.toContain(NEW_PASSWORD);
        expect(entry.params).not.toContain(TEST_PASSWORD);
      }
      // The old password no longer signs in; the new one does.
      const old = await t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), payload: { username: person, password: TEST_PASSWORD } });
      expect(old.statusCode).toBe(401);
      await signIn(person, CHROME, NEW_PASSWORD);
    });

    it(`refuses guesses of the current password after ${PASSWORD_CHANGE_MAX_FAILURES} wrong ones (429), even the right one`, async () => {
      const token = await signIn(person);
      for (let i = 0; i < PASSWORD_CHANGE_MAX_FAILURES; i += 1) {
        expect((await call(token, 'PUT', PERSONAL_ENDPOINTS.changePassword, { oldPassword: `Wrong-guess-${i}`, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
      }
      const limited = await call(token, 'PUT', PERSONAL_ENDPOINTS.changePassword, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(await verifyPassword((await userRow(person)).passwordHash, TEST_PASSWORD)).toBe(true);
    });
  });

  describe('sign-in history', () => {
    it("shows the user's own attempts only, newest first, with browser, system, method and result, paged", async () => {
      await t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), headers: { 'user-agent': FIREFOX }, payload: { username: person, password: 'Wrong-1234' } });
      const token = await signIn(person, CHROME);
      await signIn('operator');
      const page = (await call(token, 'GET', `${PERSONAL_ENDPOINTS.loginLog}?pageIndex=1&pageSize=1`)).json().data;
      expect(page).toMatchObject({ total: 2, pageIndex: 1, pageSize: 1 });
      expect(page.list).toEqual([
        { id: expect.any(Number), createdAt: expect.any(String), ip: '127.0.0.1', browser: 'Chrome 131', os: 'Windows 10', method: 'password', success: true, reason: 'ok' },
      ]);
      const second = (await call(token, 'GET', `${PERSONAL_ENDPOINTS.loginLog}?pageIndex=2&pageSize=1`)).json().data.list;
      expect(second).toEqual([expect.objectContaining({ browser: 'Firefox 133', os: 'Linux', success: false, reason: 'badCredentials' })]);
      const me = await userRow(person);
      const mine = await db().select().from(loginLogs).where(eq(loginLogs.userId, me.id));
      expect(mine).toHaveLength(2);
    });
  });

  describe('sessions', () => {
    it('lists open sessions with this one marked, and signs another out there', async () => {
      const token = await signIn(person, CHROME);
      const laptop = await signIn(person, FIREFOX);
      const expired = await signIn(person, FIREFOX);
      await db()
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, (await call(expired, 'GET', PERSONAL_ENDPOINTS.sessions)).json().data.find((s: { current: boolean }) => s.current).id));

      const list = (await call(token, 'GET', PERSONAL_ENDPOINTS.sessions)).json().data;
      expect(list).toHaveLength(2);
      const current = list.find((s: { current: boolean }) => s.current);
      const other = list.find((s: { current: boolean }) => !s.current);
      expect(current).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10', method: 'password', ip: '127.0.0.1' });
      expect(other).toMatchObject({ browser: 'Firefox 133', os: 'Linux' });

      const res = await call(token, 'POST', PERSONAL_ENDPOINTS.revokeSession, { id: other.id });
      expect(res.json()).toEqual({ code: 0, msg: 'ok', data: {} });
      expect((await call(laptop, 'GET', PERSONAL_ENDPOINTS.profile)).statusCode).toBe(401);
      expect((await call(token, 'GET', PERSONAL_ENDPOINTS.sessions)).json().data).toHaveLength(1);
      // Twice is not found: it is no longer open.
      expect((await call(token, 'POST', PERSONAL_ENDPOINTS.revokeSession, { id: other.id })).statusCode).toBe(404);
    });

    it("cannot sign out another user's session: 404, and that session still works", async () => {
      const token = await signIn(person);
      const victim = await signIn('operator');
      const victimId = (await call(victim, 'GET', PERSONAL_ENDPOINTS.sessions)).json().data.find((s: { current: boolean }) => s.current).id;
      const res = await call(token, 'POST', PERSONAL_ENDPOINTS.revokeSession, { id: victimId });
      expect(res.statusCode).toBe(404);
      expect((await call(victim, 'GET', PERSONAL_ENDPOINTS.profile)).statusCode).toBe(200);
      const [row] = await db().select().from(sessions).where(eq(sessions.id, victimId));
      expect(row!.revokedAt).toBeNull();
      expect((await call(token, 'POST', PERSONAL_ENDPOINTS.revokeSession, { id: 'abc' })).statusCode).toBe(400);
    });
  });

  describe('forced password change (an administrator reset it)', () => {
    it('refuses every other call with 403 passwordChangeRequired until the password is changed', async () => {
      const token = await signIn(person);
      await db().update(users).set({ mustChangePassword: true }).where(eq(users.userName, person));

      const info = await call(token, 'GET', ENDPOINTS.userInfo);
      expect(info.json().data.mustChangePassword).toBe(true);
      expect((await call(token, 'GET', ENDPOINTS.userMenus)).statusCode).toBe(200);
      for (const endpoint of [PERSONAL_ENDPOINTS.profile, PERSONAL_ENDPOINTS.sessions, '/api/v2/sitebkd/dict/data/getDictData?dictType=sys_normal_disable']) {
        const res = await call(token, 'GET', endpoint);
        expect(res.statusCode, endpoint).toBe(403);
        expect(res.json().data, endpoint).toEqual({ reason: PASSWORD_CHANGE_REQUIRED });
      }
      // A route nobody allow-listed, added after this rule was written: refused as well (fail closed).
      const probe = await t.app.inject({ method: 'GET', url: PROBE, headers: bearer(token) });
      expect(probe.statusCode).toBe(403);
      expect(probe.json().data).toEqual({ reason: PASSWORD_CHANGE_REQUIRED });
      // Nothing was written by the refused calls.
      const refused = await call(token, 'PUT', PERSONAL_ENDPOINTS.updateProfile, { nickname: 'Blocked', email: '', phone: '' });
      expect(refused.statusCode).toBe(403);
      expect((await userRow(person)).nickname).not.toBe('Blocked');

      const changed = await call(token, 'PUT', PERSONAL_ENDPOINTS.changePassword, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(changed.json().code).toBe(0);
      expect((await call(token, 'GET', ENDPOINTS.userInfo)).json().data.mustChangePassword).toBe(false);
      expect((await call(token, 'GET', PERSONAL_ENDPOINTS.profile)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: PROBE, headers: bearer(token) })).json().data).toBe('reached');
    });

    it('still lets the user sign out', async () => {
      const token = await signIn(person);
      await db().update(users).set({ mustChangePassword: true }).where(eq(users.userName, person));
      expect((await call(token, 'POST', ENDPOINTS.logout, {})).statusCode).toBe(200);
      expect((await call(token, 'GET', ENDPOINTS.userInfo)).statusCode).toBe(401);
    });
  });

  describe('avatar', () => {
    async function storeFile(owner: string, name: string, category: string, ext: string, bytes: Buffer) {
      const storageKey = crypto.randomUUID();
      fs.mkdirSync(path.join(dataDir, 'uploads', 'objects'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'uploads', 'objects', storageKey), bytes);
      const [row] = await db()
        .insert(files)
        .values({
          name,
          ext,
          category,
          size: bytes.length,
          md5: crypto.createHash('md5').update(bytes).digest('hex'),
          sha256: crypto.createHash('sha256').update(bytes).update(name).digest('hex'),
          storageKey,
          ownerId: (await userRow(owner)).id,
        })
        .returning();
      return row!;
    }

    it('wears an own image of the file centre, served to an <img> without a token; nothing else', async () => {
      const token = await signIn(person);
      const mine = await storeFile(person, 'me.png', 'image', 'png', PNG);
      const notImage = await storeFile(person, 'notes.pdf', 'document', 'pdf', Buffer.from('%PDF-1.4'));
      const someoneElses = await storeFile('admin', 'admin.png', 'image', 'png', PNG);

      const choices = (await call(token, 'GET', PERSONAL_ENDPOINTS.avatarChoices)).json().data;
      expect(choices.map((c: { fileId: number }) => c.fileId)).toEqual([mine.id]);
      // The administrator, who may browse the file centre, may choose any image.
      const adminChoices = (await call(await signIn('admin'), 'GET', PERSONAL_ENDPOINTS.avatarChoices)).json().data;
      expect(adminChoices.map((c: { fileId: number }) => c.fileId)).toEqual(expect.arrayContaining([mine.id, someoneElses.id]));

      for (const refused of [notImage.id, someoneElses.id, 999999]) {
        const res = await call(token, 'PUT', PERSONAL_ENDPOINTS.updateAvatar, { fileId: refused });
        expect(res.statusCode, String(refused)).toBe(400);
        expect(res.json().data.fields).toHaveProperty('fileId');
      }
      expect((await userRow(person)).avatar).toBe('');

      const res = await call(token, 'PUT', PERSONAL_ENDPOINTS.updateAvatar, { fileId: mine.id });
      const avatar: string = res.json().data.avatar;
      expect(avatar).toBe(`/admin${PERSONAL_ENDPOINTS.avatarImage}?id=${mine.id}&key=${mine.sha256.slice(0, 32)}`);
      expect((await userRow(person)).avatar).toBe(avatar);
      expect((await call(token, 'GET', ENDPOINTS.userInfo)).json().data.avatar).toBe(avatar);

      const image = await t.app.inject({ method: 'GET', url: avatar });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.equals(PNG)).toBe(true);

      // A guessed key, or an image nobody wears, is not served.
      expect((await t.app.inject({ method: 'GET', url: avatar.replace(/key=.{4}/, 'key=0000') })).statusCode).toBe(404);
      const unworn = `/admin${PERSONAL_ENDPOINTS.avatarImage}?id=${someoneElses.id}&key=${someoneElses.sha256.slice(0, 32)}`;
      expect((await t.app.inject({ method: 'GET', url: unworn })).statusCode).toBe(404);

      // Taking it off stops serving it.
      expect((await call(token, 'PUT', PERSONAL_ENDPOINTS.updateAvatar, { fileId: null })).json().data.avatar).toBe('');
      expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    });
  });
});
