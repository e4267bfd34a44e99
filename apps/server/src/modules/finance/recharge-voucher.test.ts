import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, RECHARGE_ENDPOINTS } from '@ledgerdesk/shared';
import { operationLogs, rechargeOrders } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { storeRestricted, TINY_PNG } from '../../test/restricted-files';
import { addRole, addUser } from '../access/scope-test-kit';
import { addMember, financeClient } from './finance-test-kit';

/**
 * A recharge's payment voucher (catalogue §3.2 `requires_voucher`): the seeded CNY_BANK_TRANSFER
 * channel asks for one. The member side stores it as a restricted file of the upload store and
 * names it on the order; its reviewer is told when it is missing and sees it as an image.
 */
describe.each(databaseKinds)("a recharge's payment voucher (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let lister: string;
  let outsider: string;
  let call: ReturnType<typeof financeClient>['call'];
  let receiptPng: number;
  let receiptPdf: number;

  const voucher = (id: number, token = admin) => t.app.inject({ method: 'GET', url: `${api(RECHARGE_ENDPOINTS.rechargeVoucher)}?id=${id}`, headers: bearer(token) });
  const findingsOf = async (id: number) => {
    const res = await call(admin, 'GET', 'rechargeChannelChecks', { id: String(id) });
    expect(res.body.code, res.body.msg).toBe(0);
    return (res.body.data.findings as Array<{ code: string }>).map((f) => f.code);
  };
  const enter = async (body: object) => {
    const res = await call(clerk, 'POST', 'rechargeAdd', body);
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data.id as number;
  };
  const attach = (orderId: number, fileId: number | string) => t.database.db.update(rechargeOrders).set({ voucherImage: String(fileId) }).where(eq(rechargeOrders.id, orderId));

  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    ({ call } = financeClient(t));
    const db = t.database.db;
    await addUser(db, 'voucher_lister', null, [await addRole(db, { dataScope: 'all', permissions: [PERMISSIONS.rechargeList] })]);
    // Reviews, but only the members assigned to it: none of these.
    await addUser(db, 'voucher_outsider', null, [await addRole(db, { dataScope: 'self', permissions: [PERMISSIONS.rechargeList, PERMISSIONS.rechargeReview] })]);
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
    [lister, outsider] = [await t.signIn('voucher_lister'), await t.signIn('voucher_outsider')];
    [receiptPng, receiptPdf] = [await storeRestricted(t, admin, 'receipt.png', TINY_PNG), await storeRestricted(t, admin, 'receipt.pdf', Buffer.from('%PDF-1.4 not an image'))];
  });
  afterAll(() => t.close());

  it('tells the reviewer a channel that asks for a voucher got none, and says nothing once one is given', async () => {
    const memberId = await addMember(t.database.db, 'vm');
    const order = await enter({ memberId, currency: 'CNY', amount: '500', channel: 'CNY_BANK_TRANSFER', paymentRef: 'BK-1' });
    expect(await findingsOf(order)).toContain('voucherMissing');
    await attach(order, receiptPng);
    expect(await findingsOf(order)).not.toContain('voucherMissing');
    // A channel that asks for none never misses one.
    const onChain = await enter({ memberId, currency: 'USDT', amount: '50', channel: 'USDT_TRC20_SHARED', paymentRef: 'TX-V1' });
    expect(await findingsOf(onChain)).not.toContain('voucherMissing');
  });

  it('answers the voucher as an image, never kept by a browser, and records each look', async () => {
    const memberId = await addMember(t.database.db, 'vi');
    const order = await enter({ memberId, currency: 'CNY', amount: '800', channel: 'CNY_BANK_TRANSFER', paymentRef: 'BK-2' });
    await attach(order, receiptPng);
    const res = await voucher(order);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    const looks = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.routeKey, api(RECHARGE_ENDPOINTS.rechargeVoucher)), eq(operationLogs.statusCode, 200)));
    expect(looks.some((l) => l.userName === 'admin' && l.url.includes(`id=${order}`))).toBe(true);
  });

  it('refuses a voucher that is not an image, says when none was given, and shows it only to reviewers within reach', async () => {
    const memberId = await addMember(t.database.db, 'vr');
    const none = await enter({ memberId, currency: 'CNY', amount: '300', channel: 'CNY_BANK_TRANSFER', paymentRef: 'BK-3' });
    const missing = await voucher(none);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data).toMatchObject({ reason: 'finance.voucherMissing', params: { id: none } });
    const pdf = await enter({ memberId, currency: 'CNY', amount: '301', channel: 'CNY_BANK_TRANSFER', paymentRef: 'BK-4' });
    await attach(pdf, receiptPdf);
    const refused = await voucher(pdf);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toMatchObject({ reason: 'finance.voucherNotImage', params: { id: pdf, ext: 'pdf' } });
    expect((await voucher(999_999)).json().data.reason).toBe('record.notFound');

    const given = await enter({ memberId, currency: 'CNY', amount: '302', channel: 'CNY_BANK_TRANSFER', paymentRef: 'BK-5' });
    await attach(given, receiptPng);
    expect((await voucher(given, lister)).statusCode).toBe(403);
    const outside = await voucher(given, outsider);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().data.reason).toBe('record.notFound');
    const badId = await t.app.inject({ method: 'GET', url: `${api(RECHARGE_ENDPOINTS.rechargeVoucher)}?id=abc`, headers: bearer(admin) });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().data.fields).toHaveProperty('id');
  });
});
