import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, like } from 'drizzle-orm';
import { ENDPOINTS, LOGIN_MAX_FAILURES } from '@ledgerdesk/shared';
import { parseRevisions, REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { loginLogs, rateLimits, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';

describe.each(databaseKinds)('sign-in with captcha (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOGIN_CAPTCHA: 'on' });
  });
  afterAll(() => t.close());

  const login = (body: Record<string, string>) => t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), payload: body });
  const planted = async (answer = 'k7Pz', ttlMs?: number) => {
    const id = crypto.randomUUID();
    await t.services.captchas.plant(id, answer, ttlMs);
    return id;
  };

  it('issues an SVG captcha', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.captcha) });
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.enabled).toBe(true);
    expect(body.data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.image).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('signs in with the right captcha, case-insensitively', async () => {
    const captchaId = await planted('k7Pz');
    const res = await login({ username: 'admin', password: TEST_PASSWORD, captchaId, captchaCode: 'K7PZ' });
    expect(res.json()).toMatchObject({ code: 0, data: { token: expect.any(String), expiresAt: expect.any(String) } });
  });

  it('answers the sign-in with the session it opens: the same user info and menus the console would ask for, stamped with the menu revision', async () => {
    const res = await login({ username: 'admin', password: TEST_PASSWORD, captchaId: await planted('k7Pz'), captchaCode: 'k7pz' });
    const { token, session } = res.json().data;
    const headers = bearer(token);
    const info = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo), headers });
    const menus = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userMenus), headers });
    expect(session.user).toEqual(info.json().data);
    expect(session.menus).toEqual(menus.json().data);
    expect(session.menus.menuList.length).toBeGreaterThan(0);
    // The same stamp the revision header gives: read before the menus, so they are at least that new.
    expect(res.headers[REVISION_HEADER]).toBe(menus.headers[REVISION_HEADER]);
    expect(session.menuRevision).toBe(parseRevisions(menus.headers[REVISION_HEADER] as string).menu);
  });

  it('needs a captcha', async () => {
    const res = await login({ username: 'admin', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ reason: 'captchaRequired' });
  });

  it('refuses a wrong captcha and consumes it (single use)', async () => {
    const captchaId = await planted('abcd');
    const wrong = await login({ username: 'admin', password: TEST_PASSWORD, captchaId, captchaCode: 'zzzz' });
    expect(wrong.json()).toMatchObject({ code: 400, data: { reason: 'captchaInvalid' } });
    const reused = await login({ username: 'admin', password: TEST_PASSWORD, captchaId, captchaCode: 'abcd' });
    expect(reused.json()).toMatchObject({ code: 400, data: { reason: 'captchaInvalid' } });
  });

  it('refuses a used captcha', async () => {
    const captchaId = await planted('abcd');
    expect((await login({ username: 'admin', password: TEST_PASSWORD, captchaId, captchaCode: 'abcd' })).json().code).toBe(0);
    expect((await login({ username: 'admin', password: TEST_PASSWORD, captchaId, captchaCode: 'abcd' })).json().data.reason).toBe('captchaInvalid');
  });

  it('refuses an expired captcha', async () => {
    const captchaId = await planted('abcd', -1000);
    const res = await login({ username: 'admin', password: TEST_PASSWORD, captchaId, captchaCode: 'abcd' });
    expect(res.json()).toMatchObject({ code: 400, data: { reason: 'captchaExpired' } });
  });

  it('does not check the password before the captcha (no failure is counted)', async () => {
    await login({ username: 'operator', password: 'wrong', captchaId: 'nope', captchaCode: 'x' });
    const [u] = await t.database.db.select().from(users).where(eq(users.userName, 'operator'));
    expect(u!.failedLogins).toBe(0);
  });
});

