import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { budgets } from './governance';
import { members } from './member';
import { trialTemplates } from './member-config';
import { money } from './money';

/**
 * Coupon templates (catalogue §7.3): what a coupon is worth (a rate of the fee or spend, capped),
 * how long it lives, how many may exist in all and per member, and the budget a cash rebate pays from.
 */
export const couponTemplates = pgTable(
  'mkt_coupon_template',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** FEE_DISCOUNT, FEE_REBATE_CASH or APR_BOOST. */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    budgetId: bigint('budget_id', { mode: 'number' })
      .notNull()
      .references(() => budgets.id),
    valueRate: money('value_rate').notNull(),
    valueCap: money('value_cap').notNull(),
    minSpend: money('min_spend').notNull().default('0'),
    validDays: integer('valid_days').notNull(),
    totalLimit: integer('total_limit').notNull(),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    issuedCount: integer('issued_count').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    status: text('status').notNull().default('DRAFT'),
    termsUrl: text('terms_url').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_coupon_template_code_uq').on(t.code),
    check('mkt_coupon_template_status_ck', sql`${t.status} in ('DRAFT', 'PUBLISHED', 'PAUSED', 'ENDED')`),
    check('mkt_coupon_template_kind_ck', sql`${t.kind} in ('FEE_DISCOUNT', 'FEE_REBATE_CASH', 'APR_BOOST')`),
    check('mkt_coupon_template_value_ck', sql`${t.valueRate} > 0 and ${t.valueRate} <= 1 and ${t.valueCap} > 0 and ${t.minSpend} >= 0 and ${t.validDays} > 0`),
    // The total limit is enforced by the database: issued_count never passes it.
    check('mkt_coupon_template_limit_ck', sql`${t.perMemberLimit} > 0 and ${t.totalLimit} > 0 and ${t.issuedCount} >= 0 and ${t.issuedCount} <= ${t.totalLimit}`),
  ],
);

