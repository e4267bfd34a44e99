import ExcelJS from 'exceljs';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, permissionOf } from '@ledgerdesk/shared';
import { CONFIG_REVEAL_PERMISSION, configResource } from '@ledgerdesk/shared/resources/system/config';
import { buildApp } from '../../app';
import { configParams, menus, operationLogs } from '../../db/schema';
import { callResource, userWithPermissions } from '../../resource/resource-test-kit';
import { api, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { seedConfigParams } from '../../db/seed/areas/config';
import { BUILT_IN_PARAMS, CONFIG_KEYS } from './config-keys';

const SECRET = 'sk-live-7f3a9c0d1e2b';

describe.each(databaseKinds)('config parameters (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const db = () => t.database.db;
  const call = (op: Parameters<typeof callResource>[2], payload: Record<string, unknown>, token = admin) => callResource(t, configResource, op, payload, token);
  const rowOf = async (key: string) => (await db().select().from(configParams).where(eq(configParams.configKey, key)))[0]!;
  const loggedParams = async (path: string) => {
    let rows: Array<{ params: string; error: string }> = [];
    await vi.waitFor(async () => {
      rows = await db().select({ params: operationLogs.params, error: operationLogs.error }).from(operationLogs).where(like(operationLogs.url, `%${path}%`));
      expect(rows.length).toBeGreaterThan(0);
    });
    return rows;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
  });
  afterAll(async () => t?.close());

  it('seeds the page, its reveal button and the built-in parameters once', async () => {
    const keys = (await db().select({ key: menus.menuKey, permission: menus.permission }).from(menus).where(like(menus.menuKey, 'system.config%'))).map((m) => m.permission);
    expect(keys).toEqual(expect.arrayContaining(['system/config/list', 'system/config/add', 'system/config/delete', CONFIG_REVEAL_PERMISSION]));
    const lock = await rowOf(CONFIG_KEYS.loginMaxFailures);
    expect(lock).toMatchObject({ configValue: '5', valueType: 'number', builtIn: true, sensitive: false });
    expect(await rowOf(CONFIG_KEYS.smsProviderApiKey)).toMatchObject({ builtIn: true, sensitive: true });
  });

  it('names and describes every built-in parameter in each console language', async () => {
    expect(await rowOf(CONFIG_KEYS.loginMaxFailures)).toMatchObject({
      configName: '登录失败锁定次数',
      nameEn: 'Sign-in failures before lock',
      nameZhTw: '登入失敗鎖定次數',
      remarkEn: 'Wrong passwords in a row that lock a user name (read on every sign-in; 1–100).',
    });
    const rows = await db().select().from(configParams).where(eq(configParams.builtIn, true));
    expect(rows.length).toBe(BUILT_IN_PARAMS.length);
    // English left where Chinese is read is what this replaced.
    const han = /\p{Script=Han}/u;
    const unworded = rows.filter((r) => !han.test(r.configName) || !han.test(r.nameZhTw) || !han.test(r.remark) || !han.test(r.remarkZhTw) || !r.nameEn || !r.remarkEn);
    expect(unworded.map((r) => r.configKey)).toEqual([]);
  });

  it('finds a parameter by its name in any console language', async () => {
    for (const typed of ['登录失败锁定', 'Sign-in failures', '登入失敗鎖定']) {
      const listed = await call('list', { pageIndex: 1, pageSize: 20, configName: typed });
      expect(listed.body.data.list.map((r: { configKey: string }) => r.configKey), typed).toEqual([CONFIG_KEYS.loginMaxFailures]);
    }
    // By a word of it in any case, with wildcards taken literally.
    const byWord = await call('list', { pageIndex: 1, pageSize: 20, configName: 'IN FAILURES' });
    expect(byWord.body.data.list.map((r: { configKey: string }) => r.configKey)).toEqual([CONFIG_KEYS.loginMaxFailures]);
    expect((await call('list', { pageIndex: 1, pageSize: 20, configName: 'Sign%' })).body.data.total).toBe(0);
    expect((await call('list', { pageIndex: 1, pageSize: 20, configName: 'Sign_in' })).body.data.total).toBe(0);
  });

  it('finds a parameter by any part of its key, in any case (a key typed as remembered, not as stored)', async () => {
    for (const typed of ['login.maxFailures', 'MAXFAILURES', 'Login.MaxF']) {
      const listed = await call('list', { pageIndex: 1, pageSize: 20, configKey: typed });
      expect(listed.body.data.list.map((r: { configKey: string }) => r.configKey), typed).toEqual([CONFIG_KEYS.loginMaxFailures]);
    }
    expect((await call('list', { pageIndex: 1, pageSize: 20, configKey: 'sys_login' })).body.data.total).toBe(0);
  });

  it("exports a parameter's name in the export's language, its own text there, else the simplified Chinese", async () => {
    await call('add', { configName: '只有中文', configKey: 'lang.chineseOnly', configValue: '1' });
    const namesIn = async (lang: string) => {
      const exported = await call('export', { configKey: 'sys.login.maxFailures', lang });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.response.rawPayload as unknown as ArrayBuffer);
      const chineseOnly = await call('export', { configKey: 'lang.chineseOnly', lang });
      const other = new ExcelJS.Workbook();
      await other.xlsx.load(chineseOnly.response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const remarkColumn = (sheet.getRow(1).values as unknown[]).findIndex((header) => ['Remark', '备注', '備註'].includes(String(header)));
      return { names: [workbook, other].map((book) => (book.worksheets[0]!.getRow(2).values as unknown[])[1]), remark: (sheet.getRow(2).values as unknown[])[remarkColumn] };
    };
    const lock = await rowOf(CONFIG_KEYS.loginMaxFailures);
    // The remark, given in each language too, is written in the export's.
    expect(await namesIn('en')).toEqual({ names: [lock.nameEn, '只有中文'], remark: lock.remarkEn });
    expect(await namesIn('zh-tw')).toEqual({ names: [lock.nameZhTw, '只有中文'], remark: lock.remarkZhTw });
    expect(await namesIn('zh-cn')).toEqual({ names: [lock.configName, '只有中文'], remark: lock.remark });
  });

  it('words the built-in parameters an older seed left in English on the next start, and keeps what an operator wrote', async () => {
    const seeded = { configName: 'Sign-in lock minutes', nameEn: '', nameZhTw: '', remark: 'How long a locked user name stays locked, and how long failures are remembered (1–1440).', remarkEn: '', remarkZhTw: '' };
    await db().update(configParams).set(seeded).where(eq(configParams.configKey, CONFIG_KEYS.loginLockMinutes));
    await db().update(configParams).set({ configName: '短信密钥（运维填写）', nameEn: '', remark: 'The credential a real SMS provider plug-in reads (modules/sms/README.md); unused with SMS_SENDER none or log.', remarkEn: '' }).where(eq(configParams.configKey, CONFIG_KEYS.smsProviderApiKey));
    await seedConfigParams(db());
    expect(await rowOf(CONFIG_KEYS.loginLockMinutes)).toMatchObject({ configName: '登录锁定分钟数', nameEn: 'Sign-in lock minutes', nameZhTw: '登入鎖定分鐘數', remarkZhTw: '使用者名稱被鎖定的時長，也是失敗次數被記住的時長（1–1440）。' });
    // Renamed by an operator: the name stays theirs; the untouched remark is worded.
    expect(await rowOf(CONFIG_KEYS.smsProviderApiKey)).toMatchObject({ configName: '短信密钥（运维填写）', nameEn: '', remarkEn: 'The credential a real SMS provider plug-in reads (modules/sms/README.md); unused with SMS_SENDER none or log.' });
  });

  it('checks a value against its type, naming the field, and writes nothing refused', async () => {
    const refused = [
      { configKey: 'test.n', valueType: 'number', configValue: 'twelve' },
      { configKey: 'test.b', valueType: 'boolean', configValue: 'yes' },
      { configKey: 'test.j', valueType: 'json', configValue: '{"a":' },
      { configKey: 'test.bad key', valueType: 'string', configValue: 'x' },
    ];
    for (const body of refused) {
      const res = await call('add', { configName: 'Refused', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const field = body.configKey.includes(' ') ? 'configKey' : 'configValue';
      expect(Object.keys(res.body.data.fields)).toEqual([field]);
      expect(res.body.msg).toContain(field);
    }
    expect(await db().select().from(configParams).where(like(configParams.configKey, 'test.%'))).toEqual([]);

    const added = await call('add', { configName: 'Page size', configKey: 'test.pageSize', valueType: 'number', configValue: ' 20 ' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ configKey: 'test.pageSize', valueType: 'number', builtIn: false });
    expect((await rowOf('test.pageSize')).configValue).toBe('20');
    // Changing the type alone re-checks the stored value against it.
    const retyped = await call('edit', { id: added.body.data.id, version: added.body.data.version, valueType: 'boolean' });
    expect(retyped.status).toBe(400);
    expect(retyped.body.data.fields.configValue).toMatch(/true or false/);
    // A built-in key keeps its range: no lock after zero failures.
    const lock = await rowOf(CONFIG_KEYS.loginMaxFailures);
    const zero = await call('edit', { id: lock.id, version: lock.version, configValue: '0' });
    expect(zero.status).toBe(400);
    expect(zero.body.data.fields.configValue).toMatch(/from 1 to 100/);
  });

  it('refuses an id that names no row in the envelope, naming the id and no query (the masking hook reads the row by id)', async () => {
    const lock = await rowOf(CONFIG_KEYS.loginMaxFailures);
    for (const id of [1.5, -3, 2 ** 63]) {
      const res = await call('edit', { id, version: lock.version, configValue: '7' });
      expect(res.status, String(id)).toBe(400);
      expect(res.body.code).toBe(400);
      expect(Object.keys(res.body.data.fields)).toEqual(['id']);
      expect(JSON.stringify(res.body)).not.toMatch(/query|select|sys_config/i);
    }
    expect((await rowOf(CONFIG_KEYS.loginMaxFailures)).configValue).toBe(lock.configValue);
  });

  it('refuses to delete a built-in parameter or change its key or type', async () => {
    const lock = await rowOf(CONFIG_KEYS.loginLockMinutes);
    const deleted = await call('delete', { ids: [lock.id] });
    expect(deleted.status).toBe(409);
    expect(deleted.body.msg).toContain(CONFIG_KEYS.loginLockMinutes);
    const renamed = await call('edit', { id: lock.id, version: lock.version, configKey: 'sys.login.other' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.data.fields.configKey).toMatch(/keeps its key/);
    const retyped = await call('edit', { id: lock.id, version: lock.version, valueType: 'string' });
    expect(retyped.status).toBe(400);
    expect(retyped.body.data.fields.valueType).toMatch(/keeps its type/);
    expect(await rowOf(CONFIG_KEYS.loginLockMinutes)).toEqual(lock);
    // Its value and remark stay editable.
    expect((await call('edit', { id: lock.id, version: lock.version, configValue: '15', remark: 'longer' })).status).toBe(200);
    // An operator's own parameter may go.
    const own = await call('add', { configName: 'Own', configKey: 'test.own', configValue: 'x' });
    expect((await call('delete', { ids: [own.body.data.id] })).body.data).toEqual({ deleted: 1 });
  });

  it('masks a sensitive value in lists, exports, details without the permission and the operation log', async () => {
    const added = await call('add', { configName: 'Payment key', configKey: 'test.secret', configValue: SECRET, sensitive: true });
    expect(added.status).toBe(200);
    const plain = await call('add', { configName: 'Greeting', configKey: 'test.greeting', configValue: 'hello' });
    const id = added.body.data.id as number;

    const list = await call('list', { configKey: 'test.' });
    const byKey = Object.fromEntries(list.body.data.list.map((r: { configKey: string; configValue: string }) => [r.configKey, r.configValue]));
    expect(byKey['test.secret']).toBe('******');
    expect(byKey['test.greeting']).toBe('hello');
    expect(list.response.body).not.toContain(SECRET);

    const exported = await call('export', { configKey: 'test.' });
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.response.rawPayload as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('test.secret');
    expect(cells.join('|')).not.toContain(SECRET);

    // The super role holds the reveal permission; a clerk who may list and edit does not.
    expect((await call('get', { id })).body.data.configValue).toBe(SECRET);
    await userWithPermissions(t, 'config_clerk', ['system/config/list', 'system/config/edit']);
    const clerk = await t.signIn('config_clerk', TEST_PASSWORD);
    expect((await call('get', { id }, clerk)).body.data.configValue).toBe('******');
    expect((await call('get', { id: plain.body.data.id }, clerk)).body.data.configValue).toBe('hello');
    // Saving the form as loaded keeps the secret; unmarking it is for holders of the permission only.
    const echoed = await call('edit', { id, version: added.body.data.version, configValue: '******', remark: 'rotated soon' }, clerk);
    expect(echoed.status).toBe(200);
    expect((await rowOf('test.secret')).configValue).toBe(SECRET);
    const unmarked = await call('edit', { id, version: echoed.body.data.version, sensitive: false }, clerk);
    expect(unmarked.status).toBe(403);
    expect((await rowOf('test.secret')).sensitive).toBe(true);
    await userWithPermissions(t, 'config_keeper', ['system/config/list', CONFIG_REVEAL_PERMISSION]);
    const keeper = await t.signIn('config_keeper', TEST_PASSWORD);
    expect((await call('get', { id }, keeper)).body.data.configValue).toBe(SECRET);

    // A new value written through edit, and one refused, never reach the log either.
    const rotated = `${SECRET}-2`;
    expect((await call('edit', { id, version: echoed.body.data.version, configValue: rotated })).status).toBe(200);
    expect((await call('edit', { id, version: echoed.body.data.version + 1, valueType: 'number', configValue: `${SECRET}-4` })).status).toBe(400);
    // Refused by the schema (too long) before any hook ran: still masked, the body marks it sensitive.
    const tooLong = `${SECRET}-5${'x'.repeat(2000)}`;
    expect((await call('add', { configName: 'Too long', configKey: 'test.long', configValue: tooLong, sensitive: true })).status).toBe(400);
    const logged = [...(await loggedParams('/system/config/add')), ...(await loggedParams('/system/config/edit'))];
    const text = logged.map((r) => `${r.params} ${r.error}`).join('\n');
    expect(text).toContain('test.secret');
    expect(text).toContain('******');
    for (const secret of [SECRET, rotated, `${SECRET}-4`, `${SECRET}-5`]) expect(text).not.toContain(secret);
    // A parameter that is not sensitive is logged as it is.
    expect(text).toContain('hello');
  });

  it('answers 403 to a user without the list permission', async () => {
    await userWithPermissions(t, 'config_nobody', [permissionOf(configResource, 'export')]);
    const nobody = await t.signIn('config_nobody', TEST_PASSWORD);
    expect((await call('list', {}, nobody)).status).toBe(403);
  });

  it('a changed value takes effect without a restart, on another instance too', async () => {
    // A second instance on the same database, with its own ConfigParams cache.
    const other = await buildApp(t.config, t.database);
    await other.app.ready();
    try {
      const signIn = (app: typeof t.app, username: string, password: string) =>
        app.inject({ method: 'POST', url: api(ENDPOINTS.login), payload: { username, password, captchaId: 'x', captchaCode: 'x' } });
      const lock = await rowOf(CONFIG_KEYS.loginMaxFailures);
      await userWithPermissions(t, 'lock_a', []);
      await userWithPermissions(t, 'lock_b', []);

      // Instance B reads the limit (5) into its cache: the first wrong password leaves 4 attempts.
      const before = await signIn(other.app, 'lock_a', 'wrong-password');
      expect(before.json().data).toMatchObject({ reason: 'badCredentials', attemptsLeft: 4 });

      // Instance A changes both through the API.
      expect((await call('edit', { id: lock.id, version: lock.version, configValue: '2' })).status).toBe(200);
      const minutesRow = await rowOf(CONFIG_KEYS.loginLockMinutes);
      expect((await call('edit', { id: minutesRow.id, version: minutesRow.version, configValue: '30' })).status).toBe(200);

      // B's next request sees 2: one attempt left after the first failure, locked at the second.
      const first = await signIn(other.app, 'lock_b', 'wrong-password');
      expect(first.json().data).toMatchObject({ reason: 'badCredentials', attemptsLeft: 1 });
      const second = await signIn(other.app, 'lock_b', 'wrong-password');
      expect(second.json().data.reason).toBe('accountLocked');
      expect((await signIn(other.app, 'lock_b', TEST_PASSWORD)).json().data.reason).toBe('accountLocked');
      // The lock lasts the configured 30 minutes, not the default 10.
      const minutes = (Date.parse(second.json().data.lockedUntil) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(25);
      expect(minutes).toBeLessThanOrEqual(30.1);
    } finally {
      await other.app.close();
    }
  });
});
