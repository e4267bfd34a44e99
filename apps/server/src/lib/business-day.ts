import { sql, type SQL } from 'drizzle-orm';
import { isCalendarDate } from '@ledgerdesk/shared/report';
import type { Db, Tx } from '../db/client';
import { badRequest } from './errors';
import { rowsOf } from '../db/sql-rows';

/** A business day's instants: [start, end) on the wall clock of the report's time zone. */
export interface BusinessDay {
  date: string;
  start: Date;
  end: Date;
  /** The day is over (end ≤ the database's now): its statement may be closed for good. */
  over: boolean;
  /** The day has started; a day ahead has nothing to report. */
  started: boolean;
}

/** A YYYY-MM-DD that names a real calendar day, else a 400 naming the field. */
export function requireBusinessDate(value: unknown, field = 'businessDate'): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!isCalendarDate(text)) {
    throw badRequest(`invalid input — ${field}: must be a date written YYYY-MM-DD`, { [field]: 'must be a date written YYYY-MM-DD' }, {
      reason: 'report.badBusinessDate',
      issues: { [field]: { code: 'isoDate' } },
    });
  }
  return text;
}

/**
 * The day's bounds in `timeZone` (JOBS_TIMEZONE), computed by the database so a day with a
 * daylight-saving change has its real length, and judged against the database's clock.
 */
export async function businessDay(db: Db | Tx, date: string, timeZone: string): Promise<BusinessDay> {
  const [row] = rowsOf<{ start: string | Date; end: string | Date; over: boolean; started: boolean }>(
    await db.execute(sql`
      select b.s as start, b.e as end, b.e <= now() as over, b.s <= now() as started
      from (select (${date}::date)::timestamp at time zone ${timeZone} as s,
                   (${date}::date + 1)::timestamp at time zone ${timeZone} as e) b`),
  );
  return { date, start: new Date(row!.start), end: new Date(row!.end), over: row!.over, started: row!.started };
}

/**
 * When the business day holding `instant` began: midnight on `timeZone`'s calendar, as the daily
 * statement counts its days, so a total "since today" covers what that day's statement covers.
 */
export async function businessDayStartOf(db: Db | Tx, instant: Date, timeZone: string): Promise<Date> {
  const [row] = rowsOf<{ start: string | Date }>(await db.execute(sql`select ${businessDayStartSql(instant, timeZone)} as start`));
  return new Date(row!.start);
}

/** `businessDayStartOf` as an expression, for a statement that filters by it without asking first. */
export const businessDayStartSql = (instant: Date, timeZone: string): SQL =>
  sql`(((${instant.toISOString()}::timestamptz at time zone ${timeZone})::date)::timestamp at time zone ${timeZone})`;

/** Yesterday on the report zone's calendar: the day a nightly close settles. */
export async function previousBusinessDate(db: Db, timeZone: string): Promise<string> {
  const [row] = rowsOf<{ d: string }>(await db.execute(sql`select to_char((now() at time zone ${timeZone})::date - 1, 'YYYY-MM-DD') as d`));
  return row!.d;
}

/** The calendar day before `date`. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
