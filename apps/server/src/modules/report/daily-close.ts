import { and, eq, sql } from 'drizzle-orm';
import { normalizeDecimal } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { currencies, dailyCloses, dailyStatementLines } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { businessDay, dayBefore, type BusinessDay } from '../../lib/business-day';
import { isRealMember, isTestMember } from '../../lib/real-members';
import { rowsOf } from '../../db/sql-rows';
import { differenceNote } from './close-notes';

export interface CloseOutcome {
  currency: string;
  businessDate: string;
  status: string;
  difference: string;
  /** The day was already CLOSED (or waits for reopening): nothing was written. */
  unchanged: boolean;
}

interface LineRow {
  line: string;
  amount: string;
  count: number;
}

/** Every statement below names its rows `l`; test accounts are counted apart from the real ledger. */
const REAL_MEMBER = isRealMember(sql.raw('l.member_id'));
const TEST_MEMBER = isTestMember(sql.raw('l.member_id'));
/** The member's own money, the platform's liability. TRIAL is promotional credit: a platform expense, shown apart. */
const LIABILITY = sql`l.balance_kind in ('AVAILABLE', 'FROZEN')`;

/**
 * The daily close (catalogue §10.1): each currency's business day rebuilt from money-log sums
 * only, in one statement (one snapshot, so the figures agree with each other however busy the
 * ledger is):
 *
 * - OPENING: the previous day's CLOSING when that day is closed, else every change before the day;
 * - CREDIT:<type> / DEBIT:<type>: per type, the net of each order's rows on the member's own
 *   balances (a freeze moving AVAILABLE to FROZEN nets to nothing), positive nets as credits;
 * - CLOSING: every change before the day's end;
 * - DIFFERENCE = CLOSING − (OPENING + credits − debits), and WALLET_DIFFERENCE = the wallets'
 *   balances − every change ever logged (with the day still running this is CLOSING against the
 *   wallets): both must be 0, otherwise the day is DIFFERENCE and the page says so;
 * - TRIAL:<type> and TRIAL:OUTSTANDING (expense, not liability), FEE:WITHDRAW and FEE:SWAP,
 *   PENDING:RECHARGE and PENDING:WITHDRAW at the close, NEW_MEMBERS, and TEST:NET / TEST:CLOSING
 *   for test accounts, which every other line leaves out.
 *
 * A CLOSED day never changes: a rerun leaves it as it is and any late entry shows as a difference
 * of the next day, which is where corrections go. Concurrent closes of one day take turns on the
 * close row's lock; the second finds the day closed.
 */
