import { desc, eq, inArray, sql } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { budgets, currencies, stakingOrders, stakingProducts, stakingRateDays } from '../../db/schema';
import { addDays, businessDateOf } from './business-date';
import { HELD_STATUSES } from './subscription-service';

export interface ProductFigures {
  subscribedTotal: string;
  capUsedPercent: string;
  poolBalance: string;
  nextWeekAccrual: string;
  /** Pool ÷ the next 7 days of accrual of every product paid from the pool; null when nothing accrues. */
  poolCoverage: string | null;
}

const COVERAGE_DAYS = 7;

/**
 * The derived figures of the product list (catalogue §4, "Ethics"): the subscribed total and the
 * cap use are sums over the orders still held, never stored; the yield-pool widget divides the
 * pool's balance by the income the orders will accrue over the next 7 days — each HOLDING order's
 * days left in that window × its principal × the latest published APR ÷ 365 (the reference APR
 * until a rate is published), cut to the currency's scale — over all products sharing the pool.
 */
export async function productFigures(db: Db, productIds: readonly number[], now = new Date()): Promise<Map<number, ProductFigures>> {
  const figures = new Map<number, ProductFigures>();
  if (productIds.length === 0) return figures;
  const products = await db
    .select({ id: stakingProducts.id, poolBudgetId: stakingProducts.poolBudgetId, totalCap: stakingProducts.totalCap })
    .from(stakingProducts)
    .where(inArray(stakingProducts.id, [...productIds]));
  const poolIds = [...new Set(products.map((p) => p.poolBudgetId))];
  const today = businessDateOf(now);
  const windowEnd = addDays(today, COVERAGE_DAYS);
  const latestApr = db
    .select({ apr: stakingRateDays.apr })
    .from(stakingRateDays)
    .where(eq(stakingRateDays.productId, stakingProducts.id))
    .orderBy(desc(stakingRateDays.rateDate))
    .limit(1);
  // Days of the window [today, today + 7) inside the order's accrual window [accrual_from, matures_on).
  const daysLeft = sql`greatest(0, least(coalesce(${stakingOrders.maturesOn}, ${windowEnd}), ${windowEnd})::date - greatest(${stakingOrders.accrualFrom}, ${today})::date)`;
  const perProduct = await db
    .select({
      productId: stakingProducts.id,
      poolBudgetId: stakingProducts.poolBudgetId,
      held: sql<string>`coalesce(sum(${stakingOrders.amount}) filter (where ${inArray(stakingOrders.status, [...HELD_STATUSES])}), 0)::text`,
      nextWeek: sql<string>`coalesce(sum(trunc(${stakingOrders.amount} * round(coalesce((${latestApr}), ${stakingProducts.referenceApr}) / 365, 18), coalesce(${currencies.displayScale}, 18)) * ${daysLeft}) filter (where ${stakingOrders.status} = 'HOLDING'), 0)::text`,
    })
    .from(stakingProducts)
    .leftJoin(stakingOrders, eq(stakingOrders.productId, stakingProducts.id))
    .leftJoin(currencies, eq(currencies.code, stakingProducts.currency))
    .where(inArray(stakingProducts.poolBudgetId, poolIds))
    .groupBy(stakingProducts.id, stakingProducts.poolBudgetId, stakingProducts.referenceApr, currencies.displayScale);
  const pools = new Map((await db.select({ id: budgets.id, balance: budgets.balance }).from(budgets).where(inArray(budgets.id, poolIds))).map((p) => [p.id, p.balance]));
  // The ratios are display figures (4 decimals); the amounts they divide are the exact sums above.
  const poolNeed = new Map<number, number>();
  for (const row of perProduct) poolNeed.set(row.poolBudgetId, (poolNeed.get(row.poolBudgetId) ?? 0) + Number(row.nextWeek));
  for (const row of perProduct) {
    if (!productIds.includes(row.productId)) continue;
    const cap = Number(products.find((p) => p.id === row.productId)?.totalCap ?? 0);
    const balance = pools.get(row.poolBudgetId) ?? '0';
    const need = poolNeed.get(row.poolBudgetId) ?? 0;
    figures.set(row.productId, {
      subscribedTotal: decimalParam(row.held),
      capUsedPercent: cap > 0 ? (Number(row.held) / cap).toFixed(4) : '0',
      poolBalance: decimalParam(balance),
      nextWeekAccrual: decimalParam(row.nextWeek),
      poolCoverage: need > 0 ? (Number(balance) / need).toFixed(4) : null,
    });
  }
  return figures;
}

