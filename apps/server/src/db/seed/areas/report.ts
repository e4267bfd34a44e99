import { eq, inArray, sql } from 'drizzle-orm';
import { dailyStatementResource } from '@ledgerdesk/shared/resources/report/daily-statement';
import { swapOrderResource } from '@ledgerdesk/shared/resources/report/swap-order';
import { SWAP_PAIR_APPROVAL_KIND, SWAP_PAIR_APPROVE_PERMISSION, swapPairResource, swapPairSummary } from '@ledgerdesk/shared/resources/report/swap-pair';
import { teamStatsResource } from '@ledgerdesk/shared/resources/report/team';
import { transferResource } from '@ledgerdesk/shared/resources/report/transfer';
import type { Db } from '../../client';
import {
  approvals,
  internalTransfers,
  memberConfigs,
  members,
  moneyLogs,
  rechargeOrders,
  referralCommissions,
  swapOrders,
  swapPairs,
  users,
  withdrawOrders,
} from '../../schema';
import { RechargeService } from '../../../modules/finance/recharge-service';
import { WithdrawService } from '../../../modules/finance/withdraw-service';
import { businessDay } from '../../../lib/business-day';
import { CommissionPayer } from '../../../modules/report/commission';
import { DailyCloseService } from '../../../modules/report/daily-close';
import { SwapService } from '../../../modules/report/swap-service';
import { rebuildTeamStats } from '../../../modules/report/team-stats';
import { TransferService } from '../../../modules/report/transfer-service';
import type { Operator } from '../../../lib/review-support';
import { resourceMenuSeed } from '../resource-menu-seed';
import { demoChannelOf, demoPaymentRef } from './treasury';
import type { AreaSeed } from './area-seed';

/**
 * The report directory (catalogue §10) and its pages: daily statement (close and reopen-request
 * buttons), team profit (drill-down), money flash logs, swap pairs (and the approval of their fee
 * and spread, a button of its own), transfer logs. The super role only, until a role is granted them.
 */
export const REPORT_SEED: AreaSeed = {
  menus: [
    {
      key: 'report',
      type: 'M',
      path: '/report',
      name: 'report',
      component: 'layout/routerView/parent',
      redirect: '/report/daily-statement',
      title: '报表统计',
      titleEn: 'Reports',
      titleZhTw: '報表統計',
      icon: 'BarChartOutlined',
      sort: 85,
    },
    ...resourceMenuSeed(dailyStatementResource),
    ...resourceMenuSeed(teamStatsResource),
    ...resourceMenuSeed(swapOrderResource),
    ...resourceMenuSeed(swapPairResource),
    {
      key: 'report.swap-pair.approve',
      parent: 'report.swap-pair',
      type: 'F',
      title: '审批费率与价差',
      titleEn: 'Approve fee and spread',
      titleZhTw: '審批費率與價差',
      permission: SWAP_PAIR_APPROVE_PERMISSION,
      sort: 9,
    },
    ...resourceMenuSeed(transferResource),
  ],
  dicts: [],
};

const DEMO_ACCOUNTS = ['rpt_agent', 'rpt_lead', 'rpt_trader_a', 'rpt_trader_b', 'rpt_trader_c', 'rpt_tester'] as const;
/** Past days of demo activity, so the statement's chart has a history. */
const DEMO_DAYS = 6;

/** A UTC date `daysAgo` before today. */
const dateAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo activity over the last days, through the same services the console and the jobs use:
 * deposits, completed withdrawals (real fees) with the referral commissions on them, swaps on
 * approved pairs, transfers, a test account; then each past day closed and its team figures built,
 * and today's provisional statement. Each day's rows are then dated into that day (the ledger only
 * writes "now"): orders and their money logs move together, so every wallet still equals its log
 * and each day's lines still equal its sums. Runs once: skipped when the first demo member exists.
 */
