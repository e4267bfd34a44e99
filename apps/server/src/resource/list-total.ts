import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * A list's total. Counting every matching row costs as much as reading them (90–130 ms for a
 * million orders on PostgreSQL, while the page itself takes a millisecond), so the count stops
 * after EXACT_TOTAL_UP_TO rows: up to there the total is exact, past it the answer is the
 * planner's estimate of the matching rows, marked as such (`totalEstimated`), never below what
 * was counted. A filter that narrows the list (a member, the pending orders) therefore still gets
 * an exact total; the whole table gets "about 1,000,000".
 */
export const EXACT_TOTAL_UP_TO = 10_000;

export interface ListTotal {
  total: number;
  estimated: boolean;
}

export async function listTotal(db: Db, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(EXACT_TOTAL_UP_TO + 1).as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const n = counted?.n ?? 0;
  if (n <= EXACT_TOTAL_UP_TO) return { total: n, estimated: false };
  const planned = await plannedRows(db, db.select({ one: sql`1` }).from(table).where(where).getSQL());
  return { total: Math.max(planned, n), estimated: true };
}

/** The rows the planner expects the query to answer (EXPLAIN, nothing is read). */
async function plannedRows(db: Db, query: SQL): Promise<number> {
  const answer = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const cell = Object.values(answer.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.round(Number(plan[0]?.Plan?.['Plan Rows'] ?? 0));
}