describe.each(databaseKinds)('sign-in rules and sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), payload: { username, password } });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: api(url), headers: bearer(token) });

  it('answers the captcha as disabled when LOGIN_CAPTCHA is off', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.captcha) });
    expect(res.json().data).toEqual({ captchaId: '', image: '', enabled: false });
  });

  it('names the field of a malformed sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), payload: { username: '', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('username');
  });

  it('says how many attempts are left, then locks the account for 10 minutes after 5 failures', async () => {
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login('operator', 'wrong-password');
      expect(res.statusCode).toBe(401);
      expect(res.json().data).toEqual({ reason: 'badCredentials', attemptsLeft: LOGIN_MAX_FAILURES - i });
    }
    const fifth = (await login('operator', 'wrong-password')).json();
    expect(fifth.data.reason).toBe('accountLocked');
    const lockedFor = new Date(fifth.data.lockedUntil).getTime() - Date.now();
    expect(lockedFor).toBeGreaterThan(9.5 * 60_000);
    expect(lockedFor).toBeLessThanOrEqual(10 * 60_000);
    // Even the right password is refused while locked.
    const locked = (await login('operator', TEST_PASSWORD)).json();
    expect(locked).toMatchObject({ code: 401, data: { reason: 'accountLocked' } });
    // The lock lifts when its time has passed (on the account and on its failure count).
    const past = new Date(Date.now() - 1000);
    await t.database.db.update(users).set({ lockedUntil: past }).where(eq(users.userName, 'operator'));
    await t.database.db.update(rateLimits).set({ resetAt: past }).where(like(rateLimits.key, 'login:account:%'));
    expect((await login('operator', TEST_PASSWORD)).json().code).toBe(0);
  });

  it('writes every attempt to the login log', async () => {
    await login('admin', 'nope');
    await login('ghost', 'nope');
    await login('admin', TEST_PASSWORD);
    const rows = await t.database.db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(3);
    expect(rows.map((r) => [r.userName, r.success, r.reason])).toEqual([
      ['admin', true, 'ok'],
      ['ghost', false, 'badCredentials'],
      ['admin', false, 'badCredentials'],
    ]);
    expect(rows[0]!.userId).not.toBeNull();
  });

  it('does not tell unknown users from wrong passwords', async () => {
    const res = await login('ghost', 'nope');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ msg: 'wrong user name or password', data: { reason: 'badCredentials', attemptsLeft: LOGIN_MAX_FAILURES - 2 } });
  });

  it('refuses a disabled account even with the right password, and ends its sessions', async () => {
    const token = await t.signIn('operator');
    await t.database.db.update(users).set({ status: '1' }).where(eq(users.userName, 'operator'));
    expect((await get(ENDPOINTS.userInfo, token)).statusCode).toBe(401);
    expect((await login('operator', TEST_PASSWORD)).json().data.reason).toBe('accountDisabled');
    await t.database.db.update(users).set({ status: '0' }).where(eq(users.userName, 'operator'));
  });

  it('stores only the hash of a session token', async () => {
    const token = await t.signIn();
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('accepts a bare token as well as a Bearer one', async () => {
    const token = await t.signIn();
    const res = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo), headers: { authorization: token } });
    expect(res.json().code).toBe(0);
  });

  it('slides the expiry of a used session', async () => {
    const token = await t.signIn();
    const hash = sha256(token);
    const past = new Date(Date.now() - 10 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: past, expiresAt: new Date(Date.now() + 60_000) }).where(eq(sessions.tokenHash, hash));
    expect((await get(ENDPOINTS.userInfo, token)).json().code).toBe(0);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + t.config.sessionIdleMs - 60_000);
  });

  it('refuses an expired session with 401', async () => {
    const token = await t.signIn();
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, sha256(token)));
    const res = await get(ENDPOINTS.userInfo, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, data: null });
  });

  it('revokes the session on logout', async () => {
    const token = await t.signIn();
    const out = await t.app.inject({ method: 'POST', url: api(ENDPOINTS.logout), headers: bearer(token) });
    expect(out.json().code).toBe(0);
    expect((await get(ENDPOINTS.userInfo, token)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(row!.revokedAt).not.toBeNull();
  });
});
