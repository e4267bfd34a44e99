import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import { ResultCode, type RefusalReason } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { contractDeals, contractOrders, contractPositions, contractProducts, currencies, marketMakers, members, priceSamples, testMembers, wallets } from '../../db/schema';
import { AppError, conflict, fieldRefusal, notFound, refuse } from '../../lib/errors';
import { newOrderNo } from '../../lib/review-support';
import { postToWallet, type Posting } from '../finance/ledger';
import { isFresh, latestSample, type PriceSample } from '../contracts/index-price';
import { max, min, text, units } from '../../lib/exact-decimal';
import { averageEntry, feeFor, liquidationPriceOf, marginFor, pnlOf, type PositionSide } from './position-math';

export type { PositionSide };

/**
 * The honest trading engine (catalogue §5.5, §5.6). Every order, whoever places it (a member, a
 * copy of a lead's order, a liquidation), goes through `placeOrder` and `fill`: a market order
 * fills at the latest recorded index sample, a limit order rests and fills at its own price when a
 * sample recorded after it crosses that price. The counterparty of every fill is the flagged
 * market-maker account. Each fill is one transaction: the deal, the order, the position and one
 * money-log row per balance touched, keyed (ref_type, ref_id, type, balance_kind):
 *
 * - `CTR_MARGIN_LOCK` / `CTR_MARGIN_UNLOCK` (ref `CTR_ORDER`, the order: held when an opening order
 *   is placed, released if it is cancelled) and `CTR_MARGIN_UNLOCK` (ref `CTR_DEAL`, the closing fill);
 * - `CTR_FEE`, `CTR_REALISED_PNL`, `CTR_LIQUIDATION` (ref `CTR_DEAL`, the fill; the market maker's
 *   side of the same fill under ref `CTR_DEAL_MM`).
 *
 * Closing a position never waits for anyone: there is no approval state on a position or order.
 */

export type OrderRow = typeof contractOrders.$inferSelect;
export type PositionRow = typeof contractPositions.$inferSelect;
export type ProductRow = typeof contractProducts.$inferSelect;
export type DealRow = typeof contractDeals.$inferSelect;

export interface PlaceOrderInput {
  memberId: number;
  productId: number;
  positionSide: PositionSide;
  type: 'MARKET' | 'LIMIT';
  qty: string;
  /** The limit price (LIMIT only). */
  price?: string;
  leverage: number;
  /** Closes (part of) the position instead of opening. */
  reduceOnly?: boolean;
  /** COPY orders name their follow; their position is kept apart from the member's own. */
  source?: 'MEMBER' | 'COPY' | 'LIQUIDATION';
  followId?: number | null;
}

/** Called after a member's own order filled and committed (copy fan-out listens here). */
export type FillListener = (order: OrderRow, deal: DealRow) => Promise<void>;

export const ORDER_REF = 'CTR_ORDER';
export const DEAL_REF = 'CTR_DEAL';
export const DEAL_MM_REF = 'CTR_DEAL_MM';

const refusal = (reason: string, message: string, params: Record<string, string | number> = {}) => refuse(ResultCode.conflict, message, { reason: `contract.${reason}` as RefusalReason, params });

const sideOf = (positionSide: PositionSide, reduceOnly: boolean): 'BUY' | 'SELL' => ((positionSide === 'LONG') !== reduceOnly ? 'BUY' : 'SELL');

