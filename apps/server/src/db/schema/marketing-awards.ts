import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { budgets } from './governance';
import { members } from './member';
import { money } from './money';
import { foldedTextIndex } from '../folded-text';

/**
 * Award campaigns (catalogue §7.1): what a set of grants pays from. budget_total is the campaign's
 * cap, budget_used what its PAID grants cost (less reversals); both stay within the budget account.
 */
export const awardCampaigns = pgTable(
  'mkt_award_campaign',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** COMPETITION, COMPENSATION, REFERRAL_FEE_SHARE, OTHER. */
    kind: text('kind').notNull(),
    budgetId: bigint('budget_id', { mode: 'number' })
      .notNull()
      .references(() => budgets.id),
    /** The budget's currency: the wallet the grants credit. */
    currency: text('currency').notNull(),
    budgetTotal: money('budget_total').notNull(),
    budgetUsed: money('budget_used').notNull().default('0'),
    rulesUrl: text('rules_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status').notNull().default('DRAFT'),
    makerId: bigint('maker_id', { mode: 'number' }),
    approverId: bigint('approver_id', { mode: 'number' }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_award_campaign_code_uq').on(t.code),
    index('mkt_award_campaign_status_idx').on(t.status, t.createdAt),
    check('mkt_award_campaign_status_ck', sql`${t.status} in ('DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'CLOSED')`),
    check('mkt_award_campaign_kind_ck', sql`${t.kind} in ('COMPETITION', 'COMPENSATION', 'REFERRAL_FEE_SHARE', 'OTHER')`),
    check('mkt_award_campaign_budget_ck', sql`${t.budgetTotal} > 0 and ${t.budgetUsed} >= 0 and ${t.budgetUsed} <= ${t.budgetTotal}`),
    check('mkt_award_campaign_approver_ck', sql`${t.approverId} is null or ${t.approverId} is distinct from ${t.makerId}`),
  ],
);

