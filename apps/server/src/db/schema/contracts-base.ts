import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { members } from './member';
import { money } from './money';

/**
 * The instruments and the prices every contract page stands on (catalogue §5.1, §5.2, §5.7).
 * Settlement, fills and marks read prices only from `ctr_price_sample`: a recorded, hash-chained
 * sample of a published index. No table here or anywhere else holds an outcome, a result flag, a
 * "platform profit" or a price an operator typed.
 */

/** How an index is computed from its venues: published, and changed only four-eyes with a future effective time. */
export const indexSources = pgTable(
  'ctr_index_source',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** `[{ venue, symbol, weight }]`: the constituent venues and their weights. */
    constituents: jsonb('constituents').$type<Array<{ venue: string; symbol: string; weight: string }>>().notNull(),
    /** MEDIAN, VWAP or TWAP. */
    method: text('method').notNull(),
    windowSeconds: integer('window_seconds').notNull(),
    /** The published outlier rule, e.g. "quotes more than 3 % from the median are dropped". */
    outlierRule: text('outlier_rule').notNull().default(''),
    /** The outlier rule as a number: quotes further than this percentage from the median are excluded. */
    outlierPercent: money('outlier_percent').notNull().default('3'),
    publishedDocUrl: text('published_doc_url').notNull().default(''),
    /** The adapter that feeds it: `demo` (the built-in deterministic feed, labelled as such) or a real venue adapter's name. */
    feed: text('feed').notNull().default('demo'),
    /** ACTIVE or RETIRED. */
    status: text('status').notNull().default('ACTIVE'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('ctr_index_source_code_uq').on(t.code),
    check('ctr_index_source_method_ck', sql`${t.method} in ('MEDIAN', 'VWAP', 'TWAP')`),
    check('ctr_index_source_status_ck', sql`${t.status} in ('ACTIVE', 'RETIRED')`),
    check('ctr_index_source_window_ck', sql`${t.windowSeconds} > 0`),
  ],
);

/**
 * Append-only: one index value at one millisecond, with the quotes it was computed from and the hash
 * of the sample before it in the same source, so any edit or deletion breaks the chain
 * (`modules/contracts/index-price.ts` writes and reads them; nothing updates or deletes them).
 */
export const priceSamples = pgTable(
  'ctr_price_sample',
  {
    id: id(),
    indexSourceId: bigint('index_source_id', { mode: 'number' })
      .notNull()
      .references(() => indexSources.id),
    /** When the index had this value (epoch milliseconds of the sample's second or window end). */
    ts: timestamp('ts', { withTimezone: true, precision: 3 }).notNull(),
    value: money('value').notNull(),
    /** `[{ venue, symbol, price, weight, excluded }]` as received. */
    quotes: jsonb('quotes').$type<Array<{ venue: string; symbol: string; price: string; weight: string; excluded: boolean }>>().notNull(),
    /** SHA-256 hex of the previous sample of this source ('' for the first). */
    prevHash: text('prev_hash').notNull(),
    /** SHA-256 hex over prev_hash, source, ts, value and quotes: what the next sample chains to. */
    hash: text('hash').notNull(),
    ingestedAt: timestamp('ingested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ctr_price_sample_ts_idx').on(t.ts, t.id),
    uniqueIndex('ctr_price_sample_source_ts_uq').on(t.indexSourceId, t.ts),
    uniqueIndex('ctr_price_sample_prev_uq').on(t.indexSourceId, t.prevHash),
    index('ctr_price_sample_source_id_idx').on(t.indexSourceId, t.id),
    check('ctr_price_sample_value_ck', sql`${t.value} > 0`),
  ],
);

/**
 * A tradable contract (§5.1), or its sandbox copy (§5.2: `visible_to = TEST_ONLY`, quoted in a
 * non-withdrawable test asset and seen only by test members). Fees, leverage and margin changes
 * apply to new orders only: orders snapshot them.
 */
export const contractProducts = pgTable(
  'ctr_product',
  {
    id: id(),
    symbol: text('symbol').notNull(),
    /** PERPETUAL, DATED or FIXED_EXPIRY. */
    kind: text('kind').notNull(),
    base: text('base').notNull(),
    /** A fin_wallet_code code: the asset margin, stakes and fees are paid in. */
    quoteWalletCode: text('quote_wallet_code').notNull(),
    contractSize: money('contract_size').notNull(),
    priceScale: integer('price_scale').notNull(),
    qtyScale: integer('qty_scale').notNull(),
    minQty: money('min_qty').notNull(),
    maxQty: money('max_qty').notNull(),
    leverageOptions: jsonb('leverage_options').$type<number[]>().notNull(),
    maxLeverage: integer('max_leverage').notNull(),
    makerFeeRate: money('maker_fee_rate').notNull(),
    takerFeeRate: money('taker_fee_rate').notNull(),
    fundingIntervalHours: integer('funding_interval_hours').notNull().default(8),
    maintenanceMarginRate: money('maintenance_margin_rate').notNull(),
    indexSourceId: bigint('index_source_id', { mode: 'number' })
      .notNull()
      .references(() => indexSources.id),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    /** DRAFT, ENABLED, LOCKED, HIDDEN, DISABLED or DELISTED. */
    state: text('state').notNull().default('DRAFT'),
    /** ALL, or TEST_ONLY for a test product contract. */
    visibleTo: text('visible_to').notNull().default('ALL'),
    /** The real product a test product was promoted into (a copy of settings; positions never move). */
    promotedToId: bigint('promoted_to_id', { mode: 'number' }),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('ctr_product_symbol_uq').on(t.symbol),
    check('ctr_product_kind_ck', sql`${t.kind} in ('PERPETUAL', 'DATED', 'FIXED_EXPIRY')`),
    check('ctr_product_state_ck', sql`${t.state} in ('DRAFT', 'ENABLED', 'LOCKED', 'HIDDEN', 'DISABLED', 'DELISTED')`),
    check('ctr_product_visible_ck', sql`${t.visibleTo} in ('ALL', 'TEST_ONLY')`),
    check('ctr_product_qty_ck', sql`${t.minQty} > 0 and ${t.maxQty} >= ${t.minQty} and ${t.contractSize} > 0`),
    check('ctr_product_fee_ck', sql`${t.makerFeeRate} >= 0 and ${t.takerFeeRate} >= 0 and ${t.maintenanceMarginRate} > 0`),
    check('ctr_product_leverage_ck', sql`${t.maxLeverage} >= 1`),
    check('ctr_product_dated_ck', sql`${t.kind} = 'PERPETUAL' or ${t.deliveryAt} is not null or ${t.kind} = 'FIXED_EXPIRY'`),
  ],
);

/**
 * Test members (§2.1 `is_test`): the only members who see TEST_ONLY products and receive test
 * assets; their trades are left out of every public figure, leaderboard and report.
 */
export const testMembers = pgTable(
  'ctr_test_member',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    reason: text('reason').notNull().default(''),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('ctr_test_member_created_idx').on(t.createdAt, t.id), uniqueIndex('ctr_test_member_member_uq').on(t.memberId)],
);
