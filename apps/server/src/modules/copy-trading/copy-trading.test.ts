import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WILDCARD_PERMISSION } from '@ledgerdesk/shared';
import type { Database, Db } from '../../db/client';
import { contractOrders, contractPositions, copyFollows, copyInvites, copyOrderLinks, leadTraders, moneyLogs, outboxEvents, profitShareCycles, wallets } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { databaseKinds, openTestDatabase } from '../../test/harness';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { addMember, ledgerMismatches } from '../finance/finance-test-kit';
import { ContractTradingEngine } from '../contract-trading/trading-engine';
import { fund, setKyc, setUpMarket, type Market } from '../../test/trading-test-kit';
import { CopyFanOut } from './copy-fanout';
import { FollowService } from './follow-service';
import { computeLeadStats, figuresOf } from './lead-stats';
import { LeadTraderService } from './lead-trader-service';
import { profitShareJob } from './jobs';
import { addDays, ProfitShareService } from './profit-share';

const reasonOf = (error: unknown) => (error instanceof AppError ? (error.data as { reason?: string; params?: { guard?: string } } | null) : null);
const operator = { userId: 1, userName: 'admin' };
const checker = { userId: 2, userName: 'checker' };

describe('lead figures from deals (pure)', () => {
  it('P&L net of fees, ROI on committed margin, drawdown from the running peak, win rate over closing fills', () => {
    const figures = figuresOf([
      { realisedPnl: '0', fee: '1', marginChange: '100', closing: false },
      { realisedPnl: '50', fee: '1', marginChange: '100', closing: true },
      { realisedPnl: '0', fee: '1', marginChange: '100', closing: false },
      { realisedPnl: '-30', fee: '1', marginChange: '100', closing: true },
    ]);
    // cumulative: −1, 48, 47, 16 → peak 48, drawdown 32.
    expect(figures).toEqual({ pnl30d: '16', roi30d: '0.08', maxDrawdown30d: '32', winRate: '0.5', closingDeals: 2 });
  });
});

