import { NOTHING_WAITS } from '../../lib/four-eyes';
import { and, asc, count, eq, lte, sql, sum } from 'drizzle-orm';
import { ResultCode, type TextPerLanguage } from '@ledgerdesk/shared';
import { DELIVERY_VOID_KIND } from '@ledgerdesk/shared/resources/contracts/labels';
import { DELIVERY_ORDER_APPROVE_PERMISSION, DELIVERY_RESULT_OPTIONS, DELIVERY_VOID_REASONS } from '@ledgerdesk/shared/resources/contracts/delivery-order';
import type { Db, Tx } from '../../db/client';
import { contractProducts, currencies, deliveryCycles, deliveryOrders, priceSamples } from '../../db/schema';
import { badRequest, conflict, notFound, refuse } from '../../lib/errors';
import { newOrderNo, type Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { postToWallet } from '../finance/ledger';
import { units } from '../../lib/exact-decimal';
import { freshSample, latestSample, sampleAt, SAMPLE_FRESHNESS_MS } from './index-price';
import { requireDeliveryAllowed } from './delivery-gate';
import { settle } from './settlement-rule';
import { isTestMember } from './test-members';
import { optionText } from '../../lib/text-per-language';

/** The payout's money-log remark: the result at the closing sample, in each console language. */
function settledRemark(result: string, sample: { id: number; value: string }): TextPerLanguage {
  const label = optionText(DELIVERY_RESULT_OPTIONS, result);
  return {
    'zh-cn': `${label['zh-cn']}，指数 ${sample.value}（样本 ${sample.id}）`,
    en: `${label.en} at index ${sample.value} (sample ${sample.id})`,
    'zh-tw': `${label['zh-tw']}，指數 ${sample.value}（樣本 ${sample.id}）`,
  };
}

type OrderRow = typeof deliveryOrders.$inferSelect;
type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];

/** Every money-log row of a delivery order carries this ref type and the order's id. */
export const DELIVERY_REF = 'DELIVERY_ORDER';
export const VOID_REASONS = ['INDEX_OUTAGE', 'PRODUCT_DEFECT'] as const;

export interface OpenOrderInput {
  memberId: number;
  cycleId: number;
  direction: 'UP' | 'DOWN';
  stake: string;
}

/**
 * bigint-expiry orders (catalogue §5.4). Opening is the member's (a service method: the member API
 * is not part of this console); settling is the job's; voiding is two operators'. The outcome is
 * always `settle()` over the two recorded samples; no input anywhere names a result.
 */
