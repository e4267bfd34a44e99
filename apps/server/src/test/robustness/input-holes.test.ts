import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_ENDPOINTS, endpointOf, ENDPOINTS, MEMBER_ENDPOINTS, UPLOAD_ENDPOINTS } from '@ledgerdesk/shared';
import { PERSONAL_ENDPOINTS } from '@ledgerdesk/shared/personal';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { postResource } from '@ledgerdesk/shared/resources/system/post';
import { moneyLogs, posts, rechargeOrders, wallets } from '../../db/schema';
import { addMember, countRows, financeClient } from '../../modules/finance/finance-test-kit';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../harness';

/**
 * The input holes of issue 9, one by one: each answered 500 (or coerced a value into a real row)
 * before the strict schemas; each must now be a 400 naming the field, with nothing written.
 */
describe.each(databaseKinds)('hostile input is a 400 naming the field (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let call: ReturnType<typeof financeClient>['call'];
  let memberId = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call } = financeClient(t));
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
    memberId = await addMember(t.database.db);
  });
  afterAll(() => t.close());

  const get = (path: string, query: string, token = admin) => t.app.inject({ method: 'GET', url: `${api(path)}?${query}`, headers: bearer(token) });
  const refusedOn = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
    expect((res.json() as { data: { fields: Record<string, string> } }).data.fields).toHaveProperty([field]);
  };

  it.each([
    ['the boolean true', true],
    ['a one-element array', [1]],
    ['hex text', '0x1'],
    ['padded text', ' 1 '],
    ['an exponent', '1e0'],
    ['a leading zero', '01'],
    ['a fraction', 1.5],
    ['zero', 0],
    ['a number past 2^53', 2 ** 60],
  ])('an id given as %s names no member: 400 on memberId, no order', async (_name, id) => {
    const before = await countRows(t.database.db, 'fin_recharge_order');
    const res = await call(clerk, 'POST', 'rechargeAdd', { memberId: id, currency: 'USDT', amount: '1' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.data.fields).toHaveProperty(['memberId']);
    expect(await countRows(t.database.db, 'fin_recharge_order')).toBe(before);
  });

  it('a canonical id, as a number or as its digits, still works', async () => {
    for (const id of [memberId, String(memberId)]) {
      const res = await call(clerk, 'POST', 'rechargeAdd', { memberId: id, currency: 'USDT', amount: '1' });
      expect(res.body.code, res.body.msg).toBe(0);
      expect(res.body.data.memberId).toBe(memberId);
    }
  });

  it.each([
    ['currency', { currency: 'US\u0000DT' }],
    ['remark', { remark: 'a\u0000b' }],
    ['remark', { remark: 'lone \ud800 half' }],
    ['paymentRef', { paymentRef: '\udc00' }],
  ])('text the database cannot store is a 400 on %s, nothing written', async (field, patch) => {
    const before = await countRows(t.database.db, 'fin_recharge_order');
    const res = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '1', ...patch });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.data.fields).toHaveProperty([field]);
    expect(await countRows(t.database.db, 'fin_recharge_order')).toBe(before);
  });

  it('a NUL in a hand-written query (dictionary, operator picker, file list) is a 400 naming it', async () => {
    refusedOn(await get(DICT_ENDPOINTS.dictData, 'dictType=a%00b'), 'dictType');
    refusedOn(await get(MEMBER_ENDPOINTS.operatorOptions, 'keyword=a%00'), 'keyword');
    refusedOn(await get(UPLOAD_ENDPOINTS.fileList, 'name=%00'), 'name');
  });

  it('a NUL in a sign-in name or a nickname is a 400 naming it, the profile untouched (found by the route fuzz)', async () => {
    const login = await t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), payload: { username: 'adm\u0000in', password: 'x', captchaId: '', captchaCode: '' } });
    refusedOn(login, 'username');
    const profile = await t.app.inject({ method: 'PUT', url: api(PERSONAL_ENDPOINTS.updateProfile), headers: bearer(admin), payload: { nickname: 'a\u0000b', email: '', phone: '' } });
    refusedOn(profile, 'nickname');
    const after = await t.app.inject({ method: 'GET', url: api(PERSONAL_ENDPOINTS.profile), headers: bearer(admin) });
    expect(after.json().data.nickname).not.toContain('\u0000');
  });

  it('a page index past the bound, or not a page number, is a 400 on pageIndex', async () => {
    refusedOn(await get(UPLOAD_ENDPOINTS.fileList, 'pageIndex=10000000000&pageSize=1000'), 'pageIndex');
    refusedOn(await get(UPLOAD_ENDPOINTS.fileList, 'pageIndex=0x10'), 'pageIndex');
    refusedOn(await get(UPLOAD_ENDPOINTS.fileList, 'pageIndex=%201'), 'pageIndex');
    expect((await get(UPLOAD_ENDPOINTS.fileList, 'pageIndex=2&pageSize=10')).statusCode).toBe(200);
  });

  it.each(['0000-01-01', '0000-12-31T23:00:00Z', '0001-01-01T00:00:00+01:00', '10000-01-01', '+275760-09-13T00:00:00Z', '2024-02-30x'])(
    'a date out of range (%s) is a 400 on the list and on the export, before any byte of a workbook',
    async (date) => {
      for (const endpoint of ['rechargeList', 'rechargeExport'] as const) {
        const res = await call(admin, 'POST', endpoint, { createdAtFrom: date });
        expect(res.status, `${endpoint} ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.data.fields).toHaveProperty(['createdAtFrom']);
      }
    },
  );

  it('an export whose filter the column cannot hold answers 400 before the first byte, not a 200 cut short', async () => {
    const { method, path } = endpointOf(memberResource, 'export');
    const res = await t.app.inject({ method, url: api(path), headers: bearer(admin), payload: { kycLevel: 3_000_000_000 } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().data.fields).toHaveProperty(['kycLevel']);
    // A harmless filter still streams the workbook.
    const ok = await t.app.inject({ method, url: api(path), headers: bearer(admin), payload: { kycLevel: 1 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('null for a field whose column must hold a value: the default on add, a 400 naming it on edit (found by the route fuzz)', async () => {
    const add = endpointOf(postResource, 'add');
    const created = await t.app.inject({ method: add.method, url: api(add.path), headers: bearer(admin), payload: { postCode: 'fuzz_null', postName: 'Null sort', sort: null } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.sort).toBe(0);
    const edit = endpointOf(postResource, 'edit');
    const id = created.json().data.id as number;
    const res = await t.app.inject({ method: edit.method, url: api(edit.path), headers: bearer(admin), payload: { id, version: 0, sort: null } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.fields).toEqual({ sort: 'cannot be empty' });
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ sort: 0, version: 0 });
  });

  it('a version past 32 bits is a 400 on version, the order untouched', async () => {
    const add = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '2' });
    const id = add.body.data.id as number;
    for (const version of [2 ** 31, 2 ** 40, '4294967296']) {
      const res = await call(admin, 'PUT', 'rechargeEdit', { id, version, remark: 'edited' });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.data.fields).toHaveProperty(['version']);
    }
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id));
    expect(row).toMatchObject({ remark: '', version: 0 });
  });

  it.each([
    ['no closing boundary', 'multipart/form-data; boundary=xx', '--xx\r\nContent-Disposition: form-data; name="identifier"\r\n\r\nabc\r\n'],
    ['no boundary at all', 'multipart/form-data', 'garbage'],
    ['a broken part header', 'multipart/form-data; boundary=xx', '--xx\r\nContent-Disposition\r\n\r\nabc\r\n--xx--\r\n'],
    ['a file part cut short', 'multipart/form-data; boundary=xx', '--xx\r\nContent-Disposition: form-data; name="upfile"; filename="a.txt"\r\n\r\nabc'],
  ])('a malformed multipart body (%s) is a 400', async (_name, contentType, payload) => {
    const res = await t.app.inject({ method: 'POST', url: api(UPLOAD_ENDPOINTS.upload), headers: { ...bearer(admin), 'content-type': contentType }, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('an approval that would overflow the wallet column is a 409 on amount: no credit, no log, order still pending', async () => {
    const rich = await addMember(t.database.db, 'rich');
    await t.database.db.insert(wallets).values({ memberId: rich, currency: 'USDT', available: '999999999999999999.5' });
    const add = await call(clerk, 'POST', 'rechargeAdd', { memberId: rich, currency: 'USDT', amount: '1' });
    const logsBefore = await countRows(t.database.db, 'fin_money_log');
    const res = await call(admin, 'POST', 'rechargeReview', { id: add.body.data.id, action: 'approve' });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.data.fields.amount).toContain('the most a wallet holds');
    expect(await countRows(t.database.db, 'fin_money_log')).toBe(logsBefore);
    const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.memberId, rich));
    expect(wallet!.available).toBe('999999999999999999.5');
    const [order] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, add.body.data.id));
    expect(order!.status).toBe('PENDING');
    expect(await t.database.db.select().from(moneyLogs).where(eq(moneyLogs.memberId, rich))).toHaveLength(0);
  });

  it('an approval up to the last unit the column holds is still credited', async () => {
    const full = await addMember(t.database.db, 'full');
    await t.database.db.insert(wallets).values({ memberId: full, currency: 'USDT', available: '999999999999999998.999999999999999999' });
    const add = await call(clerk, 'POST', 'rechargeAdd', { memberId: full, currency: 'USDT', amount: '1' });
    const res = await call(admin, 'POST', 'rechargeReview', { id: add.body.data.id, action: 'approve' });
    expect(res.body.code, res.body.msg).toBe(0);
    const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.memberId, full));
    expect(wallet!.available).toBe('999999999999999999.999999999999999999');
  });
});