describe.each(databaseKinds)('copy trading (%s)', (kind) => {
  let database: Database;
  let db: Db;
  let market: Market;
  let clock = new Date();
  let engine: ContractTradingEngine;
  let leads: LeadTraderService;
  let follows: FollowService;
  let shares: ProfitShareService;
  let approvals: ApprovalService;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    engine = new ContractTradingEngine(db, () => clock);
    new CopyFanOut(db, engine).attach();
    const registry = new ApprovalRegistry();
    approvals = new ApprovalService(db, registry);
    leads = new LeadTraderService(db, approvals);
    registry.register(leads.tierApprovalHandler());
    follows = new FollowService(db);
    shares = new ProfitShareService(db);
    market = await setUpMarket(db);
    await market.price('1000');
  });
  afterAll(() => database?.close());
  // A market order deals only at a recent sample: each test starts with the last price recorded again.
  beforeEach(() => market?.refresh());

  const walletOf = async (memberId: number) => (await db.select().from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, 'USDT'))))[0];
  async function approvedLead(options: { rate?: string; basis?: 'STANDARD' | 'HIGH_WATER_MARK'; allowedProducts?: number[] } = {}) {
    const memberId = await addMember(db, 'lead');
    await setKyc(db, memberId, 2);
    await fund(db, memberId, '100000');
    const lead = await leads.apply({ memberId, nickname: `lead${memberId}`, profitShareRate: options.rate ?? '0.1', shareBasis: options.basis, allowedProducts: options.allowedProducts });
    return { memberId, lead: await leads.approve(lead.id, operator) };
  }
  async function follower(leadTraderId: number, amount = '10000', mode: 'FIXED_QTY' | 'FIXED_AMOUNT' | 'RATIO' | 'EQUITY_RATIO' = 'FIXED_QTY', param = '1') {
    const memberId = await addMember(db, 'fol');
    if (amount !== '0') await fund(db, memberId, amount);
    const follow = await follows.follow({ followerMemberId: memberId, leadTraderId, mode, param, investment: '1000' });
    return { memberId, follow };
  }
  const leadPosition = async (memberId: number) => (await db.select().from(contractPositions).where(and(eq(contractPositions.memberId, memberId), eq(contractPositions.status, 'OPEN'))))[0]!;

  it('approves a lead only past the published guards; rates above the tier and a second account are refused', async () => {
    const memberId = await addMember(db, 'app');
    await fund(db, memberId, '10000');
    await expect(leads.apply({ memberId, nickname: 'greedy', profitShareRate: '0.5' })).rejects.toSatisfy((e) => reasonOf(e)?.reason === 'copy.rateAboveTier');
    const lead = await leads.apply({ memberId, nickname: 'careful', profitShareRate: '0.1' });
    await expect(leads.apply({ memberId, nickname: 'twice', profitShareRate: '0.1' })).rejects.toSatisfy((e) => reasonOf(e)?.reason === 'copy.alreadyLead');
    const guard = async () => leads.approve(lead.id, operator).then(() => 'approved', (e) => reasonOf(e)?.params?.guard);
    expect(await guard()).toBe('KYC_ADVANCED');
    await setKyc(db, memberId, 2);
    await engine.placeOrder({ memberId, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 });
    expect(await guard()).toBe('OPEN_POSITIONS');
    await engine.closePosition((await leadPosition(memberId)).id);
    const other = await approvedLead();
    const following = await follows.follow({ followerMemberId: memberId, leadTraderId: other.lead.id, mode: 'FIXED_QTY', param: '1', investment: '100' });
    expect(await guard()).toBe('FOLLOWING');
    await follows.stop(following.id, 'member stopped', null);
    expect(await guard()).toBe('approved');
    const [row] = await db.select().from(leadTraders).where(eq(leadTraders.id, lead.id));
    expect(row).toMatchObject({ status: 'APPROVED', kycLevelSnapshot: 2, approvedBy: operator.userId });
  });

  it('a lead fill is copied through the same order path: COPIED with an ordinary order, or SKIPPED with the reason', async () => {
    const { memberId: leadMember, lead } = await approvedLead();
    const rich = await follower(lead.id);
    const poor = await follower(lead.id, '0');
    const tiny = await follower(lead.id, '10000', 'FIXED_QTY', '0.0001');
    const leadOrder = await engine.placeOrder({ memberId: leadMember, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '2', leverage: 10 });
    const links = await db.select().from(copyOrderLinks).where(eq(copyOrderLinks.leadOrderId, leadOrder.id)).orderBy(copyOrderLinks.followId);
    expect(links.map((l) => [l.followId, l.status, l.skipReason])).toEqual([
      [rich.follow.id, 'COPIED', ''],
      [poor.follow.id, 'SKIPPED', 'INSUFFICIENT_BALANCE'],
      [tiny.follow.id, 'SKIPPED', 'BELOW_MIN'],
    ]);
    const [copy] = await db.select().from(contractOrders).where(eq(contractOrders.id, links[0]!.followerOrderId!));
    // The same engine made it: price from the same recorded sample, the product's fee snapshot, margin held, a position of its own.
    expect(copy).toMatchObject({ source: 'COPY', followId: rich.follow.id, type: 'MARKET', status: 'FILLED', avgFillPrice: leadOrder.avgFillPrice, takerFeeRate: leadOrder.takerFeeRate, qty: '1', marginLocked: '100' });
    const types = await db.select({ type: moneyLogs.type }).from(moneyLogs).where(and(eq(moneyLogs.memberId, rich.memberId), sql`${moneyLogs.type} like 'CTR_%'`));
    expect(types.map((t) => t.type)).toEqual(['CTR_MARGIN_LOCK', 'CTR_MARGIN_LOCK']);
    // The poor follower's refused copy wrote nothing.
    expect(await db.select().from(contractOrders).where(eq(contractOrders.memberId, poor.memberId))).toEqual([]);

    // The lead closes: the copy closes in the same way; the lead suspended, new orders are not copied but closes still are.
    await engine.closePosition((await leadPosition(leadMember)).id);
    const [followerPosition] = await db.select().from(contractPositions).where(eq(contractPositions.followId, rich.follow.id));
    expect(followerPosition!.status).toBe('CLOSED');
    await leads.suspend(lead.id, 'compliance review', operator);
    const told = await db.select().from(outboxEvents).where(eq(outboxEvents.topic, 'copy.lead-status'));
    expect(told.map((e) => Number((e.payloadJson as { memberId: number }).memberId)).sort()).toEqual([rich.memberId, poor.memberId, tiny.memberId].sort());
    const blocked = await engine.placeOrder({ memberId: leadMember, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 });
    expect(await db.select().from(copyOrderLinks).where(eq(copyOrderLinks.leadOrderId, blocked.id))).toEqual([]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('skips a product outside the lead’s allowed list, and only copies orders placed after the follow started', async () => {
    const { memberId: leadMember, lead } = await approvedLead({ allowedProducts: [999_999] });
    const one = await follower(lead.id);
    const order = await engine.placeOrder({ memberId: leadMember, productId: market.productId, positionSide: 'SHORT', type: 'MARKET', qty: '1', leverage: 10 });
    const [link] = await db.select().from(copyOrderLinks).where(eq(copyOrderLinks.leadOrderId, order.id));
    expect(link).toMatchObject({ followId: one.follow.id, status: 'SKIPPED', skipReason: 'PRODUCT_NOT_ALLOWED', followerOrderId: null });
  });

  it('an operator stops a follow with a reason: the follower is told, their positions stay theirs', async () => {
    const { memberId: leadMember, lead } = await approvedLead();
    const one = await follower(lead.id);
    await engine.placeOrder({ memberId: leadMember, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 });
    const stopped = await follows.stop(one.follow.id, 'AML review', operator);
    expect(stopped).toMatchObject({ status: 'STOPPED', stopReason: 'AML review', stoppedBy: operator.userId });
    const [event] = await db.select().from(outboxEvents).where(and(eq(outboxEvents.topic, 'copy.follow-stopped'), eq(outboxEvents.key, String(one.follow.id))));
    expect(event!.payloadJson).toEqual({ memberId: one.memberId, followId: one.follow.id, status: 'STOPPED' });
    const [position] = await db.select().from(contractPositions).where(eq(contractPositions.followId, one.follow.id));
    expect(position!.status).toBe('OPEN');
    // The member closes it themself, at once.
    expect((await engine.closePosition(position!.id)).status).toBe('FILLED');
  });

  it('invites: random unguessable codes that open a profile and carry no trade field; one use per member; revocable', async () => {
    const { lead } = await approvedLead();
    const expiresAt = new Date(Date.now() + 86_400_000);
    const a = await follows.createInvite({ leadTraderId: lead.id, kind: 'PROFILE_LINK', maxUses: 2, expiresAt });
    const b = await follows.createInvite({ leadTraderId: lead.id, kind: 'PRIVATE_STRATEGY', maxUses: 2, expiresAt });
    expect(a.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.code).not.toBe(b.code);
    const columns = await db.execute(sql`select column_name from information_schema.columns where table_name in ('copy_invite', 'copy_invite_use')`);
    const names = (columns as unknown as { rows: Array<{ column_name: string }> }).rows.map((r) => r.column_name);
    expect(names.filter((n) => /product|side|amount|qty|price|window|start|profit|return|yield|signal/.test(n))).toEqual([]);
    expect(await follows.openInvite(a.code)).toEqual({ leadTraderId: lead.id, nickname: lead.nickname, kind: 'PROFILE_LINK' });
    const memberId = await addMember(db, 'inv');
    const follow = await follows.follow({ followerMemberId: memberId, leadTraderId: lead.id, mode: 'FIXED_QTY', param: '1', investment: '100', inviteCode: a.code });
    expect(follow.inviteId).toBe(a.id);
    await follows.stop(follow.id, 'member stopped', null);
    await expect(follows.follow({ followerMemberId: memberId, leadTraderId: lead.id, mode: 'FIXED_QTY', param: '1', investment: '100', inviteCode: a.code })).rejects.toSatisfy((e) => reasonOf(e)?.reason === 'copy.inviteAlreadyUsed');
    await follows.revokeInvite(b.id, 'leaked', operator);
    await expect(follows.openInvite(b.code)).rejects.toSatisfy((e) => reasonOf(e)?.reason === 'copy.inviteNotUsable');
    const [row] = await db.select().from(copyInvites).where(eq(copyInvites.id, a.id));
    expect(row!.uses).toBe(1);
  });

  it('a tier change waits for a second operator and caps the rate at the new tier', async () => {
    const { lead } = await approvedLead({ rate: '0.1' });
    const { approvalId } = await leads.requestTier(lead.id, 'GOLD', operator);
    expect((await db.select().from(leadTraders).where(eq(leadTraders.id, lead.id)))[0]!.tier).toBe('BRONZE');
    await expect(approvals.approve({ approvalId, operatorId: operator.userId, permissions: [WILDCARD_PERMISSION] })).rejects.toBeInstanceOf(AppError);
    await approvals.approve({ approvalId, operatorId: checker.userId, permissions: [WILDCARD_PERMISSION] });
    expect((await db.select().from(leadTraders).where(eq(leadTraders.id, lead.id)))[0]).toMatchObject({ tier: 'GOLD', maxFollowers: 500, profitShareRate: '0.1' });
  });

  describe('profit share against worked examples', () => {
    const start = '2026-10-05';
    const at = (day: string, time = '10:00:00') => new Date(`${day}T${time}.000Z`);

    /** One day's round trip of the lead (qty 1, leverage 2): the follower's copy books close − open. */
    async function roundTrip(leadMember: number, day: string, open: string, close: string, time?: string) {
      clock = at(day, time);
      await market.price(open);
      await engine.placeOrder({ memberId: leadMember, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 2 });
      await market.price(close);
      await engine.closePosition((await leadPosition(leadMember)).id);
    }
    async function scenario(basis: 'STANDARD' | 'HIGH_WATER_MARK') {
      const { memberId: leadMember, lead } = await approvedLead({ rate: '0.1', basis });
      const one = await follower(lead.id, '10000');
      // The follow started on the first day of the example (cycles count from it).
      await db.update(copyFollows).set({ startedAt: new Date(`${start}T00:00:00.000Z`) }).where(eq(copyFollows.id, one.follow.id));
      return { leadMember, lead, follower: one };
    }
    const cyclesOf = (followId: number) => db.select().from(profitShareCycles).where(eq(profitShareCycles.followId, followId)).orderBy(profitShareCycles.cycleStart);
    const runDays = async (...days: string[]) => {
      for (const day of days) await shares.runDay(day);
    };

    it('profit: +100 and +50 withhold 10 and 5; at cycle end the lead is paid 15 and nothing is refunded', async () => {
      const s = await scenario('STANDARD');
      const leadBefore = (await walletOf(s.leadMember))!.available;
      await roundTrip(s.leadMember, start, '1000', '1100');
      await roundTrip(s.leadMember, addDays(start, 1), '1000', '1050');
      await runDays(start, addDays(start, 1));
      expect(await walletOf(s.follower.memberId)).toMatchObject({ frozen: '15' });
      await shares.settleDue(addDays(start, 7));
      expect((await cyclesOf(s.follower.follow.id))[0]).toMatchObject({ netRealisedPnl: '150', withheld: '15', shareAmount: '15', refunded: '0', status: 'SETTLED' });
      const follower = (await walletOf(s.follower.memberId))!;
      expect(follower).toMatchObject({ available: '10135', frozen: '0' });
      // The lead's own round trips made 150; the share adds 15.
      expect(Number((await walletOf(s.leadMember))!.available) - Number(leadBefore)).toBe(165);
    });

    it('loss: −80 and −20 withhold nothing and take nothing', async () => {
      const s = await scenario('STANDARD');
      await roundTrip(s.leadMember, start, '1000', '920');
      await roundTrip(s.leadMember, addDays(start, 1), '1000', '980');
      await runDays(start, addDays(start, 1));
      await shares.settleDue(addDays(start, 7));
      expect((await cyclesOf(s.follower.follow.id))[0]).toMatchObject({ netRealisedPnl: '-100', withheld: '0', shareAmount: '0', refunded: '0', status: 'SETTLED' });
      expect(await walletOf(s.follower.memberId)).toMatchObject({ available: '9900', frozen: '0' });
      const shareRows = await db.select().from(moneyLogs).where(and(eq(moneyLogs.memberId, s.follower.memberId), sql`${moneyLogs.type} like 'COPY_SHARE_%'`));
      expect(shareRows).toEqual([]);
    });

    it('mixed: +200, −150, +50 withhold 25; the cycle nets 100, so the lead gets 10 and 15 is refunded', async () => {
      const s = await scenario('STANDARD');
      await roundTrip(s.leadMember, start, '1000', '1200');
      await roundTrip(s.leadMember, addDays(start, 1), '1000', '850');
      await roundTrip(s.leadMember, addDays(start, 2), '1000', '1050');
      await runDays(start, addDays(start, 1), addDays(start, 2));
      expect(await walletOf(s.follower.memberId)).toMatchObject({ frozen: '25' });
      await shares.settleDue(addDays(start, 7));
      expect((await cyclesOf(s.follower.follow.id))[0]).toMatchObject({ netRealisedPnl: '100', withheld: '25', shareAmount: '10', refunded: '15' });
      expect(await walletOf(s.follower.memberId)).toMatchObject({ available: '10090', frozen: '0' });
    });

    it('high-water mark: +100 pays 10 (mark 100); −60 pays nothing; +100 pays only on the 40 above the mark (4), refunds 6, mark 140', async () => {
      const s = await scenario('HIGH_WATER_MARK');
      await roundTrip(s.leadMember, start, '1000', '1100');
      await runDays(start);
      await shares.settleDue(addDays(start, 7));
      await roundTrip(s.leadMember, addDays(start, 7), '1000', '940');
      await runDays(addDays(start, 7));
      await shares.settleDue(addDays(start, 14));
      await roundTrip(s.leadMember, addDays(start, 14), '1000', '1100');
      await runDays(addDays(start, 14));
      await shares.settleDue(addDays(start, 21));
      const cycles = await cyclesOf(s.follower.follow.id);
      expect(cycles.map((c) => [c.cycleStart, c.netRealisedPnl, c.withheld, c.shareAmount, c.refunded, c.hwmBefore, c.hwmAfter])).toEqual([
        [start, '100', '10', '10', '0', '0', '100'],
        [addDays(start, 7), '-60', '0', '0', '0', '100', '100'],
        [addDays(start, 14), '100', '10', '4', '6', '100', '140'],
      ]);
      const [follow] = await db.select().from(copyFollows).where(eq(copyFollows.id, s.follower.follow.id));
      expect(follow).toMatchObject({ hwm: '140', cumulativeNet: '140' });
      expect(await walletOf(s.follower.memberId)).toMatchObject({ available: '10126', frozen: '0' });
    });

    it('reruns and concurrent runs of a day and of the settlement move money once', async () => {
      const s = await scenario('STANDARD');
      const day = addDays(start, 28);
      await roundTrip(s.leadMember, day, '1000', '1300');
      await Promise.all([shares.runDay(day), shares.runDay(day), shares.runDay(day)]);
      await shares.runDay(day);
      expect(await walletOf(s.follower.memberId)).toMatchObject({ frozen: '30' });
      await Promise.all([shares.settleDue(addDays(day, 7)), shares.settleDue(addDays(day, 7)), shares.settleDue(addDays(day, 7))]);
      await shares.settleDue(addDays(day, 8));
      const pays = await db.select().from(moneyLogs).where(and(eq(moneyLogs.memberId, s.leadMember), eq(moneyLogs.type, 'COPY_SHARE_PAY')));
      expect(pays.map((p) => p.change)).toEqual(['30']);
      expect(await walletOf(s.follower.memberId)).toMatchObject({ available: '10270', frozen: '0' });
      expect(await ledgerMismatches(db)).toEqual([]);
    });

    it('a day is recorded only once it is over: a rerun during it is refused, so a later loss that day offsets the profit and nothing is taken', async () => {
      // The share service on the test's clock, as the engine stamps deals: "now" is the day being replayed.
      const onClock = new ProfitShareService(db, () => clock);
      const s = await scenario('STANDARD');
      const day = addDays(start, 49);
      await roundTrip(s.leadMember, day, '1000', '1100', '10:00:00');
      clock = at(day, '11:00:00');
      const refused = await onClock.runDay(day).catch((error: unknown) => error);
      expect(reasonOf(refused)).toMatchObject({ reason: 'copy.dayNotOver', params: { day, from: `${addDays(day, 1)}T00:00:00.000Z` } });
      await roundTrip(s.leadMember, day, '1000', '700', '14:00:00');
      clock = at(day, '23:59:59');
      await expect(onClock.runDay(day)).rejects.toThrow(/not over/);
      clock = at(addDays(day, 1), '00:00:15');
      await onClock.runDay(day);
      expect(Number((await onClock.netOfDay(db, s.follower.follow.id, day)).net)).toBe(-200);
      clock = at(addDays(day, 7));
      await onClock.settleDue(addDays(day, 7));
      expect((await cyclesOf(s.follower.follow.id))[0]).toMatchObject({ netRealisedPnl: '-200', withheld: '0', shareAmount: '0', status: 'SETTLED' });
      expect(await walletOf(s.follower.memberId)).toMatchObject({ available: '9800', frozen: '0' });
    });

    it('a day the nightly run missed is recorded by the settlement pass before its cycle settles', async () => {
      const onClock = new ProfitShareService(db, () => clock);
      const s = await scenario('STANDARD');
      // start + 56 … start + 62 is the follow's ninth cycle; no day of it was ever run.
      const day = addDays(start, 58);
      await roundTrip(s.leadMember, day, '1000', '1100');
      clock = at(addDays(start, 63));
      await onClock.settleDue(addDays(start, 63));
      expect((await cyclesOf(s.follower.follow.id))[0]).toMatchObject({ cycleStart: addDays(start, 56), netRealisedPnl: '100', withheld: '10', shareAmount: '10', status: 'SETTLED' });
      expect(await walletOf(s.follower.memberId)).toMatchObject({ available: '10090', frozen: '0' });
      expect(await ledgerMismatches(db)).toEqual([]);
    });

    it('the nightly job records the day before its tick, not before the wall clock, when the tick runs late', async () => {
      const s = await scenario('STANDARD');
      const day = addDays(start, 35);
      await roundTrip(s.leadMember, day, '1000', '1100');
      // The tick of day + 1 00:00:15, run much later (a catch-up after downtime).
      clock = at(addDays(day, 3));
      const job = profitShareJob(new ProfitShareService(db, () => clock));
      const text = await job.run({}, { signal: new AbortController().signal, trigger: 'cron', scheduledFor: at(addDays(day, 1), '00:00:15') });
      expect((text as { en: string }).en).toMatch(new RegExp(`^recorded 1 follow-days of ${day} \\(withheld 10\\)`));
    });

    it('the nightly stats are derived from the lead’s own deals, with followers and AUM', async () => {
      const s = await scenario('STANDARD');
      const day = addDays(start, 40);
      await roundTrip(s.leadMember, day, '1000', '1100');
      await roundTrip(s.leadMember, day, '1000', '950');
      await computeLeadStats(db, day);
      const [row] = await db.select().from(leadTraders).where(eq(leadTraders.id, s.lead.id));
      // +100 − 50 on 500 + 500 of margin; peak 100 then −50: drawdown 50; one win in two closes.
      expect(row).toMatchObject({ pnl30d: '50', roi30d: '0.05', maxDrawdown30d: '50', winRate: '0.5', followers: 1, aum: '1000', statsAsOf: day });
    });
  });
});