function decimalPlaces(value: string): number {
  const fraction = value.split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

export class ContractTradingEngine {
  private readonly listeners: FillListener[] = [];

  /** `now` stamps fills (tests replay past days with their own clock). */
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  onMemberFill(listener: FillListener): void {
    this.listeners.push(listener);
  }

  /** Places an order; a market order fills in the same transaction. Fill listeners run after the commit. */
  async placeOrder(input: PlaceOrderInput): Promise<OrderRow> {
    const answer = await this.db.transaction(async (tx) => {
      const product = await this.tradableProduct(tx, input.productId, input.memberId);
      const { order, marginSample } = await this.insertOrder(tx, product, input);
      if (input.type === 'LIMIT') return { order, deal: undefined };
      // An opening market order fills at the sample its margin was held at.
      const sample = marginSample ?? (await this.dealablePrice(tx, product));
      return this.fill(tx, order, product, sample, sample.value, { memberIsMaker: false, isLiquidation: input.source === 'LIQUIDATION' });
    });
    if (answer.deal) await this.notify(answer.order, answer.deal);
    return answer.order;
  }

  /**
   * The index sample a market order deals at: the latest, and recent. A paused or failed feed must
   * not let orders fill at an old price (a member could trade against a price the market has left).
   */
  private async dealablePrice(tx: Tx, product: { symbol: string; indexSourceId: number }): Promise<PriceSample> {
    const sample = await latestSample(tx, product.indexSourceId);
    if (!sample) throw refusal('noPrice', `product ${product.symbol} has no recorded index price yet`, { symbol: product.symbol });
    if (!isFresh(sample, this.now())) throw refusal('indexStale', `the index of ${product.symbol} has no recent sample: no order opens without a recorded price`, { symbol: product.symbol });
    return sample;
  }

  /** The member's (or anyone's on their behalf) cancellation of a resting order: the held margin comes back. */
  async cancelOrder(orderId: number, reason: string, operatorId: number | null = null): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(contractOrders).where(eq(contractOrders.id, orderId)).for('update');
      if (!order) throw notFound(`order ${orderId} does not exist`);
      if (order.status !== 'NEW') throw refusal('orderNotOpen', `order ${order.orderNo} is ${order.status}; only an open order can be cancelled`, { orderNo: order.orderNo, status: order.status });
      await this.releaseOrderMargin(tx, order, operatorId);
      const [row] = await tx
        .update(contractOrders)
        .set({ status: 'CANCELLED', cancelReason: reason.slice(0, 200), cancelledBy: operatorId, updatedAt: new Date(), updatedBy: operatorId })
        .where(eq(contractOrders.id, order.id))
        .returning();
      return row!;
    });
  }

  /**
   * Closes a position (all of it, or `qty`) at the latest recorded sample, straight away: a market
   * reduce-only order on the same path as any other. No state waits for an operator.
   */
  async closePosition(positionId: number, qty?: string): Promise<OrderRow> {
    const [position] = await this.db.select().from(contractPositions).where(eq(contractPositions.id, positionId));
    if (!position) throw notFound(`position ${positionId} does not exist`);
    if (position.status !== 'OPEN') throw refusal('positionNotOpen', `position ${positionId} is ${position.status}`, { id: positionId, status: position.status });
    return this.placeOrder({
      memberId: position.memberId,
      productId: position.productId,
      positionSide: position.side as PositionSide,
      type: 'MARKET',
      qty: qty ?? position.qty,
      leverage: position.leverage,
      reduceOnly: true,
      source: position.followId ? 'COPY' : 'MEMBER',
      followId: position.followId,
    });
  }

  /** The product a member may trade now: ENABLED, and a TEST_ONLY product only for a test member. */
  private async tradableProduct(tx: Tx, productId: number, memberId: number): Promise<ProductRow & { memberIsTest: boolean }> {
    const [member] = await tx.select({ id: members.id, status: members.status }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw fieldRefusal('memberId', `member ${memberId} does not exist`, { code: 'noSuchRecord' }, ResultCode.notFound);
    if (member.status !== 'NORMAL') throw refusal('memberNotNormal', `member ${memberId} is ${member.status}`, { memberId, status: member.status });
    const [product] = await tx.select().from(contractProducts).where(eq(contractProducts.id, productId));
    if (!product) throw fieldRefusal('productId', `product ${productId} does not exist`, { code: 'noSuchRecord' }, ResultCode.notFound);
    const [test] = await tx.select({ id: testMembers.id }).from(testMembers).where(and(eq(testMembers.memberId, memberId), eq(testMembers.active, true)));
    if (product.visibleTo === 'TEST_ONLY' && !test) throw refusal('productNotTradable', `product ${product.symbol} is for test members only`, { symbol: product.symbol, state: product.state });
    if (product.state !== 'ENABLED' || product.kind === 'FIXED_EXPIRY') {
      throw refusal('productNotTradable', `product ${product.symbol} is ${product.state}; orders are taken only while it is ENABLED`, { symbol: product.symbol, state: product.state });
    }
    return { ...product, memberIsTest: Boolean(test) };
  }

  private async scaleOf(tx: Tx, currency: string): Promise<number> {
    const [row] = await tx.select({ scale: currencies.displayScale }).from(currencies).where(eq(currencies.code, currency));
    return Math.min(row?.scale ?? 8, 18);
  }

  /** The order written, its margin held; `marginSample`: the sample an opening market order's margin was held at. */
  private async insertOrder(tx: Tx, product: ProductRow & { memberIsTest: boolean }, input: PlaceOrderInput): Promise<{ order: OrderRow; marginSample?: PriceSample }> {
    const reduceOnly = input.reduceOnly ?? false;
    if (!/^\d+(\.\d+)?$/.test(input.qty) || units(input.qty) <= 0n) throw fieldRefusal('qty', 'qty must be a positive decimal', { code: 'invalid' });
    if (decimalPlaces(input.qty) > product.qtyScale) throw fieldRefusal('qty', `qty has more than ${product.qtyScale} decimal places`, { code: 'invalid' });
    if (units(input.qty) < units(product.minQty) || units(input.qty) > units(product.maxQty)) {
      throw refusal('qtyOutOfRange', `qty must lie between ${product.minQty} and ${product.maxQty}`, { minimum: product.minQty, maximum: product.maxQty });
    }
    // The offered leverage limits what opens or adds risk; a close (a member's, a copied one) keeps the
    // position's own leverage, so a limit lowered after it opened never traps a member in it.
    if (!reduceOnly && (!Number.isInteger(input.leverage) || input.leverage < 1 || input.leverage > product.maxLeverage || !product.leverageOptions.includes(input.leverage))) {
      throw refusal('leverageNotOffered', `leverage ${input.leverage} is not offered on ${product.symbol}`, { leverage: input.leverage, symbol: product.symbol });
    }
    if (input.type === 'LIMIT') {
      if (!input.price || !/^\d+(\.\d+)?$/.test(input.price) || units(input.price) <= 0n) throw fieldRefusal('price', 'a limit order needs a positive price', { code: 'invalid' });
      if (decimalPlaces(input.price) > product.priceScale) throw fieldRefusal('price', `price has more than ${product.priceScale} decimal places`, { code: 'invalid' });
    }
    const followId = input.followId ?? null;
    const open = await this.openPosition(tx, input.memberId, product.id, input.positionSide, followId);
    if (reduceOnly) {
      if (!open || units(open.qty) < units(input.qty)) throw refusal('nothingToClose', `there is no ${input.positionSide} position of ${input.qty} to close`, { side: input.positionSide, qty: input.qty });
    } else if (open && open.leverage !== input.leverage) {
      throw refusal('leverageMismatch', `the open ${input.positionSide} position uses leverage ${open.leverage}`, { leverage: open.leverage });
    }

    const [order] = await tx
      .insert(contractOrders)
      .values({
        orderNo: newOrderNo('C'),
        memberId: input.memberId,
        productId: product.id,
        side: sideOf(input.positionSide, reduceOnly),
        positionSide: input.positionSide,
        type: input.type,
        price: input.type === 'LIMIT' ? input.price! : null,
        qty: input.qty,
        leverage: reduceOnly ? open!.leverage : input.leverage,
        reduceOnly,
        makerFeeRate: product.makerFeeRate,
        takerFeeRate: product.takerFeeRate,
        source: input.source ?? 'MEMBER',
        followId,
        isTest: product.memberIsTest || product.visibleTo === 'TEST_ONLY',
      })
      .returning();
    if (reduceOnly) return { order: order! };

    // An opening order holds its margin from the start: at its limit price, or at the sample it fills at.
    const marginSample = input.type === 'MARKET' ? await this.dealablePrice(tx, product) : undefined;
    const margin = marginFor(marginSample?.value ?? input.price!, input.qty, product.contractSize, input.leverage, await this.scaleOf(tx, product.quoteWalletCode));
    await postToWallet(tx, {
      memberId: input.memberId,
      currency: product.quoteWalletCode,
      type: 'CTR_MARGIN_LOCK',
      refType: ORDER_REF,
      refId: order!.id,
      refNo: order!.orderNo,
      operatorId: null,
      moves: [
        { kind: 'AVAILABLE', change: text(-margin) },
        { kind: 'FROZEN', change: text(margin) },
      ],
    });
    const [held] = await tx.update(contractOrders).set({ marginLocked: text(margin) }).where(eq(contractOrders.id, order!.id)).returning();
    return { order: held!, marginSample };
  }

  private async openPosition(tx: Tx, memberId: number, productId: number, side: PositionSide, followId: number | null): Promise<PositionRow | undefined> {
    const rows = await tx
      .select()
      .from(contractPositions)
      .where(and(eq(contractPositions.memberId, memberId), eq(contractPositions.productId, productId), eq(contractPositions.side, side), eq(contractPositions.status, 'OPEN')))
      .for('update');
    return rows.find((p) => (p.followId ?? null) === followId);
  }

  private async releaseOrderMargin(tx: Tx, order: OrderRow, operatorId: number | null): Promise<void> {
    if (units(order.marginLocked) <= 0n) return;
    const [product] = await tx.select().from(contractProducts).where(eq(contractProducts.id, order.productId));
    await postToWallet(tx, {
      memberId: order.memberId,
      currency: product!.quoteWalletCode,
      type: 'CTR_MARGIN_UNLOCK',
      refType: ORDER_REF,
      refId: order.id,
      refNo: order.orderNo,
      operatorId,
      moves: [
        { kind: 'FROZEN', change: text(-units(order.marginLocked)) },
        { kind: 'AVAILABLE', change: order.marginLocked },
      ],
    });
  }

  private async marketMakerFor(tx: Tx): Promise<number> {
    const [maker] = await tx.select({ memberId: marketMakers.memberId }).from(marketMakers).where(eq(marketMakers.active, true)).orderBy(asc(marketMakers.id)).limit(1);
    if (!maker) throw refusal('noMarketMaker', 'no market-maker account is active; no order can fill');
    return maker.memberId;
  }

  /**
   * One fill of a whole order at `price` against the market maker, in the caller's transaction:
   * the maker's mirror order, the deal, the position and the ledger rows.
   */
  async fill(
    tx: Tx,
    order: OrderRow,
    product: ProductRow,
    sample: PriceSample,
    price: string,
    how: { memberIsMaker: boolean; isLiquidation: boolean },
  ): Promise<{ order: OrderRow; deal: DealRow }> {
    const scale = await this.scaleOf(tx, product.quoteWalletCode);
    const makerMemberId = await this.marketMakerFor(tx);
    const [mirror] = await tx
      .insert(contractOrders)
      .values({
        orderNo: newOrderNo('C'),
        memberId: makerMemberId,
        productId: product.id,
        side: order.side === 'BUY' ? 'SELL' : 'BUY',
        positionSide: order.positionSide === 'LONG' ? 'SHORT' : 'LONG',
        type: how.memberIsMaker ? 'MARKET' : 'LIMIT',
        price: how.memberIsMaker ? null : price,
        qty: order.qty,
        filledQty: order.qty,
        avgFillPrice: price,
        leverage: 1,
        status: 'FILLED',
        makerFeeRate: '0',
        takerFeeRate: '0',
        source: 'MARKET_MAKER',
        isTest: order.isTest,
      })
      .returning();

    const rate = how.memberIsMaker ? order.makerFeeRate : order.takerFeeRate;
    let fee = how.isLiquidation ? 0n : feeFor(price, order.qty, product.contractSize, rate, scale);
    const position = await this.openPosition(tx, order.memberId, product.id, order.positionSide as PositionSide, order.followId ?? null);
    let pnl = 0n;
    let marginChange = 0n;
    if (order.reduceOnly) {
      if (!position || units(position.qty) < units(order.qty)) throw refusal('nothingToClose', `there is no ${order.positionSide} position of ${order.qty} to close`, { side: order.positionSide, qty: order.qty });
      const whole = units(position.qty) === units(order.qty);
      marginChange = whole ? units(position.margin) : (units(position.margin) * units(order.qty)) / units(position.qty);
      // Isolated margin: a position never loses more than the margin it releases.
      pnl = max(pnlOf(position.side as PositionSide, position.entryPrice, price, order.qty, product.contractSize), -marginChange);
    } else {
      marginChange = units(order.marginLocked);
    }

    const [deal] = await tx
      .insert(contractDeals)
      .values({
        dealNo: newOrderNo('D'),
        productId: product.id,
        price,
        qty: order.qty,
        makerOrderId: how.memberIsMaker ? order.id : mirror!.id,
        takerOrderId: how.memberIsMaker ? mirror!.id : order.id,
        makerMemberId: how.memberIsMaker ? order.memberId : makerMemberId,
        takerMemberId: how.memberIsMaker ? makerMemberId : order.memberId,
        memberOrderId: order.id,
        memberId: order.memberId,
        makerFee: '0',
        takerFee: '0',
        realisedPnl: text(pnl),
        marginChange: text(marginChange),
        isLiquidation: how.isLiquidation,
        isMarketMaker: true,
        isTest: order.isTest,
        followId: order.followId,
        executedAt: this.now(),
        priceSampleId: sample.id,
        indexPriceAtExec: sample.value,
      })
      .returning();
    const ref = { currency: product.quoteWalletCode, refId: deal!.id, refNo: deal!.dealNo, operatorId: null };
    const member = (type: Posting['type'], moves: Posting['moves']) => postToWallet(tx, { ...ref, memberId: order.memberId, type, refType: DEAL_REF, moves });
    const house = (type: Posting['type'], change: bigint) => postToWallet(tx, { ...ref, memberId: makerMemberId, type, refType: DEAL_MM_REF, moves: [{ kind: 'AVAILABLE', change: text(change) }] });

    if (order.reduceOnly) {
      await member('CTR_MARGIN_UNLOCK', [
        { kind: 'FROZEN', change: text(-marginChange) },
        { kind: 'AVAILABLE', change: text(marginChange) },
      ]);
      if (pnl !== 0n) {
        await member(how.isLiquidation ? 'CTR_LIQUIDATION' : 'CTR_REALISED_PNL', [{ kind: 'AVAILABLE', change: text(pnl) }]);
        await house(how.isLiquidation ? 'CTR_LIQUIDATION' : 'CTR_REALISED_PNL', -pnl);
      }
      // A close is never refused for its fee: at most what the member holds after it is charged.
      if (fee > 0n) fee = min(fee, await this.available(tx, order.memberId, product.quoteWalletCode));
    }
    if (fee > 0n) {
      await member('CTR_FEE', [{ kind: 'AVAILABLE', change: text(-fee) }]);
      await house('CTR_FEE', fee);
    }
    const [dealWithFee] = await tx
      .update(contractDeals)
      .set(how.memberIsMaker ? { makerFee: text(fee) } : { takerFee: text(fee) })
      .where(eq(contractDeals.id, deal!.id))
      .returning();

    await this.applyToPosition(tx, order, product, position, price, pnl, marginChange, how.isLiquidation);
    const [filled] = await tx
      .update(contractOrders)
      .set({ status: 'FILLED', filledQty: order.qty, avgFillPrice: price, fee: text(fee), updatedAt: new Date() })
      .where(and(eq(contractOrders.id, order.id), eq(contractOrders.status, 'NEW')))
      .returning();
    if (!filled) throw conflict(`order ${order.orderNo} is no longer open`, { reason: 'contract.orderNotOpen', params: { orderNo: order.orderNo, status: order.status } });
    return { order: filled, deal: dealWithFee! };
  }

  private async available(tx: Tx, memberId: number, currency: string): Promise<bigint> {
    const [wallet] = await tx.select({ available: wallets.available }).from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, currency)));
    return wallet ? units(wallet.available) : 0n;
  }

  private async applyToPosition(tx: Tx, order: OrderRow, product: ProductRow, position: PositionRow | undefined, price: string, pnl: bigint, marginChange: bigint, isLiquidation: boolean): Promise<void> {
    const now = new Date();
    if (order.reduceOnly) {
      const left = units(position!.qty) - units(order.qty);
      await tx
        .update(contractPositions)
        .set({
          qty: text(left),
          margin: text(units(position!.margin) - marginChange),
          realisedPnl: text(units(position!.realisedPnl) + pnl),
          ...(left === 0n ? { status: isLiquidation ? 'LIQUIDATED' : 'CLOSED', closedAt: now, unrealisedPnl: '0', marginRatio: '0' } : {}),
          version: position!.version + 1,
          updatedAt: now,
        })
        .where(eq(contractPositions.id, position!.id));
      return;
    }
    if (position) {
      const entry = averageEntry(position.entryPrice, position.qty, price, order.qty);
      await tx
        .update(contractPositions)
        .set({
          qty: text(units(position.qty) + units(order.qty)),
          entryPrice: entry,
          margin: text(units(position.margin) + marginChange),
          liquidationPrice: liquidationPriceOf(position.side as PositionSide, entry, position.leverage, position.maintenanceMarginRate),
          version: position.version + 1,
          updatedAt: now,
        })
        .where(eq(contractPositions.id, position.id));
      return;
    }
    await tx.insert(contractPositions).values({
      memberId: order.memberId,
      productId: product.id,
      side: order.positionSide,
      qty: order.qty,
      entryPrice: price,
      margin: text(marginChange),
      leverage: order.leverage,
      maintenanceMarginRate: product.maintenanceMarginRate,
      liquidationPrice: liquidationPriceOf(order.positionSide as PositionSide, price, order.leverage, product.maintenanceMarginRate),
      followId: order.followId,
      isTest: order.isTest,
      openedAt: now,
    });
  }

  private async notify(order: OrderRow, deal: DealRow): Promise<void> {
    if (order.source !== 'MEMBER') return;
    for (const listener of this.listeners) await listener(order, deal);
  }

  /**
   * The limit-order tick: every resting order whose price a sample recorded after it has crossed
   * fills at its own price (the member rested, so the maker rate applies). One transaction per
   * order; an order the member can no longer pay the fee of is rejected and its margin released.
   */
  async fillCrossedLimits(): Promise<{ filled: number; rejected: number }> {
    const resting = await this.db.select().from(contractOrders).where(and(eq(contractOrders.status, 'NEW'), eq(contractOrders.type, 'LIMIT'))).orderBy(asc(contractOrders.id));
    let filled = 0;
    let rejected = 0;
    for (const candidate of resting) {
      try {
        const answer = await this.db.transaction(async (tx) => {
          const [order] = await tx.select().from(contractOrders).where(and(eq(contractOrders.id, candidate.id), eq(contractOrders.status, 'NEW'))).for('update');
          if (!order) return undefined;
          const [product] = await tx.select().from(contractProducts).where(eq(contractProducts.id, order.productId));
          if (!product || product.state !== 'ENABLED') return undefined;
          const crossing = await this.crossingSample(tx, order, product.indexSourceId);
          if (!crossing) return undefined;
          await tx.select({ id: members.id }).from(members).where(eq(members.id, order.memberId)).for('update');
          return this.fill(tx, order, product, crossing, order.price!, { memberIsMaker: true, isLiquidation: false });
        });
        if (!answer) continue;
        filled++;
        await this.notify(answer.order, answer.deal);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== ResultCode.conflict) throw error;
        rejected += await this.reject(candidate.id, 'FILL_REFUSED');
      }
    }
    return { filled, rejected };
  }

  /**
   * The first sample recorded after the order that crosses its price (a buy's when the index is at
   * or below it, a sell's at or above), found by the database: a window of samples read into memory
   * would stop seeing a crossing once more samples than the window followed the order. The range
   * scan walks ctr_price_sample_source_ts_uq (source, ts) in time order and stops at the first
   * match; `value` and `price` are both numeric, compared exactly.
   */
  private async crossingSample(tx: Tx, order: OrderRow, indexSourceId: number): Promise<PriceSample | undefined> {
    const crosses = order.side === 'BUY' ? lte(priceSamples.value, order.price!) : gte(priceSamples.value, order.price!);
    const [sample] = await tx
      .select()
      .from(priceSamples)
      .where(and(eq(priceSamples.indexSourceId, indexSourceId), gt(priceSamples.ts, order.createdAt), crosses))
      .orderBy(asc(priceSamples.ts))
      .limit(1);
    return sample;
  }

  private async reject(orderId: number, reason: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(contractOrders).where(and(eq(contractOrders.id, orderId), eq(contractOrders.status, 'NEW'))).for('update');
      if (!order) return 0;
      await this.releaseOrderMargin(tx, order, null);
      await tx.update(contractOrders).set({ status: 'REJECTED', cancelReason: reason, updatedAt: new Date() }).where(eq(contractOrders.id, order.id));
      return 1;
    });
  }

  /**
   * System action for the product area (catalogue §5.5): when a product is LOCKED or DELISTED, every
   * resting order on it is cancelled and its margin released, each in its own transaction. Refused
   * for a product in any other state. Answers how many orders were cancelled.
   */
  async cancelOpenOrdersOfProduct(productId: number, operatorId: number | null, reason: string): Promise<{ cancelled: number }> {
    const [product] = await this.db.select().from(contractProducts).where(eq(contractProducts.id, productId));
    if (!product) throw fieldRefusal('productId', `product ${productId} does not exist`, { code: 'noSuchRecord' }, ResultCode.notFound);
    if (product.state !== 'LOCKED' && product.state !== 'DELISTED') {
      throw refusal('bulkCancelNeedsLock', `product ${product.symbol} is ${product.state}; open orders are bulk-cancelled only when it is LOCKED or DELISTED`, { symbol: product.symbol, state: product.state });
    }
    const open = await this.db.select({ id: contractOrders.id }).from(contractOrders).where(and(eq(contractOrders.productId, productId), inArray(contractOrders.status, ['NEW'])));
    let cancelled = 0;
    for (const { id } of open) {
      const done = await this.cancelOrder(id, `PRODUCT_${product.state}: ${reason}`, operatorId).then(
        () => 1,
        () => 0,
      );
      cancelled += done;
    }
    return { cancelled };
  }
}
