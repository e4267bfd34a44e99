import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TextPerLanguage } from '@ledgerdesk/shared';
import { auditColumns, id } from './columns';
import { foldedTextIndex } from '../folded-text';

/**
 * IP black list (catalogue §9.1): single addresses or CIDR ranges, per scope, enforced on sign-in and
 * on the API (modules/risk). Replaces RuoYi's semicolon list in a config string.
 */
export const ipBlacklist = pgTable(
  'risk_ip_blacklist',
  {
    id: id(),
    /** Normalised CIDR text: 203.0.113.7/32, 2001:db8::/48. */
    ipCidr: text('ip_cidr').notNull(),
    /** LOGIN, REGISTER, ALL_MEMBER_API or ADMIN_CONSOLE. */
    scope: text('scope').notNull(),
    /** MANUAL, AUTO_LOGIN_FAILURES or COMPLIANCE (removing a compliance entry is four-eyes). */
    source: text('source').notNull().default('MANUAL'),
    /** Why, in each console language: an operator's words as written, or the automatic block's own. */
    reason: jsonb('reason').$type<TextPerLanguage>().notNull(),
    status: text('status').notNull().default('ACTIVE'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    hitCount: integer('hit_count').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('risk_ip_blacklist_created_idx').on(t.createdAt),
    index('risk_ip_blacklist_active_idx').on(t.scope).where(sql`${t.status} = 'ACTIVE'`),
    check('risk_ip_blacklist_status_ck', sql`${t.status} in ('ACTIVE', 'DISABLED')`),
    check('risk_ip_blacklist_scope_ck', sql`${t.scope} in ('LOGIN', 'REGISTER', 'ALL_MEMBER_API', 'ADMIN_CONSOLE')`),
    foldedTextIndex('risk_ip_blacklist_ip_cidr_folded_idx', t.ipCidr),
  ],
);

/** Member sign-ins by IP and device (catalogue §9.2), append-only; failures are the login-error page. */
export const memberLoginEvents = pgTable(
  'risk_member_login_event',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }),
    /** What was typed as the account, for failures against an unknown account. */
    account: text('account').notNull().default(''),
    ip: text('ip').notNull(),
    ipCountry: text('ip_country').notNull().default(''),
    ipCity: text('ip_city').notNull().default(''),
    asn: text('asn').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    deviceId: text('device_id').notNull().default(''),
    /** SUCCESS or FAILURE. */
    result: text('result').notNull(),
    /** BAD_PASSWORD, UNKNOWN_ACCOUNT, CAPTCHA_FAILED, LOCKED, IP_BLOCKED, 2FA_FAILED. */
    failureReason: text('failure_reason').notNull().default(''),
    method: text('method').notNull().default('PASSWORD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('risk_login_event_created_idx').on(t.createdAt),
    index('risk_login_event_member_idx').on(t.memberId, t.createdAt),
    index('risk_login_event_ip_idx').on(t.ip, t.createdAt),
    index('risk_login_event_device_idx').on(t.deviceId),
    check('risk_login_event_result_ck', sql`${t.result} in ('SUCCESS', 'FAILURE')`),
    foldedTextIndex('risk_member_login_event_account_folded_idx', t.account),
  ],
);

/** Member sign-in locks after repeated failures; support unlocks (the member still passes 2FA). */
export const memberLocks = pgTable(
  'risk_member_lock',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    unlockedBy: bigint('unlocked_by', { mode: 'number' }),
    unlockRemark: text('unlock_remark').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('risk_member_lock_created_idx').on(t.createdAt, t.id), index('risk_member_lock_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Member one-time-code dispatches (catalogue §9.4), append-only. The code is kept only as a hash and
 * no route returns it.
 */
export const otpDispatches = pgTable(
  'risk_otp_dispatch',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }),
    channel: text('channel').notNull(),
    targetMasked: text('target_masked').notNull(),
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull().default(''),
    providerMsgId: text('provider_msg_id').notNull().default(''),
    status: text('status').notNull().default('QUEUED'),
    ip: text('ip').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('risk_otp_created_idx').on(t.createdAt),
    index('risk_otp_member_idx').on(t.memberId, t.createdAt),
    foldedTextIndex('risk_otp_dispatch_target_masked_folded_idx', t.targetMasked),
    foldedTextIndex('risk_otp_dispatch_ip_folded_idx', t.ip),
  ],
);
