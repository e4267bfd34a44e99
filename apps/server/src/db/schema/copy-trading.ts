import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { contractOrders } from './contract-trading';
import { members } from './member';
import { money } from './money';
import { foldedTextIndex } from '../folded-text';

/**
 * Copy trading (catalogue §6). Lead traders apply and are approved; their figures are computed from
 * real deals by the nightly stats job and never typed; followers' copies are ordinary orders on the
 * trading engine. No column anywhere here holds a result, a profit ratio or a trade instruction.
 */

export const leadTraders = pgTable(
  'copy_lead_trader',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    nickname: text('nickname').notNull(),
    bio: text('bio').notNull().default(''),
    /** Coded tags (e.g. LOW_LEVERAGE, SWING). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** APPLIED, APPROVED, ACTIVE, SUSPENDED, REVOKED or REJECTED. */
    status: text('status').notNull().default('APPLIED'),
    /** BRONZE, SILVER, GOLD, PLATINUM or LEGEND. */
    tier: text('tier').notNull().default('BRONZE'),
    profitShareRate: money('profit_share_rate').notNull(),
    /** STANDARD (net over each cycle) or HIGH_WATER_MARK (only above the follower's recorded high). */
    shareBasis: text('share_basis').notNull().default('STANDARD'),
    cycleDays: integer('cycle_days').notNull().default(7),
    maxFollowers: integer('max_followers').notNull(),
    minCopyAmount: money('min_copy_amount').notNull().default('0'),
    /** Product ids copies may trade; empty = all the lead trades. */
    allowedProducts: jsonb('allowed_products').$type<number[]>().notNull().default([]),
    /** A staff or house account: shown labelled as such (catalogue §6.1 ethics). */
    isHouse: boolean('is_house').notNull().default(false),
    kycLevelSnapshot: integer('kyc_level_snapshot').notNull().default(0),
    conflictsDisclosure: text('conflicts_disclosure').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    decisionReason: text('decision_reason').notNull().default(''),
    suspendedReason: text('suspended_reason').notNull().default(''),
    /** The latest derived figures (copied from lead_trader_stats_day by the stats job; never typed). */
    roi30d: money('roi_30d'),
    pnl30d: money('pnl_30d'),
    maxDrawdown30d: money('max_drawdown_30d'),
    winRate: money('win_rate'),
    aum: money('aum').notNull().default('0'),
    followers: integer('followers').notNull().default(0),
    statsAsOf: date('stats_as_of', { mode: 'string' }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('copy_lead_trader_member_uq').on(t.memberId),
    index('copy_lead_trader_status_idx').on(t.status, t.aum),
    check('copy_lead_trader_status_ck', sql`${t.status} in ('APPLIED', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'REVOKED', 'REJECTED')`),
    check('copy_lead_trader_tier_ck', sql`${t.tier} in ('BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'LEGEND')`),
    check('copy_lead_trader_basis_ck', sql`${t.shareBasis} in ('STANDARD', 'HIGH_WATER_MARK')`),
    check('copy_lead_trader_rate_ck', sql`${t.profitShareRate} >= 0 and ${t.profitShareRate} <= 0.3`),
    check('copy_lead_trader_cycle_ck', sql`${t.cycleDays} between 1 and 31`),
    check('copy_lead_trader_slots_ck', sql`${t.maxFollowers} >= 0`),
  ],
);

/** One night's derived figures of a lead trader, computed from real deals over the 30 days up to stat_date. */
export const leadTraderStatsDays = pgTable(
  'copy_lead_trader_stats_day',
  {
    id: id(),
    leadTraderId: bigint('lead_trader_id', { mode: 'number' })
      .notNull()
      .references(() => leadTraders.id),
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    roi30d: money('roi_30d').notNull(),
    pnl30d: money('pnl_30d').notNull(),
    maxDrawdown30d: money('max_drawdown_30d').notNull(),
    winRate: money('win_rate').notNull(),
    aum: money('aum').notNull(),
    followers: integer('followers').notNull(),
    closingDeals: integer('closing_deals').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('copy_lead_trader_stats_day_computed_idx').on(t.computedAt, t.id), uniqueIndex('copy_lead_stats_day_uq').on(t.leadTraderId, t.statDate)],
);

