import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { withdrawOrders } from './finance';
import { members } from './member';
import { money } from './money';
import { foldedTextIndex } from '../folded-text';

/**
 * Wallet codes (catalogue §3.1): one row per asset on a network (USDT_TRC20, BTC, CNY_BANK), the root
 * the channels, addresses and withdrawals refer to. `asset` is a fin_currency code.
 */
export const walletCodes = pgTable(
  'fin_wallet_code',
  {
    id: id(),
    code: text('code').notNull(),
    asset: text('asset').notNull(),
    /** TRON, ETH, BSC, BTC, BANK… */
    network: text('network').notNull(),
    tokenContract: text('token_contract'),
    decimals: integer('decimals').notNull(),
    displayScale: integer('display_scale').notNull(),
    addressRegex: text('address_regex').notNull().default(''),
    memoRequired: boolean('memo_required').notNull().default(false),
    explorerTxUrlTemplate: text('explorer_tx_url_template').notNull().default(''),
    minConfirmations: integer('min_confirmations').notNull().default(1),
    depositEnabled: boolean('deposit_enabled').notNull().default(true),
    withdrawEnabled: boolean('withdraw_enabled').notNull().default(true),
    minDeposit: money('min_deposit').notNull().default('0'),
    minWithdraw: money('min_withdraw').notNull().default('0'),
    withdrawFee: money('withdraw_fee').notNull().default('0'),
    status: text('status').notNull().default('ACTIVE'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_wallet_code_code_uq').on(t.code),
    check('fin_wallet_code_status_ck', sql`${t.status} in ('ACTIVE', 'DISABLED')`),
    check('fin_wallet_code_scale_ck', sql`${t.decimals} between 0 and 18 and ${t.displayScale} between 0 and ${t.decimals}`),
  ],
);

/**
 * Platform receiving addresses (catalogue §3.3) and their assignment to members. An assignment is
 * never edited in place: retire and assign another, so old deposits still map.
 */
export const rechargeAddresses = pgTable(
  'fin_recharge_address',
  {
    id: id(),
    walletCode: text('wallet_code').notNull(),
    address: text('address').notNull(),
    memo: text('memo').notNull().default(''),
    /** HOT, COLD or CUSTODIAN. */
    custody: text('custody').notNull().default('HOT'),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    status: text('status').notNull().default('AVAILABLE'),
    lastSeenTxAt: timestamp('last_seen_tx_at', { withTimezone: true }),
    label: text('label').notNull().default(''),
    retiredReason: text('retired_reason').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_recharge_address_uq').on(t.walletCode, t.address, t.memo),
    uniqueIndex('fin_recharge_address_member_uq').on(t.memberId, t.walletCode).where(sql`${t.status} = 'ASSIGNED'`),
    index('fin_recharge_address_created_idx').on(t.createdAt),
    check('fin_recharge_address_status_ck', sql`${t.status} in ('AVAILABLE', 'ASSIGNED', 'RETIRED')`),
    check('fin_recharge_address_assigned_ck', sql`(${t.status} = 'ASSIGNED') = (${t.memberId} is not null)`),
    foldedTextIndex('fin_recharge_address_address_folded_idx', t.address),
  ],
);

/** How members top up (catalogue §3.2): limits and fees per channel; the receiving account is a reference, never typed. */
export const rechargeChannels = pgTable(
  'fin_recharge_channel',
  {
    id: id(),
    code: text('code').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    walletCode: text('wallet_code').notNull(),
    /** ONCHAIN_SHARED, ONCHAIN_PER_MEMBER, BANK or PSP. */
    kind: text('kind').notNull(),
    minAmount: money('min_amount').notNull().default('0'),
    maxAmount: money('max_amount'),
    feeFixed: money('fee_fixed').notNull().default('0'),
    feeRate: money('fee_rate').notNull().default('0'),
    requiresVoucher: boolean('requires_voucher').notNull().default(false),
    requiresTxHash: boolean('requires_tx_hash').notNull().default(false),
    dailyCapPerMember: integer('daily_cap_per_member'),
    kycLevelRequired: text('kyc_level_required').notNull().default('NONE'),
    receivingAddressId: bigint('receiving_address_id', { mode: 'number' }).references(() => rechargeAddresses.id),
    pspProviderCode: text('psp_provider_code'),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('ACTIVE'),
    visibleRegions: text('visible_regions').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_recharge_channel_code_uq').on(t.code),
    check('fin_recharge_channel_status_ck', sql`${t.status} in ('ACTIVE', 'PAUSED')`),
    check('fin_recharge_channel_limits_ck', sql`${t.maxAmount} is null or ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/** Addresses deposits are not credited from and withdrawals never go to (catalogue §3.4). */
export const addressBlacklist = pgTable(
  'fin_address_blacklist',
  {
    id: id(),
    /** A wallet code, or ANY_EVM for every EVM network. */
    walletCode: text('wallet_code').notNull(),
    /** Normalised (EVM lower-cased, whitespace stripped). */
    address: text('address').notNull(),
    direction: text('direction').notNull().default('BOTH'),
    source: text('source').notNull(),
    caseRef: text('case_ref').notNull().default(''),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    hitCount: integer('hit_count').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    liftedReason: text('lifted_reason').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('fin_address_blacklist_created_idx').on(t.createdAt, t.id),
    uniqueIndex('fin_address_blacklist_active_uq').on(t.walletCode, t.address).where(sql`${t.status} = 'ACTIVE'`),
    index('fin_address_blacklist_address_idx').on(t.address),
    check('fin_address_blacklist_direction_ck', sql`${t.direction} in ('INBOUND', 'OUTBOUND', 'BOTH')`),
    check('fin_address_blacklist_status_ck', sql`${t.status} in ('ACTIVE', 'LIFTED')`),
    foldedTextIndex('fin_address_blacklist_address_folded_idx', t.address),
  ],
);

/** Members' saved withdrawal destinations (catalogue §3.5): operators read and disable, never add or change. */
export const withdrawAddresses = pgTable(
  'fin_withdraw_address',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    walletCode: text('wallet_code').notNull(),
    address: text('address').notNull(),
    memo: text('memo').notNull().default(''),
    label: text('label').notNull().default(''),
    status: text('status').notNull().default('PENDING_ACTIVATION'),
    activatesAt: timestamp('activates_at', { withTimezone: true }).notNull(),
    createdIp: text('created_ip').notNull().default(''),
    screeningResult: text('screening_result').notNull().default('PENDING'),
    disabledReason: text('disabled_reason').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_withdraw_address_uq').on(t.memberId, t.walletCode, t.address, t.memo),
    index('fin_withdraw_address_created_idx').on(t.createdAt),
    check('fin_withdraw_address_status_ck', sql`${t.status} in ('PENDING_ACTIVATION', 'ACTIVE', 'DISABLED')`),
    check('fin_withdraw_address_screening_ck', sql`${t.screeningResult} in ('CLEAR', 'FLAGGED', 'PENDING')`),
  ],
);

/** One try at paying an approved withdrawal through a provider (catalogue §3.6). */
export const payoutAttempts = pgTable(
  'fin_payout_attempt',
  {
    id: id(),
    withdrawId: bigint('withdraw_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawOrders.id),
    providerCode: text('provider_code').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    /** Our idempotency key at the provider. */
    requestId: text('request_id').notNull(),
    providerRef: text('provider_ref'),
    status: text('status').notNull().default('SENT'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    callbackAt: timestamp('callback_at', { withTimezone: true }),
    rawCallback: jsonb('raw_callback'),
    errorCode: text('error_code').notNull().default(''),
    retryable: boolean('retryable').notNull().default(false),
    operatorId: bigint('operator_id', { mode: 'number' }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_payout_attempt_request_uq').on(t.requestId),
    uniqueIndex('fin_payout_attempt_no_uq').on(t.withdrawId, t.attemptNo),
    uniqueIndex('fin_payout_attempt_ref_uq').on(t.providerCode, t.providerRef),
    // At most one attempt in flight per withdrawal.
    uniqueIndex('fin_payout_attempt_open_uq').on(t.withdrawId).where(sql`${t.status} in ('SENT', 'ACKED', 'UNKNOWN')`),
    index('fin_payout_attempt_status_idx').on(t.status, t.sentAt),
    check('fin_payout_attempt_status_ck', sql`${t.status} in ('SENT', 'ACKED', 'SUCCEEDED', 'FAILED', 'UNKNOWN')`),
  ],
);

/** Every provider webhook received, verified or not: the event id refuses replays. */
export const payoutCallbacks = pgTable(
  'fin_payout_callback',
  {
    id: id(),
    providerCode: text('provider_code').notNull(),
    eventId: text('event_id').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    /** ACCEPTED, DUPLICATE, REJECTED (bad signature or stale timestamp). */
    outcome: text('outcome').notNull(),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fin_payout_callback_event_uq').on(t.providerCode, t.eventId).where(sql`${t.outcome} = 'ACCEPTED'`)],
);
