import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyLogs, rechargeOrders, reviewEvents, users, wallets } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator, countRows, financeClient, ledgerMismatches } from './finance-test-kit';
import { RechargeService } from './recharge-service';

/**
 * A recharge credited above what was requested, or above RECHARGE_DUAL_APPROVAL_ABOVE (10000 by
 * default), needs a second, different approver, like a large withdrawal: the first approval only
 * proposes the amount; the second credits it, exactly once.
 */
describe.each(databaseKinds)('recharge dual approval (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let checker: string;
  let auditor: string;
  let call: ReturnType<typeof financeClient>['call'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call } = financeClient(t));
    await addSuperOperator(t.database.db, 'checker');
    await addSuperOperator(t.database.db, 'auditor');
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
    checker = await t.signIn('checker');
    auditor = await t.signIn('auditor');
  });
  afterAll(() => t.close());

  const enter = async (memberId: number, amount: string) => {
    const res = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data as { id: number; orderNo: string };
  };
  const review = (token: string, id: number, body: object = {}) => call(token, 'POST', 'rechargeReview', { id, action: 'approve', ...body });
  const available = async (memberId: number) => (await t.database.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]?.available;
  const orderRow = async (id: number) => (await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0]!;
  const userId = async (userName: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;
  const creditsOf = async (id: number) => (await t.database.db.select().from(moneyLogs).where(eq(moneyLogs.refId, id))).filter((l) => l.refType === 'RECHARGE');

  it('holds an amount above the requested one for a second approver: 1,000,000 against 0.5 credits nothing alone', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '0.5');
    const first = await review(admin, order.id, { amount: '1000000', remark: 'bank says so' });
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.data).toMatchObject({ status: 'PENDING_SECOND_REVIEW', creditedAmount: '1000000', needsSecondReview: true, reviewerId: null });
    expect(first.body.data.firstReviewerId).toBe(await userId('admin'));
    expect(first.body.data.firstReviewedAt).not.toBeNull();
    expect(await available(memberId)).toBeUndefined();
    expect(await creditsOf(order.id)).toHaveLength(0);

    // The first approver can neither approve again nor reject; the creator can never approve.
    const again = await review(admin, order.id);
    expect(again.status).toBe(403);
    expect(again.body.msg).toContain('second, different operator');
    const firstRejects = await call(admin, 'POST', 'rechargeReview', { id: order.id, action: 'reject', remark: 'changed my mind' });
    expect(firstRejects.status).toBe(403);
    expect((await review(clerk, order.id)).status).toBe(403);
    // The second approval confirms the proposed amount; it cannot slip in another one.
    const changed = await review(checker, order.id, { amount: '2000000', remark: 'more' });
    expect(changed.status).toBe(400);
    expect(Object.keys(changed.body.data.fields)).toEqual(['amount']);
    expect((await orderRow(order.id)).status).toBe('PENDING_SECOND_REVIEW');
    expect(await available(memberId)).toBeUndefined();

    const second = await review(checker, order.id);
    expect(second.body.code, second.body.msg).toBe(0);
    expect(second.body.data).toMatchObject({ status: 'APPROVED', creditedAmount: '1000000', reviewRemark: 'bank says so' });
    expect(await available(memberId)).toBe('1000000');
    expect(await creditsOf(order.id)).toHaveLength(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    const events = await t.database.db.select().from(reviewEvents).where(eq(reviewEvents.subjectId, order.id));
    expect(events.filter((e) => e.subjectType === 'RECHARGE').map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual([
      '>PENDING',
      'PENDING>PENDING_SECOND_REVIEW',
      'PENDING_SECOND_REVIEW>APPROVED',
    ]);
  });

  it('holds any credited amount above the threshold even when it is the requested one', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '10000.000001');
    expect((await review(admin, order.id)).body.data).toMatchObject({ status: 'PENDING_SECOND_REVIEW', creditedAmount: '10000.000001' });
    expect(await available(memberId)).toBeUndefined();
    // Exactly the threshold, or a correction downwards, still needs only one approver.
    const atThreshold = await enter(memberId, '10000');
    expect((await review(admin, atThreshold.id)).body.data).toMatchObject({ status: 'APPROVED', creditedAmount: '10000' });
    const lower = await enter(memberId, '50');
    expect((await review(admin, lower.id, { amount: '49.5', remark: 'fee' })).body.data).toMatchObject({ status: 'APPROVED', creditedAmount: '49.5' });
    expect(await available(memberId)).toBe('10049.5');
  });

  it('lets a second, different operator reject a held order; nothing is credited', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '20000');
    await review(admin, order.id);
    const rejected = await call(checker, 'POST', 'rechargeReview', { id: order.id, action: 'reject', remark: 'no such transfer' });
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', reviewRemark: 'no such transfer' });
    expect((await review(auditor, order.id)).status).toBe(409);
    expect(await available(memberId)).toBeUndefined();
    // A held order is no longer editable nor cancellable: the first approval stands until decided.
    const held = await enter(memberId, '30000');
    await review(admin, held.id);
    expect((await call(clerk, 'POST', 'rechargeCancel', { id: held.id, remark: 'oops' })).status).toBe(409);
    expect((await call(clerk, 'PUT', 'rechargeEdit', { id: held.id, version: (await orderRow(held.id)).version, amount: '1' })).status).toBe(409);
  });

  it('refuses an editor of the order as second approver too', async () => {
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '5');
    const edited = await call(checker, 'PUT', 'rechargeEdit', { id: order.id, version: 0, amount: '6' });
    expect(edited.body.code, edited.body.msg).toBe(0);
    await review(admin, order.id, { amount: '7', remark: 'receipt shows 7' });
    expect((await orderRow(order.id)).status).toBe('PENDING_SECOND_REVIEW');
    const byEditor = await review(checker, order.id);
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.msg).toContain('you edited');
    expect((await review(auditor, order.id)).body.data).toMatchObject({ status: 'APPROVED', creditedAmount: '7' });
  });

  it('credits once when several second approvers approve at once; the wallet equals the money log', async () => {
    await addSuperOperator(t.database.db, 'checker2');
    const checker2 = await t.signIn('checker2');
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '25000');
    await review(admin, order.id);
    const logsBefore = await countRows(t.database.db, 'fin_money_log');
    const answers = await Promise.all([checker, auditor, checker2, checker, auditor, checker2].map((token) => review(token, order.id)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 409)).toHaveLength(5);
    expect(await available(memberId)).toBe('25000');
    expect(await creditsOf(order.id)).toHaveLength(1);
    expect(await countRows(t.database.db, 'fin_money_log')).toBe(logsBefore + 1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('counts an order awaiting its second review as pending work until the second decision', async () => {
    const pendingRecharges = async () => (await call(admin, 'POST', 'pendingCounts', { Type: 0 })).body.data.systemRechargeCount as number;
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '1');
    const before = await pendingRecharges();
    expect((await review(admin, order.id, { amount: '2', remark: 'fee refunded' })).body.data.status).toBe('PENDING_SECOND_REVIEW');
    expect(await pendingRecharges()).toBe(before);
    expect((await review(checker, order.id)).body.data.status).toBe('APPROVED');
    expect(await pendingRecharges()).toBe(before - 1);
  });

  it('takes its threshold from the configuration the service is given', async () => {
    const low = new RechargeService(t.database.db, '50');
    const memberId = await addMember(t.database.db);
    const order = await enter(memberId, '60');
    const held = await low.review({ id: order.id, action: 'approve', remark: '' }, { userId: await userId('checker'), userName: 'checker' });
    expect(held).toMatchObject({ status: 'PENDING_SECOND_REVIEW', creditedAmount: '60' });
    expect(await available(memberId)).toBeUndefined();
  });
});