export const copyFollows = pgTable(
  'copy_follow',
  {
    id: id(),
    followNo: text('follow_no').notNull(),
    followerMemberId: bigint('follower_member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    leadTraderId: bigint('lead_trader_id', { mode: 'number' })
      .notNull()
      .references(() => leadTraders.id),
    /** FIXED_AMOUNT (margin per copy), FIXED_QTY, RATIO (× the lead's qty) or EQUITY_RATIO (investment ÷ the lead's equity). */
    mode: text('mode').notNull(),
    param: money('param').notNull(),
    investment: money('investment').notNull(),
    maxPositionValue: money('max_position_value'),
    stopLossRate: money('stop_loss_rate'),
    copyOpen: boolean('copy_open').notNull().default(true),
    copyClose: boolean('copy_close').notNull().default(true),
    copyTpsl: boolean('copy_tpsl').notNull().default(false),
    /** ACTIVE, PAUSED or STOPPED. */
    status: text('status').notNull().default('ACTIVE'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stopReason: text('stop_reason').notNull().default(''),
    stoppedBy: bigint('stopped_by', { mode: 'number' }),
    /** The invite the follow came through, if any. */
    inviteId: bigint('invite_id', { mode: 'number' }),
    /** High-water mark: the highest cumulative net P&L a share was ever taken up to. */
    hwm: money('hwm').notNull().default('0'),
    /** Cumulative net P&L over settled cycles (what the high-water mark compares with). */
    cumulativeNet: money('cumulative_net').notNull().default('0'),
    isTest: boolean('is_test').notNull().default(false),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('copy_follow_started_idx').on(t.startedAt, t.id),
    uniqueIndex('copy_follow_no_uq').on(t.followNo),
    uniqueIndex('copy_follow_active_uq').on(t.followerMemberId, t.leadTraderId).where(sql`${t.status} <> 'STOPPED'`),
    index('copy_follow_lead_idx').on(t.leadTraderId, t.status),
    check('copy_follow_mode_ck', sql`${t.mode} in ('FIXED_AMOUNT', 'FIXED_QTY', 'RATIO', 'EQUITY_RATIO')`),
    check('copy_follow_status_ck', sql`${t.status} in ('ACTIVE', 'PAUSED', 'STOPPED')`),
    check('copy_follow_amounts_ck', sql`${t.param} > 0 and ${t.investment} > 0`),
    foldedTextIndex('copy_follow_follow_no_folded_idx', t.followNo),
  ],
);

/** What happened to one follow when a lead's order filled: the copy's order, or why there is none. */
export const copyOrderLinks = pgTable(
  'copy_order_link',
  {
    id: id(),
    leadOrderId: bigint('lead_order_id', { mode: 'number' })
      .notNull()
      .references(() => contractOrders.id),
    followerOrderId: bigint('follower_order_id', { mode: 'number' }).references(() => contractOrders.id),
    followId: bigint('follow_id', { mode: 'number' })
      .notNull()
      .references(() => copyFollows.id),
    leadTraderId: bigint('lead_trader_id', { mode: 'number' }).notNull(),
    followerMemberId: bigint('follower_member_id', { mode: 'number' }).notNull(),
    /** COPIED or SKIPPED (the catalogue's "result": whether a copy was placed, never a trade outcome). */
    status: text('status').notNull(),
    skipReason: text('skip_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('copy_order_link_created_idx').on(t.createdAt, t.id),
    uniqueIndex('copy_order_link_uq').on(t.leadOrderId, t.followId),
    check('copy_order_link_status_ck', sql`${t.status} in ('COPIED', 'SKIPPED')`),
    check(
      'copy_order_link_reason_ck',
      sql`(${t.status} = 'COPIED' and ${t.followerOrderId} is not null) or (${t.status} = 'SKIPPED' and ${t.skipReason} in ('INSUFFICIENT_BALANCE', 'BELOW_MIN', 'SLOTS_FULL', 'PRODUCT_NOT_ALLOWED', 'PRODUCT_NOT_TRADABLE', 'ORDER_REFUSED'))`,
    ),
  ],
);

/** One profit-share cycle of one follow; settled once (unique (follow, cycle_start)). */
export const profitShareCycles = pgTable(
  'copy_profit_share_cycle',
  {
    id: id(),
    followId: bigint('follow_id', { mode: 'number' })
      .notNull()
      .references(() => copyFollows.id),
    followerMemberId: bigint('follower_member_id', { mode: 'number' }).notNull(),
    leadMemberId: bigint('lead_member_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    cycleEnd: date('cycle_end', { mode: 'string' }).notNull(),
    rateSnapshot: money('rate_snapshot').notNull(),
    shareBasis: text('share_basis').notNull(),
    netRealisedPnl: money('net_realised_pnl').notNull().default('0'),
    withheld: money('withheld').notNull().default('0'),
    shareAmount: money('share_amount').notNull().default('0'),
    refunded: money('refunded').notNull().default('0'),
    hwmBefore: money('hwm_before'),
    hwmAfter: money('hwm_after'),
    /** OPEN or SETTLED. */
    status: text('status').notNull().default('OPEN'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('copy_profit_share_cycle_cycle_end_idx').on(t.cycleEnd, t.id),
    uniqueIndex('copy_profit_share_cycle_uq').on(t.followId, t.cycleStart),
    check('copy_profit_share_status_ck', sql`${t.status} in ('OPEN', 'SETTLED')`),
    check('copy_profit_share_amounts_ck', sql`${t.withheld} >= 0 and ${t.shareAmount} >= 0 and ${t.refunded} >= 0 and ${t.shareAmount} + ${t.refunded} <= ${t.withheld}`),
  ],
);

/** One day of a follow's net realised P&L and what was withheld for it (unique per day: a rerun withholds nothing twice). */
export const profitShareDays = pgTable(
  'copy_profit_share_day',
  {
    id: id(),
    cycleId: bigint('cycle_id', { mode: 'number' })
      .notNull()
      .references(() => profitShareCycles.id),
    followId: bigint('follow_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    netPnl: money('net_pnl').notNull(),
    withheld: money('withheld').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('copy_profit_share_day_uq').on(t.followId, t.day)],
);

/** A lead trader's shareable link to their profile or private strategy: it opens a profile and nothing else. */
export const copyInvites = pgTable(
  'copy_invite',
  {
    id: id(),
    code: text('code').notNull(),
    leadTraderId: bigint('lead_trader_id', { mode: 'number' })
      .notNull()
      .references(() => leadTraders.id),
    /** PROFILE_LINK or PRIVATE_STRATEGY. */
    kind: text('kind').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** ACTIVE, REVOKED or EXPIRED. */
    status: text('status').notNull().default('ACTIVE'),
    revokedReason: text('revoked_reason').notNull().default(''),
    revokedBy: bigint('revoked_by', { mode: 'number' }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('copy_invite_created_idx').on(t.createdAt, t.id),
    uniqueIndex('copy_invite_code_uq').on(t.code),
    check('copy_invite_kind_ck', sql`${t.kind} in ('PROFILE_LINK', 'PRIVATE_STRATEGY')`),
    check('copy_invite_status_ck', sql`${t.status} in ('ACTIVE', 'REVOKED', 'EXPIRED')`),
    check('copy_invite_uses_ck', sql`${t.maxUses} >= 1 and ${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
    foldedTextIndex('copy_invite_code_folded_idx', t.code),
  ],
);

export const copyInviteUses = pgTable(
  'copy_invite_use',
  {
    id: id(),
    inviteId: bigint('invite_id', { mode: 'number' })
      .notNull()
      .references(() => copyInvites.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    followId: bigint('follow_id', { mode: 'number' }),
  },
  (t) => [index('copy_invite_use_used_idx').on(t.usedAt, t.id), uniqueIndex('copy_invite_use_uq').on(t.inviteId, t.memberId)],
);
