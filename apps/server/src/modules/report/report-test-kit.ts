import { and, eq, sql } from 'drizzle-orm';
import { normalizeDecimal, type BalanceKind, type MoneyLogType } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { currencies, dailyStatementLines, memberConfigs, moneyLogs } from '../../db/schema';
import { postToWallet } from '../finance/ledger';
import { isRealMember } from '../../lib/real-members';

let refSerial = 0;

/** A currency of the test's own, so the demo's figures never mix with what a test asserts. */
export async function addCurrency(db: Db, code: string, displayScale = 6): Promise<void> {
  await db.insert(currencies).values({ code, name: code, displayScale }).onConflictDoNothing();
}

/** One posting through the ledger (as a business service would make it), under a test order reference. */
export async function post(db: Db, memberId: number, currency: string, type: MoneyLogType, moves: Array<[BalanceKind, string]>): Promise<void> {
  refSerial += 1;
  await db.transaction((tx) =>
    postToWallet(tx, { memberId, currency, type, refType: 'TEST', refId: refSerial, refNo: `TEST-${refSerial}`, operatorId: null, moves: moves.map(([kind, change]) => ({ kind, change })) }),
  );
}

/** Dates every money log of the currency into a past day (noon UTC), as rows written on that day would be. */
export async function dateLogsInto(db: Db, currency: string, date: string): Promise<void> {
  await db.update(moneyLogs).set({ createdAt: sql`${`${date}T12:00:00Z`}::timestamptz + make_interval(secs => ${moneyLogs.id}::int % 3600)` }).where(eq(moneyLogs.currency, currency));
}

export async function markTest(db: Db, memberId: number): Promise<void> {
  await db.insert(memberConfigs).values({ memberId, isTest: true }).onConflictDoNothing();
}

/** A day's lines as { line: [amount, count] }. */
export async function linesOf(db: Db, currency: string, date: string): Promise<Record<string, [string, number]>> {
  const rows = await db
    .select()
    .from(dailyStatementLines)
    .where(and(eq(dailyStatementLines.currency, currency), eq(dailyStatementLines.businessDate, date)));
  return Object.fromEntries(rows.map((r) => [r.line, [r.amount, r.count]]));
}

/** The member balances of a currency as the money log sums them independently (non-test members, AVAILABLE and FROZEN). */
export async function loggedLiability(db: Db, currency: string, before: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${moneyLogs.change}), 0)::text` })
    .from(moneyLogs)
    .where(
      and(
        eq(moneyLogs.currency, currency),
        sql`${moneyLogs.balanceKind} in ('AVAILABLE', 'FROZEN') and ${moneyLogs.createdAt} < ${before}::timestamptz`,
        isRealMember(moneyLogs.memberId),
      ),
    );
  return normalizeDecimal(row!.total);
}
