import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { contractProducts, priceSamples } from './contracts-base';
import { members } from './member';
import { money } from './money';
import { foldedTextIndex } from '../folded-text';

/**
 * The perpetual/dated trading book (catalogue §5.5, §5.6), written only by the engine in
 * modules/contract-trading. Prices come from recorded index samples (a market order fills at the
 * latest sample, a limit order at its own price once a recorded sample crosses it); no column holds
 * an outcome, an approval of a close or a price an operator typed.
 */

/** Accounts that quote as the platform's market maker: flagged, and their volume reported apart (§5.6). */
export const marketMakers = pgTable(
  'ctr_market_maker',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    label: text('label').notNull(),
    active: boolean('active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('ctr_market_maker_member_uq').on(t.memberId)],
);

/** An entrust: one member order (own, copied from a lead, or a liquidation's close). */
export const contractOrders = pgTable(
  'ctr_order',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => contractProducts.id),
    /** BUY or SELL. */
    side: text('side').notNull(),
    /** LONG or SHORT: the position the order opens or reduces. */
    positionSide: text('position_side').notNull(),
    /** LIMIT or MARKET (STOP/TAKE_PROFIT/STOP_LOSS are not offered by this engine). */
    type: text('type').notNull(),
    /** The limit price; null for a market order. */
    price: money('price'),
    qty: money('qty').notNull(),
    filledQty: money('filled_qty').notNull().default('0'),
    avgFillPrice: money('avg_fill_price'),
    leverage: integer('leverage').notNull(),
    reduceOnly: boolean('reduce_only').notNull().default(false),
    /** NEW, FILLED, CANCELLED or REJECTED. */
    status: text('status').notNull().default('NEW'),
    /** The product's rates when the order was placed: later fee changes never apply to it. */
    makerFeeRate: money('maker_fee_rate').notNull(),
    takerFeeRate: money('taker_fee_rate').notNull(),
    fee: money('fee').notNull().default('0'),
    /** Margin held for an opening order (AVAILABLE → FROZEN when it was placed or filled). */
    marginLocked: money('margin_locked').notNull().default('0'),
    /** MEMBER, COPY (a follower's copy of a lead's order), LIQUIDATION or MARKET_MAKER. */
    source: text('source').notNull().default('MEMBER'),
    /** The copy relationship a COPY order belongs to (copy_follow.id); its position is kept apart. */
    followId: bigint('follow_id', { mode: 'number' }),
    /** A test member's order or a test product's: never in public figures. */
    isTest: boolean('is_test').notNull().default(false),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledBy: bigint('cancelled_by', { mode: 'number' }),
    ...auditColumns(),
  },
  (t) => [
    index('ctr_order_created_idx').on(t.createdAt, t.id),
    uniqueIndex('ctr_order_no_uq').on(t.orderNo),
    index('ctr_order_member_idx').on(t.memberId, t.createdAt),
    index('ctr_order_open_idx').on(t.productId, t.status),
    check('ctr_order_side_ck', sql`${t.side} in ('BUY', 'SELL')`),
    check('ctr_order_position_side_ck', sql`${t.positionSide} in ('LONG', 'SHORT')`),
    check('ctr_order_type_ck', sql`${t.type} in ('LIMIT', 'MARKET')`),
    check('ctr_order_status_ck', sql`${t.status} in ('NEW', 'FILLED', 'CANCELLED', 'REJECTED')`),
    check('ctr_order_source_ck', sql`${t.source} in ('MEMBER', 'COPY', 'LIQUIDATION', 'MARKET_MAKER')`),
    check('ctr_order_qty_ck', sql`${t.qty} > 0 and ${t.filledQty} >= 0 and ${t.filledQty} <= ${t.qty}`),
    check('ctr_order_price_ck', sql`(${t.type} = 'MARKET') or (${t.price} is not null and ${t.price} > 0)`),
    check('ctr_order_leverage_ck', sql`${t.leverage} >= 1`),
    foldedTextIndex('ctr_order_order_no_folded_idx', t.orderNo),
  ],
);

