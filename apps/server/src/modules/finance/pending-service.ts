import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { normalizeDecimal, RECHARGE_REVIEWABLE, WITHDRAW_AWAITING_REVIEW, type CurrencyTotal, type OldestWaiting, type PendingCounts, type TodoSummary } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { preparedByName } from '../../db/pglite-named';
import { kycApplications, members, moneyLogs, rechargeOrders, withdrawOrders } from '../../db/schema';
import { memberRowsInReach, type Reach } from '../access/data-scope';
import { isRealMember } from '../../lib/real-members';
import { businessDayStartOf, businessDayStartSql } from '../../lib/business-day';

/** The balances that are the member's own money (TRIAL is promotional credit, a platform expense). */
const MEMBER_OWN_BALANCES = ['AVAILABLE', 'FROZEN'] as const;

/**
 * What waits for operators. Each count and oldest-item look-up is served by a partial index on
 * the pending state, so its cost follows the number of pending rows, not the size of the table
 * (see bench/results for the figures on a million orders).
 *
 * Everything here counts only the rows the caller's reach holds (their member's, as the lists do):
 * a badge never announces work the operator cannot open.
 */
export class PendingService {
  /** The counts for a caller who reaches every row (most operators of the poll): built and prepared once. */
  private readonly countsOfAll;

  /** `timeZone`: the business day's (JOBS_TIMEZONE), the daily statement's. */
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {
    this.countsOfAll = preparedByName(db, 'ledgerdesk_pending_counts_all', this.countsQuery({ all: true }));
  }

  /** The three counts in one statement: the 10 s poll of every console costs one round trip (one connection), not three. */
  async counts(reach: Reach): Promise<PendingCounts> {
    const [row] = reach.all ? await this.countsOfAll.execute() : await this.countsQuery(reach);
    return { systemRechargeCount: Number(row?.recharge ?? 0), withdrawCount: Number(row?.withdraw ?? 0), realNameAuthCount: Number(row?.kyc ?? 0) };
  }

  private countsQuery(reach: Reach) {
    const counted = (query: SQL) => sql<number>`(${query})`;
    return this.db
      .select({
        recharge: counted(
          this.db.select({ n: count() }).from(rechargeOrders).where(and(inArray(rechargeOrders.status, [...RECHARGE_REVIEWABLE]), memberRowsInReach(this.db, reach, rechargeOrders.memberId))).getSQL(),
        ),
        withdraw: counted(
          this.db
            .select({ n: count() })
            .from(withdrawOrders)
            .where(and(inArray(withdrawOrders.status, [...WITHDRAW_AWAITING_REVIEW]), memberRowsInReach(this.db, reach, withdrawOrders.memberId)))
            .getSQL(),
        ),
        kyc: counted(
          this.db.select({ n: count() }).from(kycApplications).where(and(eq(kycApplications.status, 'PENDING'), memberRowsInReach(this.db, reach, kycApplications.memberId))).getSQL(),
        ),
      })
      .from(sql`(select 1) as one`);
  }

  async summary(reach: Reach, now = new Date()): Promise<TodoSummary> {
    // The totals filter by the day's start as an expression: the summary is polled, and asking for the
    // start first would put a round trip ahead of every other statement.
    const since = businessDayStartSql(now, this.timeZone);
    const [dayStart, counts, recharge, withdraw, realNameAuth, recharged, withdrawn] = await Promise.all([
      businessDayStartOf(this.db, now, this.timeZone),
      this.counts(reach),
      this.db
        .select({ id: rechargeOrders.id, ref: rechargeOrders.orderNo, createdAt: rechargeOrders.createdAt })
        .from(rechargeOrders)
        .where(and(inArray(rechargeOrders.status, [...RECHARGE_REVIEWABLE]), memberRowsInReach(this.db, reach, rechargeOrders.memberId)))
        .orderBy(asc(rechargeOrders.createdAt))
        .limit(1),
      this.db
        .select({ id: withdrawOrders.id, ref: withdrawOrders.orderNo, createdAt: withdrawOrders.createdAt })
        .from(withdrawOrders)
        .where(and(inArray(withdrawOrders.status, [...WITHDRAW_AWAITING_REVIEW]), memberRowsInReach(this.db, reach, withdrawOrders.memberId)))
        .orderBy(asc(withdrawOrders.createdAt))
        .limit(1),
      this.db
        .select({ id: kycApplications.id, ref: members.account, createdAt: kycApplications.createdAt })
        .from(kycApplications)
        .innerJoin(members, eq(members.id, kycApplications.memberId))
        .where(and(eq(kycApplications.status, 'PENDING'), memberRowsInReach(this.db, reach, kycApplications.memberId)))
        .orderBy(asc(kycApplications.createdAt))
        .limit(1),
      this.totalsSince(reach, since, 'RECHARGE', ''),
      // A completed payout is one WITHDRAW row taking the gross amount off the frozen balance.
      this.totalsSince(reach, since, 'WITHDRAW', '-'),
    ]);
    const oldest = (rows: Array<{ id: number; ref: string; createdAt: Date }>): OldestWaiting | null => {
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.id,
        ref: row.ref,
        createdAt: row.createdAt.toISOString(),
        waitingSeconds: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000)),
      };
    };
    return {
      ...counts,
      oldest: { recharge: oldest(recharge), withdraw: oldest(withdraw), realNameAuth: oldest(realNameAuth) },
      dayStart: dayStart.toISOString(),
      today: { recharged, withdrawn },
    };
  }

  /**
   * Sums today's money-log changes of one type per currency, in SQL numeric, as the daily statement
   * counts them: on the member's own balances (a recharge from a black-listed sender is credited
   * FROZEN, and is credited all the same), test accounts left out. `sign` '-' flips debits to
   * positive totals.
   */
  private async totalsSince(reach: Reach, since: SQL, type: string, sign: '' | '-'): Promise<CurrencyTotal[]> {
    const rows = await this.db
      .select({
        currency: moneyLogs.currency,
        amount: sql<string>`(${sql.raw(sign === '-' ? '-' : '')}sum(${moneyLogs.change}))::text`,
        count: count(),
      })
      .from(moneyLogs)
      .where(
        and(
          gte(moneyLogs.createdAt, since),
          eq(moneyLogs.type, type),
          inArray(moneyLogs.balanceKind, [...MEMBER_OWN_BALANCES]),
          isRealMember(moneyLogs.memberId),
          memberRowsInReach(this.db, reach, moneyLogs.memberId),
        ),
      )
      .groupBy(moneyLogs.currency)
      .orderBy(moneyLogs.currency);
    return rows.map((r) => ({ currency: r.currency, amount: normalizeDecimal(r.amount), count: r.count }));
  }
}
