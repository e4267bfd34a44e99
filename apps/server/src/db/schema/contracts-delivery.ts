import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { contractProducts, priceSamples } from './contracts-base';
import { members } from './member';
import { money } from './money';

/**
 * Fixed-expiry ("delivery") contracts, scheduled term changes, the test faucet and the nightly
 * settlement verification (catalogue §5.2–5.4, §5.7). A cycle holds no outcome field of any kind;
 * an order's `result` is written only by the settlement job from its two recorded samples.
 */

/** The allowed durations of a fixed-expiry product, with the published payout ratio and stake limits. */
export const deliveryCycles = pgTable(
  'ctr_delivery_cycle',
  {
    id: id(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => contractProducts.id),
    durationSeconds: integer('duration_seconds').notNull(),
    /** A win pays stake × (1 + payout_ratio); changed four-eyes with a future effective time. */
    payoutRatio: money('payout_ratio').notNull(),
    refundOnTie: boolean('refund_on_tie').notNull().default(true),
    minStake: money('min_stake').notNull(),
    maxStake: money('max_stake').notNull(),
    maxOpenStakePerMember: money('max_open_stake_per_member').notNull(),
    /** ACTIVE or PAUSED. */
    status: text('status').notNull().default('ACTIVE'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('ctr_delivery_cycle_product_duration_uq').on(t.productId, t.durationSeconds),
    check('ctr_delivery_cycle_status_ck', sql`${t.status} in ('ACTIVE', 'PAUSED')`),
    check('ctr_delivery_cycle_duration_ck', sql`${t.durationSeconds} > 0`),
    check('ctr_delivery_cycle_ratio_ck', sql`${t.payoutRatio} > 0 and ${t.payoutRatio} <= 1`),
    check('ctr_delivery_cycle_stake_ck', sql`${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake} and ${t.maxOpenStakePerMember} >= ${t.maxStake}`),
  ],
);

/**
 * One fixed-expiry order. Open and close prices are references to recorded samples; `result` and
 * `payout` are computed by the settlement job (settlement-rule.ts) and nothing else writes them.
 */
export const deliveryOrders = pgTable(
  'ctr_delivery_order',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => contractProducts.id),
    cycleId: bigint('cycle_id', { mode: 'number' })
      .notNull()
      .references(() => deliveryCycles.id),
    /** UP or DOWN. */
    direction: text('direction').notNull(),
    currency: text('currency').notNull(),
    stake: money('stake').notNull(),
    /** The cycle's terms when the order opened: later changes never reach it. */
    payoutRatio: money('payout_ratio').notNull(),
    refundOnTie: boolean('refund_on_tie').notNull(),
    openAt: timestamp('open_at', { withTimezone: true, precision: 3 }).notNull(),
    openPrice: money('open_price').notNull(),
    openSampleId: bigint('open_sample_id', { mode: 'number' })
      .notNull()
      .references(() => priceSamples.id),
    closeAt: timestamp('close_at', { withTimezone: true, precision: 3 }).notNull(),
    closePrice: money('close_price'),
    closeSampleId: bigint('close_sample_id', { mode: 'number' }).references(() => priceSamples.id),
    /** WIN, LOSE or TIE: the published rule applied to the two samples, by the settlement job only. */
    result: text('result'),
    payout: money('payout'),
    fee: money('fee').notNull().default('0'),
    /** OPEN, SETTLED or VOID. */
    status: text('status').notNull().default('OPEN'),
    /** INDEX_OUTAGE or PRODUCT_DEFECT (void only). */
    voidReason: text('void_reason').notNull().default(''),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('ctr_delivery_order_created_idx').on(t.createdAt, t.id),
    uniqueIndex('ctr_delivery_order_no_uq').on(t.orderNo),
    index('ctr_delivery_order_due_idx').on(t.status, t.closeAt),
    index('ctr_delivery_order_member_idx').on(t.memberId, t.createdAt),
    index('ctr_delivery_order_close_sample_idx').on(t.closeSampleId),
    check('ctr_delivery_order_direction_ck', sql`${t.direction} in ('UP', 'DOWN')`),
    check('ctr_delivery_order_status_ck', sql`${t.status} in ('OPEN', 'SETTLED', 'VOID')`),
    check('ctr_delivery_order_result_ck', sql`${t.result} is null or ${t.result} in ('WIN', 'LOSE', 'TIE')`),
    check('ctr_delivery_order_settled_ck', sql`(${t.status} = 'SETTLED') = (${t.result} is not null and ${t.closeSampleId} is not null and ${t.payout} is not null)`),
    check('ctr_delivery_order_void_ck', sql`(${t.status} = 'VOID') = (${t.voidReason} in ('INDEX_OUTAGE', 'PRODUCT_DEFECT'))`),
    check('ctr_delivery_order_stake_ck', sql`${t.stake} > 0 and ${t.closeAt} > ${t.openAt}`),
  ],
);

/**
 * A change of published terms a second operator approved, applied by a job at its effective time
 * (never in the past): an index method, a product's fees/leverage/margin, a cycle's payout ratio.
 * Orders opened before it keep the terms they snapshot.
 */
export const termChanges = pgTable(
  'ctr_term_change',
  {
    id: id(),
    /** INDEX_SOURCE, PRODUCT or DELIVERY_CYCLE. */
    subjectType: text('subject_type').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    subjectLabel: text('subject_label').notNull(),
    /** `{ field: { from, to } }` as the maker filed it. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** SCHEDULED, APPLIED or STALE (the subject changed before the effective time). */
    status: text('status').notNull().default('SCHEDULED'),
    subjectVersion: integer('subject_version').notNull(),
    approvalId: bigint('approval_id', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('ctr_term_change_due_idx').on(t.status, t.effectiveAt),
    check('ctr_term_change_subject_ck', sql`${t.subjectType} in ('INDEX_SOURCE', 'PRODUCT', 'DELIVERY_CYCLE')`),
    check('ctr_term_change_status_ck', sql`${t.status} in ('SCHEDULED', 'APPLIED', 'STALE')`),
  ],
);

/** A test-asset grant to a test member (TEST_FAUCET); refused for anyone else. */
export const testFaucetOrders = pgTable(
  'ctr_test_faucet_order',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    ...auditColumns(),
  },
  (t) => [index('ctr_test_faucet_order_created_idx').on(t.createdAt, t.id), uniqueIndex('ctr_test_faucet_order_no_uq').on(t.orderNo), check('ctr_test_faucet_amount_ck', sql`${t.amount} > 0`)],
);

/** One nightly verification: every source's chain and every settled order's price against its sample. */
export const settlementChecks = pgTable(
  'ctr_settlement_check',
  {
    id: id(),
    /** OK or MISMATCH. */
    status: text('status').notNull(),
    sourcesChecked: integer('sources_checked').notNull(),
    samplesChecked: integer('samples_checked').notNull(),
    ordersChecked: integer('orders_checked').notNull(),
    /** `[{ kind, ref, detail }]`: chain breaks and orders whose price is not their sample's. */
    findings: jsonb('findings').$type<Array<{ kind: string; ref: string; detail: string }>>().notNull(),
    noticeId: bigint('notice_id', { mode: 'number' }),
    ...auditColumns(),
  },
  (t) => [index('ctr_settlement_check_created_idx').on(t.createdAt, t.id), check('ctr_settlement_check_status_ck', sql`${t.status} in ('OK', 'MISMATCH')`)],
);
