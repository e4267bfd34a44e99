import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, memberConfigs, wallets, withdrawOrders } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { post } from '../report/report-test-kit';
import { addMember, ledgerMismatches } from './finance-test-kit';
import { WithdrawService } from './withdraw-service';

const ADMIN = { userId: 1, userName: 'admin' };

/**
 * A member config's withdrawal limits (catalogue §2.1: `withdraw_daily_limit_usd`,
 * `withdraw_30d_limit_usd`) hold wherever a withdrawal is requested: the member's counted
 * withdrawals of the last 24 hours or 30 days, in any currency at its USD reference rate, plus the
 * new one. A refused request writes nothing; two requests at once cannot both fit under one limit.
 */
describe.each(databaseKinds)('withdrawal limits of a member config (%s)', (kind) => {
  let t: TestApp;
  let withdrawals: WithdrawService;
  const db = () => t.database.db;

  /** A member holding 10,000 of each test currency, limited to `daily` and `monthly` USD. */
  async function limitedMember(daily: string | null, monthly: string | null): Promise<number> {
    const memberId = await addMember(db(), 'wl');
    for (const code of ['WLA', 'WLB', 'WLC']) await post(db(), memberId, code, 'RECHARGE', [['AVAILABLE', '10000']]);
    await db().insert(memberConfigs).values({ memberId, withdrawDailyLimitUsd: daily, withdraw30dLimitUsd: monthly });
    return memberId;
  }
  const ask = (memberId: number, currency: string, amount: string) => withdrawals.request({ memberId, currency, amount, address: 'TLimitTest1' }, ADMIN);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { data?: { reason?: string; params?: Record<string, unknown> } }) => error.data,
    );
  const available = async (memberId: number, currency: string) =>
    (await db().select({ v: wallets.available }).from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, currency))))[0]!.v;

  beforeAll(async () => {
    t = await createTestApp(kind);
    withdrawals = new WithdrawService(db());
    // WLA: 2 USD a unit; WLC: 1 USD; WLB: no reference rate. No fee, no minimum.
    await db()
      .insert(currencies)
      .values([
        { code: 'WLA', name: 'WLA', displayScale: 2, usdRate: '2' },
        { code: 'WLB', name: 'WLB', displayScale: 2 },
        { code: 'WLC', name: 'WLC', displayScale: 2, usdRate: '1' },
      ]);
  });
  afterAll(() => t.close());

  it('counts the last 24 hours in USD up to the limit itself, and refuses past it writing nothing', async () => {
    const member = await limitedMember('1000', null);
    await ask(member, 'WLA', '400');
    const before = { orders: await db().$count(withdrawOrders, eq(withdrawOrders.memberId, member)), wla: await available(member, 'WLA') };
    expect(await refusal(ask(member, 'WLA', '150'))).toEqual({
      reason: 'memberConfig.withdrawDailyLimit',
      params: { account: expect.any(String), limit: '1000', used: '800', total: '1100' },
    });
    expect({ orders: await db().$count(withdrawOrders, eq(withdrawOrders.memberId, member)), wla: await available(member, 'WLA') }).toEqual(before);
    // Another currency counts at its own rate; reaching the limit exactly is allowed.
    await ask(member, 'WLC', '200');
    expect((await refusal(ask(member, 'WLC', '0.01')))?.reason).toBe('memberConfig.withdrawDailyLimit');
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('no longer counts a withdrawal that gave the money back', async () => {
    const member = await limitedMember('1000', null);
    const first = await ask(member, 'WLA', '500');
    expect((await refusal(ask(member, 'WLA', '1')))?.reason).toBe('memberConfig.withdrawDailyLimit');
    await withdrawals.review({ id: first.id, action: 'reject', remark: 'wrong address' }, { userId: 2, userName: 'operator' });
    expect(await ask(member, 'WLA', '500')).toMatchObject({ status: 'PENDING_REVIEW' });
  });

  it('counts 30 days for the monthly limit, past the daily window', async () => {
    const member = await limitedMember('1000', '1500');
    const earlier = await ask(member, 'WLA', '450');
    await db().update(withdrawOrders).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(withdrawOrders.id, earlier.id));
    // 900 USD two days ago: outside the 24 hours, inside the 30 days.
    expect(await ask(member, 'WLA', '250')).toMatchObject({ status: 'PENDING_REVIEW' });
    expect(await refusal(ask(member, 'WLA', '150'))).toMatchObject({ reason: 'memberConfig.withdraw30dLimit', params: { limit: '1500', used: '1400', total: '1700' } });
    await db().update(withdrawOrders).set({ createdAt: sql`now() - interval '31 days'` }).where(eq(withdrawOrders.id, earlier.id));
    expect(await ask(member, 'WLA', '150')).toMatchObject({ status: 'PENDING_REVIEW' });
  });

  it('refuses a limited member a currency it cannot value, and leaves a member without limits alone', async () => {
    const limited = await limitedMember(null, '100000');
    expect(await refusal(ask(limited, 'WLB', '1'))).toMatchObject({ reason: 'memberConfig.withdrawLimitUnpriced', params: { currency: 'WLB' } });
    const free = await limitedMember(null, null);
    expect(await ask(free, 'WLB', '9000')).toMatchObject({ status: 'PENDING_REVIEW' });
    expect(await ask(free, 'WLA', '9000')).toMatchObject({ status: 'PENDING_REVIEW' });
  });

  it('lets exactly one of two requests at once through when only one fits, in one currency or two', async () => {
    for (const [a, b] of [
      ['WLA', 'WLA'],
      ['WLA', 'WLC'],
    ] as const) {
      const member = await limitedMember('1000', null);
      // 600 USD each way: either fits alone, both do not.
      const outcomes = await Promise.allSettled([ask(member, a, a === 'WLA' ? '300' : '600'), ask(member, b, b === 'WLA' ? '300' : '600')]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason as { data: { reason: string } }).data.reason).toBe('memberConfig.withdrawDailyLimit');
      expect(await db().$count(withdrawOrders, and(eq(withdrawOrders.memberId, member), inArray(withdrawOrders.currency, [a, b])))).toBe(1);
    }
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