export async function seedReportDemo(db: Db): Promise<void> {
  const [seeded] = await db.select({ id: members.id }).from(members).where(eq(members.account, DEMO_ACCOUNTS[0]));
  if (seeded) return;
  const operatorOf = async (userName: string): Promise<Operator> => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    return { userId: row!.id, userName };
  };
  const admin = await operatorOf('admin');
  const clerk = await operatorOf('operator');
  const created = await db
    .insert(members)
    .values(DEMO_ACCOUNTS.map((account, i) => ({ account, nickname: account.replace('rpt_', ''), registeredAt: new Date(Date.now() - (DEMO_DAYS + 3 - i) * 86_400_000) })))
    .onConflictDoNothing()
    .returning({ id: members.id });
  if (created.length !== DEMO_ACCOUNTS.length) return;
  const [agent, lead, a, b, c, tester] = created.map((r) => r.id) as [number, number, number, number, number, number];
  // agent ← lead ← a ← c, agent ← b: c is three levels below the agent, who earns nothing on c.
  for (const [member, inviter] of [[lead, agent], [a, lead], [b, agent], [c, a]] as const) {
    await db.update(members).set({ inviterId: inviter }).where(eq(members.id, member));
  }
  await db.insert(memberConfigs).values({ memberId: tester, isTest: true }).onConflictDoNothing();

  // Pairs whose fee and spread a second operator approved (as the four-eyes flow leaves them).
  const pairs = await db
    .insert(swapPairs)
    .values([
      { fromCode: 'USDT', toCode: 'BTC', minAmount: '10', maxAmount: '100000', feeRate: '0.001', maxSpread: '0.005', quoteTtlSeconds: 10, status: 'ACTIVE', createdBy: clerk.userId, updatedBy: clerk.userId },
      { fromCode: 'BTC', toCode: 'USDT', minAmount: '0.0001', maxAmount: '10', feeRate: '0.001', maxSpread: '0.005', quoteTtlSeconds: 10, status: 'ACTIVE', createdBy: clerk.userId, updatedBy: clerk.userId },
      { fromCode: 'USDT', toCode: 'ETH', minAmount: '10', maxAmount: '100000', feeRate: '0.002', maxSpread: '0.008', quoteTtlSeconds: 10, status: 'PAUSED', createdBy: clerk.userId, updatedBy: clerk.userId },
    ])
    .onConflictDoNothing()
    .returning();
  for (const pair of pairs) {
    const decided = pair.status === 'ACTIVE';
    await db.insert(approvals).values({
      kind: SWAP_PAIR_APPROVAL_KIND,
      subjectType: 'SWAP_PAIR',
      subjectId: pair.id,
      summary: swapPairSummary(pair, { feeRate: { from: null, to: pair.feeRate }, maxSpread: { from: null, to: pair.maxSpread } }),
      payload: { feeRate: { from: null, to: pair.feeRate }, maxSpread: { from: null, to: pair.maxSpread } },
      status: decided ? 'APPROVED' : 'PENDING',
      makerId: clerk.userId,
      approverId: decided ? admin.userId : null,
      decidedAt: decided ? new Date() : null,
      createdBy: clerk.userId,
      updatedBy: decided ? admin.userId : clerk.userId,
    });
  }

  const recharges = new RechargeService(db);
  const withdrawals = new WithdrawService(db);
  const swaps = new SwapService(db);
  const transfers = new TransferService(db);
  const commissions = new CommissionPayer(db);
  const rates = { level1: 0.2, level2: 0.1, maxTotal: 0.3 };
  // Numbered apart from the finance demo's deposits, so no two share a reference.
  let deposits = 1000;
  const deposit = async (memberId: number, currency: string, amount: string) => {
    const channel = demoChannelOf(currency);
    const order = await recharges.add({ memberId, currency, amount, channel, paymentRef: demoPaymentRef(channel, ++deposits), remark: 'demo deposit' }, clerk);
    await recharges.review({ id: order.id, action: 'approve', remark: '' }, admin);
  };
  const withdraw = async (memberId: number, amount: string) => {
    const order = await withdrawals.request({ memberId, currency: 'USDT', amount, address: `TReportDemo${memberId}x9Kp` }, null);
    await withdrawals.review({ id: order.id, action: 'approve', remark: '' }, clerk);
    await withdrawals.payout({ id: order.id, action: 'start', remark: '', payoutRef: '' }, admin);
    await withdrawals.payout({ id: order.id, action: 'complete', remark: '', payoutRef: `0xreport${order.id}` }, admin);
    await commissions.payWithdrawalFee(order.id, rates);
  };
  const swap = (memberId: number, fromCode: string, toCode: string, fromAmount: string, referenceRate: string, quoteRate: string) =>
    swaps.fill({ memberId, fromCode, toCode, fromAmount, quoteId: `demo-${Date.now()}-${memberId}`, quoteRate, referenceRate, referenceSource: 'demo index', referenceAt: new Date() });

  for (let daysAgo = DEMO_DAYS; daysAgo >= 0; daysAgo -= 1) {
    const [mark] = await db.select({ id: sql<number>`coalesce(max(${moneyLogs.id}), 0)` }).from(moneyLogs);
    const step = DEMO_DAYS - daysAgo;
    await deposit(a, 'USDT', String(2000 + step * 150));
    await deposit(b, 'USDT', String(1500 + step * 100));
    if (step % 2 === 0) await deposit(c, 'USDT', '800');
    await deposit(tester, 'USDT', '500');
    await withdraw(a, String(300 + step * 40));
    await withdraw(c, '200');
    if (step % 3 === 1) await withdraw(b, '450');
    await swap(b, 'USDT', 'BTC', String(400 + step * 25), '0.0000156', '0.00001555');
    await transfers.transfer({ memberId: a, counterpartyMemberId: b, currency: 'USDT', amount: String(50 + step * 5) });
    if (daysAgo > 0) await dateInto(db, Number(mark!.id), created.map((r) => r.id), daysAgo);
  }

  // JOBS_TIMEZONE as the server reads it (the seed runs before the app's config is handed around).
  const closes = new DailyCloseService(db, process.env.JOBS_TIMEZONE || 'UTC');
  for (let daysAgo = DEMO_DAYS + 1; daysAgo >= 0; daysAgo -= 1) {
    const date = dateAgo(daysAgo);
    await closes.closeDay(date, null);
    if (daysAgo > 0) await rebuildTeamStats(db, await businessDay(db, date, process.env.JOBS_TIMEZONE || 'UTC'));
  }
}

