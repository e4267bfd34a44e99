import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeDecimal } from '@ledgerdesk/shared';
import { dailyStatementResource } from '@ledgerdesk/shared/resources/report/daily-statement';
import type { Db, Tx } from '../../db/client';
import { dailyCloses, dailyStatementLines } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { bindResource, type ApiRow } from '../../resource';
import type { AreaDeps } from '../area-deps';

/** A four-eyes request as its kind's handler receives it. */
type ApprovalRow = Parameters<Parameters<AreaDeps['approvalKinds']['register']>[0]['apply']>[1];
import { requireBusinessDate } from '../../lib/business-day';
import { reopenedNote } from './close-notes';
import type { DailyCloseService } from './daily-close';

/** The four-eyes kind of reopening a closed day, and who may approve it. */
export const REOPEN_KIND = 'daily-statement.reopen';
export const REOPEN_APPROVER_PERMISSION = 'report/daily-statement/close';

/** The day's headline figures from its lines, for every row of a list page in one query. */
async function withFigures(db: Db, rows: ApiRow[]): Promise<ApiRow[]> {
  if (rows.length === 0) return rows;
  const keys = rows.map((r) => `${String(r.currency)}|${String(r.businessDate)}`);
  const lines = await db
    .select({
      key: sql<string>`${dailyStatementLines.currency} || '|' || ${dailyStatementLines.businessDate}::text`,
      opening: sql<string>`coalesce(sum(${dailyStatementLines.amount}) filter (where ${dailyStatementLines.line} = 'OPENING'), 0)::text`,
      credits: sql<string>`coalesce(sum(${dailyStatementLines.amount}) filter (where ${dailyStatementLines.line} like 'CREDIT:%'), 0)::text`,
      debits: sql<string>`coalesce(sum(${dailyStatementLines.amount}) filter (where ${dailyStatementLines.line} like 'DEBIT:%'), 0)::text`,
      closing: sql<string>`coalesce(sum(${dailyStatementLines.amount}) filter (where ${dailyStatementLines.line} = 'CLOSING'), 0)::text`,
    })
    .from(dailyStatementLines)
    .where(inArray(sql`${dailyStatementLines.currency} || '|' || ${dailyStatementLines.businessDate}::text`, keys))
    .groupBy(dailyStatementLines.currency, dailyStatementLines.businessDate);
  const byKey = new Map(lines.map((l) => [l.key, l]));
  return rows.map((row) => {
    const figures = byKey.get(`${String(row.currency)}|${String(row.businessDate)}`);
    const n = (value: string | undefined) => (value === undefined ? null : normalizeDecimal(value));
    return { ...row, opening: n(figures?.opening), credits: n(figures?.credits), debits: n(figures?.debits), closing: n(figures?.closing) };
  });
}

/** Reopening, once a second operator approves: the day becomes OPEN and the next close rebuilds it. */
export async function applyReopen(tx: Tx, approval: ApprovalRow, approverId: number): Promise<Record<string, unknown>> {
  const [row] = await tx.select().from(dailyCloses).where(eq(dailyCloses.id, approval.subjectId!)).for('update');
  if (!row || row.status !== 'CLOSED') {
    throw conflict(`the statement is ${row?.status ?? 'gone'}; only a closed day can be reopened`, {
      reason: 'report.dayNotClosed', params: { currency: row?.currency ?? '', businessDate: row?.businessDate ?? '' },
    });
  }
  await tx
    .update(dailyCloses)
    .set({ status: 'OPEN', closedAt: null, closedBy: null, remark: reopenedNote(approval.makerRemark), version: sql`${dailyCloses.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
    .where(eq(dailyCloses.id, row.id));
  return { currency: row.currency, businessDate: row.businessDate, status: 'OPEN' };
}

/**
 * The daily statement on the resource engine: one row per currency and day (list, detail,
 * export), its figures from the lines, and two actions: run the close for a day (every currency),
 * and request the reopening of a closed day (four-eyes; the day stays CLOSED until approved).
 */
export function statementBinding(db: Db, closes: DailyCloseService, approvals: AreaDeps['approvals']) {
  return bindResource({
    definition: dailyStatementResource,
    table: dailyCloses,
    hooks: {
      decorateList: (rows) => withFigures(db, rows),
      decorateRow: async (row) => (await withFigures(db, [row]))[0]!,
    },
    actions: {
      close: async ({ input, user }) => ({ list: await closes.closeDay(requireBusinessDate(input.businessDate), user.userId) }),
      reopenRequest: async ({ input, user, loadRow }) =>
        db.transaction(async (tx) => {
          const row = await loadRow(input.id!, tx);
          const approval = await approvals.request(tx, {
            kind: REOPEN_KIND,
            subjectType: 'DAILY_CLOSE',
            subjectId: row.id,
            summary: {
              'zh-cn': `重开 ${row.businessDate} 的 ${row.currency} 日报`,
              en: `reopen the ${row.currency} statement of ${row.businessDate}`,
              'zh-tw': `重開 ${row.businessDate} 的 ${row.currency} 日報`,
            },
            payload: { currency: row.currency, businessDate: row.businessDate, version: row.version },
            makerId: user.userId,
            makerRemark: input.reason ?? '',
          });
          return { approvalId: approval.id, status: row.status };
        }),
    },
  });
}

/** The lines of one currency's day, in a stable order (figures first, then by line). */
export async function statementLines(db: Db, currency: string, businessDate: string) {
  const rows = await db
    .select({ line: dailyStatementLines.line, amount: dailyStatementLines.amount, count: dailyStatementLines.count })
    .from(dailyStatementLines)
    .where(and(eq(dailyStatementLines.currency, currency), eq(dailyStatementLines.businessDate, businessDate)));
  const rank = (line: string) => ['OPENING', 'CREDIT', 'DEBIT', 'CLOSING', 'DIFFERENCE', 'WALLET_DIFFERENCE'].findIndex((p) => line === p || line.startsWith(`${p}:`));
  const order = (line: string) => (rank(line) < 0 ? 99 : rank(line));
  return rows.sort((a, b) => order(a.line) - order(b.line) || a.line.localeCompare(b.line));
}
