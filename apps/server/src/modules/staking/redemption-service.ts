import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import { ORDER_STATUS_OPTIONS, orderMayMove, orderStatesInto, STAKING_APPROVAL_KINDS, type StakingOrderStatus } from '@ledgerdesk/shared/resources/earn/staking-states';
import type { Db, Tx } from '../../db/client';
import { budgets, stakingAccrualRuns, stakingAccruals, stakingOrders, stakingProducts } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { mul, text, truncTo, units } from '../../lib/exact-decimal';
import type { Operator } from '../../lib/review-support';
import type { ApprovalRow } from './approval-types';
import type { AreaDeps } from '../area-deps';
import { postToBudget } from '../finance/budget-ledger';
import { postToWallet } from '../finance/ledger';
import { addDays, businessDateOf } from './business-date';
import { scaleOf } from './staking-amounts';
import { wrongState } from './staking-refusals';
import { ORDER_REF, type OrderRow } from './subscription-service';
import { optionText } from '../../lib/text-per-language';

const DAY_MS = 86_400_000;
const positive = (amount: string) => units(amount) > 0n;

export interface SettlementResult {
  unlocking: number;
  redeemed: number;
  matured: number;
  waiting: number;
  failed: number;
}

/**
 * The end of a subscription (catalogue §4): a member's redemption request, its processing under
 * the order's snapshot rule, the unlock period, maturity and the operator's cancellation. Locks
 * are taken product → pool budget → order → wallet, the order the accrual job takes them in.
 * The principal leaves FROZEN only here (STAKE_REDEEM), with any income still ACCRUED paid out
 * (STAKE_INTEREST, ref the order); every ledger row is keyed by the order, so nothing pays twice.
 */
