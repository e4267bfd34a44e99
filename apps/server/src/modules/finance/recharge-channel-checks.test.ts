import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, rechargeChannels, rechargeOrders } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addRole, addUser } from '../access/scope-test-kit';
import { addMember, financeClient } from './finance-test-kit';

/**
 * What a recharge's reviewer is told against its channel's rules (catalogue §3.2): limits, the
 * payment reference, the member's real-name level, the day's count, the fee. The seeded
 * USDT_TRC20_SHARED channel (10–50,000 USDT, a transaction hash required) is given a fee, a level
 * and a daily cap here.
 */
describe.each(databaseKinds)('recharge channel checks (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let outsider: string;
  let lister: string;
  let call: ReturnType<typeof financeClient>['call'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call } = financeClient(t));
    const db = t.database.db;
    await db.update(rechargeChannels).set({ feeFixed: '1', feeRate: '0.001', kycLevelRequired: 'PRIMARY', dailyCapPerMember: 2 }).where(eq(rechargeChannels.code, 'USDT_TRC20_SHARED'));
    // Reviews, but reaches only the members it looks after itself: none of these.
    await addUser(db, 'outsider', null, [await addRole(db, { dataScope: 'self', permissions: ['finance/recharge/list', 'finance/recharge/review'] })]);
    // Sees the orders, reviews none.
    await addUser(db, 'lister', null, [await addRole(db, { dataScope: 'all', permissions: ['finance/recharge/list'] })]);
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
    outsider = await t.signIn('outsider');
    lister = await t.signIn('lister');
  });
  afterAll(() => t.close());

  const enter = async (body: object) => {
    const res = await call(clerk, 'POST', 'rechargeAdd', body);
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data.id as number;
  };
  const checks = async (id: number, token = admin) => call(token, 'GET', 'rechargeChannelChecks', { id: String(id) });
  const findingsOf = async (id: number) => {
    const res = await checks(id);
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data.findings as Array<{ code: string; params: Record<string, unknown> }>;
  };

  it("names each rule the order misses, with the figures, and the fee the channel would take", async () => {
    const memberId = await addMember(t.database.db, 'cc');
    const id = await enter({ memberId, currency: 'USDT', amount: '5', channel: 'USDT_TRC20_SHARED' });
    const res = await checks(id);
    expect(res.body.data).toEqual({
      channel: 'USDT_TRC20_SHARED',
      fee: { fixed: '1', rate: '0.001', amount: '1.005', creditAfterFee: '3.995' },
      findings: [
        { code: 'belowMinimum', params: { amount: '5', limit: '10' } },
        { code: 'paymentRefMissing', params: {} },
        { code: 'kycTooLow', params: { level: 0, required: 1 } },
      ],
    });
  });

  it('finds nothing to say of an order that meets the rules, and counts the day against the cap without the rejected', async () => {
    const memberId = await addMember(t.database.db, 'cd');
    await t.database.db.update(members).set({ kycLevel: 2 }).where(eq(members.id, memberId));
    const order = { memberId, currency: 'USDT', amount: '100', channel: 'USDT_TRC20_SHARED', paymentRef: 'TX-1' };
    const first = await enter(order);
    expect(await findingsOf(first)).toEqual([]);
    const rejected = await enter({ ...order, paymentRef: 'TX-2' });
    expect((await call(admin, 'POST', 'rechargeReview', { id: rejected, action: 'reject', remark: 'no such transfer' })).body.code).toBe(0);
    const second = await enter({ ...order, paymentRef: 'TX-3' });
    expect(await findingsOf(second)).toEqual([]);
    const third = await enter({ ...order, paymentRef: 'TX-4' });
    expect(await findingsOf(third)).toEqual([{ code: 'dailyCapExceeded', params: { count: 3, cap: 2 } }]);
    // The count is of that member: another member's day is their own.
    const other = await addMember(t.database.db, 'ce');
    await t.database.db.update(members).set({ kycLevel: 1 }).where(eq(members.id, other));
    expect(await findingsOf(await enter({ ...order, memberId: other, paymentRef: 'TX-5' }))).toEqual([]);
  });

  it('says when the amount is over the limit or the channel is paused', async () => {
    const memberId = await addMember(t.database.db, 'cf');
    await t.database.db.update(members).set({ kycLevel: 2 }).where(eq(members.id, memberId));
    const large = await enter({ memberId, currency: 'USDT', amount: '60000', channel: 'USDT_TRC20_SHARED', paymentRef: 'TX-9' });
    expect(await findingsOf(large)).toEqual([{ code: 'aboveMaximum', params: { amount: '60000', limit: '50000' } }]);
    const [paused] = await t.database.db.select().from(rechargeChannels).where(eq(rechargeChannels.status, 'PAUSED'));
    const viaPaused = await enter({ memberId, currency: 'CNY', amount: '300', channel: paused!.code });
    expect((await findingsOf(viaPaused)).map((f) => f.code)).toContain('channelPaused');
  });

  it('has no rules for a manual entry', async () => {
    const id = await enter({ memberId: await addMember(t.database.db, 'cg'), currency: 'USDT', amount: '3' });
    expect((await checks(id)).body.data).toEqual({ channel: 'MANUAL', fee: null, findings: [] });
  });

  it('answers only a reviewer, and only of an order in their reach', async () => {
    const id = await enter({ memberId: await addMember(t.database.db, 'ch'), currency: 'USDT', amount: '20', channel: 'USDT_TRC20_SHARED' });
    expect((await checks(id, outsider)).status).toBe(404);
    expect((await checks(id, lister)).status).toBe(403);
    const [last] = await t.database.db.select({ id: rechargeOrders.id }).from(rechargeOrders).orderBy(rechargeOrders.id).limit(1);
    expect((await checks(last!.id + 1_000_000)).status).toBe(404);
    expect((await call(admin, 'GET', 'rechargeChannelChecks', { id: 'x' })).status).toBe(400);
  });
});
