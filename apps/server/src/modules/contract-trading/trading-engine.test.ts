import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { contractDeals, contractOrders, contractPositions, contractProducts, members, moneyLogs, testMembers, wallets } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { databaseKinds, openTestDatabase } from '../../test/harness';
import { addMember, ledgerMismatches } from '../finance/finance-test-kit';
import { markAndLiquidate } from './liquidation';
import { ContractTradingEngine } from './trading-engine';
import { fund, setUpMarket, type Market } from '../../test/trading-test-kit';
import { SAMPLE_FRESHNESS_MS } from '../contracts/index-price';

const reasonOf = (error: unknown) => (error instanceof AppError ? (error.data as { reason?: string } | null)?.reason : String(error));

describe.each(databaseKinds)('contract trading engine (%s)', (kind) => {
  let database: Database;
  let engine: ContractTradingEngine;
  let market: Market;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    engine = new ContractTradingEngine(database.db);
    market = await setUpMarket(database.db, { takerFeeRate: '0.001', makerFeeRate: '0.0002' });
    await market.price('100');
  });
  afterAll(() => database?.close());
  // A market order deals only at a recent sample: each test starts with the last price recorded again.
  beforeEach(() => market?.refresh());

  const walletOf = async (memberId: number) => (await database.db.select().from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, 'USDT'))))[0]!;
  const logTypes = async (memberId: number) =>
    (await database.db.select({ type: moneyLogs.type, kind: moneyLogs.balanceKind, change: moneyLogs.change }).from(moneyLogs).where(eq(moneyLogs.memberId, memberId)).orderBy(moneyLogs.id)).map((r) => `${r.type}/${r.kind}/${r.change}`);

  it('a market order fills at the latest recorded sample: margin locked, taker fee charged, a position opened, the market maker on the other side', async () => {
    const member = await addMember(database.db);
    await fund(database.db, member, '1000');
    const order = await engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 });
    expect(order).toMatchObject({ status: 'FILLED', avgFillPrice: '100', fee: '0.1', marginLocked: '10', side: 'BUY', takerFeeRate: '0.001' });
    const [deal] = await database.db.select().from(contractDeals).where(eq(contractDeals.memberOrderId, order.id));
    expect(deal).toMatchObject({ price: '100', qty: '1', takerFee: '0.1', isMarketMaker: true, takerMemberId: member, makerMemberId: market.makerMemberId, indexPriceAtExec: '100' });
    const [position] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
    expect(position).toMatchObject({ status: 'OPEN', qty: '1', entryPrice: '100', margin: '10', liquidationPrice: '90.5' });
    expect(await logTypes(member)).toEqual(['RECHARGE/AVAILABLE/1000', 'CTR_MARGIN_LOCK/AVAILABLE/-10', 'CTR_MARGIN_LOCK/FROZEN/10', 'CTR_FEE/AVAILABLE/-0.1']);
    expect(await walletOf(member)).toMatchObject({ available: '989.9', frozen: '10' });
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('closing a position never waits for anyone: it fills at once and books realised P&L; positions carry no approval or outcome field', async () => {
    const member = await addMember(database.db);
    await fund(database.db, member, '1000');
    await engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'SHORT', type: 'MARKET', qty: '2', leverage: 5 });
    await market.price('95');
    const [position] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
    const close = await engine.closePosition(position!.id);
    expect(close).toMatchObject({ status: 'FILLED', reduceOnly: true, side: 'BUY', avgFillPrice: '95' });
    const [after] = await database.db.select().from(contractPositions).where(eq(contractPositions.id, position!.id));
    expect(after).toMatchObject({ status: 'CLOSED', qty: '0', margin: '0', realisedPnl: '10' });
    // 1000 − 0.2 (open fee) + 10 (P&L) − 0.19 (close fee); margin back.
    expect(await walletOf(member)).toMatchObject({ available: '1009.61', frozen: '0' });
    const columns = await database.db.execute(sql`select table_name, column_name from information_schema.columns where table_name in ('ctr_order', 'ctr_position', 'ctr_deal')`);
    const names = (columns as unknown as { rows: Array<{ column_name: string }> }).rows.map((r) => r.column_name);
    expect(names.filter((n) => /(^|_)(audit\w*|approv\w*|verify|win|lose|outcome|result|control|profit_ratio|sign|intervention)(_|$)/.test(n))).toEqual([]);
    await expect(engine.closePosition(position!.id)).rejects.toSatisfy((e) => reasonOf(e) === 'contract.positionNotOpen');
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('a limit order rests and fills at its own price (maker rate) only when a sample recorded after it crosses; a cancel returns its margin', async () => {
    const member = await addMember(database.db);
    await fund(database.db, member, '1000');
    await market.price('100');
    const resting = await engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'LIMIT', price: '95', qty: '1', leverage: 10 });
    expect(resting).toMatchObject({ status: 'NEW', marginLocked: '9.5' });
    await market.price('97');
    expect(await engine.fillCrossedLimits()).toEqual({ filled: 0, rejected: 0 });
    await market.price('94');
    expect(await engine.fillCrossedLimits()).toEqual({ filled: 1, rejected: 0 });
    const [filled] = await database.db.select().from(contractOrders).where(eq(contractOrders.id, resting.id));
    expect(filled).toMatchObject({ status: 'FILLED', avgFillPrice: '95', fee: '0.019' });
    const [deal] = await database.db.select().from(contractDeals).where(eq(contractDeals.memberOrderId, resting.id));
    expect(deal).toMatchObject({ makerMemberId: member, makerFee: '0.019', takerFee: '0', indexPriceAtExec: '94' });
    expect(await engine.fillCrossedLimits()).toEqual({ filled: 0, rejected: 0 });

    const other = await engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'LIMIT', price: '80', qty: '1', leverage: 10 });
    const cancelled = await engine.cancelOrder(other.id, 'member cancelled');
    expect(cancelled.status).toBe('CANCELLED');
    await expect(engine.cancelOrder(other.id, 'again')).rejects.toSatisfy((e) => reasonOf(e) === 'contract.orderNotOpen');
    expect((await logTypes(member)).filter((t) => t.startsWith('CTR_MARGIN'))).toEqual([
      'CTR_MARGIN_LOCK/AVAILABLE/-9.5',
      'CTR_MARGIN_LOCK/FROZEN/9.5',
      'CTR_MARGIN_LOCK/AVAILABLE/-8',
      'CTR_MARGIN_LOCK/FROZEN/8',
      'CTR_MARGIN_UNLOCK/FROZEN/-8',
      'CTR_MARGIN_UNLOCK/AVAILABLE/8',
    ]);
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('liquidates when the recorded mark crosses the liquidation price: the loss is at most the margin, its own money-log type, once under reruns', async () => {
    const member = await addMember(database.db);
    await fund(database.db, member, '100');
    await market.price('100');
    await engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 });
    await market.price('95');
    await markAndLiquidate(database.db, engine);
    const [marked] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
    expect(marked).toMatchObject({ status: 'OPEN', markPrice: '95', unrealisedPnl: '-5' });
    await market.price('85');
    await Promise.all([markAndLiquidate(database.db, engine), markAndLiquidate(database.db, engine), markAndLiquidate(database.db, engine)]);
    const [gone] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
    expect(gone).toMatchObject({ status: 'LIQUIDATED', realisedPnl: '-10', margin: '0' });
    const deals = await database.db.select().from(contractDeals).where(and(eq(contractDeals.memberId, member), eq(contractDeals.isLiquidation, true)));
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ price: '85', realisedPnl: '-10', takerFee: '0' });
    expect((await logTypes(member)).slice(-3)).toEqual(['CTR_MARGIN_UNLOCK/FROZEN/-10', 'CTR_MARGIN_UNLOCK/AVAILABLE/10', 'CTR_LIQUIDATION/AVAILABLE/-10']);
    expect(await walletOf(member)).toMatchObject({ available: '89.9', frozen: '0' });
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('never deals at a stale index: a market order is refused with nothing written, and a crossing mark liquidates nobody until a price is recorded again', async () => {
    const later = () => new Date(Date.now() + SAMPLE_FRESHNESS_MS + 2_000);
    const stale = new ContractTradingEngine(database.db, later);
    const member = await addMember(database.db);
    await fund(database.db, member, '100');
    await market.price('100');
    const refused = await stale.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 }).catch((error: unknown) => error);
    expect(reasonOf(refused)).toBe('contract.indexStale');
    expect(await database.db.select().from(contractOrders).where(eq(contractOrders.memberId, member))).toEqual([]);
    expect(await logTypes(member)).toEqual(['RECHARGE/AVAILABLE/100']);

    await engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 });
    await market.price('85');
    await markAndLiquidate(database.db, stale, later);
    const [waiting] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
    expect(waiting).toMatchObject({ status: 'OPEN', markPrice: null });
    await markAndLiquidate(database.db, engine);
    const [gone] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
    expect(gone).toMatchObject({ status: 'LIQUIDATED' });
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('concurrent closes of one position fill once; concurrent opens on one wallet never overdraw it', async () => {
    const member = await addMember(database.db);
    await fund(database.db, member, '25');
    await market.price('100');
    const opens = await Promise.allSettled(Array.from({ length: 4 }, () => engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 })));
    expect(opens.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(opens.filter((o) => o.status === 'rejected').every((o) => reasonOf((o as PromiseRejectedResult).reason) === 'finance.insufficientBalance')).toBe(true);
    const [position] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
    expect(position).toMatchObject({ qty: '2', margin: '20' });
    const closes = await Promise.allSettled(Array.from({ length: 4 }, () => engine.closePosition(position!.id)));
    expect(closes.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(await database.db.select().from(contractDeals).where(and(eq(contractDeals.memberId, member), eq(contractDeals.realisedPnl, '0'), sql`${contractDeals.marginChange} = 20`))).toHaveLength(1);
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('refuses what the product does not offer, and bulk-cancels open orders only once the product is LOCKED or DELISTED', async () => {
    const member = await addMember(database.db);
    await fund(database.db, member, '1000');
    const refusals = await Promise.allSettled([
      engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 7 }),
      engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '0.0001', leverage: 10 }),
      engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10, reduceOnly: true }),
    ]);
    expect(refusals.map((r) => (r.status === 'rejected' ? reasonOf(r.reason) : 'filled'))).toEqual(['contract.leverageNotOffered', 'request.invalid', 'contract.nothingToClose']);
    const open = await engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'SHORT', type: 'LIMIT', price: '150', qty: '1', leverage: 10 });
    await expect(engine.cancelOpenOrdersOfProduct(market.productId, null, 'maintenance')).rejects.toSatisfy((e) => reasonOf(e) === 'contract.bulkCancelNeedsLock');
    await database.db.update(contractProducts).set({ state: 'LOCKED' }).where(eq(contractProducts.id, market.productId));
    await expect(engine.placeOrder({ memberId: member, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 })).rejects.toSatisfy((e) => reasonOf(e) === 'contract.productNotTradable');
    const { cancelled } = await engine.cancelOpenOrdersOfProduct(market.productId, null, 'maintenance');
    expect(cancelled).toBeGreaterThanOrEqual(1);
    const [after] = await database.db.select().from(contractOrders).where(eq(contractOrders.id, open.id));
    expect(after).toMatchObject({ status: 'CANCELLED' });
    expect(after!.cancelReason).toMatch(/^PRODUCT_LOCKED/);
    await database.db.update(contractProducts).set({ state: 'ENABLED' }).where(eq(contractProducts.id, market.productId));
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('a leverage limit lowered after a position opened never stops it closing; it refuses only what opens or adds', async () => {
    const own = await setUpMarket(database.db);
    await own.price('100');
    const member = await addMember(database.db);
    await fund(database.db, member, '1000');
    await engine.placeOrder({ memberId: member, productId: own.productId, positionSide: 'LONG', type: 'MARKET', qty: '2', leverage: 20 });
    // What the approved term change writes at its effective time.
    await database.db.update(contractProducts).set({ maxLeverage: 10 }).where(eq(contractProducts.id, own.productId));
    await own.refresh();
    await expect(engine.placeOrder({ memberId: member, productId: own.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 20 })).rejects.toSatisfy((e) => reasonOf(e) === 'contract.leverageNotOffered');
    const [position] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
    const part = await engine.closePosition(position!.id, '1');
    expect(part).toMatchObject({ status: 'FILLED', reduceOnly: true, leverage: 20 });
    // A reduce-only order keeps the position's leverage whatever the caller names.
    const rest = await engine.placeOrder({ memberId: member, productId: own.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 7, reduceOnly: true });
    expect(rest).toMatchObject({ status: 'FILLED', leverage: 20 });
    const [closed] = await database.db.select().from(contractPositions).where(eq(contractPositions.id, position!.id));
    expect(closed).toMatchObject({ status: 'CLOSED', qty: '0', margin: '0' });
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('a resting limit order fills on the first crossing sample however many samples came between', async () => {
    const own = await setUpMarket(database.db);
    await own.price('100');
    const member = await addMember(database.db);
    await fund(database.db, member, '1000');
    const resting = await engine.placeOrder({ memberId: member, productId: own.productId, positionSide: 'LONG', type: 'LIMIT', price: '90', qty: '1', leverage: 10 });
    // Over half an hour of the feed's 2-second samples above the limit (more than the old 1000-sample window), then two crossings.
    for (let i = 0; i < 1001; i++) await own.price('100');
    await own.price('89');
    await own.price('85');
    expect(await engine.fillCrossedLimits()).toMatchObject({ filled: 1 });
    const [deal] = await database.db.select().from(contractDeals).where(eq(contractDeals.memberOrderId, resting.id));
    expect(deal).toMatchObject({ price: '90', indexPriceAtExec: '89' });
  });

  it('one position that cannot be liquidated does not stop the mark pass: the others are marked, the failure counted', async () => {
    const own = await setUpMarket(database.db);
    await own.price('100');
    // A position whose margin its member's wallet does not hold: its liquidation's unlock cannot post.
    const broken = await addMember(database.db);
    const [bad] = await database.db
      .insert(contractPositions)
      .values({ memberId: broken, productId: own.productId, side: 'LONG', qty: '1', entryPrice: '100', margin: '10', leverage: 10, maintenanceMarginRate: '0.005', liquidationPrice: '99' })
      .returning();
    const member = await addMember(database.db);
    await fund(database.db, member, '1000');
    await engine.placeOrder({ memberId: member, productId: own.productId, positionSide: 'SHORT', type: 'MARKET', qty: '1', leverage: 10 });
    await own.price('98');
    const pass = await markAndLiquidate(database.db, engine);
    expect(pass).toMatchObject({ failed: 1, firstFailure: expect.stringContaining(`position ${bad!.id}`) });
    const [good] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
    expect(good).toMatchObject({ status: 'OPEN', markPrice: '98', unrealisedPnl: '2' });
    await database.db.update(contractPositions).set({ status: 'CLOSED', closedAt: new Date() }).where(eq(contractPositions.id, bad!.id));
  });

  // Two connections holding row locks at once: PGlite has one, so the order of locks is PostgreSQL's to show.
  if (kind === 'postgres') {
    it('liquidation locks the member before the position, as an order does, so the two cannot deadlock', async () => {
      const own = await setUpMarket(database.db);
      await own.price('100');
      const member = await addMember(database.db);
      await fund(database.db, member, '1000');
      await engine.placeOrder({ memberId: member, productId: own.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 10 });
      const [position] = await database.db.select().from(contractPositions).where(eq(contractPositions.memberId, member));
      await own.price('80');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let positionFree: boolean | undefined;
      // An order of the member holds the member row (as placeOrder does) while the mark pass starts.
      const order = database.db.transaction(async (tx) => {
        await tx.select({ id: members.id }).from(members).where(eq(members.id, member)).for('update');
        await held;
        // placeOrder's next lock: the position. With the liquidation holding it and waiting for the member, this would deadlock.
        positionFree = await tx.execute(sql`select id from ctr_position where id = ${position!.id} for update nowait`).then(() => true, () => false);
      });
      const pass = markAndLiquidate(database.db, engine);
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await order;
      expect(positionFree).toBe(true);
      expect((await pass).liquidated).toBeGreaterThanOrEqual(1);
    });
  }

  it('a test product is only for test members, and their orders and deals are flagged test', async () => {
    const sandbox = await setUpMarket(database.db, { visibleTo: 'TEST_ONLY' });
    await sandbox.price('10');
    const real = await addMember(database.db);
    const tester = await addMember(database.db);
    await database.db.insert(testMembers).values({ memberId: tester, reason: 'QA' });
    await fund(database.db, real, '100');
    await fund(database.db, tester, '100');
    await expect(engine.placeOrder({ memberId: real, productId: sandbox.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 1 })).rejects.toSatisfy((e) => reasonOf(e) === 'contract.productNotTradable');
    const order = await engine.placeOrder({ memberId: tester, productId: sandbox.productId, positionSide: 'LONG', type: 'MARKET', qty: '1', leverage: 1 });
    expect(order.isTest).toBe(true);
    const [deal] = await database.db.select().from(contractDeals).where(eq(contractDeals.memberOrderId, order.id));
    expect(deal!.isTest).toBe(true);
  });
});
