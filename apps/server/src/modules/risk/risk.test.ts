import ExcelJS from 'exceljs';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { IP_BLACKLIST_REMOVE_KIND, ipBlacklistResource } from '@ledgerdesk/shared/resources/risk/ip-blacklist';
import { loginErrorResource, memberLockResource } from '@ledgerdesk/shared/resources/risk/login-error';
import { otpResource } from '@ledgerdesk/shared/resources/risk/otp';
import { RISK_ENDPOINTS } from '@ledgerdesk/shared/resources/risk/risk-endpoints';
import { buildApp } from '../../app';
import { approvals, configParams, ipBlacklist, loginLogs, memberLocks, menus, otpDispatches, revisions, users } from '../../db/schema';
import { bumpRevision } from '../../lib/revisions';
import { callAction, callResource, userWithPermissions } from '../../resource/resource-test-kit';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { ConfigParams } from '../config/config-params';
import { runAutoBlock } from './auto-block';
import { IpBlacklistService } from './ip-blacklist-service';
import { RISK_CONFIG_KEYS } from '../../lib/risk-params';
import { verbatim } from '../../lib/text-per-language';

type Inject = TestApp['app'];

describe.each(databaseKinds)('risk and security (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const db = () => t.database.db;

  /** A call from a given client address (the e2e browser and inject default to 127.0.0.1). */
  const from = (app: Inject, ip: string, url: string, token?: string, payload?: Record<string, unknown>) =>
    app.inject({ method: payload ? 'POST' : 'GET', url: api(url), remoteAddress: ip, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const signInFrom = (app: Inject, ip: string, username: string, password = TEST_PASSWORD) =>
    from(app, ip, ENDPOINTS.login, undefined, { username, password, captchaId: 'x', captchaCode: 'x' });
  const create = (body: Record<string, unknown>, token = admin) => callAction(t, ipBlacklistResource, 'create', { scope: 'ADMIN_CONSOLE', source: 'MANUAL', reason: 'test', ...body }, token);
  const entryOf = async (cidr: string) => (await db().select().from(ipBlacklist).where(eq(ipBlacklist.ipCidr, cidr)))[0];
  const riskRevision = async () => (await db().select().from(revisions).where(eq(revisions.name, 'risk')))[0]?.revision ?? 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
  });
  afterAll(async () => t?.close());

  it('seeds the risk directory, its pages and buttons, and demo rows', async () => {
    const permissions = (await db().select({ p: menus.permission }).from(menus).where(like(menus.menuKey, 'risk%'))).map((m) => m.p);
    expect(permissions).toEqual(
      expect.arrayContaining([
        'risk/ip-blacklist/list',
        'risk/ip-blacklist/create',
        'risk/ip-blacklist/toggle',
        'risk/ip-blacklist/delete',
        'risk/ip-blacklist/approve',
        'risk/ip-blacklist/export',
        'risk/ip-record/list',
        'risk/ip-record/view',
        'risk/ip-record/export',
        'risk/login-error/list',
        'risk/login-error/export',
        'risk/login-error/unlock',
        'risk/otp/list',
        'risk/otp/export',
      ]),
    );
    const list = await callResource(t, loginErrorResource, 'list', { pageIndex: 1, pageSize: 50 }, admin);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(10);
    // Failures only, and what was typed as the account masked.
    expect(new Set(list.body.data.list.map((r: { result: string }) => r.result))).toEqual(new Set(['FAILURE']));
    expect(list.body.data.list.every((r: { account: string }) => r.account === '' || /^.\*+$/.test(r.account))).toBe(true);
  });

  it('adds single addresses, IPv4 and IPv6 ranges and CSV batches, normalised; a bad line refuses the whole batch', async () => {
    const before = await riskRevision();
    const one = await create({ entries: '198.51.100.23', scope: 'REGISTER' });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data).toMatchObject({ added: 1, skipped: [] });
    expect(await entryOf('198.51.100.23/32')).toMatchObject({ scope: 'REGISTER', source: 'MANUAL', status: 'ACTIVE', reason: verbatim('test'), hitCount: 0 });
    expect(await riskRevision()).toBe(before + 1);

    const csv = 'ip,reason\n10.20.30.40/16,scraper farm\n2001:0DB8:AAAA:1::9/64\n"192.0.2.77", "bot; repeated"\n\n# comment\n198.51.100.23\n';
    const batch = await create({ entries: csv, scope: 'REGISTER', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body.data).toMatchObject({ added: 3, skipped: ['198.51.100.23/32'] });
    expect(await entryOf('10.20.0.0/16')).toMatchObject({ reason: verbatim('scraper farm') });
    expect(await entryOf('2001:db8:aaaa:1::/64')).toMatchObject({ reason: verbatim('test') });
    expect((await entryOf('2001:db8:aaaa:1::/64'))!.expiresAt).not.toBeNull();

    const countBefore = (await db().select({ n: sql<number>`count(*)::int` }).from(ipBlacklist))[0]!.n;
    const bad = await create({ entries: '192.0.2.1\nnot-an-ip\n300.1.1.1\n2001:db8::/200', scope: 'REGISTER' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ reason: 'risk.entriesInvalid', params: { lines: '2, 3, 4' } });
    expect(Object.keys(bad.body.data.fields)).toEqual(['entries']);
    const wide = await create({ entries: '0.0.0.0/0', scope: 'REGISTER' });
    expect(wide.status).toBe(400);
    expect(wide.body.data).toMatchObject({ reason: 'risk.rangeTooWide', params: { cidr: '0.0.0.0/0', minimum: 8 } });
    const past = await create({ entries: '192.0.2.5', scope: 'REGISTER', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.data.fields)).toEqual(['expiresAt']);
    const noReason = await callAction(t, ipBlacklistResource, 'create', { entries: '192.0.2.5', scope: 'REGISTER', source: 'MANUAL' }, admin);
    expect(noReason.status).toBe(400);
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(ipBlacklist))[0]!.n).toBe(countBefore);
  });

  it('refuses an entry that would block the operator\'s own address from the console (self-block guard)', async () => {
    for (const scope of ['ADMIN_CONSOLE', 'LOGIN']) {
      const own = await create({ entries: '192.0.2.10\n127.0.0.0/8', scope });
      expect(own.status).toBe(400);
      expect(own.body.data).toMatchObject({ reason: 'risk.selfBlock', params: { ip: '127.0.0.1' } });
    }
    expect(await entryOf('192.0.2.10/32')).toBeUndefined();
    // Re-enabling a disabled entry that covers the operator is refused too.
    const [entry] = await db()
      .insert(ipBlacklist)
      .values({ ipCidr: '127.0.0.0/8', scope: 'ADMIN_CONSOLE', reason: verbatim('old'), status: 'DISABLED' })
      .returning();
    const enable = await callAction(t, ipBlacklistResource, 'enable', { id: entry!.id, reason: 'again' }, admin);
    expect(enable.status).toBe(400);
    expect(enable.body.data.reason).toBe('risk.selfBlock');
    expect((await entryOf('127.0.0.0/8'))!.status).toBe('DISABLED');
    await db().delete(ipBlacklist).where(eq(ipBlacklist.id, entry!.id));
  });

  it('refuses a listed address on sign-in and on every console call, and follows changes made on another instance', async () => {
    const other = await buildApp(t.config, t.database);
    await other.app.ready();
    try {
      const staffIp = '203.0.113.50';
      const tokenThere = (await signInFrom(other.app, staffIp, 'admin')).json().data.token as string;
      // Both instances have read the list into their caches.
      expect((await from(other.app, staffIp, ENDPOINTS.userInfo, tokenThere)).statusCode).toBe(200);
      expect((await from(t.app, staffIp, ENDPOINTS.userInfo, tokenThere)).statusCode).toBe(200);

      // Instance A lists the address for the console; B refuses it on the next call.
      const added = await create({ entries: '203.0.113.48/28', scope: 'ADMIN_CONSOLE' });
      expect(added.status).toBe(200);
      const refused = await from(other.app, staffIp, ENDPOINTS.userInfo, tokenThere);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 403, data: { reason: 'risk.ipBlocked', params: { ip: staffIp } } });
      expect((await from(other.app, staffIp, ENDPOINTS.captcha)).json().data.reason).toBe('risk.ipBlocked');
      // Another address, same token, is not refused.
      expect((await from(other.app, '192.0.2.61', ENDPOINTS.userInfo, tokenThere)).statusCode).toBe(200);

      // Disabled on A: B lets it in again.
      const id = (await entryOf('203.0.113.48/28'))!.id;
      expect((await callAction(t, ipBlacklistResource, 'disable', { id, reason: 'false alarm' }, admin)).body.data).toMatchObject({ status: 'DISABLED', pending: false });
      expect((await from(other.app, staffIp, ENDPOINTS.userInfo, tokenThere)).statusCode).toBe(200);

      // LOGIN refuses the sign-in routes from the address (and logs the attempt) but not a session already open.
      const loginIp = '2001:db8:77::5';
      const session = (await signInFrom(other.app, loginIp, 'admin')).json().data.token as string;
      expect((await create({ entries: '2001:db8:77::/48', scope: 'LOGIN' })).status).toBe(200);
      const blocked = await signInFrom(other.app, loginIp, 'admin');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().data.reason).toBe('risk.ipBlocked');
      const [logged] = await db().select().from(loginLogs).where(and(eq(loginLogs.ip, loginIp), eq(loginLogs.reason, 'ipBlocked')));
      expect(logged).toMatchObject({ userName: 'admin', success: false });
      expect((await from(other.app, loginIp, ENDPOINTS.userInfo, session)).statusCode).toBe(200);
      expect((await signInFrom(other.app, '2001:db8:78::5', 'admin')).statusCode).toBe(200);
    } finally {
      // Closing writes the hits it counted.
      await other.app.close();
    }
    expect(await entryOf('203.0.113.48/28')).toMatchObject({ hitCount: 2 });
    expect((await entryOf('2001:db8:77::/48'))!.hitCount).toBe(1);
    expect((await entryOf('2001:db8:77::/48'))!.lastHitAt).not.toBeNull();
  });

  it('an expired entry stops refusing without any write', async () => {
    await db().insert(ipBlacklist).values({ ipCidr: '192.0.2.222/32', scope: 'ADMIN_CONSOLE', reason: verbatim('short'), expiresAt: new Date(Date.now() + 1500) });
    await bumpRevision(db(), 'risk');
    expect((await from(t.app, '192.0.2.222', ENDPOINTS.userInfo, admin)).statusCode).toBe(403);
    // The cache holds the entry; only the clock moves on (Date alone is faked, the database keeps its own time).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2000);
      expect((await from(t.app, '192.0.2.222', ENDPOINTS.userInfo, admin)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('disabling or removing a compliance entry waits for a second operator', async () => {
    await userWithPermissions(t, 'risk_checker', ['risk/ip-blacklist/list', 'risk/ip-blacklist/approve']);
    const checker = (await db().select().from(users).where(eq(users.userName, 'risk_checker')))[0]!;
    const adminId = (await db().select().from(users).where(eq(users.userName, 'admin')))[0]!.id;
    expect((await create({ entries: '192.0.2.128/25', scope: 'ALL_MEMBER_API', source: 'COMPLIANCE', reason: 'sanctions list' })).status).toBe(200);
    const entry = (await entryOf('192.0.2.128/25'))!;

    const disable = await callAction(t, ipBlacklistResource, 'disable', { id: entry.id, reason: 'listing lifted' }, admin);
    expect(disable.status).toBe(200);
    expect(disable.body.data).toMatchObject({ id: entry.id, pending: true });
    expect((await entryOf('192.0.2.128/25'))!.status).toBe('ACTIVE');
    const [request] = await db().select().from(approvals).where(eq(approvals.id, disable.body.data.approvalId));
    expect(request).toMatchObject({ kind: IP_BLACKLIST_REMOVE_KIND, status: 'PENDING', subjectId: entry.id, makerId: adminId, makerRemark: 'listing lifted' });
    // A second request for the same entry while one waits is refused.
    expect((await callAction(t, ipBlacklistResource, 'remove', { id: entry.id, reason: 'again' }, admin)).body.data.reason).toBe('approval.alreadyPending');

    const registry = new ApprovalRegistry();
    registry.register(new IpBlacklistService(db(), new ApprovalService(db(), registry)).approvalHandler());
    const service = new ApprovalService(db(), registry);
    await expect(service.approve({ approvalId: request!.id, operatorId: adminId, permissions: ['*/*/*'] })).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    await expect(service.approve({ approvalId: request!.id, operatorId: checker.id, permissions: ['risk/ip-blacklist/list'] })).rejects.toMatchObject({ data: { reason: 'access.permissionRequired' } });
    const before = await riskRevision();
    await service.approve({ approvalId: request!.id, operatorId: checker.id, permissions: ['risk/ip-blacklist/approve'] });
    expect(await entryOf('192.0.2.128/25')).toMatchObject({ status: 'DISABLED', updatedBy: checker.id });
    expect(await riskRevision()).toBe(before + 1);

    // Removal: filed, then applied only to the entry as it was filed.
    const remove = await callAction(t, ipBlacklistResource, 'remove', { id: entry.id, reason: 'no longer needed' }, admin);
    expect(remove.body.data.pending).toBe(true);
    await db().update(ipBlacklist).set({ version: sql`${ipBlacklist.version} + 1` }).where(eq(ipBlacklist.id, entry.id));
    await expect(service.approve({ approvalId: remove.body.data.approvalId, operatorId: checker.id, permissions: ['risk/ip-blacklist/approve'] })).rejects.toMatchObject({ data: { reason: 'risk.entryChanged' } });
    expect(await entryOf('192.0.2.128/25')).toBeDefined();
    await service.reject({ approvalId: remove.body.data.approvalId, operatorId: checker.id, permissions: ['risk/ip-blacklist/approve'], remark: 'entry changed' });
    const again = await callAction(t, ipBlacklistResource, 'remove', { id: entry.id, reason: 'no longer needed' }, admin);
    await service.approve({ approvalId: again.body.data.approvalId, operatorId: checker.id, permissions: ['risk/ip-blacklist/approve'] });
    expect(await entryOf('192.0.2.128/25')).toBeUndefined();

    // A manual entry is removed at once.
    const manual = (await entryOf('198.51.100.23/32'))!;
    expect((await callAction(t, ipBlacklistResource, 'remove', { id: manual.id, reason: 'cleanup' }, admin)).body.data).toMatchObject({ removed: true, pending: false });
    expect(await entryOf('198.51.100.23/32')).toBeUndefined();
  });

  it('the automatic rule lists an address after N failed staff sign-ins in the window, never loopback, once', async () => {
    const setParam = async (key: string, value: string) => {
      await db().update(configParams).set({ configValue: value }).where(eq(configParams.configKey, key));
      await bumpRevision(db(), 'config');
    };
    await setParam(RISK_CONFIG_KEYS.autoBlockFailures, '3');
    await setParam(RISK_CONFIG_KEYS.autoBlockMinutes, '45');
    await userWithPermissions(t, 'guess_target', []);
    const attacker = '198.51.100.201';
    for (let i = 0; i < 3; i += 1) expect((await signInFrom(t.app, attacker, 'guess_target', 'wrong-password')).json().data.reason).toMatch(/badCredentials|accountLocked/);
    // As many from loopback (the machine itself, or a local proxy): never listed.
    await db().insert(loginLogs).values(Array.from({ length: 5 }, () => ({ userName: 'x', ip: '127.0.0.1', success: false, reason: 'badCredentials' })));
    const params = new ConfigParams(db());

    expect((await runAutoBlock(db(), params)).en).toContain('198.51.100.201/32');
    const entry = (await entryOf('198.51.100.201/32'))!;
    expect(entry).toMatchObject({
      scope: 'LOGIN',
      source: 'AUTO_LOGIN_FAILURES',
      status: 'ACTIVE',
      reason: { 'zh-cn': '10 分钟内登录失败 3 次', en: '3 failed sign-ins within 10 minutes', 'zh-tw': '10 分鐘內登入失敗 3 次' },
    });
    const minutes = (entry.expiresAt!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(43);
    expect(minutes).toBeLessThanOrEqual(45.1);
    expect(await entryOf('127.0.0.1/32')).toBeUndefined();
    expect((await runAutoBlock(db(), params)).en).toBe('every address over the limit is already listed');
    expect((await signInFrom(t.app, attacker, 'guess_target')).json().data.reason).toBe('risk.ipBlocked');
    await setParam(RISK_CONFIG_KEYS.autoBlockFailures, '20');
    await setParam(RISK_CONFIG_KEYS.autoBlockMinutes, '60');
  });

  it('unlocks a member (remark kept, 2FA still required) and a staff account, refusing what is not locked', async () => {
    const [lock] = await db().select().from(memberLocks).where(sql`${memberLocks.unlockedAt} is null and ${memberLocks.lockedUntil} > now()`);
    expect(lock).toBeDefined();
    const unlocked = await callAction(t, memberLockResource, 'unlock', { id: lock!.id, reason: 'identity checked by phone' }, admin);
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).toMatchObject({ id: lock!.id, twoFactorRequired: true });
    const adminId = (await db().select().from(users).where(eq(users.userName, 'admin')))[0]!.id;
    expect((await db().select().from(memberLocks).where(eq(memberLocks.id, lock!.id)))[0]).toMatchObject({ unlockedBy: adminId, unlockRemark: 'identity checked by phone' });
    const twice = await callAction(t, memberLockResource, 'unlock', { id: lock!.id, reason: 'again' }, admin);
    expect(twice.status).toBe(409);
    expect(twice.body.data.reason).toBe('risk.notLocked');

    await userWithPermissions(t, 'locked_staff', []);
    for (let i = 0; i < 5; i += 1) await signInFrom(t.app, '192.0.2.90', 'locked_staff', 'wrong-password');
    expect((await signInFrom(t.app, '192.0.2.90', 'locked_staff')).json().data.reason).toBe('accountLocked');
    const staff = await callAction(t, loginErrorResource, 'unlockStaff', { userName: 'locked_staff', reason: 'forgot password, verified' }, admin);
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    expect((await signInFrom(t.app, '192.0.2.90', 'locked_staff')).statusCode).toBe(200);
    expect((await callAction(t, loginErrorResource, 'unlockStaff', { userName: 'locked_staff', reason: 'again' }, admin)).body.data.reason).toBe('risk.notLocked');
    const unknown = await callAction(t, loginErrorResource, 'unlockStaff', { userName: 'nobody_here', reason: 'x' }, admin);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.data.fields)).toEqual(['userName']);
    // Without the unlock permission: refused.
    await userWithPermissions(t, 'risk_viewer', ['risk/login-error/list']);
    const viewer = await t.signIn('risk_viewer');
    expect((await callAction(t, loginErrorResource, 'unlockStaff', { userName: 'locked_staff', reason: 'x' }, viewer)).status).toBe(403);
  });

  it('pivots members sharing an address or device, and ranks last hour\'s offenders', async () => {
    const shared = (body: Record<string, unknown>) => from(t.app, '127.0.0.1', RISK_ENDPOINTS.shared, admin, body);
    const byIp = (await shared({ by: 'ip' })).json().data as Array<{ key: string; members: number; accounts: string[] }>;
    const ring = byIp.find((r) => r.key === '198.51.100.77');
    expect(ring).toMatchObject({ members: 4 });
    expect(ring!.accounts.every((a) => /^.\*+$/.test(a))).toBe(true);
    expect(byIp.every((r) => r.members >= 2)).toBe(true);
    expect((await shared({ by: 'device' })).json().data.map((r: { key: string }) => r.key)).toContain('dev-shared-7f3a');
    expect((await shared({ by: 'ip', cidr: '198.51.100.0/24' })).json().data.map((r: { key: string }) => r.key)).toEqual(['198.51.100.77']);
    expect((await shared({ by: 'ip', cidr: '10.0.0.0/8' })).json().data).toEqual([]);
    const bad = await shared({ by: 'ip', cidr: '10.0.0.0/99' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields)).toEqual(['cidr']);

    const top = (await from(t.app, '127.0.0.1', RISK_ENDPOINTS.topOffenders, admin)).json().data;
    expect(top[0]).toMatchObject({ ip: '192.0.2.201', memberFailures: 14 });
  });

  it('never answers a verification code\'s hash: not in the definition, the list, the detail or the export', async () => {
    expect(Object.keys(otpResource.fields)).not.toContain('codeHash');
    const hashes = (await db().select({ h: otpDispatches.codeHash }).from(otpDispatches)).map((r) => r.h);
    expect(hashes.length).toBeGreaterThan(0);
    const definition = await from(t.app, '127.0.0.1', `/api/v2/sitebkd/resource/definition?path=/risk/otp`, admin);
    const list = await callResource(t, otpResource, 'list', { pageIndex: 1, pageSize: 100 }, admin);
    expect(list.body.data.total).toBe(hashes.length);
    const detail = await callResource(t, otpResource, 'get', { id: list.body.data.list[0].id }, admin);
    const exported = await callResource(t, otpResource, 'export', {}, admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value)))));
    expect(cells.length).toBeGreaterThan(hashes.length);
    const outputs = [definition.body, JSON.stringify(list.body), JSON.stringify(detail.body), cells.join('\n')];
    for (const output of outputs) {
      expect(output).not.toMatch(/codeHash|code_hash/);
      for (const hash of hashes) expect(output).not.toContain(hash);
    }
  });
});
