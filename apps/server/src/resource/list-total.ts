import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The matching rows counted up to one past the cap, as a scalar sub-select. On one connection
 * (PGlite) the page's own statement selects it beside its rows (PostgreSQL runs it once), so a
 * page and its total are one round trip; on a pool it runs beside the page as a statement of its
 * own (ResourceReader.list says why).
 */
export function cappedCount(db: Db, table: PgTable, where: SQL | undefined): SQL<number> {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(EXACT_TOTAL_UP_TO + 1);
  return sql<number>`(select count(*)::int from (${capped.getSQL()}) capped)`.mapWith(Number);
}

/** The capped count as a statement of its own (unexecuted: the reader prepares it once per condition text). */
export function countCappedQuery(db: Db, table: PgTable, where: SQL | undefined) {
  return db.select({ n: cappedCount(db, table, where) }).from(sql`(select 1) as one`);
}

/** The capped count on its own: beside the page on a pool, or for a page that came back empty past the first, which carries no row to read it from. */
export async function countCapped(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await countCappedQuery(db, table, where);
  return row?.n ?? 0;
}

/** The total a count gives: exact up to the cap, else the planner's estimate, never below the count. */
export async function totalFrom(counted: number, estimate: () => Promise<number>): Promise<ListTotal> {
  if (counted <= EXACT_TOTAL_UP_TO) return { total: counted, estimated: false };
  return { total: Math.max(await estimate(), counted), estimated: true };
}

/** The rows the planner expects the list's filter to match (EXPLAIN, nothing is read). */
export async function estimatedRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = db.select({ one: sql`1` }).from(table).where(where).getSQL();
  const answer = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const cell = Object.values(answer.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.round(Number(plan[0]?.Plan?.['Plan Rows'] ?? 0));
}
