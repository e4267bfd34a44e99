import { z } from 'zod';

/**
 * What the signed-in operator may decide about one order or application, as the server computes it
 * with the very rule its review enforces (apps/server/src/modules/finance/review-rights.ts). Lists
 * and details carry it as `reviewRights`, so a review dialog offers only what the server would
 * accept and names why the rest is barred.
 */

/**
 * Why a decision is barred: a stable code the console translates.
 * - OWN_ORDER_CREATED / OWN_ORDER_EDITED: whoever entered or ever edited an order may not approve it;
 * - FIRST_APPROVER: the first of two approvals was yours; the second decision is another operator's;
 * - NOT_REVIEWABLE: the record is no longer waiting for this decision;
 * - MEMBER_HELD: the member is frozen or disabled; the withdrawal is held (rejecting still works).
 */
export const REVIEW_BARS = ['OWN_ORDER_CREATED', 'OWN_ORDER_EDITED', 'FIRST_APPROVER', 'NOT_REVIEWABLE', 'MEMBER_HELD'] as const;
export type ReviewBar = (typeof REVIEW_BARS)[number];

export const reviewDecisionSchema = z.object({
  allowed: z.boolean(),
  /** Set when not allowed. */
  reason: z.enum(REVIEW_BARS).optional(),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const reviewRightsSchema = z.object({
  /** `second`: the record awaits the second of two approvals. */
  stage: z.enum(['first', 'second']),
  approve: reviewDecisionSchema,
  reject: reviewDecisionSchema,
});
export type ReviewRights = z.infer<typeof reviewRightsSchema>;

export const reviewAllowed: ReviewDecision = { allowed: true };
export const reviewBarred = (reason: ReviewBar): ReviewDecision => ({ allowed: false, reason });
