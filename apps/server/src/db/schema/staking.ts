import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { budgets } from './governance';
import { members } from './member';
import { money } from './money';
import { foldedTextIndex } from '../folded-text';

/** A business date as text 'YYYY-MM-DD' (UTC): text so list filters on it are plain text matches. */
const BUSINESS_DATE = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

/**
 * Staking products (catalogue §4). Texts are kept per language; the money rules (APR estimate,
 * caps, early-redemption rule) change only through a second operator. The subscribed total is
 * never stored: it is summed from the orders.
 */
export const stakingProducts = pgTable(
  'stk_product',
  {
    id: id(),
    code: text('code').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    descriptionZhCn: text('description_zh_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZhTw: text('description_zh_tw').notNull().default(''),
    riskDisclosureZhCn: text('risk_disclosure_zh_cn').notNull().default(''),
    riskDisclosureEn: text('risk_disclosure_en').notNull().default(''),
    riskDisclosureZhTw: text('risk_disclosure_zh_tw').notNull().default(''),
    currency: text('currency').notNull(),
    /** 0 = flexible (no maturity). */
    termDays: integer('term_days').notNull(),
    /** An estimate shown to members, never a promise; the accrual uses the day's published rate. */
    referenceApr: money('reference_apr').notNull(),
    yieldSource: text('yield_source').notNull(),
    /** The yield pool: the budget account every accrual of this product is paid from. */
    poolBudgetId: bigint('pool_budget_id', { mode: 'number' })
      .notNull()
      .references(() => budgets.id),
    minAmount: money('min_amount').notNull(),
    maxPerMember: money('max_per_member').notNull(),
    totalCap: money('total_cap').notNull(),
    earlyRedeemRule: text('early_redeem_rule').notNull(),
    earlyRedeemFeeRate: money('early_redeem_fee_rate').notNull().default('0'),
    accrualStart: text('accrual_start').notNull().default('T_PLUS_1'),
    payoutMode: text('payout_mode').notNull(),
    unlockDays: integer('unlock_days').notNull().default(0),
    autoRenewAllowed: integer('auto_renew_allowed').notNull().default(0),
    status: text('status').notNull().default('DRAFT'),
    makerId: bigint('maker_id', { mode: 'number' }),
    approverId: bigint('approver_id', { mode: 'number' }),
    version: integer('version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('stk_product_code_uq').on(t.code),
    index('stk_product_status_idx').on(t.status, t.termDays),
    check('stk_product_status_ck', sql`${t.status} in ('DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED')`),
    check('stk_product_source_ck', sql`${t.yieldSource} in ('ONCHAIN_VALIDATOR', 'LENDING_DESK', 'TREASURY_PROMO')`),
    check('stk_product_rule_ck', sql`${t.earlyRedeemRule} in ('NOT_ALLOWED', 'FORFEIT_ACCRUED', 'FEE_RATE')`),
    check('stk_product_payout_ck', sql`${t.payoutMode} in ('DAILY', 'AT_MATURITY')`),
    check('stk_product_accrual_start_ck', sql`${t.accrualStart} = 'T_PLUS_1'`),
    check('stk_product_term_ck', sql`${t.termDays} >= 0 and ${t.termDays} <= 3650 and ${t.unlockDays} >= 0 and ${t.unlockDays} <= 90`),
    check('stk_product_apr_ck', sql`${t.referenceApr} >= 0 and ${t.referenceApr} <= 10 and ${t.earlyRedeemFeeRate} >= 0 and ${t.earlyRedeemFeeRate} < 1`),
    check('stk_product_caps_ck', sql`${t.minAmount} > 0 and ${t.maxPerMember} >= ${t.minAmount} and ${t.totalCap} >= ${t.maxPerMember}`),
    check('stk_product_approver_ck', sql`${t.approverId} is null or ${t.approverId} is distinct from ${t.makerId}`),
  ],
);

/** One published daily rate per product and business date; a second operator publishes it. */
export const stakingRateDays = pgTable(
  'stk_rate_day',
  {
    id: id(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => stakingProducts.id),
    rateDate: text('rate_date').notNull(),
    apr: money('apr').notNull(),
    sourceNote: text('source_note').notNull(),
    makerId: bigint('maker_id', { mode: 'number' }),
    approverId: bigint('approver_id', { mode: 'number' }),
    approvalId: bigint('approval_id', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('stk_rate_day_uq').on(t.productId, t.rateDate),
    index('stk_rate_day_date_idx').on(t.rateDate),
    check('stk_rate_day_date_ck', sql.raw(`rate_date ~ ${BUSINESS_DATE}`)),
    check('stk_rate_day_apr_ck', sql`${t.apr} >= 0 and ${t.apr} <= 10`),
    foldedTextIndex('stk_rate_day_rate_date_folded_idx', t.rateDate),
  ],
);

/** Subscriptions (catalogue §4 "records"): the terms are snapshots taken at subscription. */
export const stakingOrders = pgTable(
  'stk_order',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => stakingProducts.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    termDays: integer('term_days').notNull(),
    aprSnapshot: money('apr_snapshot').notNull(),
    earlyRedeemRule: text('early_redeem_rule').notNull(),
    earlyRedeemFeeRate: money('early_redeem_fee_rate').notNull().default('0'),
    payoutMode: text('payout_mode').notNull(),
    unlockDays: integer('unlock_days').notNull().default(0),
    status: text('status').notNull().default('HOLDING'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /** First business date that accrues (T+1). */
    accrualFrom: text('accrual_from').notNull(),
    /** First business date that does not accrue; null for a flexible product. */
    maturesOn: text('matures_on'),
    redeemRequestedAt: timestamp('redeem_requested_at', { withTimezone: true }),
    unlocksAt: timestamp('unlocks_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** What accrued (ACCRUED or PAID, less FORFEITED), and what of it reached the member. Kept by the services beside the accrual rows. */
    accruedTotal: money('accrued_total').notNull().default('0'),
    paidTotal: money('paid_total').notNull().default('0'),
    feeCharged: money('fee_charged').notNull().default('0'),
    /** Income already paid and taken back out of the principal by an early redemption that forfeits it. */
    forfeitedPaid: money('forfeited_paid').notNull().default('0'),
    autoRenew: integer('auto_renew').notNull().default(0),
    closeReason: text('close_reason').notNull().default(''),
    agentPath: text('agent_path').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('stk_order_no_uq').on(t.orderNo),
    index('stk_order_created_idx').on(t.createdAt, t.id),
    index('stk_order_member_idx').on(t.memberId, t.productId),
    index('stk_order_product_idx').on(t.productId, t.status),
    check('stk_order_status_ck', sql`${t.status} in ('HOLDING', 'REDEEM_REQUESTED', 'UNLOCKING', 'REDEEMED', 'MATURED', 'CANCELLED')`),
    check('stk_order_amount_ck', sql`${t.amount} > 0 and ${t.accruedTotal} >= 0 and ${t.paidTotal} >= 0 and ${t.paidTotal} <= ${t.accruedTotal} and ${t.feeCharged} >= 0 and ${t.forfeitedPaid} >= 0 and ${t.feeCharged} + ${t.forfeitedPaid} <= ${t.amount}`),
    check('stk_order_dates_ck', sql.raw(`accrual_from ~ ${BUSINESS_DATE} and (matures_on is null or (matures_on ~ ${BUSINESS_DATE} and matures_on > accrual_from))`)),
    foldedTextIndex('stk_order_matures_on_folded_idx', t.maturesOn),
    foldedTextIndex('stk_order_order_no_folded_idx', t.orderNo),
  ],
);

/** Income records: one per order and business date, whatever reruns or concurrent runs happen. */
export const stakingAccruals = pgTable(
  'stk_accrual',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => stakingOrders.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => stakingProducts.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    accrualDate: text('accrual_date').notNull(),
    principal: money('principal').notNull(),
    /** The day's rate: the published APR ÷ 365. */
    rateApplied: money('rate_applied').notNull(),
    amount: money('amount').notNull(),
    /** How the amount was cut to the currency's scale. */
    rounding: text('rounding').notNull().default('ROUND_DOWN'),
    status: text('status').notNull(),
    rateSourceRef: bigint('rate_source_ref', { mode: 'number' })
      .notNull()
      .references(() => stakingRateDays.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('stk_accrual_order_date_uq').on(t.orderId, t.accrualDate),
    index('stk_accrual_date_idx').on(t.accrualDate, t.productId),
    check('stk_accrual_status_ck', sql`${t.status} in ('ACCRUED', 'PAID', 'FORFEITED', 'REVERSED')`),
    check('stk_accrual_date_ck', sql.raw(`accrual_date ~ ${BUSINESS_DATE}`)),
    check('stk_accrual_amount_ck', sql`${t.amount} >= 0 and ${t.principal} > 0`),
    foldedTextIndex('stk_accrual_accrual_date_folded_idx', t.accrualDate),
  ],
);

/** That the accrual job finished a product's business date: from then on that date's rate is fixed. */
export const stakingAccrualRuns = pgTable(
  'stk_accrual_run',
  {
    id: id(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => stakingProducts.id),
    accrualDate: text('accrual_date').notNull(),
    orders: integer('orders').notNull(),
    total: money('total').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('stk_accrual_run_uq').on(t.productId, t.accrualDate), check('stk_accrual_run_date_ck', sql.raw(`accrual_date ~ ${BUSINESS_DATE}`))],
);
