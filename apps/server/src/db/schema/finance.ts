import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { members } from './member';
import { ledgerEntryColumns, money } from './money';

export const currencies = pgTable('fin_currency', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Decimals the pages show; storage always keeps 18. */
  displayScale: integer('display_scale').notNull().default(8),
  withdrawFeeFixed: money('withdraw_fee_fixed').notNull().default('0'),
  /** Fraction of the gross amount, e.g. 0.001 for 0.1 %. */
  withdrawFeeRate: money('withdraw_fee_rate').notNull().default('0'),
  withdrawMin: money('withdraw_min').notNull().default('0'),
  /**
   * US dollars per unit, the reference the four-eyes threshold (config finance.fourEyesUsd) is
   * compared in (catalogue §1.3). Null: unknown, and every amount in the currency then needs a
   * second operator. Never used to price anything a member pays or receives.
   */
  usdRate: money('usd_rate'),
  enabled: boolean('enabled').notNull().default(true),
  /** Optimistic lock of the currencies page's edits (treasury's currency resource). */
  version: integer('version').notNull().default(0),
  ...auditColumns(),
});

/**
 * One balance per member and currency. The checks are the last line of defence; services guard
 * every change in the UPDATE itself and answer 409 before a check could fire.
 */
export const wallets = pgTable(
  'fin_wallet',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    available: money('available').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    /** Trial credit (catalogue §2.2): usable as margin or fees, never withdrawable, never counted as the member's assets. */
    trial: money('trial').notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_wallet_member_currency_uq').on(t.memberId, t.currency),
    check('fin_wallet_available_ck', sql`${t.available} >= 0`),
    check('fin_wallet_frozen_ck', sql`${t.frozen} >= 0`),
    check('fin_wallet_trial_ck', sql`${t.trial} >= 0`),
  ],
);

/**
 * The append-only money log: one row per change of one balance kind. The unique key on
 * (ref_type, ref_id, type, balance_kind) makes a second credit for the same order fail in the
 * database, whatever the code above it does. No route updates or deletes these rows.
 */
export const moneyLogs = pgTable(
  'fin_money_log',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    balanceKind: text('balance_kind').notNull(),
    ...ledgerEntryColumns(),
  },
  (t) => [
    uniqueIndex('fin_money_log_ref_uq').on(t.refType, t.refId, t.type, t.balanceKind),
    index('fin_money_log_member_idx').on(t.memberId, t.currency, t.createdAt),
    index('fin_money_log_created_idx').on(t.createdAt),
    index('fin_money_log_ref_no_idx').on(t.refNo),
    check('fin_money_log_sum_ck', sql`${t.after} = ${t.before} + ${t.change}`),
  ],
);

