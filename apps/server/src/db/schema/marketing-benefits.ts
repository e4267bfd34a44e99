import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { members } from './member';

/**
 * One row per benefit a marketing caller issued (a code's redemption, a wheel draw's prize, a
 * points-shop exchange): unique (ref_type, ref_id), written first in the caller's transaction, so
 * a repeat of the same redemption, draw or exchange finds the row and credits nothing again.
 */
export const benefitIssues = pgTable(
  'mkt_benefit_issue',
  {
    id: id(),
    /** The caller's record: REDEEM_CODE, WHEEL_DRAW, POINTS_EXCHANGE. */
    refType: text('ref_type').notNull(),
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** ASSET, POINTS, COUPON or TRIAL_FUND. */
    kind: text('kind').notNull(),
    points: integer('points'),
    pointsLogId: bigint('points_log_id', { mode: 'number' }),
    couponId: bigint('coupon_id', { mode: 'number' }),
    trialGrantId: bigint('trial_grant_id', { mode: 'number' }),
    /** What the caller stores as its benefit reference (e.g. `coupon:C2026…`). */
    benefitRef: text('benefit_ref').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mkt_benefit_issue_ref_uq').on(t.refType, t.refId),
    index('mkt_benefit_issue_member_idx').on(t.memberId, t.createdAt),
    check('mkt_benefit_issue_kind_ck', sql`${t.kind} in ('ASSET', 'POINTS', 'COUPON', 'TRIAL_FUND')`),
  ],
);