export class DeliveryService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  /** Opens an order at the latest recorded sample: stake debited (DELIVERY_STAKE) in the same transaction. */
  async open(input: OpenOrderInput, now = new Date()): Promise<OrderRow> {
    await requireDeliveryAllowed(this.db, input.memberId);
    return this.openPastGate(input, now);
  }

  /**
   * `open` after the legal gate. Only `open` and the demo seed (which lays down the history of an
   * installation that once held a licence; the gate itself stays off) call it.
   */
  async openPastGate(input: OpenOrderInput, now: Date): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const [cycle] = await tx.select().from(deliveryCycles).where(eq(deliveryCycles.id, input.cycleId)).for('update');
      if (!cycle) throw badRequest(`delivery cycle ${input.cycleId} does not exist`, { cycleId: 'no such cycle' }, { reason: 'record.notFound', params: { id: input.cycleId } });
      if (cycle.status !== 'ACTIVE') throw conflict(`delivery cycle ${cycle.id} is ${cycle.status}`, { reason: 'contract.cycleNotActive', params: { id: cycle.id } });
      const [product] = await tx.select().from(contractProducts).where(eq(contractProducts.id, cycle.productId));
      if (!product || product.state !== 'ENABLED' || product.kind !== 'FIXED_EXPIRY') {
        throw conflict(`product ${product?.symbol ?? cycle.productId} is not an enabled fixed-expiry product`, { reason: 'contract.notDeliveryProduct', params: { symbol: product?.symbol ?? String(cycle.productId) } });
      }
      if (product.visibleTo === 'TEST_ONLY' && !(await isTestMember(tx, input.memberId))) {
        // A test product does not exist for anyone else: the same answer as a missing one.
        throw badRequest(`delivery cycle ${input.cycleId} does not exist`, { cycleId: 'no such cycle' }, { reason: 'record.notFound', params: { id: input.cycleId } });
      }
      const stake = units(input.stake);
      if (stake < units(cycle.minStake) || stake > units(cycle.maxStake)) {
        throw refuse(ResultCode.badRequest, `the stake must be between ${cycle.minStake} and ${cycle.maxStake}`, { reason: 'contract.stakeOutOfRange', params: { min: cycle.minStake, max: cycle.maxStake } }, { stake: 'out of range' });
      }
      const [open] = await tx
        .select({ total: sum(deliveryOrders.stake) })
        .from(deliveryOrders)
        .where(and(eq(deliveryOrders.memberId, input.memberId), eq(deliveryOrders.cycleId, cycle.id), eq(deliveryOrders.status, 'OPEN')));
      if (units(open?.total ?? '0') + stake > units(cycle.maxOpenStakePerMember)) {
        throw conflict(`the member's open stake in this cycle would pass ${cycle.maxOpenStakePerMember}`, { reason: 'contract.openStakeLimit', params: { max: cycle.maxOpenStakePerMember } });
      }
      const sample = await freshSample(tx, product.indexSourceId, now);
      if (!sample) {
        throw conflict(`the index of ${product.symbol} has no recent sample: no order opens without a recorded price`, { reason: 'contract.indexStale', params: { symbol: product.symbol } });
      }
      const [order] = await tx
        .insert(deliveryOrders)
        .values({
          orderNo: `D${newOrderNo('T').slice(1)}`,
          memberId: input.memberId,
          productId: product.id,
          cycleId: cycle.id,
          direction: input.direction,
          currency: product.quoteWalletCode,
          stake: input.stake,
          payoutRatio: cycle.payoutRatio,
          refundOnTie: cycle.refundOnTie,
          openAt: now,
          openPrice: sample.value,
          openSampleId: sample.id,
          closeAt: new Date(now.getTime() + cycle.durationSeconds * 1000),
        })
        .returning();
      await postToWallet(tx, {
        memberId: input.memberId,
        currency: order!.currency,
        type: 'DELIVERY_STAKE',
        refType: DELIVERY_REF,
        refId: order!.id,
        refNo: order!.orderNo,
        operatorId: null,
        moves: [{ kind: 'AVAILABLE', change: `-${input.stake}` }],
      });
      return order!;
    });
  }

  /**
   * Settles one order if it is still OPEN and its close sample is final (the chain has a sample at
   * or after close_at). Answers the settled row, or null when there is nothing to do yet or any
   * more. The order row is locked, so concurrent runs settle it exactly once; the money log's
   * unique key (ref, type, kind) would refuse a second payout even so.
   */
  async settleOne(orderId: number): Promise<OrderRow | null> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(deliveryOrders).where(eq(deliveryOrders.id, orderId)).for('update');
      if (!order || order.status !== 'OPEN') return null;
      const [product] = await tx.select({ indexSourceId: contractProducts.indexSourceId }).from(contractProducts).where(eq(contractProducts.id, order.productId));
      const head = await latestSample(tx, product!.indexSourceId);
      if (!head || head.ts.getTime() < order.closeAt.getTime()) return null;
      const sample = await sampleAt(tx, product!.indexSourceId, order.closeAt);
      // No sample within the freshness window of close: an index outage. The order waits for a void.
      if (!sample || order.closeAt.getTime() - sample.ts.getTime() > SAMPLE_FRESHNESS_MS) return null;
      const [currency] = await tx.select({ scale: currencies.displayScale }).from(currencies).where(eq(currencies.code, order.currency));
      const { result, payout } = settle({
        direction: order.direction as 'UP' | 'DOWN',
        stake: order.stake,
        payoutRatio: order.payoutRatio,
        refundOnTie: order.refundOnTie,
        openPrice: order.openPrice,
        closePrice: sample.value,
        scale: currency?.scale ?? 8,
      });
      const [settled] = await tx
        .update(deliveryOrders)
        .set({ status: 'SETTLED', result, payout, closePrice: sample.value, closeSampleId: sample.id, settledAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(deliveryOrders.id, order.id), eq(deliveryOrders.status, 'OPEN')))
        .returning();
      if (units(payout) > 0n) {
        await postToWallet(tx, {
          memberId: order.memberId,
          currency: order.currency,
          type: 'DELIVERY_SETTLE',
          refType: DELIVERY_REF,
          refId: order.id,
          refNo: order.orderNo,
          operatorId: null,
          moves: [{ kind: 'AVAILABLE', change: payout }],
          remark: settledRemark(result, sample),
        });
      }
      return settled!;
    });
  }

  /**
   * The settlement job's pass: the OPEN orders past close_at that can settle now, oldest first, each
   * in its own transaction. "Can settle" is settleOne's own test asked of the index in the query (a
   * sample at or after close, so the close is final, and one within the freshness window before
   * it): an order in an index outage never settles and waits for a void, and were it picked by age
   * alone, `limit` such orders would fill every pass and starve each order behind them. Both tests
   * are range probes of ctr_price_sample_source_ts_uq (source, ts). `waiting`: due orders still open.
   */
  async settleDue(now = new Date(), limit = 500): Promise<{ settled: number; waiting: number }> {
    const sampled = (range: ReturnType<typeof sql>) =>
      sql`exists (select 1 from ${priceSamples} where ${priceSamples.indexSourceId} = ${contractProducts.indexSourceId} and ${range})`;
    const due = await this.db
      .select({ id: deliveryOrders.id })
      .from(deliveryOrders)
      .innerJoin(contractProducts, eq(contractProducts.id, deliveryOrders.productId))
      .where(
        and(
          eq(deliveryOrders.status, 'OPEN'),
          lte(deliveryOrders.closeAt, now),
          sampled(sql`${priceSamples.ts} >= ${deliveryOrders.closeAt}`),
          sampled(sql`${priceSamples.ts} <= ${deliveryOrders.closeAt} and ${priceSamples.ts} >= ${deliveryOrders.closeAt} - ${SAMPLE_FRESHNESS_MS} * interval '1 millisecond'`),
        ),
      )
      .orderBy(asc(deliveryOrders.closeAt), asc(deliveryOrders.id))
      .limit(limit);
    let settled = 0;
    for (const { id } of due) if (await this.settleOne(id)) settled++;
    const [left] = await this.db.select({ n: count() }).from(deliveryOrders).where(and(eq(deliveryOrders.status, 'OPEN'), lte(deliveryOrders.closeAt, now)));
    return { settled, waiting: left?.n ?? 0 };
  }

  /** Files a void for a second operator: a fixed reason, the stake refunded in full, never a result. */
  async requestVoid(order: OrderRow, voidReason: string, remark: string, operator: Operator): Promise<{ approvalId: number }> {
    if (!(VOID_REASONS as readonly string[]).includes(voidReason)) {
      throw refuse(ResultCode.badRequest, `the void reason must be one of ${VOID_REASONS.join(', ')}`, { reason: 'contract.voidReason', params: {} }, { voidReason: 'not a void reason' });
    }
    if (order.status !== 'OPEN') throw conflict(`order ${order.orderNo} is ${order.status}`, { reason: 'record.wrongState', params: { id: order.orderNo, status: order.status, expected: 'OPEN' } });
    const approval = await this.db.transaction((tx) =>
      this.approvals.request(tx, {
        kind: DELIVERY_VOID_KIND,
        subjectType: 'DELIVERY_ORDER',
        subjectId: order.id,
        summary: {
          'zh-cn': `作废交割订单 ${order.orderNo}（${voidReason}），退还本金 ${order.stake} ${order.currency}`,
          en: `Void delivery order ${order.orderNo} (${voidReason}), refunding the stake ${order.stake} ${order.currency}`,
          'zh-tw': `作廢交割訂單 ${order.orderNo}（${voidReason}），退還本金 ${order.stake} ${order.currency}`,
        },
        payload: { orderId: order.id, voidReason },
        makerId: operator.userId,
        makerRemark: remark,
      }),
    );
    return { approvalId: approval.id };
  }

  async applyVoid(tx: Tx, payload: { orderId: number; voidReason: string }, approverId: number) {
    const [order] = await tx.select().from(deliveryOrders).where(eq(deliveryOrders.id, payload.orderId)).for('update');
    if (!order) throw notFound(`delivery order ${payload.orderId} does not exist`, { reason: 'record.notFound', params: { id: payload.orderId } });
    if (order.status !== 'OPEN') throw conflict(`order ${order.orderNo} is ${order.status}`, { reason: 'record.wrongState', params: { id: order.orderNo, status: order.status, expected: 'OPEN' } });
    await tx.update(deliveryOrders).set({ status: 'VOID', voidReason: payload.voidReason, settledAt: sql`now()`, updatedAt: sql`now()`, updatedBy: approverId }).where(eq(deliveryOrders.id, order.id));
    await postToWallet(tx, {
      memberId: order.memberId,
      currency: order.currency,
      type: 'DELIVERY_VOID_REFUND',
      refType: DELIVERY_REF,
      refId: order.id,
      refNo: order.orderNo,
      operatorId: approverId,
      moves: [{ kind: 'AVAILABLE', change: order.stake }],
      // The void's reason is one of a fixed few, each labelled in every language.
      remark: optionText(DELIVERY_VOID_REASONS, payload.voidReason),
    });
    return { orderId: order.id, status: 'VOID' };
  }

  voidApprovalHandler(): ApprovalHandler {
    return {
      kind: DELIVERY_VOID_KIND,
      title: { 'zh-cn': '交割订单作废', en: 'Delivery order void', 'zh-tw': '交割訂單作廢' },
      permission: DELIVERY_ORDER_APPROVE_PERMISSION,
      // The order stays OPEN (and settles as usual) until a void is approved; filing parks nothing.
      onReject: NOTHING_WAITS,
      subjectMember: deliveryOrders.memberId,
      apply: async (tx, approval, approverId) => this.applyVoid(tx, approval.payload as { orderId: number; voidReason: string }, approverId),
    };
  }
}