export const rechargeOrders = pgTable(
  'fin_recharge_order',
  {
    id: id(),
    orderNo: text('order_no').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    channel: text('channel').notNull().default('MANUAL'),
    requestedAmount: money('requested_amount').notNull(),
    creditedAmount: money('credited_amount'),
    paymentRef: text('payment_ref').notNull().default(''),
    /**
     * The payment voucher the member sent (a bank transfer's receipt) as the id of a restricted file
     * of the upload store; '' for none. Its channel's `requires_voucher` says whether one is due.
     */
    voucherImage: text('voucher_image').notNull().default(''),
    /** The network the deposit came over (a fin_wallet_code code) and its sender, screened against the black list. */
    walletCode: text('wallet_code'),
    fromAddress: text('from_address').notNull().default(''),
    /** CLEAR, or FLAGGED when the sender is black-listed: credited frozen pending compliance. */
    screeningResult: text('screening_result').notNull().default('CLEAR'),
    status: text('status').notNull().default('PENDING'),
    /** The submitter's note. */
    remark: text('remark').notNull().default(''),
    /** The reviewer's note: why the credited amount differs, why it was rejected. */
    reviewRemark: text('review_remark').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Set by a first approval that credits more than requested or above the threshold: a second, different approver decides. */
    needsSecondReview: boolean('needs_second_review').notNull().default(false),
    firstReviewerId: bigint('first_reviewer_id', { mode: 'number' }),
    firstReviewedAt: timestamp('first_reviewed_at', { withTimezone: true }),
    /** Bumped on every change; edits must name the version they read. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    // The lists' default order (created_at desc, id desc) and its keyset pages walk these three.
    index('fin_recharge_created_idx').on(t.createdAt, t.id),
    index('fin_recharge_member_idx').on(t.memberId, t.createdAt, t.id),
    index('fin_recharge_status_idx').on(t.status, t.createdAt, t.id),
    // The list filtered by channel: a channel few orders came through is found without reading the rest.
    index('fin_recharge_channel_idx').on(t.channel, t.createdAt, t.id),
    // Keeps the pending poll and the oldest-waiting look-up cheap however many orders exist: the
    // poll counts both reviewable states (RECHARGE_REVIEWABLE), so the index holds both.
    index('fin_recharge_pending_idx').on(t.createdAt).where(sql`${t.status} in ('PENDING', 'PENDING_SECOND_REVIEW')`),
    check('fin_recharge_status_ck', sql`${t.status} in ('PENDING', 'PENDING_SECOND_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED')`),
    check('fin_recharge_amount_ck', sql`${t.requestedAmount} > 0 and (${t.creditedAmount} is null or ${t.creditedAmount} > 0)`),
  ],
);

export const withdrawOrders = pgTable(
  'fin_withdraw_order',
  {
    id: id(),
    orderNo: text('order_no').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    address: text('address').notNull(),
    /** The network paid over (a fin_wallet_code code). */
    walletCode: text('wallet_code'),
    /** CLEAR, or FLAGGED when the destination is black-listed: held for second review, never paid automatically. */
    screeningResult: text('screening_result').notNull().default('CLEAR'),
    /** Gross, fee and net are fixed when the request is made and never recomputed. */
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    netAmount: money('net_amount').notNull(),
    feeRule: text('fee_rule').notNull().default(''),
    status: text('status').notNull().default('PENDING_REVIEW'),
    needsSecondReview: boolean('needs_second_review').notNull().default(false),
    firstReviewerId: bigint('first_reviewer_id', { mode: 'number' }),
    firstReviewedAt: timestamp('first_reviewed_at', { withTimezone: true }),
    secondReviewerId: bigint('second_reviewer_id', { mode: 'number' }),
    secondReviewedAt: timestamp('second_reviewed_at', { withTimezone: true }),
    payerId: bigint('payer_id', { mode: 'number' }),
    payStartedAt: timestamp('pay_started_at', { withTimezone: true }),
    /** When it reached COMPLETED, REJECTED, FAILED or CANCELLED. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    payoutRef: text('payout_ref').notNull().default(''),
    /** The latest operator note (reject or fail reason, payout note). */
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('fin_withdraw_created_idx').on(t.createdAt, t.id),
    index('fin_withdraw_member_idx').on(t.memberId, t.createdAt, t.id),
    index('fin_withdraw_status_idx').on(t.status, t.createdAt, t.id),
    index('fin_withdraw_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('PENDING_REVIEW', 'PENDING_SECOND_REVIEW')`),
    check(
      'fin_withdraw_status_ck',
      sql`${t.status} in ('PENDING_REVIEW', 'PENDING_SECOND_REVIEW', 'APPROVED', 'PAYING', 'COMPLETED', 'REJECTED', 'FAILED', 'CANCELLED')`,
    ),
    check('fin_withdraw_amounts_ck', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.netAmount} > 0 and ${t.amount} = ${t.fee} + ${t.netAmount}`),
  ],
);

/**
 * Who moved which record from which state to which, written in the same transaction as the
 * change itself (the request-level operation log is written after the answer and may lag).
 */
export const reviewEvents = pgTable(
  'fin_review_event',
  {
    id: id(),
    /** RECHARGE, WITHDRAW, KYC or MEMBER. */
    subjectType: text('subject_type').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fin_review_event_subject_idx').on(t.subjectType, t.subjectId)],
);