export class DailyCloseService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  /** Closes `date` for every currency (those configured and any the ledger holds). */
  async closeDay(date: string, operatorId: number | null): Promise<CloseOutcome[]> {
    const day = await businessDay(this.db, date, this.timeZone);
    if (!day.started) throw conflict(`the business day ${date} has not started yet`, { reason: 'report.futureDay', params: { businessDate: date } });
    const codes = rowsOf<{ code: string }>(
      await this.db.execute(sql`select code from ${currencies} union select distinct currency from fin_money_log order by 1`),
    ).map((r) => r.code);
    const outcomes: CloseOutcome[] = [];
    for (const currency of codes) outcomes.push(await this.closeCurrencyDay(currency, day, operatorId));
    return outcomes;
  }

  async closeCurrencyDay(currency: string, day: BusinessDay, operatorId: number | null): Promise<CloseOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.insert(dailyCloses).values({ currency, businessDate: day.date, createdBy: operatorId, updatedBy: operatorId }).onConflictDoNothing();
      const [close] = await tx
        .select()
        .from(dailyCloses)
        .where(and(eq(dailyCloses.currency, currency), eq(dailyCloses.businessDate, day.date)))
        .for('update');
      if (!close) throw new Error(`close row of ${currency} ${day.date} vanished`);
      if (close.status === 'CLOSED' || close.status === 'REOPEN_REQUESTED') {
        return { currency, businessDate: day.date, status: close.status, difference: close.difference, unchanged: true };
      }
      const lines = await this.lines(tx, currency, day);
      const amountOf = (line: string) => lines.find((l) => l.line === line)?.amount ?? '0';
      const [check] = rowsOf<{ day: string; wallet: string; shown: string; ok: boolean }>(
        await tx.execute(sql`select ${amountOf('DIFFERENCE')}::numeric::text as day, ${amountOf('WALLET_DIFFERENCE')}::numeric::text as wallet,
          (case when ${amountOf('DIFFERENCE')}::numeric <> 0 then ${amountOf('DIFFERENCE')}::numeric else ${amountOf('WALLET_DIFFERENCE')}::numeric end)::text as shown,
          ${amountOf('DIFFERENCE')}::numeric = 0 and ${amountOf('WALLET_DIFFERENCE')}::numeric = 0 as ok`),
      );
      const status = !check!.ok ? 'DIFFERENCE' : day.over ? 'CLOSED' : 'OPEN';
      const remark = check!.ok ? null : differenceNote(normalizeDecimal(check!.day), normalizeDecimal(check!.wallet));

      await tx.delete(dailyStatementLines).where(and(eq(dailyStatementLines.currency, currency), eq(dailyStatementLines.businessDate, day.date)));
      if (lines.length) await tx.insert(dailyStatementLines).values(lines.map((l) => ({ currency, businessDate: day.date, ...l })));
      await tx
        .update(dailyCloses)
        .set({
          status,
          difference: check!.shown,
          remark,
          checkedAt: sql`now()`,
          closedAt: status === 'CLOSED' ? sql`now()` : null,
          closedBy: status === 'CLOSED' ? operatorId : null,
          version: sql`${dailyCloses.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: operatorId,
        })
        .where(eq(dailyCloses.id, close.id));
      return { currency, businessDate: day.date, status, difference: normalizeDecimal(check!.shown), unchanged: false };
    });
  }

  /** Every line of one currency's day, from one statement. */
  private async lines(tx: Tx, currency: string, day: BusinessDay): Promise<LineRow[]> {
    const [previous] = await tx
      .select({ status: dailyCloses.status, closing: dailyStatementLines.amount })
      .from(dailyCloses)
      .leftJoin(
        dailyStatementLines,
        and(eq(dailyStatementLines.currency, dailyCloses.currency), eq(dailyStatementLines.businessDate, dailyCloses.businessDate), eq(dailyStatementLines.line, 'CLOSING')),
      )
      .where(and(eq(dailyCloses.currency, currency), eq(dailyCloses.businessDate, dayBefore(day.date))));
    const previousClosing = previous && previous.status !== 'OPEN' && previous.status !== 'DIFFERENCE' ? previous.closing : null;
    const s = sql`${day.start.toISOString()}::timestamptz`;
    const e = sql`${day.end.toISOString()}::timestamptz`;
    const result = await tx.execute(sql`
      with log as (select l.* from fin_money_log l where l.currency = ${currency}),
      events as (
        select l.type, sum(l.change) as net from log l
        where ${LIABILITY} and ${REAL_MEMBER} and l.created_at >= ${s} and l.created_at < ${e}
        group by l.type, l.ref_type, l.ref_id, l.member_id
      ),
      by_type as (
        select type,
               coalesce(sum(net) filter (where net > 0), 0) as credit, (count(*) filter (where net > 0))::int as credits,
               coalesce(-sum(net) filter (where net < 0), 0) as debit, (count(*) filter (where net < 0))::int as debits
        from events group by type
      ),
      totals as (
        select coalesce(${previousClosing}::numeric,
                        (select coalesce(sum(l.change), 0) from log l where ${LIABILITY} and ${REAL_MEMBER} and l.created_at < ${s})) as opening,
               (select coalesce(sum(l.change), 0) from log l where ${LIABILITY} and ${REAL_MEMBER} and l.created_at < ${e}) as closing,
               (select coalesce(sum(credit), 0) from by_type) as credit,
               (select coalesce(sum(debit), 0) from by_type) as debit,
               (select coalesce(sum(w.available + w.frozen + w.trial), 0) from fin_wallet w where w.currency = ${currency})
                 - (select coalesce(sum(l.change), 0) from log l) as wallet_difference
      )
      select 'OPENING' as line, opening::text as amount, 0 as count from totals
      union all select 'CLOSING', closing::text, 0 from totals
      union all select 'DIFFERENCE', (closing - (opening + credit - debit))::text, 0 from totals
      union all select 'WALLET_DIFFERENCE', wallet_difference::text, 0 from totals
      union all select 'CREDIT:' || type, credit::text, credits from by_type where credits > 0
      union all select 'DEBIT:' || type, debit::text, debits from by_type where debits > 0
      union all select 'TRIAL:' || l.type, sum(l.change)::text, count(*)::int from log l
        where l.balance_kind = 'TRIAL' and ${REAL_MEMBER} and l.created_at >= ${s} and l.created_at < ${e} group by l.type
      union all select 'TRIAL:OUTSTANDING', coalesce(sum(l.change), 0)::text, 0 from log l
        where l.balance_kind = 'TRIAL' and ${REAL_MEMBER} and l.created_at < ${e}
      union all select 'FEE:WITHDRAW', coalesce(sum(l.fee), 0)::text, count(*)::int from fin_withdraw_order l
        where l.currency = ${currency} and l.status = 'COMPLETED' and l.finished_at >= ${s} and l.finished_at < ${e} and ${REAL_MEMBER}
      union all select 'FEE:SWAP', coalesce(sum(l.fee), 0)::text, count(*)::int from fin_swap_order l
        where l.to_code = ${currency} and l.status = 'FILLED' and l.filled_at >= ${s} and l.filled_at < ${e} and ${REAL_MEMBER}
      union all select 'PENDING:RECHARGE', coalesce(sum(l.requested_amount), 0)::text, count(*)::int from fin_recharge_order l
        where l.currency = ${currency} and l.status in ('PENDING', 'PENDING_SECOND_REVIEW') and l.created_at < ${e} and ${REAL_MEMBER}
      union all select 'PENDING:WITHDRAW', coalesce(sum(l.amount), 0)::text, count(*)::int from fin_withdraw_order l
        where l.currency = ${currency} and l.status in ('PENDING_REVIEW', 'PENDING_SECOND_REVIEW', 'APPROVED', 'PAYING') and l.created_at < ${e} and ${REAL_MEMBER}
      union all select 'NEW_MEMBERS', '0', count(*)::int from mem_member m
        where m.registered_at >= ${s} and m.registered_at < ${e} and ${isRealMember(sql.raw('m.id'))}
      union all select 'TEST:NET', coalesce(sum(l.change), 0)::text, count(distinct l.member_id)::int from log l
        where ${LIABILITY} and ${TEST_MEMBER} and l.created_at >= ${s} and l.created_at < ${e}
      union all select 'TEST:CLOSING', coalesce(sum(l.change), 0)::text, count(distinct l.member_id)::int from log l
        where ${LIABILITY} and ${TEST_MEMBER} and l.created_at < ${e}`);
    return rowsOf<LineRow>(result).map((r) => ({ line: r.line, amount: r.amount, count: Number(r.count) }));
  }
}
