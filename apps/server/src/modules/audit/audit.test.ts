import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ENDPOINTS } from '@ledgerdesk/shared';
import { LOGIN_LOG_CLEAN_KEEP_DAYS, loginLogResource } from '@ledgerdesk/shared/resources/monitor/login-log';
import { JOB_ENDPOINTS } from '@ledgerdesk/shared/resources/monitor/job';
import { operLogResource } from '@ledgerdesk/shared/resources/monitor/oper-log';
import { ONLINE_ENDPOINTS, ONLINE_PERMISSIONS, type OnlineSession } from '@ledgerdesk/shared/resources/monitor/online-user';
import { loginLogs, operationLogs, sessions } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { callAction, callResource } from '../../resource/resource-test-kit';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { addDept, addRole, addUser } from '../access/scope-test-kit';
import { logRetentionJob } from './log-retention';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DAY_MS = 86_400_000;

describe.each(databaseKinds)('login log, operation log and online users (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const db = () => t.database.db;
  const dept: Record<string, number> = {};

  /** Signs in through the real endpoint with a browser's user agent; answers the token. */
  const signInAs = async (userName: string, userAgent: string, password = TEST_PASSWORD) => {
    const res = await t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), headers: { 'user-agent': userAgent }, payload: { username: userName, password } });
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.token as string;
  };
  const onlineList = (token: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: api(ONLINE_ENDPOINTS.list), headers: bearer(token), query: { pageSize: '100', ...query } });
  const forceLogout = (token: string, ids: number[]) => t.app.inject({ method: 'POST', url: api(ONLINE_ENDPOINTS.forceLogout), headers: bearer(token), payload: { ids } });
  const sessionIdOf = async (token: string) => (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, sha256(token))))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off' });
    admin = await t.signIn('admin');
    dept.east = await addDept(db(), 'East');
    dept.west = await addDept(db(), 'West');
  });
  afterAll(() => t.close());

  it('writes the browser and system of each sign-in into the login log, and lists, filters and exports them', async () => {
    await signInAs('admin', CHROME_WINDOWS);
    await t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), headers: { 'user-agent': FIREFOX_LINUX }, payload: { username: 'admin', password: 'Wrong-pass-1' } });
    const [failed, ok] = await db().select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(2);
    expect(ok).toMatchObject({ userName: 'admin', success: true, reason: 'ok', browser: 'Chrome 131', os: 'Windows 10' });
    expect(failed).toMatchObject({ userName: 'admin', success: false, reason: 'badCredentials', browser: 'Firefox 133', os: 'Linux' });

    const res = await callResource(t, loginLogResource, 'list', { userName: 'adm', success: false }, admin);
    expect(res.status).toBe(200);
    const rows = res.body.data.list as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.success === false && String(r.userName).startsWith('adm'))).toBe(true);
    expect(rows[0]).toMatchObject({ browser: 'Firefox 133', os: 'Linux', reason: 'badCredentials' });
    const exported = await callResource(t, loginLogResource, 'export', {}, admin);
    expect(exported.status).toBe(200);
  });

  it('cleans up the login log only before a date at least the kept days back', async () => {
    const old = new Date(Date.now() - (LOGIN_LOG_CLEAN_KEEP_DAYS + 20) * DAY_MS);
    await db().insert(loginLogs).values({ userName: 'ancient', success: true, reason: 'ok', createdAt: old });
    const before = await db().select({ id: loginLogs.id }).from(loginLogs);

    for (const refused of [new Date(), new Date(Date.now() + DAY_MS), new Date(Date.now() - (LOGIN_LOG_CLEAN_KEEP_DAYS - 1) * DAY_MS)]) {
      const res = await callAction(t, loginLogResource, 'clean', { before: refused.toISOString() }, admin);
      expect(res.status).toBe(400);
      expect(res.body.data.fields.before).toMatch(/at least 30 days ago/);
    }
    expect(await db().select({ id: loginLogs.id }).from(loginLogs)).toHaveLength(before.length);

    const cut = new Date(Date.now() - (LOGIN_LOG_CLEAN_KEEP_DAYS + 10) * DAY_MS);
    const res = await callAction(t, loginLogResource, 'clean', { before: cut.toISOString() }, admin);
    expect(res.body).toEqual({ code: 0, msg: 'ok', data: { deleted: 1 } });
    expect(await db().select().from(loginLogs).where(eq(loginLogs.userName, 'ancient'))).toEqual([]);
    expect(await db().select({ id: loginLogs.id }).from(loginLogs)).toHaveLength(before.length - 1);
  });

  it('offers the operation log to read and export only: no delete or clean route', () => {
    const base = api(`${API_PREFIX}/monitor/operlog/`);
    const routes = t.app.routeRegistry.filter((r) => r.url.startsWith(base) && r.method !== 'HEAD').map((r) => `${r.method} ${r.url.slice(base.length)}`);
    expect(routes.sort()).toEqual(['GET get', 'POST export', 'POST list']);
  });

  it('shows open sessions with browser and department, never a token or its hash; forcing one out makes its next call 401', async () => {
    await addUser(db(), 'online_op', dept.east!);
    const victim = await signInAs('online_op', FIREFOX_LINUX);
    const victimSession = await sessionIdOf(victim);
    expect((await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo), headers: bearer(victim) })).statusCode).toBe(200);

    const res = await onlineList(admin);
    expect(res.statusCode).toBe(200);
    for (const secret of [victim, admin, sha256(victim), sha256(admin)]) expect(res.body).not.toContain(secret);
    const list = res.json().data.list as OnlineSession[];
    const row = list.find((s) => s.id === victimSession)!;
    expect(row).toMatchObject({ userName: 'online_op', nickname: 'online_op nick', deptName: 'East', browser: 'Firefox 133', os: 'Linux', method: 'password', current: false });
    expect(Object.keys(row)).not.toContain('tokenHash');
    const mine = list.find((s) => s.current)!;
    expect(mine.id).toBe(await sessionIdOf(admin));
    expect((await onlineList(admin, { userName: 'online_' })).json().data.list.map((s: OnlineSession) => s.id)).toEqual([victimSession]);
    expect((await onlineList(admin, { ip: '203.0.' })).json().data.total).toBe(0);

    // One's own session is refused here; nothing else named with it ends either.
    const own = await forceLogout(admin, [victimSession, mine.id]);
    expect(own.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo), headers: bearer(victim) })).statusCode).toBe(200);

    const out = await forceLogout(admin, [victimSession]);
    expect(out.json()).toEqual({ code: 0, msg: 'ok', data: { revoked: 1 } });
    expect(out.body).not.toContain(victim);
    expect((await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo), headers: bearer(victim) })).statusCode).toBe(401);
    expect((await onlineList(admin)).json().data.list.map((s: OnlineSession) => s.id)).not.toContain(victimSession);
    // Ended already, or never there.
    expect((await forceLogout(admin, [victimSession])).statusCode).toBe(409);
    expect((await forceLogout(admin, [99_999_999])).statusCode).toBe(404);

    // The force-logout is in the operation log, with its module and action, naming the session by id only.
    const [logged] = await db()
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.routeKey, api(ONLINE_ENDPOINTS.forceLogout)), eq(operationLogs.statusCode, 200)));
    expect(logged).toMatchObject({ module: 'monitor/online', action: 'forceLogout', userName: 'admin', params: JSON.stringify({ ids: [victimSession] }), error: '' });
    expect(logged!.requestId).not.toBe('');
    const refusal = await db().select().from(operationLogs).where(and(eq(operationLogs.routeKey, api(ONLINE_ENDPOINTS.forceLogout)), eq(operationLogs.statusCode, 404)));
    expect(refusal[0]!.error).toMatch(/99999999/);
    const detail = await callResource(t, operLogResource, 'get', { id: logged!.id }, admin);
    expect(detail.body.data).toMatchObject({ module: 'monitor/online', action: 'forceLogout', statusCode: 200 });
    for (const secret of [victim, sha256(victim)]) expect(JSON.stringify(detail.body)).not.toContain(secret);
  });

  it('shows and ends only the sessions of users in the caller’s data scope', async () => {
    const deptAdminRole = await addRole(db(), { dataScope: 'dept', permissions: [ONLINE_PERMISSIONS.list, ONLINE_PERMISSIONS.forceLogout] });
    await addUser(db(), 'east_admin', dept.east!, [deptAdminRole]);
    await addUser(db(), 'east_op', dept.east!);
    await addUser(db(), 'west_op', dept.west!);
    const eastAdmin = await signInAs('east_admin', CHROME_WINDOWS);
    const east = await sessionIdOf(await signInAs('east_op', CHROME_WINDOWS));
    const west = await sessionIdOf(await signInAs('west_op', CHROME_WINDOWS));

    const seen = (await onlineList(eastAdmin)).json().data.list as OnlineSession[];
    expect(seen.map((s) => s.userName).sort()).toEqual(['east_admin', 'east_op']);
    expect((await onlineList(admin)).json().data.list.map((s: OnlineSession) => s.id)).toEqual(expect.arrayContaining([east, west]));

    const refused = await forceLogout(eastAdmin, [east, west]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.ids).toEqual([west]);
    const stillOpen = await db().select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, east));
    expect(stillOpen[0]!.revokedAt).toBeNull();
    expect((await forceLogout(eastAdmin, [east])).json().data).toEqual({ revoked: 1 });
  });

  it('registers a built-in retention job that removes old operation-log and login-log rows', async () => {
    const handlers = await t.app.inject({ method: 'GET', url: api(JOB_ENDPOINTS.handlers), headers: bearer(admin) });
    expect(handlers.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'audit.logRetention', builtIn: true })]));
    const old = new Date(Date.now() - 200 * DAY_MS);
    await db().insert(loginLogs).values({ userName: 'retention_old', success: true, reason: 'ok', createdAt: old });
    await db().insert(operationLogs).values({ userName: 'retention_old', method: 'POST', url: '/x', routeKey: '/x', statusCode: 200, durationMs: 1, createdAt: old });
    await db().insert(operationLogs).values({ userName: 'retention_new', method: 'POST', url: '/x', routeKey: '/x', statusCode: 200, durationMs: 1 });
    const job = logRetentionJob(db());
    expect(job.params.safeParse({ days: 7 }).success).toBe(false);
    const message = await job.run(job.builtIn.params);
    expect(message.en).toBe('removed 1 operation-log and 1 login-log rows older than 180 days');
    expect(message['zh-cn']).toBe('已删除早于 180 天的操作日志 1 条、登录日志 1 条');
    expect(await db().select().from(operationLogs).where(eq(operationLogs.userName, 'retention_old'))).toEqual([]);
    expect(await db().select().from(operationLogs).where(eq(operationLogs.userName, 'retention_new'))).toHaveLength(1);
    expect(await db().select().from(loginLogs).where(eq(loginLogs.userName, 'retention_old'))).toEqual([]);
  });
});
