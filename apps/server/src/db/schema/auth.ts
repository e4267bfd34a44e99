import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './system';

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
    /** A LoginFailureReason, or 'ok'. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_login_log_created_idx').on(t.createdAt)],
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
    /** Request parameters with secrets masked. */
    params: text('params').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_oper_log_created_idx').on(t.createdAt)],
);