/** One award to one member. Never negative: debits go through the adjustment flow, not here. */
export const awardGrants = pgTable(
  'mkt_award_grant',
  {
    id: id(),
    grantNo: text('grant_no').notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => awardCampaigns.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    evidenceRef: text('evidence_ref').notNull(),
    status: text('status').notNull().default('PENDING_APPROVAL'),
    /** Whether a second operator had to approve (compensation always, else above the threshold). */
    fourEyes: integer('four_eyes').notNull().default(1),
    makerId: bigint('maker_id', { mode: 'number' }),
    approverId: bigint('approver_id', { mode: 'number' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    decisionRemark: text('decision_remark').notNull().default(''),
    batchId: bigint('batch_id', { mode: 'number' }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_award_grant_no_uq').on(t.grantNo),
    uniqueIndex('mkt_award_grant_evidence_uq').on(t.campaignId, t.memberId, t.evidenceRef),
    index('mkt_award_grant_created_idx').on(t.createdAt, t.id),
    index('mkt_award_grant_member_idx').on(t.memberId, t.createdAt),
    check('mkt_award_grant_status_ck', sql`${t.status} in ('PENDING_APPROVAL', 'APPROVED', 'PAID', 'REJECTED', 'REVERSED')`),
    check('mkt_award_grant_amount_ck', sql`${t.amount} > 0`),
    check('mkt_award_grant_four_eyes_ck', sql`${t.fourEyes} = 0 or ${t.approverId} is null or ${t.approverId} is distinct from ${t.makerId}`),
  ],
);

/**
 * A batch of grants (a CSV of member,amount,evidence): one item per line with its own result, run
 * as a job by lib/batch-runner.ts (QUEUED → RUNNING → DONE or DONE_WITH_ERRORS).
 */
export const awardGrantBatches = pgTable('mkt_award_grant_batch', {
  id: id(),
  campaignId: bigint('campaign_id', { mode: 'number' })
    .notNull()
    .references(() => awardCampaigns.id),
  status: text('status').notNull().default('QUEUED'),
  total: integer('total').notNull().default(0),
  succeeded: integer('succeeded').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  reason: text('reason').notNull().default(''),
  ...auditColumns(),
});

export const awardGrantBatchItems = pgTable(
  'mkt_award_grant_batch_item',
  {
    id: id(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => awardGrantBatches.id),
    line: integer('line').notNull(),
    memberRef: text('member_ref').notNull(),
    /** The member the line names, when one was found at creation. */
    memberId: bigint('member_id', { mode: 'number' }),
    amount: text('amount').notNull(),
    evidenceRef: text('evidence_ref').notNull(),
    /** PENDING, then CREATED (the award exists) or FAILED (error: the reason as JSON). */
    status: text('status').notNull().default('PENDING'),
    grantId: bigint('grant_id', { mode: 'number' }),
    error: text('error').notNull().default(''),
  },
  (t) => [uniqueIndex('mkt_award_batch_item_uq').on(t.batchId, t.line)],
);

/**
 * Platform red envelopes (catalogue §7.7). Funding moves the total from the budget into the
 * envelope's escrow (escrow_balance); claims take the pre-computed shares from it in order;
 * expiry or cancellation returns what is left to the budget, once.
 */
export const redEnvelopes = pgTable(
  'mkt_red_envelope',
  {
    id: id(),
    envelopeNo: text('envelope_no').notNull(),
    title: text('title').notNull(),
    /** PLATFORM (operators manage these only). */
    funder: text('funder').notNull().default('PLATFORM'),
    budgetId: bigint('budget_id', { mode: 'number' })
      .notNull()
      .references(() => budgets.id),
    currency: text('currency').notNull(),
    totalAmount: money('total_amount').notNull(),
    count: integer('count').notNull(),
    /** EQUAL or RANDOM. */
    split: text('split').notNull(),
    minShare: money('min_share').notNull().default('0'),
    maxShare: money('max_share').notNull().default('0'),
    /** ALL, NEW_MEMBERS, KYC_PRIMARY. */
    eligibility: text('eligibility').notNull().default('ALL'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('DRAFT'),
    escrowBalance: money('escrow_balance').notNull().default('0'),
    claimedAmount: money('claimed_amount').notNull().default('0'),
    claimedCount: integer('claimed_count').notNull().default(0),
    refundedAmount: money('refunded_amount').notNull().default('0'),
    /** SHA-256 of the split seed, published; the seed itself is kept to let anyone re-derive the shares afterwards. */
    splitSeedHash: text('split_seed_hash').notNull().default(''),
    splitSeed: text('split_seed').notNull().default(''),
    /** The currency's scale the shares were cut at. */
    shareScale: integer('share_scale').notNull().default(0),
    makerId: bigint('maker_id', { mode: 'number' }),
    fundedBy: bigint('funded_by', { mode: 'number' }),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_red_envelope_no_uq').on(t.envelopeNo),
    index('mkt_red_envelope_created_idx').on(t.createdAt, t.id),
    index('mkt_red_envelope_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ACTIVE'`),
    check('mkt_red_envelope_status_ck', sql`${t.status} in ('DRAFT', 'ACTIVE', 'EXHAUSTED', 'EXPIRED', 'CANCELLED')`),
    check('mkt_red_envelope_split_ck', sql`${t.split} in ('EQUAL', 'RANDOM')`),
    check('mkt_red_envelope_eligibility_ck', sql`${t.eligibility} in ('ALL', 'NEW_MEMBERS', 'KYC_PRIMARY')`),
    check('mkt_red_envelope_amount_ck', sql`${t.totalAmount} > 0 and ${t.count} > 0 and ${t.minShare} >= 0 and ${t.maxShare} >= ${t.minShare}`),
    check('mkt_red_envelope_escrow_ck', sql`${t.escrowBalance} >= 0 and ${t.claimedAmount} + ${t.refundedAmount} + ${t.escrowBalance} <= ${t.totalAmount} and ${t.claimedCount} <= ${t.count}`),
    foldedTextIndex('mkt_red_envelope_envelope_no_folded_idx', t.envelopeNo),
  ],
);

/** The shares cut at funding: claim n takes share n. */
export const redEnvelopeShares = pgTable(
  'mkt_red_envelope_share',
  {
    id: id(),
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => redEnvelopes.id),
    seq: integer('seq').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('mkt_red_envelope_share_uq').on(t.envelopeId, t.seq), check('mkt_red_envelope_share_amount_ck', sql`${t.amount} > 0`)],
);

export const redEnvelopeClaims = pgTable(
  'mkt_red_envelope_claim',
  {
    id: id(),
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => redEnvelopes.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    seq: integer('seq').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mkt_red_envelope_claim_member_uq').on(t.envelopeId, t.memberId),
    uniqueIndex('mkt_red_envelope_claim_seq_uq').on(t.envelopeId, t.seq),
    index('mkt_red_envelope_claim_created_idx').on(t.claimedAt, t.id),
  ],
);