/** One coupon held by one member. */
export const coupons = pgTable(
  'mkt_coupon',
  {
    id: id(),
    couponNo: text('coupon_no').notNull(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => couponTemplates.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The n-th coupon of this template for this member; the check below bounds it by the template's per-member limit. */
    memberSeq: integer('member_seq').notNull(),
    perMemberLimit: integer('per_member_limit').notNull(),
    /** GRANT, CLAIM, REDEEM_CODE or POINTS. */
    issuedVia: text('issued_via').notNull(),
    status: text('status').notNull().default('UNUSED'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The order holding it while LOCKED. */
    lockedRef: text('locked_ref'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedRef: text('used_ref'),
    savedAmount: money('saved_amount'),
    revokeReason: text('revoke_reason').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('mkt_coupon_created_idx').on(t.createdAt, t.id),
    uniqueIndex('mkt_coupon_no_uq').on(t.couponNo),
    uniqueIndex('mkt_coupon_use_uq').on(t.couponNo, t.usedRef),
    uniqueIndex('mkt_coupon_member_seq_uq').on(t.templateId, t.memberId, t.memberSeq),
    index('mkt_coupon_member_idx').on(t.memberId, t.createdAt),
    index('mkt_coupon_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'UNUSED'`),
    check('mkt_coupon_status_ck', sql`${t.status} in ('UNUSED', 'LOCKED', 'USED', 'EXPIRED', 'REVOKED')`),
    check('mkt_coupon_via_ck', sql`${t.issuedVia} in ('GRANT', 'CLAIM', 'REDEEM_CODE', 'POINTS', 'WHEEL')`),
    check('mkt_coupon_seq_ck', sql`${t.memberSeq} between 1 and ${t.perMemberLimit}`),
  ],
);

/** "Sending coupons": one grant of a template to a member list, run item by item. */
export const couponSendBatches = pgTable('mkt_coupon_send_batch', {
  id: id(),
  templateId: bigint('template_id', { mode: 'number' })
    .notNull()
    .references(() => couponTemplates.id),
  /** PENDING_APPROVAL, QUEUED, RUNNING, DONE, DONE_WITH_ERRORS or REJECTED. */
  status: text('status').notNull().default('QUEUED'),
  total: integer('total').notNull().default(0),
  succeeded: integer('succeeded').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  reason: text('reason').notNull().default(''),
  ...auditColumns(),
});

export const couponSendItems = pgTable(
  'mkt_coupon_send_item',
  {
    id: id(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => couponSendBatches.id),
    memberRef: text('member_ref').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    /** PENDING, GRANTED or FAILED. */
    status: text('status').notNull().default('PENDING'),
    couponId: bigint('coupon_id', { mode: 'number' }),
    error: text('error').notNull().default(''),
  },
  (t) => [uniqueIndex('mkt_coupon_send_item_uq').on(t.batchId, t.memberRef)],
);

/** A batch of redemption codes (catalogue §7.2) and the benefit each code gives. */
export const redeemBatches = pgTable(
  'mkt_redeem_batch',
  {
    id: id(),
    batchNo: text('batch_no').notNull(),
    name: text('name').notNull(),
    /** ASSET, COUPON, TRIAL_FUND or POINTS (posted to the points ledger, keyed by the redemption). */
    benefitKind: text('benefit_kind').notNull(),
    /** POINTS: whole points each code gives. */
    points: integer('points'),
    /** ASSET: the currency and amount credited, paid from budget_id. */
    currency: text('currency'),
    amount: money('amount'),
    budgetId: bigint('budget_id', { mode: 'number' }).references(() => budgets.id),
    couponTemplateId: bigint('coupon_template_id', { mode: 'number' }).references(() => couponTemplates.id),
    trialTemplateId: bigint('trial_template_id', { mode: 'number' }).references(() => trialTemplates.id),
    count: integer('count').notNull(),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('DRAFT'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    /** The cash-equivalent value of the whole batch (four-eyes measure). */
    faceValue: money('face_value').notNull().default('0'),
    /** Set when generation may go ahead (below the threshold at once, above it by the second operator). */
    approvedBy: bigint('approved_by', { mode: 'number' }),
    generationApproved: integer('generation_approved').notNull().default(0),
    /** When the codes were minted and their plain text shown, once. */
    codesIssuedAt: timestamp('codes_issued_at', { withTimezone: true }),
    codesIssuedBy: bigint('codes_issued_by', { mode: 'number' }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_redeem_batch_no_uq').on(t.batchNo),
    check('mkt_redeem_batch_status_ck', sql`${t.status} in ('DRAFT', 'ACTIVE', 'PAUSED', 'EXPIRED')`),
    check('mkt_redeem_batch_kind_ck', sql`${t.benefitKind} in ('ASSET', 'COUPON', 'TRIAL_FUND', 'POINTS')`),
    check('mkt_redeem_batch_points_ck', sql`${t.benefitKind} <> 'POINTS' or ${t.points} > 0`),
    check('mkt_redeem_batch_count_ck', sql`${t.count} between 1 and 10000 and ${t.perMemberLimit} > 0 and ${t.redeemedCount} between 0 and ${t.count}`),
    check('mkt_redeem_batch_window_ck', sql`${t.expiresAt} > ${t.startsAt}`),
  ],
);

/** One code: only its SHA-256 (unique) and a 4-character hint are kept; the plain code never is. */
export const redeemCodes = pgTable(
  'mkt_redeem_code',
  {
    id: id(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => redeemBatches.id),
    codeHash: text('code_hash').notNull(),
    codeHint: text('code_hint').notNull(),
    status: text('status').notNull().default('UNUSED'),
    redeemedBy: bigint('redeemed_by', { mode: 'number' }).references(() => members.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_redeem_code_hash_uq').on(t.codeHash),
    index('mkt_redeem_code_batch_idx').on(t.batchId, t.status),
    check('mkt_redeem_code_status_ck', sql`${t.status} in ('UNUSED', 'REDEEMED', 'VOID')`),
    check('mkt_redeem_code_hint_ck', sql`length(${t.codeHint}) = 4 and length(${t.codeHash}) = 64`),
  ],
);

/**
 * The benefit order of one redemption. (batch, member, seq) is unique and seq is at most the
 * batch's per-member limit, so the limit holds in the database under any concurrency.
 */
export const redeemRecords = pgTable(
  'mkt_redeem_record',
  {
    id: id(),
    redeemNo: text('redeem_no').notNull(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => redeemBatches.id),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => redeemCodes.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    memberSeq: integer('member_seq').notNull(),
    perMemberLimit: integer('per_member_limit').notNull(),
    benefitKind: text('benefit_kind').notNull(),
    currency: text('currency'),
    amount: money('amount'),
    couponId: bigint('coupon_id', { mode: 'number' }),
    trialGrantId: bigint('trial_grant_id', { mode: 'number' }),
    ip: text('ip').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_redeem_record_no_uq').on(t.redeemNo),
    uniqueIndex('mkt_redeem_record_code_uq').on(t.codeId),
    uniqueIndex('mkt_redeem_record_member_uq').on(t.batchId, t.memberId, t.memberSeq),
    check('mkt_redeem_record_seq_ck', sql`${t.memberSeq} between 1 and ${t.perMemberLimit}`),
  ],
);

/** Wrong codes typed, per member and IP: too many in the window and the member is refused for a while. */
export const redeemFailures = pgTable(
  'mkt_redeem_failure',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull().default(''),
    hint: text('hint').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mkt_redeem_failure_member_idx').on(t.memberId, t.createdAt), index('mkt_redeem_failure_ip_idx').on(t.ip, t.createdAt)],
);
