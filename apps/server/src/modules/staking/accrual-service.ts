import { and, asc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { budgets, stakingAccrualRuns, stakingAccruals, stakingOrders, stakingProducts, stakingRateDays } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { postToBudget } from '../finance/budget-ledger';
import { postToWallet } from '../finance/ledger';
import { publishEvent } from '../outbox/publish';
import { addDays, businessDateOf } from './business-date';
import { scaleOf } from './staking-amounts';
import { requireBusinessDate } from './staking-refusals';
import { verbatim } from '../../lib/text-per-language';

/** Every ledger row of one day's income carries this order type and the accrual's id. */
export const ACCRUAL_REF = 'STAKING_ACCRUAL';
export const POOL_SHORT_TOPIC = 'staking.pool_short';

export type ProductDayOutcome =
  | { productId: number; code: string; outcome: 'ACCRUED'; orders: number; total: string }
  | { productId: number; code: string; outcome: 'ALREADY_RUN' }
  | { productId: number; code: string; outcome: 'NO_RATE' };

export interface AccrualRunResult {
  accrualDate: string;
  products: ProductDayOutcome[];
}

/**
 * The daily accrual (catalogue §4). For each product with orders due on the date, one transaction
 * that locks the product (rate publication and other runs of the same product wait), then its
 * yield pool; if the pool does not cover the whole day nothing is written, an alert is published
 * and the run stops. Otherwise every HOLDING order with accrual_from ≤ date < matures_on gets its
 * income row (unique per order and date, so a rerun or a concurrent run inserts nothing), the pool
 * pays it (budget SPEND) and, paid daily, the member's available balance receives it
 * (STAKE_INTEREST); paid at maturity, it stays ACCRUED until then. The run row then fixes the date.
 */
export class AccrualService {
  constructor(private readonly db: Db) {}

  /** Runs one business date; it must have ended (UTC). */
  async run(accrualDate: string, now = new Date()): Promise<AccrualRunResult> {
    const date = requireBusinessDate(accrualDate, 'accrualDate');
    if (date >= businessDateOf(now)) {
      throw conflict(`${date} has not ended yet: a day accrues once it is over`, { reason: 'staking.futureDate', params: { date } });
    }
    const due = await this.db
      .selectDistinct({ productId: stakingOrders.productId })
      .from(stakingOrders)
      .where(dueOn(date))
      .orderBy(asc(stakingOrders.productId));
    const products: ProductDayOutcome[] = [];
    for (const { productId } of due) {
      try {
        products.push(await this.db.transaction((tx) => this.runProductDay(tx, productId, date)));
      } catch (error) {
        if (error instanceof AppError && (error.data as { reason?: string } | null)?.reason === 'staking.poolShort') {
          // The alert outlives the refused transaction: operations see it on the message queue page.
          await publishEvent(this.db, { topic: POOL_SHORT_TOPIC, key: `${productId}:${date}`, payload: { productId, accrualDate: date } });
        }
        throw error;
      }
    }
    return { accrualDate: date, products };
  }

  private async runProductDay(tx: Tx, productId: number, date: string): Promise<ProductDayOutcome> {
    const [product] = await tx.select().from(stakingProducts).where(eq(stakingProducts.id, productId)).for('update');
    const code = product!.code;
    const [done] = await tx.select({ id: stakingAccrualRuns.id }).from(stakingAccrualRuns).where(and(eq(stakingAccrualRuns.productId, productId), eq(stakingAccrualRuns.accrualDate, date)));
    if (done) return { productId, code, outcome: 'ALREADY_RUN' };
    const [rate] = await tx.select().from(stakingRateDays).where(and(eq(stakingRateDays.productId, productId), eq(stakingRateDays.rateDate, date)));
    if (!rate) return { productId, code, outcome: 'NO_RATE' };
    const [pool] = await tx.select().from(budgets).where(eq(budgets.id, product!.poolBudgetId)).for('update');
    const scale = await scaleOf(tx, product!.currency);
    // The day's rate, and each order's income cut down to the currency's scale, computed in numeric.
    const dailyRate = sql<string>`round(${rate.apr}::numeric / 365, 18)`;
    const orders = await tx
      .select({
        id: stakingOrders.id,
        orderNo: stakingOrders.orderNo,
        memberId: stakingOrders.memberId,
        amount: stakingOrders.amount,
        payoutMode: stakingOrders.payoutMode,
        rateApplied: sql<string>`${dailyRate}::text`,
        income: sql<string>`trunc(${stakingOrders.amount} * ${dailyRate}, ${scale})::text`,
      })
      .from(stakingOrders)
      .where(and(eq(stakingOrders.productId, productId), dueOn(date)))
      .orderBy(asc(stakingOrders.id))
      .for('update');
    const [need] = await tx
      .select({
        total: sql<string>`coalesce(sum(trunc(${stakingOrders.amount} * ${dailyRate}, ${scale})), 0)::text`,
        covered: sql<boolean>`coalesce(sum(trunc(${stakingOrders.amount} * ${dailyRate}, ${scale})), 0) <= ${pool!.balance}::numeric`,
      })
      .from(stakingOrders)
      .where(and(eq(stakingOrders.productId, productId), dueOn(date)));
    if (!need!.covered || pool!.status !== 'ACTIVE') {
      throw conflict(`yield pool ${pool!.code} has ${decimalParam(pool!.balance)} ${pool!.currency}; the accrual of ${date} for product ${code} needs ${decimalParam(need!.total)}`, {
        reason: 'staking.poolShort',
        params: { pool: pool!.code, left: decimalParam(pool!.balance), currency: pool!.currency, needed: decimalParam(need!.total), date },
      });
    }
    let count = 0;
    for (const order of orders) {
      const daily = order.payoutMode === 'DAILY';
      const [accrual] = await tx
        .insert(stakingAccruals)
        .values({
          orderId: order.id,
          productId,
          memberId: order.memberId,
          currency: product!.currency,
          accrualDate: date,
          principal: order.amount,
          rateApplied: order.rateApplied,
          amount: order.income,
          status: daily ? 'PAID' : 'ACCRUED',
          rateSourceRef: rate.id,
          paidAt: daily ? sql`now()` : null,
        })
        .onConflictDoNothing({ target: [stakingAccruals.orderId, stakingAccruals.accrualDate] })
        .returning({ id: stakingAccruals.id });
      if (!accrual) continue;
      count += 1;
      const ref = { refType: ACCRUAL_REF, refId: accrual.id, refNo: `${order.orderNo}:${date}`, operatorId: null };
      if (Number(order.income) > 0) {
        await postToBudget(tx, { budgetId: pool!.id, type: 'SPEND', amount: order.income, ...ref, remark: { 'zh-cn': `质押收益 ${order.orderNo} ${date}`, en: `staking income ${order.orderNo} ${date}`, 'zh-tw': `質押收益 ${order.orderNo} ${date}` } });
        if (daily) await postToWallet(tx, { memberId: order.memberId, currency: product!.currency, type: 'STAKE_INTEREST', ...ref, moves: [{ kind: 'AVAILABLE', change: order.income }], remark: verbatim(`${code} ${date}`) });
      }
      await tx
        .update(stakingOrders)
        .set({
          accruedTotal: sql`${stakingOrders.accruedTotal} + ${order.income}::numeric`,
          paidTotal: daily ? sql`${stakingOrders.paidTotal} + ${order.income}::numeric` : stakingOrders.paidTotal,
          updatedAt: sql`now()`,
        })
        .where(eq(stakingOrders.id, order.id));
    }
    await tx.insert(stakingAccrualRuns).values({ productId, accrualDate: date, orders: count, total: need!.total });
    return { productId, code, outcome: 'ACCRUED', orders: count, total: decimalParam(need!.total) };
  }

  /** The job's default: yesterday (UTC), the last business date that has ended. */
  static lastEndedDate(now = new Date()): string {
    return addDays(businessDateOf(now), -1);
  }
}

/** HOLDING orders whose accrual window contains the date and that have no income row for it yet. */
function dueOn(date: string) {
  return and(
    eq(stakingOrders.status, 'HOLDING'),
    lte(stakingOrders.accrualFrom, date),
    or(isNull(stakingOrders.maturesOn), gt(stakingOrders.maturesOn, date)),
    notExists(
      sql`(select 1 from ${stakingAccruals} where ${stakingAccruals.orderId} = ${stakingOrders.id} and ${stakingAccruals.accrualDate} = ${date})`,
    ),
  );
}
