import { and, eq, inArray, sql } from 'drizzle-orm';
import { decimalParam, ResultCode } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { members, stakingOrders, stakingProducts } from '../../db/schema';
import { badRequest, conflict, notFound, refuse } from '../../lib/errors';
import { text, units } from '../../lib/exact-decimal';
import { newOrderNo } from '../../lib/review-support';
import { postToWallet } from '../finance/ledger';
import { addDays, businessDateOf } from './business-date';
import { checkAmount, leftOf, notAbove, scaleOf } from './staking-amounts';

export type OrderRow = typeof stakingOrders.$inferSelect;

/** Every ledger row of a subscription (lock, redemption, fee, forfeit) carries this order type and the order's id. */
export const ORDER_REF = 'STAKING_ORDER';
/** The statuses whose principal is still staked and counts against the caps. */
export const HELD_STATUSES = ['HOLDING', 'REDEEM_REQUESTED', 'UNLOCKING'] as const;

export interface SubscribeInput {
  memberId: number;
  productId: number;
  amount: string;
  /** The member app's idempotency key: a retry with the same number answers the same order. */
  orderNo?: string;
  autoRenew?: boolean;
}

const stakingNo = () => `K${newOrderNo('S').slice(1)}`;

/**
 * The member side of staking (catalogue §4, "Subscribe"): there is no member app in this console,
 * so tests and the demo seed call it. One transaction locks the product (so concurrent
 * subscriptions check the caps one after another), checks the minimum, the total cap and the cap
 * per member against the orders still held, writes the order with the product's terms as a
 * snapshot and moves the principal available → frozen (STAKE_LOCK, ref the order).
 */
export class SubscriptionService {
  constructor(private readonly db: Db) {}

  /** `at` backdates the subscription for the demo seed and tests; the member app never sends it. */
  async subscribe(input: SubscribeInput, at: Date = new Date()): Promise<OrderRow> {
    return this.db.transaction((tx) => this.subscribeIn(tx, input, at));
  }

  private async subscribeIn(tx: Tx, input: SubscribeInput, at: Date): Promise<OrderRow> {
    const [product] = await tx.select().from(stakingProducts).where(eq(stakingProducts.id, Number(input.productId))).for('update');
    if (!product) throw badRequest(`staking product ${input.productId} does not exist`, { productId: 'no such product' }, { reason: 'record.notFound', params: { id: Number(input.productId) } });
    if (input.orderNo) {
      const [existing] = await tx.select().from(stakingOrders).where(eq(stakingOrders.orderNo, input.orderNo));
      if (existing) return this.sameRequest(existing, input);
    }
    if (product.status !== 'ACTIVE') {
      throw conflict(`product ${product.code} is ${product.status}: it takes no subscriptions`, { reason: 'staking.productNotOpen', params: { code: product.code, status: product.status } });
    }
    const amount = checkAmount(product.currency, await scaleOf(tx, product.currency), input.amount, 'amount');
    if (!notAbove(product.minAmount, amount)) {
      throw badRequest(`the amount is below the minimum of ${decimalParam(product.minAmount)} ${product.currency}`, { amount: 'below the minimum' }, {
        reason: 'staking.belowMinimum',
        params: { minimum: decimalParam(product.minAmount), currency: product.currency },
      });
    }
    const [member] = await tx.select({ id: members.id, account: members.account, status: members.status }).from(members).where(eq(members.id, Number(input.memberId)));
    if (!member) throw badRequest(`member ${input.memberId} does not exist`, { memberId: 'no such member' }, { reason: 'finance.memberMissing', params: { memberId: Number(input.memberId) } });
    if (member.status !== 'NORMAL') throw conflict(`member ${member.account} is ${member.status}: they cannot subscribe`, { reason: 'staking.memberNotNormal', params: { account: member.account, status: member.status } });

    const held = await this.heldTotals(tx, product.id, member.id);
    if (!notAbove(text(units(held.product) + units(amount)), product.totalCap)) {
      const left = leftOf(product.totalCap, held.product);
      throw conflict(`product ${product.code} has ${left} ${product.currency} of its total cap left`, { reason: 'staking.totalCapReached', params: { code: product.code, left, currency: product.currency } });
    }
    if (!notAbove(text(units(held.member) + units(amount)), product.maxPerMember)) {
      const left = leftOf(product.maxPerMember, held.member);
      throw conflict(`member ${member.account} can stake ${left} ${product.currency} more in product ${product.code}`, { reason: 'staking.memberCapReached', params: { code: product.code, left, currency: product.currency } });
    }

    const accrualFrom = addDays(businessDateOf(at), 1);
    const [order] = await tx
      .insert(stakingOrders)
      .values({
        orderNo: input.orderNo || stakingNo(),
        memberId: member.id,
        productId: product.id,
        currency: product.currency,
        amount,
        termDays: product.termDays,
        aprSnapshot: product.referenceApr,
        earlyRedeemRule: product.earlyRedeemRule,
        earlyRedeemFeeRate: product.earlyRedeemFeeRate,
        payoutMode: product.payoutMode,
        unlockDays: product.unlockDays,
        status: 'HOLDING',
        subscribedAt: at,
        accrualFrom,
        maturesOn: product.termDays > 0 ? addDays(accrualFrom, product.termDays) : null,
        autoRenew: input.autoRenew && product.autoRenewAllowed ? 1 : 0,
        createdAt: at,
      })
      .returning();
    await postToWallet(tx, {
      memberId: member.id,
      currency: product.currency,
      type: 'STAKE_LOCK',
      refType: ORDER_REF,
      refId: order!.id,
      refNo: order!.orderNo,
      operatorId: null,
      moves: [
        { kind: 'AVAILABLE', change: `-${amount}` },
        { kind: 'FROZEN', change: amount },
      ],
      remark: { 'zh-cn': `质押于 ${product.code}`, en: `staked in ${product.code}`, 'zh-tw': `質押於 ${product.code}` },
    });
    return order!;
  }

  /** The principal still staked in the product, overall and by the member (what the caps bound). */
  async heldTotals(reader: Db | Tx, productId: number, memberId: number): Promise<{ product: string; member: string }> {
    const [row] = await reader
      .select({
        product: sql<string>`coalesce(sum(${stakingOrders.amount}), 0)::text`,
        member: sql<string>`coalesce(sum(${stakingOrders.amount}) filter (where ${stakingOrders.memberId} = ${memberId}), 0)::text`,
      })
      .from(stakingOrders)
      .where(and(eq(stakingOrders.productId, productId), inArray(stakingOrders.status, [...HELD_STATUSES])));
    return row!;
  }

  /** A retry of the same request answers its order; the same number for something else is refused. */
  private sameRequest(existing: OrderRow, input: SubscribeInput): OrderRow {
    if (existing.memberId === Number(input.memberId) && existing.productId === Number(input.productId) && Number(existing.amount) === Number(input.amount)) return existing;
    throw refuse(ResultCode.conflict, `order number ${existing.orderNo} is already used by another subscription`, { reason: 'record.duplicate', params: { field: 'orderNo' }, issues: { orderNo: { code: 'taken' } } }, { orderNo: 'already used' });
  }

  async load(reader: Db | Tx, orderId: number): Promise<OrderRow> {
    const [row] = await reader.select().from(stakingOrders).where(eq(stakingOrders.id, orderId));
    if (!row) throw notFound(`staking order ${orderId} does not exist`, { reason: 'record.notFound', params: { id: orderId } });
    return row;
  }
}
