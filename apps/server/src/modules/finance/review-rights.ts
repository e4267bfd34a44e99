import { inArray } from 'drizzle-orm';
import {
  RECHARGE_REVIEWABLE,
  WITHDRAW_AWAITING_REVIEW,
  reviewAllowed,
  reviewBarred,
  type ReviewBar,
  type ReviewDecision,
  type ReviewRights,
} from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { members, rechargeOrders } from '../../db/schema';
import { editorIdsColumn, firstApproverBar, ownOrderBar, type OrderAuthors } from '../../lib/review-support';
import type { ApiRow, ResourceHooks } from '../../resource';

/*
 * What the signed-in operator may decide about an order, told to the console with each row. Each
 * answer is built from the predicates the services' reviews throw on (ownOrderBar,
 * firstApproverBar in lib/review-support.ts), in the order the services check them;
 * review-rights.test.ts holds every combination against the services' real answers.
 */

interface OrderFacts extends OrderAuthors {
  status: string;
  firstReviewerId: number | null;
}

const decide = (...bars: Array<ReviewBar | null>): ReviewDecision => {
  const bar = bars.find((b) => b !== null);
  return bar ? reviewBarred(bar) : reviewAllowed;
};

/** RechargeService.review: a second review is barred to the first approver either way; approving also to the order's creator or any editor. */
export function rechargeReviewRights(order: OrderFacts, operatorId: number): ReviewRights {
  const second = order.status === 'PENDING_SECOND_REVIEW';
  const state: ReviewBar | null = RECHARGE_REVIEWABLE.includes(order.status as never) ? null : 'NOT_REVIEWABLE';
  const first = second ? firstApproverBar(order, operatorId) : null;
  return {
    stage: second ? 'second' : 'first',
    approve: decide(state, first, ownOrderBar(order, operatorId)),
    reject: decide(state, first),
  };
}

const WITHDRAW_REJECTABLE = ['PENDING_REVIEW', 'PENDING_SECOND_REVIEW', 'APPROVED'];

/**
 * WithdrawService.review: approving is barred to the creator (withdrawals are never edited, so only
 * the creator), held while the member is not NORMAL, and a second approval is barred to the first
 * approver; rejecting only needs a state before payout.
 */
export function withdrawReviewRights(order: OrderFacts, operatorId: number, memberStatus: string | null): ReviewRights {
  const second = order.status === 'PENDING_SECOND_REVIEW';
  const awaiting: ReviewBar | null = WITHDRAW_AWAITING_REVIEW.includes(order.status as never) ? null : 'NOT_REVIEWABLE';
  return {
    stage: second ? 'second' : 'first',
    approve: decide(
      awaiting,
      ownOrderBar({ createdBy: order.createdBy, updatedBy: null }, operatorId),
      memberStatus === 'NORMAL' ? null : 'MEMBER_HELD',
      second ? firstApproverBar(order, operatorId) : null,
    ),
    reject: decide(WITHDRAW_REJECTABLE.includes(order.status) ? null : 'NOT_REVIEWABLE'),
  };
}

const factsOf = (row: ApiRow): OrderFacts => ({
  status: String(row.status),
  createdBy: (row.createdBy as number | null) ?? null,
  updatedBy: (row.updatedBy as number | null) ?? null,
  editorIds: (row.editorIds as number[] | undefined) ?? [],
  firstReviewerId: (row.firstReviewerId as number | null) ?? null,
});

/** Every editor of a recharge, read with its row (the resource's computed `editorIds`): a page stays one statement. */
export const rechargeEditorColumns = { editorIds: editorIdsColumn('RECHARGE', rechargeOrders.id) };

/**
 * The `reviewRights` of recharge rows, for the list page and the detail (rows carry `editorIds`,
 * rechargeEditorColumns). A page's rows are this request's own objects: the key is added in place,
 * sparing a copy of every row (a 1000-row page).
 */
export const rechargeRightsHooks = {
  decorateList: (rows, { user }) => {
    for (const row of rows) row.reviewRights = rechargeReviewRights(factsOf(row), user.userId);
    return rows;
  },
  decorateRow: (row, { user }) => ({ ...row, reviewRights: rechargeReviewRights(factsOf(row), user.userId) }),
} satisfies ResourceHooks;

async function memberStatuses(db: Db, rows: ApiRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => Number(row.memberId)))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: members.id, status: members.status }).from(members).where(inArray(members.id, ids));
  return new Map(found.map((m) => [m.id, m.status]));
}

/** The `reviewRights` of withdrawal rows: one query for the members' states per page. */
export const withdrawRightsHooks = {
  decorateList: async (rows, { user, db }) => {
    const statuses = await memberStatuses(db, rows);
    for (const row of rows) row.reviewRights = withdrawReviewRights(factsOf(row), user.userId, statuses.get(Number(row.memberId)) ?? null);
    return rows;
  },
  decorateRow: async (row, { user, db }) => {
    const statuses = await memberStatuses(db, [row]);
    return { ...row, reviewRights: withdrawReviewRights(factsOf(row), user.userId, statuses.get(Number(row.memberId)) ?? null) };
  },
} satisfies ResourceHooks;
