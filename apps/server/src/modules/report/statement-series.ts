import { sql } from 'drizzle-orm';
import { normalizeDecimal } from '@ledgerdesk/shared';
import type { StatementPoint } from '@ledgerdesk/shared/report';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';

/** The last `days` statements of every currency (oldest first), each day's headline figures from its lines: the chart's data. */
export async function statementSeries(db: Db, days: number): Promise<StatementPoint[]> {
  const rows = rowsOf<StatementPoint>(
    await db.execute(sql`
      with recent as (
        select c.currency, c.business_date, c.status, c.difference, c.checked_at from rpt_daily_close c
        where c.business_date > (select max(business_date) from rpt_daily_close) - ${days}::int
      )
      select r.currency, to_char(r.business_date, 'YYYY-MM-DD') as "businessDate", r.status,
             coalesce(sum(s.amount) filter (where s.line = 'OPENING'), 0)::text as opening,
             coalesce(sum(s.amount) filter (where s.line like 'CREDIT:%'), 0)::text as credits,
             coalesce(sum(s.amount) filter (where s.line like 'DEBIT:%'), 0)::text as debits,
             coalesce(sum(s.amount) filter (where s.line = 'CLOSING'), 0)::text as closing,
             r.difference::text as difference,
             to_char(r.checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "checkedAt"
      from recent r left join rpt_daily_statement s on s.currency = r.currency and s.business_date = r.business_date
      group by r.currency, r.business_date, r.status, r.difference, r.checked_at
      order by r.business_date, r.currency`),
  );
  const n = normalizeDecimal;
  return rows.map((r) => ({ ...r, opening: n(r.opening), credits: n(r.credits), debits: n(r.debits), closing: n(r.closing), difference: n(r.difference) }));
}
