import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { budgets } from './governance';
import { members } from './member';
import { money } from './money';

/**
 * Per-member overrides of platform rules (catalogue §2.1): capability flags, limits, fee tier and
 * the test-account flag. No outcome, streak, credit-score or wagering field, and no free-text
 * message to the member: a restriction carries a coded reason and a review date.
 */
export const memberConfigs = pgTable(
  'mem_config',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    canLogin: boolean('can_login').notNull().default(true),
    canTrade: boolean('can_trade').notNull().default(true),
    canWithdraw: boolean('can_withdraw').notNull().default(true),
    canRecharge: boolean('can_recharge').notNull().default(true),
    canTransfer: boolean('can_transfer').notNull().default(true),
    /** Null: the level's default. */
    withdrawDailyLimitUsd: money('withdraw_daily_limit_usd'),
    withdraw30dLimitUsd: money('withdraw_30d_limit_usd'),
    feeTier: text('fee_tier').notNull().default('DEFAULT'),
    isTest: boolean('is_test').notNull().default(false),
    restrictionReasonCode: text('restriction_reason_code'),
    memberNoticeTemplate: text('member_notice_template'),
    reviewDueAt: timestamp('review_due_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mem_config_member_uq').on(t.memberId),
    index('mem_config_updated_idx').on(t.updatedAt),
    check(
      'mem_config_reason_ck',
      sql`(${t.canLogin} and ${t.canTrade} and ${t.canWithdraw} and ${t.canRecharge} and ${t.canTransfer}) or ${t.restrictionReasonCode} is not null`,
    ),
  ],
);

/** Every change of a member config, with the values before and after (written in the change's transaction). */
export const memberConfigChanges = pgTable(
  'mem_config_change',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    reasonCode: text('reason_code'),
    remark: text('remark').notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }),
    approvalId: bigint('approval_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mem_config_change_member_idx').on(t.memberId, t.createdAt)],
);

/** Trial-fund templates (catalogue §2.2): what a grant gives, paid from a funded budget. */
export const trialTemplates = pgTable(
  'mem_trial_template',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    validityDays: integer('validity_days').notNull(),
    /** CONTRACT_MARGIN or CONTRACT_FEE. */
    usableFor: text('usable_for').notNull().default('CONTRACT_MARGIN'),
    minOwnBalance: money('min_own_balance').notNull().default('0'),
    maxPerMember: integer('max_per_member').notNull().default(1),
    budgetId: bigint('budget_id', { mode: 'number' })
      .notNull()
      .references(() => budgets.id),
    status: text('status').notNull().default('DRAFT'),
    termsUrl: text('terms_url').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mem_trial_template_code_uq').on(t.code),
    check('mem_trial_template_status_ck', sql`${t.status} in ('DRAFT', 'ACTIVE', 'PAUSED', 'ENDED')`),
    check('mem_trial_template_amount_ck', sql`${t.amount} > 0 and ${t.validityDays} > 0 and ${t.maxPerMember} > 0`),
  ],
);

/** One trial credit to one member; its remainder lives in the wallet's `trial` balance kind. */
export const trialGrants = pgTable(
  'mem_trial_grant',
  {
    id: id(),
    grantNo: text('grant_no').notNull(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => trialTemplates.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /**
     * The budget that paid the grant, where its unused remainder goes back: an approved terms
     * change may move the template to another budget while the grant is live. Null only on a grant
     * written by an instance still running the code from before this column (reclaimTrial then
     * reads the budget from the grant's SPEND row).
     */
    budgetId: bigint('budget_id', { mode: 'number' }).references(() => budgets.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    remaining: money('remaining').notNull(),
    /** Trial-part profit already moved to the member's available balance. */
    realisedProfit: money('realised_profit').notNull().default('0'),
    status: text('status').notNull().default('ACTIVE'),
    /** The n-th grant of this template to this member (max_per_member bounds it). */
    campaignRound: integer('campaign_round').notNull().default(1),
    source: text('source').notNull().default('MANUAL'),
    reason: text('reason').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    makerId: bigint('maker_id', { mode: 'number' }),
    approverId: bigint('approver_id', { mode: 'number' }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('mem_trial_grant_created_idx').on(t.createdAt, t.id),
    uniqueIndex('mem_trial_grant_no_uq').on(t.grantNo),
    uniqueIndex('mem_trial_grant_round_uq').on(t.templateId, t.memberId, t.campaignRound),
    index('mem_trial_grant_member_idx').on(t.memberId, t.createdAt),
    index('mem_trial_grant_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ACTIVE'`),
    check('mem_trial_grant_status_ck', sql`${t.status} in ('ISSUED', 'ACTIVE', 'CONSUMED', 'EXPIRED', 'REVOKED')`),
    check('mem_trial_grant_amount_ck', sql`${t.amount} > 0 and ${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

/** A batch grant (CSV of member ids) runs as a job; each member's outcome is one item row. */
export const trialGrantBatches = pgTable('mem_trial_grant_batch', {
  id: id(),
  templateId: bigint('template_id', { mode: 'number' })
    .notNull()
    .references(() => trialTemplates.id),
  status: text('status').notNull().default('QUEUED'),
  total: integer('total').notNull().default(0),
  succeeded: integer('succeeded').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  reason: text('reason').notNull().default(''),
  ...auditColumns(),
});

export const trialGrantBatchItems = pgTable(
  'mem_trial_grant_batch_item',
  {
    id: id(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => trialGrantBatches.id),
    memberRef: text('member_ref').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    /** PENDING, GRANTED or FAILED. */
    status: text('status').notNull().default('PENDING'),
    grantId: bigint('grant_id', { mode: 'number' }),
    error: text('error').notNull().default(''),
  },
  (t) => [uniqueIndex('mem_trial_batch_item_uq').on(t.batchId, t.memberRef)],
);
