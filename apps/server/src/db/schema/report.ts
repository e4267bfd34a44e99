import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TextPerLanguage } from '@ledgerdesk/shared';
import { auditColumns, id } from './columns';
import { members } from './member';
import { money } from './money';

/**
 * Daily statement lines (catalogue §10.1), rebuilt by the close job from money-log sums only:
 * opening, credits and debits by type, closing, difference. Closed days are immutable.
 */
export const dailyStatementLines = pgTable(
  'rpt_daily_statement',
  {
    id: id(),
    currency: text('currency').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** OPENING, CLOSING, DIFFERENCE, CREDIT:<type>, DEBIT:<type>, BUDGET:<code>, NEW_MEMBERS, PENDING_*. */
    line: text('line').notNull(),
    amount: money('amount').notNull().default('0'),
    count: integer('count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rpt_daily_statement_uq').on(t.currency, t.businessDate, t.line)],
);

/** One close per currency and business day: its state and the reconciliation result. */
export const dailyCloses = pgTable(
  'rpt_daily_close',
  {
    id: id(),
    currency: text('currency').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** OPEN (rebuilt on each run), CLOSED, DIFFERENCE (the check found one), REOPEN_REQUESTED. */
    status: text('status').notNull().default('OPEN'),
    difference: money('difference').notNull().default('0'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The close's own note in each console language (a difference found, a reopening); null when there is none. */
    remark: jsonb('remark').$type<TextPerLanguage>(),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('rpt_daily_close_uq').on(t.currency, t.businessDate),
    check('rpt_daily_close_status_ck', sql`${t.status} in ('OPEN', 'CLOSED', 'DIFFERENCE', 'REOPEN_REQUESTED')`),
  ],
);

/** Referral commissions actually paid (catalogue §10.2): on real fees only, depth at most 2, once per fee and beneficiary. */
export const referralCommissions = pgTable(
  'fin_referral_commission',
  {
    id: id(),
    beneficiaryId: bigint('beneficiary_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    sourceMemberId: bigint('source_member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The fee it is a share of, e.g. WITHDRAW_FEE:<order no>. */
    sourceFeeRef: text('source_fee_ref').notNull(),
    currency: text('currency').notNull(),
    feeAmount: money('fee_amount').notNull(),
    level: integer('level').notNull(),
    rateSnapshot: money('rate_snapshot').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('PAID'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fin_referral_commission_uq').on(t.sourceFeeRef, t.beneficiaryId),
    index('fin_referral_commission_beneficiary_idx').on(t.beneficiaryId, t.createdAt),
    check('fin_referral_commission_level_ck', sql`${t.level} between 1 and 2`),
  ],
);

/** Team figures per root member, day and depth (1..2), rebuilt nightly from the ledger and the commissions. */
export const teamStatsDays = pgTable(
  'rpt_team_stats_day',
  {
    id: id(),
    rootMemberId: bigint('root_member_id', { mode: 'number' }).notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    depth: integer('depth').notNull(),
    currency: text('currency').notNull(),
    members: integer('members').notNull().default(0),
    activeMembers: integer('active_members').notNull().default(0),
    feesPaid: money('fees_paid').notNull().default('0'),
    commissionPaid: money('commission_paid').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rpt_team_stats_day_business_date_idx').on(t.businessDate, t.id), uniqueIndex('rpt_team_stats_day_uq').on(t.rootMemberId, t.businessDate, t.depth, t.currency)],
);

/** Flash-swap pairs (catalogue §10.3): limits, fee and the largest spread a quote may apply. */
export const swapPairs = pgTable(
  'fin_swap_pair',
  {
    id: id(),
    fromCode: text('from_code').notNull(),
    toCode: text('to_code').notNull(),
    minAmount: money('min_amount').notNull().default('0'),
    maxAmount: money('max_amount').notNull(),
    feeRate: money('fee_rate').notNull().default('0'),
    maxSpread: money('max_spread').notNull(),
    quoteTtlSeconds: integer('quote_ttl_seconds').notNull().default(10),
    status: text('status').notNull().default('ACTIVE'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_swap_pair_uq').on(t.fromCode, t.toCode),
    check('fin_swap_pair_status_ck', sql`${t.status} in ('ACTIVE', 'PAUSED')`),
  ],
);

/** Member swaps at a recorded reference rate within the published spread; SWAP_OUT/SWAP_IN money logs keyed by the order. */
export const swapOrders = pgTable(
  'fin_swap_order',
  {
    id: id(),
    swapNo: text('swap_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    fromCode: text('from_code').notNull(),
    toCode: text('to_code').notNull(),
    fromAmount: money('from_amount').notNull(),
    toAmount: money('to_amount').notNull(),
    quoteId: text('quote_id').notNull(),
    quoteRate: money('quote_rate').notNull(),
    referenceRate: money('reference_rate').notNull(),
    referenceSource: text('reference_source').notNull(),
    referenceAt: timestamp('reference_at', { withTimezone: true }).notNull(),
    spreadRate: money('spread_rate').notNull(),
    fee: money('fee').notNull().default('0'),
    status: text('status').notNull(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_swap_order_no_uq').on(t.swapNo),
    index('fin_swap_order_created_idx').on(t.createdAt),
    index('fin_swap_order_member_idx').on(t.memberId, t.createdAt),
    check('fin_swap_order_status_ck', sql`${t.status} in ('QUOTED', 'FILLED', 'EXPIRED', 'FAILED')`),
  ],
);

/** Transfers between a member's own accounts (catalogue §10.4); TRANSFER_OUT/TRANSFER_IN money logs keyed by the transfer. */
export const internalTransfers = pgTable(
  'fin_internal_transfer',
  {
    id: id(),
    transferNo: text('transfer_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    fromAccount: text('from_account').notNull(),
    toAccount: text('to_account').notNull(),
    counterpartyMemberId: bigint('counterparty_member_id', { mode: 'number' }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_internal_transfer_no_uq').on(t.transferNo),
    index('fin_internal_transfer_created_idx').on(t.createdAt),
    index('fin_internal_transfer_member_idx').on(t.memberId, t.createdAt),
    check('fin_internal_transfer_status_ck', sql`${t.status} in ('COMPLETED', 'FAILED')`),
    check('fin_internal_transfer_amount_ck', sql`${t.amount} > 0`),
  ],
);
