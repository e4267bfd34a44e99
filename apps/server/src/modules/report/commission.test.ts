import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, moneyLogs, referralCommissions, teamStatsDays, users } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, ledgerMismatches } from '../finance/finance-test-kit';
import { RechargeService } from '../finance/recharge-service';
import { WithdrawService } from '../finance/withdraw-service';
import type { Operator } from '../../lib/review-support';
import { businessDay } from '../../lib/business-day';
import { CommissionPayer } from './commission';
import { rebuildTeamStats } from './team-stats';

const RATES = { level1: 0.2, level2: 0.1, maxTotal: 0.3 };

describe.each(databaseKinds)('referral commissions and team figures (%s)', (kind) => {
  let t: TestApp;
  let payer: CommissionPayer;
  let admin: Operator;
  let clerk: Operator;
  // root ← l1 ← src ← deep: deep's fee reaches src and l1, never root (depth 3).
  let root: number;
  let l1: number;
  let src: number;
  let deep: number;
  const db = () => t.database.db;

  const completedWithdrawal = async (memberId: number, amount: string) => {
    const recharges = new RechargeService(db());
    const deposit = await recharges.add({ memberId, currency: 'USDT', amount: '5000', channel: 'MANUAL', paymentRef: '', remark: '' }, clerk);
    await recharges.review({ id: deposit.id, action: 'approve', remark: '' }, admin);
    const withdrawals = new WithdrawService(db());
    const order = await withdrawals.request({ memberId, currency: 'USDT', amount, address: 'TCommissionTest1' }, null);
    await withdrawals.review({ id: order.id, action: 'approve', remark: '' }, clerk);
    await withdrawals.payout({ id: order.id, action: 'start', remark: '', payoutRef: '' }, admin);
    await withdrawals.payout({ id: order.id, action: 'complete', remark: '', payoutRef: 'tx1' }, admin);
    return order;
  };
  const paidTo = (sourceMemberId: number) =>
    db().select().from(referralCommissions).where(eq(referralCommissions.sourceMemberId, sourceMemberId)).orderBy(referralCommissions.level);

  beforeAll(async () => {
    t = await createTestApp(kind);
    payer = new CommissionPayer(db());
    const ids = await db().select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.userName, ['admin', 'operator']));
    admin = { userId: ids.find((u) => u.userName === 'admin')!.id, userName: 'admin' };
    clerk = { userId: ids.find((u) => u.userName === 'operator')!.id, userName: 'operator' };
    [root, l1, src, deep] = [await addMember(db(), 'root'), await addMember(db(), 'l1'), await addMember(db(), 'src'), await addMember(db(), 'deep')];
    for (const [member, inviter] of [[l1, root], [src, l1], [deep, src]] as const) await db().update(members).set({ inviterId: inviter }).where(eq(members.id, member));
  });
  afterAll(() => t.close());

  it('pays each share of a real fee once, however many payers run at once; wallets equal the money log', async () => {
    const order = await completedWithdrawal(src, '1000');
    expect(order.fee).toBe('2');
    const paid = await Promise.all(Array.from({ length: 5 }, () => payer.payWithdrawalFee(order.id, RATES)));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(2);
    const rows = await paidTo(src);
    expect(rows.map((r) => [r.beneficiaryId, r.level, r.amount, r.feeAmount, r.sourceFeeRef])).toEqual([
      [l1, 1, '0.4', '2', `WITHDRAW_FEE:${order.orderNo}`],
      [root, 2, '0.2', '2', `WITHDRAW_FEE:${order.orderNo}`],
    ]);
    const logs = await db().select().from(moneyLogs).where(and(eq(moneyLogs.type, 'REFERRAL_COMMISSION'), inArray(moneyLogs.memberId, [root, l1])));
    expect(logs.map((l) => [l.memberId, l.change]).sort()).toEqual([[l1, '0.4'], [root, '0.2']].sort());
    expect(await payer.payWithdrawalFee(order.id, RATES)).toBe(0);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('stops at depth 2, keeps both levels under the cap, and pays nothing on deposits or unfinished withdrawals', async () => {
    const order = await completedWithdrawal(deep, '2000');
    expect(order.fee).toBe('3');
    // Level 2 asks for 0.25 of the fee; the cap of 0.3 leaves it 0.05 after level 1's 0.25.
    expect(await payer.payWithdrawalFee(order.id, { level1: 0.25, level2: 0.25, maxTotal: 0.3 })).toBe(2);
    expect((await paidTo(deep)).map((r) => [r.beneficiaryId, r.level, r.amount])).toEqual([
      [src, 1, '0.75'],
      [l1, 2, '0.15'],
    ]);
    expect((await paidTo(deep)).some((r) => r.beneficiaryId === root)).toBe(false);

    const pending = await new WithdrawService(db()).request({ memberId: src, currency: 'USDT', amount: '500', address: 'TCommissionTest2' }, null);
    expect(await payer.payWithdrawalFee(pending.id, RATES)).toBe(0);
    // The sweep over today finds the two completed withdrawals, both paid already; deposits are never read.
    const day = await businessDay(db(), new Date().toISOString().slice(0, 10), 'UTC');
    expect(await payer.payCompletedBetween(day.start, day.end, RATES)).toBe(0);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it("builds the day's team figures: members per depth, fees charged and commissions paid, no deposits", async () => {
    const day = await businessDay(db(), new Date().toISOString().slice(0, 10), 'UTC');
    await rebuildTeamStats(db(), day);
    await rebuildTeamStats(db(), day);
    const rows = await db().select().from(teamStatsDays).where(and(eq(teamStatsDays.rootMemberId, root), eq(teamStatsDays.businessDate, day.date))).orderBy(teamStatsDays.depth);
    expect(rows.map((r) => [r.depth, r.currency, r.members, r.activeMembers, r.feesPaid, r.commissionPaid])).toEqual([
      [1, '', 1, 0, '0', '0'],
      [2, 'USDT', 1, 1, '2', '0.2'],
    ]);
    const lead = await db().select().from(teamStatsDays).where(and(eq(teamStatsDays.rootMemberId, l1), eq(teamStatsDays.businessDate, day.date))).orderBy(teamStatsDays.depth);
    expect(lead.map((r) => [r.depth, r.feesPaid, r.commissionPaid])).toEqual([
      [1, '2', '0.4'],
      [2, '3', '0.15'],
    ]);
  });
});
