import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { PAYOUT_STALE_MINUTES } from '@ledgerdesk/shared/finance/payout';
import { payoutQueueResource } from '@ledgerdesk/shared/resources/finance/payout-queue';
import type { Db } from '../../db/client';
import { payoutAttempts, withdrawOrders } from '../../db/schema';
import { bindResource, type ApiRow, type RequestContext } from '../../resource';
import { memberRowScope } from '../access/member-scope';

/** The latest attempt of each withdrawal on the page, in one query. */
async function latestAttempts(db: Db, rows: ApiRow[]): Promise<Map<number, typeof payoutAttempts.$inferSelect>> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return new Map();
  const found = await db
    .selectDistinctOn([payoutAttempts.withdrawId])
    .from(payoutAttempts)
    .where(inArray(payoutAttempts.withdrawId, ids))
    .orderBy(payoutAttempts.withdrawId, desc(payoutAttempts.attemptNo));
  return new Map(found.map((a) => [a.withdrawId, a]));
}

const withAttempt = (row: ApiRow, attempt: typeof payoutAttempts.$inferSelect | undefined): ApiRow => ({
  ...row,
  providerCode: attempt?.providerCode ?? '',
  attemptNo: attempt?.attemptNo ?? null,
  attemptStatus: attempt?.status ?? '',
  attemptError: attempt?.errorCode ?? '',
});

/**
 * The payout queue: withdrawals PAYING for longer than PAYOUT_STALE_MINUTES. The condition is the
 * scope (with the member data scope), so list and get hold exactly those rows.
 */
export function payoutQueueBinding(db: Db) {
  const memberReach = memberRowScope(db, withdrawOrders.memberId);
  return bindResource({
    definition: payoutQueueResource,
    table: withdrawOrders,
    hooks: {
      scope: async (context: RequestContext) =>
        and(
          await memberReach(context),
          eq(withdrawOrders.status, 'PAYING'),
          lt(withdrawOrders.payStartedAt, sql`now() - make_interval(mins => ${PAYOUT_STALE_MINUTES})`),
        ),
      decorateList: async (rows) => {
        const latest = await latestAttempts(db, rows);
        return rows.map((row) => withAttempt(row, latest.get(Number(row.id))));
      },
      decorateRow: async (row) => withAttempt(row, (await latestAttempts(db, [row])).get(Number(row.id))),
    },
  });
}
