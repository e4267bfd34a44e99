import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './system';
import { foldedTextIndex } from '../folded-text';

/** Opaque session tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sys_session',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** How the session was opened: a SignInMethod (password, mobile, scan, oidc). */
    method: text('method').notNull().default('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sys_session_user_idx').on(t.userId)],
);

/** Captchas live in the database so any instance can check any captcha (stateless API). */
export const captchas = pgTable('sys_captcha', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const loginLogs = pgTable(
  'sys_login_log',
  {
    id: id(),
    userName: text('user_name').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    success: boolean('success').notNull(),
    /** A SignInMethod (password, mobile, scan, oidc). */
    method: text('method').notNull().default('password'),
    /** A LoginFailureReason, or 'ok'. */
    reason: text('reason').notNull(),
    /** Parsed from the User-Agent when written, so lists and exports filter and show them as stored. */
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_login_log_created_idx').on(t.createdAt, t.id),
    index('sys_login_log_user_name_idx').on(t.userName),
    foldedTextIndex('sys_login_log_user_name_folded_idx', t.userName),
    foldedTextIndex('sys_login_log_ip_folded_idx', t.ip),
  ],
);

export const operationLogs = pgTable(
  'sys_oper_log',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }),
    userName: text('user_name').notNull().default(''),
    method: text('method').notNull(),
    url: text('url').notNull(),
    routeKey: text('route_key').notNull(),
    /** The area the route belongs to (its resource or module), and what it did: add, edit, delete, review… */
    module: text('module').notNull().default(''),
    action: text('action').notNull().default(''),
    /** Request parameters with secrets masked. */
    params: text('params').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The refusal or failure message when the status is not 2xx. */
    error: text('error').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_oper_log_created_idx').on(t.createdAt, t.id),
    index('sys_oper_log_user_idx').on(t.userId, t.createdAt),
    foldedTextIndex('sys_oper_log_module_folded_idx', t.module),
    foldedTextIndex('sys_oper_log_user_name_folded_idx', t.userName),
    foldedTextIndex('sys_oper_log_ip_folded_idx', t.ip),
  ],
);

/**
 * Sign-in codes sent by SMS, one row per dispatch (the verification-code log). Only the code's
 * SHA-256 is kept; a code works once, before its expiry, for the number it was sent to.
 */
export const smsCodes = pgTable(
  'sys_sms_code',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull().default('login'),
    codeHash: text('code_hash').notNull(),
    /** The user the number belongs to at dispatch time (null: no account; nothing was sent). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** SENT, FAILED or SKIPPED (no account has the number: recorded, never sent). */
    status: text('status').notNull(),
    /** The sender that carried it and its answer (a provider's message id or error). */
    sender: text('sender').notNull().default(''),
    senderResult: text('sender_result').notNull().default(''),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_sms_code_phone_idx').on(t.phone, t.createdAt), index('sys_sms_code_created_idx').on(t.createdAt)],
);

/**
 * Scan sign-in tickets. The QR code carries the ticket; the login page polls with a separate
 * secret only it holds, so whoever sees the QR code cannot collect the session.
 */
export const scanTickets = pgTable('sys_scan_ticket', {
  id: id(),
  ticketHash: text('ticket_hash').notNull().unique(),
  pollHash: text('poll_hash').notNull(),
  /** PENDING → SCANNED → CONFIRMED → CONSUMED, or CANCELLED. */
  status: text('status').notNull().default('PENDING'),
  requesterIp: text('requester_ip').notNull().default(''),
  requesterAgent: text('requester_agent').notNull().default(''),
  approverId: bigint('approver_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An OpenID Connect account linked to a user by an administrator (never created at sign-in). */
export const userIdentities = pgTable(
  'sys_user_identity',
  {
    id: id(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the provider called the account when it was linked (shown to administrators). */
    displayName: text('display_name').notNull().default(''),
    linkedBy: bigint('linked_by', { mode: 'number' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_user_identity_subject_uq').on(t.provider, t.subject), index('sys_user_identity_user_idx').on(t.userId)],
);

/** One OpenID Connect authorisation in flight: state, nonce and PKCE verifier, single use. */
export const oidcRequests = pgTable('sys_oidc_request', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** The in-app path to open after sign-in. */
  redirect: text('redirect').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /**
   * After the provider answered for a linked account: the SHA-256 of a one-time code the login page
   * exchanges for a session (the session token never travels in a URL), and whose account it is.
   */
  exchangeHash: text('exchange_hash').unique(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
});

/** Fixed-window counters shared by every instance (sign-in, captcha, code sending per number and address). */
export const rateLimits = pgTable('sys_rate_limit', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Running server instances and their heartbeats: work an instance held is taken over once it is known dead. */
export const instances = pgTable('sys_instance', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