/** A member's position in one product and side (a copy relationship's positions are kept apart by follow_id). */
export const contractPositions = pgTable(
  'ctr_position',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => contractProducts.id),
    /** LONG or SHORT. */
    side: text('side').notNull(),
    qty: money('qty').notNull(),
    entryPrice: money('entry_price').notNull(),
    margin: money('margin').notNull(),
    leverage: integer('leverage').notNull(),
    /** ISOLATED only in this engine: a position can lose at most its margin. */
    marginMode: text('margin_mode').notNull().default('ISOLATED'),
    maintenanceMarginRate: money('maintenance_margin_rate').notNull(),
    liquidationPrice: money('liquidation_price').notNull(),
    /** The last recorded sample the mark figures below were computed from (the mark job). */
    markPrice: money('mark_price'),
    markSampleId: bigint('mark_sample_id', { mode: 'number' }).references(() => priceSamples.id),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    unrealisedPnl: money('unrealised_pnl').notNull().default('0'),
    /** Maintenance margin ÷ equity at the mark: 1 or more means liquidation. */
    marginRatio: money('margin_ratio').notNull().default('0'),
    realisedPnl: money('realised_pnl').notNull().default('0'),
    fundingPaid: money('funding_paid').notNull().default('0'),
    followId: bigint('follow_id', { mode: 'number' }),
    isTest: boolean('is_test').notNull().default(false),
    /** OPEN, CLOSED or LIQUIDATED. */
    status: text('status').notNull().default('OPEN'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('ctr_position_margin_ratio_idx').on(t.marginRatio, t.id),
    uniqueIndex('ctr_position_open_uq')
      .on(t.memberId, t.productId, t.side, sql`coalesce(${t.followId}, 0)`)
      .where(sql`${t.status} = 'OPEN'`),
    index('ctr_position_ratio_idx').on(t.status, t.marginRatio),
    check('ctr_position_side_ck', sql`${t.side} in ('LONG', 'SHORT')`),
    check('ctr_position_mode_ck', sql`${t.marginMode} in ('ISOLATED')`),
    check('ctr_position_status_ck', sql`${t.status} in ('OPEN', 'CLOSED', 'LIQUIDATED')`),
    check('ctr_position_qty_ck', sql`${t.qty} >= 0 and ${t.margin} >= 0`),
  ],
);

/** A fill: immutable (nothing updates or deletes it). */
export const contractDeals = pgTable(
  'ctr_deal',
  {
    id: id(),
    dealNo: text('deal_no').notNull(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => contractProducts.id),
    price: money('price').notNull(),
    qty: money('qty').notNull(),
    makerOrderId: bigint('maker_order_id', { mode: 'number' })
      .notNull()
      .references(() => contractOrders.id),
    takerOrderId: bigint('taker_order_id', { mode: 'number' })
      .notNull()
      .references(() => contractOrders.id),
    makerMemberId: bigint('maker_member_id', { mode: 'number' }).notNull(),
    takerMemberId: bigint('taker_member_id', { mode: 'number' }).notNull(),
    /** The member's side of the fill (the other side is the market maker): the columns below describe it. */
    memberOrderId: bigint('member_order_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    makerFee: money('maker_fee').notNull(),
    takerFee: money('taker_fee').notNull(),
    /** The realised P&L this fill booked for the member's side (0 for an opening fill), from recorded prices. */
    realisedPnl: money('realised_pnl').notNull().default('0'),
    /** The margin the member's side committed (opening) or released (closing) with this fill. */
    marginChange: money('margin_change').notNull().default('0'),
    isLiquidation: boolean('is_liquidation').notNull().default(false),
    /** A market-maker (robot) account is one side: its volume is reported apart. */
    isMarketMaker: boolean('is_market_maker').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    /** The copy relationship of the member's order, if it was a copy. */
    followId: bigint('follow_id', { mode: 'number' }),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull().defaultNow(),
    priceSampleId: bigint('price_sample_id', { mode: 'number' })
      .notNull()
      .references(() => priceSamples.id),
    indexPriceAtExec: money('index_price_at_exec').notNull(),
  },
  (t) => [
    uniqueIndex('ctr_deal_no_uq').on(t.dealNo),
    // An order fills whole, once: a second fill of the same order is refused by the database.
    uniqueIndex('ctr_deal_member_order_uq').on(t.memberOrderId),
    index('ctr_deal_executed_idx').on(t.executedAt),
    index('ctr_deal_member_idx').on(t.memberId, t.executedAt),
    index('ctr_deal_follow_idx').on(t.followId, t.executedAt),
    check('ctr_deal_qty_ck', sql`${t.qty} > 0 and ${t.price} > 0 and ${t.makerFee} >= 0 and ${t.takerFee} >= 0`),
  ],
);
