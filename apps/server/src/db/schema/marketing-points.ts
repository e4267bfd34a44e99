import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { budgets } from './governance';
import { couponTemplates } from './marketing-codes';
import { trialTemplates } from './member-config';
import { members } from './member';
import { money } from './money';

/**
 * Marketing: integral points, sign-in campaigns and the prize wheel (catalogue §7.4–7.6).
 * Points are not money: an integer balance per member whose only changes are points_log rows.
 */
export const pointsAccounts = pgTable(
  'mkt_points_account',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    balance: integer('balance').notNull().default(0),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('mkt_points_account_member_uq').on(t.memberId), check('mkt_points_account_balance_ck', sql`${t.balance} >= 0`)],
);

/** Append-only: a change never edits a row; a reversal is a negative row of its own. */
export const pointsLogs = pgTable(
  'mkt_points_log',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    change: integer('change').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** SIGNIN, TASK, FEE_REWARD, EXCHANGE, GRANT, EXPIRE, REVERSAL, WHEEL_COST, WHEEL_PRIZE. */
    source: text('source').notNull(),
    refType: text('ref_type').notNull(),
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mkt_points_log_created_idx').on(t.createdAt, t.id),
    uniqueIndex('mkt_points_log_ref_uq').on(t.refType, t.refId, t.source),
    index('mkt_points_log_member_idx').on(t.memberId, t.createdAt),
    check('mkt_points_log_ck', sql`${t.change} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

/** One operator grant of points (single or one item of a batch); above the threshold it waits for a second operator. */
export const pointsGrants = pgTable(
  'mkt_points_grant',
  {
    id: id(),
    grantNo: text('grant_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    points: integer('points').notNull(),
    reasonCode: text('reason_code').notNull(),
    note: text('note').notNull().default(''),
    /** PENDING_APPROVAL, APPLIED, REJECTED, REVERSED. */
    status: text('status').notNull().default('APPLIED'),
    batchNo: text('batch_no').notNull().default(''),
    makerId: bigint('maker_id', { mode: 'number' }),
    approverId: bigint('approver_id', { mode: 'number' }),
    approvalId: bigint('approval_id', { mode: 'number' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_points_grant_no_uq').on(t.grantNo),
    check('mkt_points_grant_ck', sql`${t.points} > 0 and ${t.status} in ('PENDING_APPROVAL', 'APPLIED', 'REJECTED', 'REVERSED')`),
  ],
);

export const pointsItems = pgTable(
  'mkt_points_item',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    costPoints: integer('cost_points').notNull(),
    /** COUPON, TRIAL_FUND (issued at the exchange, keyed by it) or MERCH (fulfilled by hand). */
    benefitKind: text('benefit_kind').notNull(),
    couponTemplateId: bigint('coupon_template_id', { mode: 'number' }).references(() => couponTemplates.id),
    trialTemplateId: bigint('trial_template_id', { mode: 'number' }).references(() => trialTemplates.id),
    stock: integer('stock').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    /** ON or OFF. */
    status: text('status').notNull().default('OFF'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_points_item_code_uq').on(t.code),
    check('mkt_points_item_ck', sql`${t.costPoints} > 0 and ${t.stock} >= 0 and ${t.perMemberLimit} > 0 and ${t.status} in ('ON', 'OFF') and ${t.benefitKind} in ('COUPON', 'TRIAL_FUND', 'MERCH')`),
  ],
);

export const pointsExchanges = pgTable(
  'mkt_points_exchange',
  {
    id: id(),
    exchangeNo: text('exchange_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => pointsItems.id),
    cost: integer('cost').notNull(),
    /** PLACED, FULFILLED, CANCELLED. */
    status: text('status').notNull().default('PLACED'),
    fulfilmentRef: text('fulfilment_ref').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    index('mkt_points_exchange_created_idx').on(t.createdAt, t.id),
    uniqueIndex('mkt_points_exchange_no_uq').on(t.exchangeNo),
    index('mkt_points_exchange_member_idx').on(t.memberId, t.itemId),
    check('mkt_points_exchange_ck', sql`${t.status} in ('PLACED', 'FULFILLED', 'CANCELLED')`),
  ],
);

/** reward_table: { days: ["10","20",…] (day n of a streak; past the end the last), bonusEvery: n, bonus: "50" }. */
export const signinCampaigns = pgTable(
  'mkt_signin_campaign',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** POINTS or ASSET. */
    rewardKind: text('reward_kind').notNull(),
    rewardTable: jsonb('reward_table').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    budgetId: bigint('budget_id', { mode: 'number' }).references(() => budgets.id),
    currency: text('currency').notNull().default(''),
    budgetTotal: money('budget_total').notNull().default('0'),
    budgetUsed: money('budget_used').notNull().default('0'),
    /** DRAFT, ACTIVE, ENDED. */
    status: text('status').notNull().default('DRAFT'),
    closedEarlyAt: timestamp('closed_early_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_signin_campaign_code_uq').on(t.code),
    check('mkt_signin_campaign_ck', sql`${t.status} in ('DRAFT', 'ACTIVE', 'ENDED') and ${t.rewardKind} in ('POINTS', 'ASSET') and ${t.endsOn} >= ${t.startsOn}`),
  ],
);

export const signinRecords = pgTable(
  'mkt_signin_record',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => signinCampaigns.id),
    signDate: date('sign_date', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    reward: money('reward').notNull(),
    rewardRef: text('reward_ref').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mkt_signin_record_created_idx').on(t.createdAt, t.id), uniqueIndex('mkt_signin_record_uq').on(t.memberId, t.campaignId, t.signDate), index('mkt_signin_record_campaign_idx').on(t.campaignId, t.signDate)],
);

export const wheels = pgTable(
  'mkt_wheel',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** CHANCE or POINTS: never money. */
    costKind: text('cost_kind').notNull(),
    costPoints: integer('cost_points').notNull().default(0),
    /** DRAFT, PUBLISHED, PAUSED, ENDED. */
    status: text('status').notNull().default('DRAFT'),
    budgetId: bigint('budget_id', { mode: 'number' }).references(() => budgets.id),
    currency: text('currency').notNull().default(''),
    /** Slot of the published fallback prize (the "no prize" row) an out-of-stock prize turns into. */
    fallbackSlot: integer('fallback_slot').notNull(),
    /** Secret until ENDED; never part of any answer before. */
    serverSeed: text('server_seed').notNull().default(''),
    serverSeedHash: text('server_seed_hash').notNull().default(''),
    revealedSeed: text('revealed_seed').notNull().default(''),
    seedRevealAt: timestamp('seed_reveal_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mkt_wheel_code_uq').on(t.code),
    check(
      'mkt_wheel_ck',
      sql`${t.status} in ('DRAFT', 'PUBLISHED', 'PAUSED', 'ENDED') and ${t.costKind} in ('CHANCE', 'POINTS') and (${t.costKind} = 'CHANCE' or ${t.costPoints} > 0) and ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

export const wheelPrizes = pgTable(
  'mkt_wheel_prize',
  {
    id: id(),
    wheelId: bigint('wheel_id', { mode: 'number' })
      .notNull()
      .references(() => wheels.id),
    slot: integer('slot').notNull(),
    name: text('name').notNull(),
    /** NONE, POINTS, ASSET, COUPON (of coupon_template_id) or TRIAL_FUND (of trial_template_id). */
    benefitKind: text('benefit_kind').notNull(),
    benefitAmount: money('benefit_amount').notNull().default('0'),
    couponTemplateId: bigint('coupon_template_id', { mode: 'number' }).references(() => couponTemplates.id),
    trialTemplateId: bigint('trial_template_id', { mode: 'number' }).references(() => trialTemplates.id),
    probability: numeric('probability', { precision: 20, scale: 18 }).notNull(),
    /** null = unlimited. */
    stock: integer('stock'),
    stockUsed: integer('stock_used').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mkt_wheel_prize_slot_uq').on(t.wheelId, t.slot),
    check('mkt_wheel_prize_ck', sql`${t.probability} >= 0 and ${t.probability} <= 1 and ${t.stockUsed} >= 0 and (${t.stock} is null or ${t.stockUsed} <= ${t.stock})`),
  ],
);

export const wheelChances = pgTable(
  'mkt_wheel_chance',
  {
    id: id(),
    wheelId: bigint('wheel_id', { mode: 'number' })
      .notNull()
      .references(() => wheels.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    granted: integer('granted').notNull(),
    used: integer('used').notNull().default(0),
    /** SIGNIN, TASK, GRANT, POINTS. */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('mkt_wheel_chance_created_idx').on(t.createdAt, t.id),
    uniqueIndex('mkt_wheel_chance_uq').on(t.wheelId, t.memberId, t.source, t.sourceRef),
    check('mkt_wheel_chance_ck', sql`${t.granted} > 0 and ${t.used} >= 0 and ${t.used} <= ${t.granted}`),
  ],
);

export const wheelDraws = pgTable(
  'mkt_wheel_draw',
  {
    id: id(),
    drawNo: text('draw_no').notNull(),
    wheelId: bigint('wheel_id', { mode: 'number' })
      .notNull()
      .references(() => wheels.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The exact decimal of the roll in [0,1) (64-bit HMAC prefix / 2^64). */
    roll: text('roll').notNull(),
    prizeId: bigint('prize_id', { mode: 'number' })
      .notNull()
      .references(() => wheelPrizes.id),
    fallbackFromPrizeId: bigint('fallback_from_prize_id', { mode: 'number' }),
    benefitRef: text('benefit_ref').notNull().default(''),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mkt_wheel_draw_drawn_idx').on(t.drawnAt, t.id),
    uniqueIndex('mkt_wheel_draw_no_uq').on(t.drawNo),
    uniqueIndex('mkt_wheel_draw_nonce_uq').on(t.wheelId, t.memberId, t.nonce),
    index('mkt_wheel_draw_wheel_idx').on(t.wheelId, t.drawnAt),
  ],
);