/**
 * Dates one demo day's rows (money logs after `mark` of the demo members, and their orders) into
 * the day `daysAgo`, a minute apart in their original order, from 09:00 UTC.
 */
async function dateInto(db: Db, mark: number, memberIds: number[], daysAgo: number): Promise<void> {
  const base = sql`(date_trunc('day', now()) - make_interval(days => ${daysAgo}) + interval '9 hours')`;
  const at = (id: unknown) => sql`${base} + make_interval(mins => (${id} - ${mark})::int)`;
  const logs = await db
    .update(moneyLogs)
    .set({ createdAt: at(moneyLogs.id) })
    .where(sql`${moneyLogs.id} > ${mark} and ${inArray(moneyLogs.memberId, memberIds)}`)
    .returning({ id: moneyLogs.id, refType: moneyLogs.refType, refId: moneyLogs.refId });
  const refs = (type: string) => [...new Set(logs.filter((l) => l.refType === type).map((l) => l.refId))];
  const first = (type: string, column: unknown) => sql`(select min(l.created_at) from fin_money_log l where l.ref_type = ${type} and l.ref_id = ${column})`;
  const last = (type: string, column: unknown) => sql`(select max(l.created_at) from fin_money_log l where l.ref_type = ${type} and l.ref_id = ${column})`;
  if (refs('RECHARGE').length) {
    await db
      .update(rechargeOrders)
      .set({ createdAt: sql`${first('RECHARGE', rechargeOrders.id)} - interval '5 minutes'`, reviewedAt: first('RECHARGE', rechargeOrders.id), updatedAt: first('RECHARGE', rechargeOrders.id) })
      .where(inArray(rechargeOrders.id, refs('RECHARGE')));
  }
  if (refs('WITHDRAW').length) {
    await db
      .update(withdrawOrders)
      .set({ createdAt: first('WITHDRAW', withdrawOrders.id), finishedAt: last('WITHDRAW', withdrawOrders.id), payStartedAt: last('WITHDRAW', withdrawOrders.id), updatedAt: last('WITHDRAW', withdrawOrders.id) })
      .where(inArray(withdrawOrders.id, refs('WITHDRAW')));
  }
  if (refs('SWAP').length) {
    await db
      .update(swapOrders)
      .set({ createdAt: first('SWAP', swapOrders.id), filledAt: first('SWAP', swapOrders.id), referenceAt: first('SWAP', swapOrders.id), updatedAt: first('SWAP', swapOrders.id) })
      .where(inArray(swapOrders.id, refs('SWAP')));
  }
  if (refs('TRANSFER').length) {
    await db
      .update(internalTransfers)
      .set({ createdAt: first('TRANSFER', internalTransfers.id), updatedAt: first('TRANSFER', internalTransfers.id) })
      .where(inArray(internalTransfers.id, refs('TRANSFER')));
  }
  if (refs('REFERRAL_COMMISSION').length) {
    await db
      .update(referralCommissions)
      .set({ createdAt: first('REFERRAL_COMMISSION', referralCommissions.id) })
      .where(inArray(referralCommissions.id, refs('REFERRAL_COMMISSION')));
  }
}
