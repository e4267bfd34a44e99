import crypto from 'node:crypto';
import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { ReviewBar } from '@ledgerdesk/shared';
import type { Db, Tx } from '../db/client';
import { reviewEvents } from '../db/schema';
import { ResultCode } from '@ledgerdesk/shared';
import { conflict, forbidden, refuse } from './errors';
import { stateParam, type Subject } from './refused-subject';

export type ReviewSubject = 'RECHARGE' | 'WITHDRAW' | 'KYC' | 'MEMBER';

/** The signed-in operator on whose behalf a service acts. */
export interface Operator {
  userId: number;
  userName: string;
}

export interface StateChange {
  subjectType: ReviewSubject;
  subjectId: number;
  action: string;
  fromStatus: string;
  toStatus: string;
  operator: Operator | null;
  remark?: string;
}

/** Writes the who-did-what row inside the transaction that made the change. */
export async function recordStateChange(tx: Tx, change: StateChange): Promise<void> {
  await tx.insert(reviewEvents).values({
    subjectType: change.subjectType,
    subjectId: change.subjectId,
    action: change.action,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    operatorId: change.operator?.userId ?? null,
    remark: change.remark ?? '',
  });
}

/** 409 naming what the record is now and what the action needed. */
export function wrongState(what: Subject, current: { status: string; updatedAt: Date }, expected: readonly string[]) {
  return conflict(
    `${what.text} is ${current.status} (last changed ${current.updatedAt.toISOString()}); this action needs ${expected.join(' or ')}`,
    {
      reason: 'review.stateChanged',
      params: { ...what.params, status: stateParam(what, current.status), expected: stateParam(what, expected), changedAt: current.updatedAt.toISOString() },
    },
  );
}

/** Who has had a hand in an order's terms: its creator and every operator who ever edited it. */
export interface OrderAuthors {
  createdBy: number | null;
  /** The last writer the row itself names (an edit made before edits were recorded as events is known only by it). */
  updatedBy: number | null;
  /** Every operator an `edit` event names (editorsOf). */
  editorIds?: readonly number[];
}

/**
 * DESIGN.md §7: whoever entered or ever edited an order may not approve it. Every editor, not only
 * the last: otherwise a trivial edit by a third operator (a remark) would clear the way for the one
 * who changed the amount. The one rule both the reviews (refuseOwnOrder) and the rights the lists
 * tell the console (modules/finance/review-rights.ts) ask.
 */
export function ownOrderBar(order: OrderAuthors, operatorId: number): ReviewBar | null {
  if (order.createdBy === operatorId) return 'OWN_ORDER_CREATED';
  if (order.updatedBy === operatorId || order.editorIds?.includes(operatorId)) return 'OWN_ORDER_EDITED';
  return null;
}

/** The action of the event an edit of an order's terms writes (recordStateChange), which editorsOf reads back. */
export const EDIT_ACTION = 'edit';

/**
 * The operators who edited the order `idColumn` names, as a correlated sub-select (an int array):
 * a list page reads them with its rows, in its own statement.
 */
export function editorIdsColumn(subjectType: ReviewSubject, idColumn: SQL | Column): SQL<number[]> {
  return sql<number[]>`coalesce((select array_agg(distinct e.operator_id)::int[] from ${reviewEvents} e
    where e.subject_type = ${subjectType} and e.subject_id = ${idColumn} and e.action = ${EDIT_ACTION} and e.operator_id is not null), '{}')`;
}

/** Every operator who edited the order, from its `edit` events (the one order a review decides). */
export async function editorsOf(db: Db | Tx, subjectType: ReviewSubject, id: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ operatorId: reviewEvents.operatorId })
    .from(reviewEvents)
    .where(and(eq(reviewEvents.subjectType, subjectType), eq(reviewEvents.subjectId, id), eq(reviewEvents.action, EDIT_ACTION)));
  return rows.flatMap((r) => (r.operatorId === null ? [] : [r.operatorId]));
}

/** Dual approval: whoever gave the first approval may not take the second decision. */
export function firstApproverBar(order: { firstReviewerId: number | null }, operatorId: number): ReviewBar | null {
  return order.firstReviewerId === operatorId ? 'FIRST_APPROVER' : null;
}

export function refuseOwnOrder(what: Subject, order: OrderAuthors, operator: Operator) {
  const bar = ownOrderBar(order, operator.userId);
  if (bar === 'OWN_ORDER_CREATED') return forbidden(`you created ${what.text}; another operator must approve it`, { reason: 'review.ownOrder', params: what.params });
  // The reason keeps its old code (a stable key the console translates); it covers every editor now.
  if (bar === 'OWN_ORDER_EDITED') return forbidden(`you edited ${what.text}; another operator must approve it`, { reason: 'review.lastEditor', params: what.params });
  return null;
}

/**
 * Dual approval (large withdrawals, recharges crediting more than asked or above the threshold):
 * whoever gave the first approval may not give the second.
 */
export function refuseFirstApprover(what: Subject, order: { firstReviewerId: number | null }, operator: Operator) {
  if (firstApproverBar(order, operator.userId)) {
    return forbidden(`you gave the first approval of ${what.text}; a second, different operator must decide it`, { reason: 'review.firstApprover', params: what.params });
  }
  return null;
}

/** PostgreSQL's SQLSTATE of a failed statement, through drizzle's wrapper when there is one. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
export const UNIQUE_VIOLATION = '23505';

/**
 * Rethrows a write's error; a unique violation becomes the 409 every hand-written create gives for
 * a taken code, naming its field (`described` reads "product code X").
 */
export function refuseIfDuplicate(error: unknown, field: string, described: string): never {
  if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
  throw refuse(ResultCode.conflict, `${described} is already used`, { reason: 'record.duplicate', params: { field }, issues: { [field]: { code: 'taken' } } }, { [field]: 'already used' });
}

let orderSequence = 0;

/**
 * An order number: the UTC second, a sequence of this process, then six random digits. The
 * sequence keeps the numbers one instance mints in a second apart (six random digits alone met
 * each other when the demo seed minted fifteen at once: the unique index refused the insert);
 * the random tail keeps instances apart.
 */
export function newOrderNo(prefix: 'R' | 'W' | 'S' | 'T' | 'C' | 'D' | 'F'): string {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  orderSequence = (orderSequence + 1) % 10_000;
  const random = String(crypto.randomInt(1_000_000)).padStart(6, '0');
  return `${prefix}${stamp}${String(orderSequence).padStart(4, '0')}${random}`;
}

/** Column assignments of an UPDATE: values, or SQL such as now(). */
export type Assignments<Row> = { [K in keyof Row]?: Row[K] | SQL };
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