export class RedemptionService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  /** Member side: HOLDING → REDEEM_REQUESTED (income stops from that day); a fixed term with NOT_ALLOWED waits for maturity. */
  async requestRedeem(orderId: number, memberId: number, now = new Date()): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.memberId !== memberId) throw notFound(`staking order ${orderId} does not exist`, { reason: 'record.notFound', params: { id: orderId } });
      if (!orderMayMove(order.status, 'REDEEM_REQUESTED')) throw wrongState('order', order.orderNo, order.status, orderStatesInto('REDEEM_REQUESTED'));
      if (isEarly(order, now) && order.earlyRedeemRule === 'NOT_ALLOWED') {
        throw conflict(`order ${order.orderNo} cannot be redeemed before it matures on ${order.maturesOn}`, { reason: 'staking.earlyRedeemNotAllowed', params: { id: order.orderNo } });
      }
      return this.setStatus(tx, order, 'REDEEM_REQUESTED', { redeemRequestedAt: now });
    });
  }

  /** The settlement job: requested redemptions start unlocking, unlocked ones are paid out, due ones mature. */
  async settleDue(now = new Date()): Promise<SettlementResult> {
    const result: SettlementResult = { unlocking: 0, redeemed: 0, matured: 0, waiting: 0, failed: 0 };
    const attempt = async (work: () => Promise<boolean>, done: keyof SettlementResult) => {
      try {
        result[(await work()) ? done : 'waiting'] += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.failed += 1;
      }
    };
    const requested = await this.db.select({ id: stakingOrders.id }).from(stakingOrders).where(eq(stakingOrders.status, 'REDEEM_REQUESTED')).orderBy(asc(stakingOrders.id));
    for (const { id } of requested) await attempt(() => this.startUnlock(id, now), 'unlocking');
    const unlocked = await this.db
      .select({ id: stakingOrders.id })
      .from(stakingOrders)
      .where(and(eq(stakingOrders.status, 'UNLOCKING'), lte(stakingOrders.unlocksAt, now)))
      .orderBy(asc(stakingOrders.id));
    for (const { id } of unlocked) await attempt(() => this.release(id, 'REDEEMED', now), 'redeemed');
    const due = await this.db
      .select({ id: stakingOrders.id })
      .from(stakingOrders)
      .where(and(eq(stakingOrders.status, 'HOLDING'), lte(stakingOrders.maturesOn, businessDateOf(now))))
      .orderBy(asc(stakingOrders.id));
    for (const { id } of due) await attempt(() => this.mature(id, now), 'matured');
    return result;
  }

  /**
   * REDEEM_REQUESTED → UNLOCKING under the order's snapshot rule. Early from a fixed term:
   * FORFEIT_ACCRUED marks every income row FORFEITED, takes income already paid back out of the
   * principal (STAKE_FORFEIT) and returns all of it to the pool; FEE_RATE charges the fee on the
   * principal (STAKE_FEE) into the pool. With no unlock period the principal is released at once.
   */
  async startUnlock(orderId: number, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { pool, order } = await this.lockChain(tx, orderId);
      if (order.status !== 'REDEEM_REQUESTED') return false;
      let forfeitedPaid = '0';
      let fee = '0';
      const early = isEarly(order, new Date(order.redeemRequestedAt ?? now));
      const ref = { refType: ORDER_REF, refId: order.id, refNo: order.orderNo, operatorId: null };
      if (early && order.earlyRedeemRule === 'FORFEIT_ACCRUED') {
        const [sums] = await tx
          .select({
            paid: sql<string>`coalesce(sum(${stakingAccruals.amount}) filter (where ${stakingAccruals.status} = 'PAID'), 0)::text`,
            all: sql<string>`coalesce(sum(${stakingAccruals.amount}), 0)::text`,
          })
          .from(stakingAccruals)
          .where(and(eq(stakingAccruals.orderId, order.id), inArray(stakingAccruals.status, ['ACCRUED', 'PAID'])));
        forfeitedPaid = sums!.paid;
        await tx
          .update(stakingAccruals)
          .set({ status: 'FORFEITED', updatedAt: sql`now()` })
          .where(and(eq(stakingAccruals.orderId, order.id), inArray(stakingAccruals.status, ['ACCRUED', 'PAID'])));
        if (positive(forfeitedPaid)) {
          await postToWallet(tx, { memberId: order.memberId, currency: order.currency, type: 'STAKE_FORFEIT', ...ref, moves: [{ kind: 'FROZEN', change: `-${forfeitedPaid}` }], remark: { 'zh-cn': '提前赎回：收回已付收益', en: 'early redemption: paid income taken back', 'zh-tw': '提前贖回：收回已付收益' } });
        }
        if (positive(sums!.all)) await postToBudget(tx, { budgetId: pool.id, type: 'RETURN', amount: sums!.all, ...ref, remark: { 'zh-cn': `${order.orderNo} 被收回的收益`, en: `forfeited income of ${order.orderNo}`, 'zh-tw': `${order.orderNo} 被收回的收益` } });
      }
      if (early && order.earlyRedeemRule === 'FEE_RATE') {
        const scale = await scaleOf(tx, order.currency);
        fee = text(truncTo(mul(units(order.amount), units(order.earlyRedeemFeeRate)), scale));
        if (positive(fee)) {
          await postToWallet(tx, { memberId: order.memberId, currency: order.currency, type: 'STAKE_FEE', ...ref, moves: [{ kind: 'FROZEN', change: `-${fee}` }], remark: { 'zh-cn': `提前赎回手续费 ${decimalParam(order.earlyRedeemFeeRate)}`, en: `early redemption fee ${decimalParam(order.earlyRedeemFeeRate)}`, 'zh-tw': `提前贖回手續費 ${decimalParam(order.earlyRedeemFeeRate)}` } });
          await postToBudget(tx, { budgetId: pool.id, type: 'FUND', amount: fee, ...ref, remark: { 'zh-cn': `${order.orderNo} 的提前赎回手续费`, en: `early redemption fee of ${order.orderNo}`, 'zh-tw': `${order.orderNo} 的提前贖回手續費` } });
        }
      }
      const forfeiting = early && order.earlyRedeemRule === 'FORFEIT_ACCRUED';
      const unlocking = await this.setStatus(tx, order, 'UNLOCKING', {
        unlocksAt: new Date(now.getTime() + order.unlockDays * DAY_MS),
        feeCharged: fee,
        forfeitedPaid,
        ...(forfeiting ? { accruedTotal: '0', paidTotal: '0' } : {}),
      });
      if (order.unlockDays === 0) await this.releaseIn(tx, unlocking, 'REDEEMED', now);
      return true;
    });
  }

  /** UNLOCKING → REDEEMED once the unlock period is over. */
  async release(orderId: number, to: 'REDEEMED', now = new Date()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { order } = await this.lockChain(tx, orderId);
      if (order.status !== 'UNLOCKING' || (order.unlocksAt && order.unlocksAt.getTime() > now.getTime())) return false;
      await this.releaseIn(tx, order, to, now);
      return true;
    });
  }

  /** HOLDING → MATURED once the last day's accrual has run (so no day of income is skipped). */
  async mature(orderId: number, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { order } = await this.lockChain(tx, orderId);
      if (order.status !== 'HOLDING' || !order.maturesOn || order.maturesOn > businessDateOf(now)) return false;
      const lastDay = addDays(order.maturesOn, -1);
      const [accrued] = await tx.select({ id: stakingAccruals.id }).from(stakingAccruals).where(and(eq(stakingAccruals.orderId, order.id), eq(stakingAccruals.accrualDate, lastDay)));
      const [ran] = accrued ? [accrued] : await tx.select({ id: stakingAccrualRuns.id }).from(stakingAccrualRuns).where(and(eq(stakingAccrualRuns.productId, order.productId), eq(stakingAccrualRuns.accrualDate, lastDay)));
      if (!ran) return false;
      await this.releaseIn(tx, order, 'MATURED', now);
      return true;
    });
  }

  /** Operator: files the cancellation for a second operator (catalogue §4: principal and accrued income returned). */
  async requestCancel(orderId: number, reason: string, operator: Operator): Promise<ApprovalRow> {
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!orderMayMove(order.status, 'CANCELLED')) throw wrongState('order', order.orderNo, order.status, orderStatesInto('CANCELLED'));
      return this.approvals.request(tx, {
        kind: STAKING_APPROVAL_KINDS.cancel,
        subjectType: 'STAKING_ORDER',
        subjectId: order.id,
        summary: {
          'zh-cn': `取消质押订单 ${order.orderNo}，退还本金 ${decimalParam(order.amount)} ${order.currency} 及已计收益`,
          en: `Cancel staking order ${order.orderNo}: return the principal ${decimalParam(order.amount)} ${order.currency} and the accrued income`,
          'zh-tw': `取消質押訂單 ${order.orderNo}，退還本金 ${decimalParam(order.amount)} ${order.currency} 及已計收益`,
        },
        payload: { orderId: order.id, orderNo: order.orderNo, reason },
        makerId: operator.userId,
        makerRemark: reason,
      });
    });
  }

  async applyCancel(tx: Tx, approval: ApprovalRow): Promise<Record<string, unknown>> {
    const { orderId, reason } = approval.payload as { orderId: number; reason: string };
    const { order } = await this.lockChain(tx, orderId);
    if (!orderMayMove(order.status, 'CANCELLED')) throw wrongState('order', order.orderNo, order.status, orderStatesInto('CANCELLED'));
    const row = await this.releaseIn(tx, order, 'CANCELLED', new Date(), reason);
    return { orderId, status: row.status };
  }

  /** The principal left after any fee or forfeit goes FROZEN → AVAILABLE; income still ACCRUED is paid with it. */
  private async releaseIn(tx: Tx, order: OrderRow, to: 'REDEEMED' | 'MATURED' | 'CANCELLED', now: Date, reason = ''): Promise<OrderRow> {
    const ref = { refType: ORDER_REF, refId: order.id, refNo: order.orderNo, operatorId: null };
    const principal = text(units(order.amount) - units(order.feeCharged) - units(order.forfeitedPaid));
    if (positive(principal)) {
      await postToWallet(tx, {
        memberId: order.memberId,
        currency: order.currency,
        type: 'STAKE_REDEEM',
        ...ref,
        moves: [
          { kind: 'FROZEN', change: `-${principal}` },
          { kind: 'AVAILABLE', change: principal },
        ],
        // The state the order ends in says why the principal came back (redeemed, matured, cancelled).
        remark: optionText(ORDER_STATUS_OPTIONS, to),
      });
    }
    const [sum] = await tx
      .select({ total: sql<string>`coalesce(sum(${stakingAccruals.amount}), 0)::text` })
      .from(stakingAccruals)
      .where(and(eq(stakingAccruals.orderId, order.id), eq(stakingAccruals.status, 'ACCRUED')));
    await tx
      .update(stakingAccruals)
      .set({ status: 'PAID', paidAt: now, updatedAt: sql`now()` })
      .where(and(eq(stakingAccruals.orderId, order.id), eq(stakingAccruals.status, 'ACCRUED')));
    if (positive(sum!.total)) {
      await postToWallet(tx, { memberId: order.memberId, currency: order.currency, type: 'STAKE_INTEREST', ...ref, moves: [{ kind: 'AVAILABLE', change: sum!.total }], remark: { 'zh-cn': '随本金支付的收益', en: 'income paid with the principal', 'zh-tw': '隨本金支付的收益' } });
    }
    return this.setStatus(tx, order, to, { redeemedAt: now, paidTotal: sql`${stakingOrders.accruedTotal}`, ...(reason ? { closeReason: reason } : {}) });
  }

  private async setStatus(tx: Tx, order: OrderRow, to: StakingOrderStatus, set: Partial<typeof stakingOrders.$inferInsert> | Record<string, SQL | string | Date>): Promise<OrderRow> {
    if (!orderMayMove(order.status, to)) throw wrongState('order', order.orderNo, order.status, orderStatesInto(to));
    const [row] = await tx
      .update(stakingOrders)
      .set({ ...set, status: to, version: sql`${stakingOrders.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(stakingOrders.id, order.id), eq(stakingOrders.status, order.status)))
      .returning();
    return row!;
  }

  /** Product, then its pool, then the order: the accrual job's lock order, so the two never deadlock. */
  private async lockChain(tx: Tx, orderId: number) {
    const [peek] = await tx.select({ productId: stakingOrders.productId }).from(stakingOrders).where(eq(stakingOrders.id, orderId));
    if (!peek) throw notFound(`staking order ${orderId} does not exist`, { reason: 'record.notFound', params: { id: orderId } });
    const [product] = await tx.select().from(stakingProducts).where(eq(stakingProducts.id, peek.productId)).for('update');
    const [pool] = await tx.select().from(budgets).where(eq(budgets.id, product!.poolBudgetId)).for('update');
    const order = await lockOrder(tx, orderId);
    return { product: product!, pool: pool!, order };
  }
}

async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(stakingOrders).where(eq(stakingOrders.id, orderId)).for('update');
  if (!order) throw notFound(`staking order ${orderId} does not exist`, { reason: 'record.notFound', params: { id: orderId } });
  return order;
}

/** Before the maturity date of a fixed term (a flexible product is never early). */
const isEarly = (order: OrderRow, at: Date) => order.termDays > 0 && order.maturesOn !== null && businessDateOf(at) < order.maturesOn;
