import { and, eq, sql } from 'drizzle-orm';
import type { PointsRefType, PointsSource } from '@ledgerdesk/shared/resources/marketing/points-states';
import type { Tx } from '../../db/client';
import { pointsAccounts, pointsLogs } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';

export interface PointsPosting {
  memberId: number;
  /** Signed whole points; never 0. */
  change: number;
  source: PointsSource;
  /** With refId and source, the log's unique key: a repeat fails in the database. */
  refType: PointsRefType;
  refId: number;
  operatorId: number | null;
  note?: string;
}

/**
 * The only way a points balance changes (catalogue §7.4): locks the member's account (made on
 * first use), applies the change in one guarded UPDATE (never below zero) and appends the log row
 * with the balance after it. Runs inside the caller's transaction, so the business row and its
 * points move together or not at all. Points are not money: no wallet, no currency.
 */
export async function postPoints(tx: Tx, posting: PointsPosting): Promise<{ balanceAfter: number; logId: number }> {
  if (!Number.isSafeInteger(posting.change) || posting.change === 0) {
    throw badRequest(`a points change is a whole number other than 0, not ${posting.change}`, { points: 'whole number, not 0' }, { reason: 'request.invalid' });
  }
  await tx.insert(pointsAccounts).values({ memberId: posting.memberId }).onConflictDoNothing();
  const [locked] = await tx.select().from(pointsAccounts).where(eq(pointsAccounts.memberId, posting.memberId)).for('update');
  const [after] = await tx
    .update(pointsAccounts)
    .set({ balance: sql`${pointsAccounts.balance} + ${posting.change}`, version: sql`${pointsAccounts.version} + 1`, updatedAt: sql`now()`, updatedBy: posting.operatorId })
    .where(and(eq(pointsAccounts.id, locked!.id), sql`${pointsAccounts.balance} + ${posting.change} >= 0`))
    .returning();
  if (!after) {
    throw conflict(`member ${posting.memberId} has ${locked!.balance} points; the change ${posting.change} would take the balance below zero`, {
      reason: 'marketing.pointsInsufficient',
      params: { memberId: posting.memberId, balance: locked!.balance, change: posting.change },
    });
  }
  const [log] = await tx
    .insert(pointsLogs)
    .values({
      memberId: posting.memberId,
      change: posting.change,
      balanceAfter: after.balance,
      source: posting.source,
      refType: posting.refType,
      refId: posting.refId,
      operatorId: posting.operatorId,
      note: posting.note ?? '',
    })
    .returning({ id: pointsLogs.id });
  return { balanceAfter: after.balance, logId: log!.id };
}
