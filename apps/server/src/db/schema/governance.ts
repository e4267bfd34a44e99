import { sql } from 'drizzle-orm';
import type { Language } from '@ledgerdesk/shared';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { ledgerEntryColumns, money } from './money';

/**
 * Four-eyes requests (catalogue §1.3): a maker asks, a different operator approves or rejects, and
 * the approval applies the stored payload in the approver's transaction through the handler the
 * request's kind names (modules/approval). One pending request per subject and kind at a time.
 */
export const approvals = pgTable(
  'sys_approval',
  {
    id: id(),
    /** The handler that applies it, e.g. 'member-config.edit' or 'wallet-code.edit'. */
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }),
    /**
     * Which part of the subject, where one subject takes several requests at once (a staking
     * product's rate, one per day): part of the one-open-request rule, '' where the subject is whole.
     */
    subjectKey: text('subject_key').notNull().default(''),
    /** What the approver reads, one plain text per console language (the payload is shown beside it). */
    summary: jsonb('summary').$type<Readonly<Record<Language, string>>>().notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('PENDING'),
    makerId: bigint('maker_id', { mode: 'number' }).notNull(),
    makerRemark: text('maker_remark').notNull().default(''),
    approverId: bigint('approver_id', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemark: text('decision_remark').notNull().default(''),
    /** What applying it produced (the new row's id, an order number), for the audit trail. */
    result: jsonb('result'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('sys_approval_created_idx').on(t.createdAt, t.id),
    index('sys_approval_status_idx').on(t.status, t.createdAt),
    index('sys_approval_subject_idx').on(t.subjectType, t.subjectId),
    uniqueIndex('sys_approval_open_uq')
      .on(t.kind, t.subjectType, t.subjectId, t.subjectKey)
      .where(sql`${t.status} = 'PENDING' and ${t.subjectId} is not null`),
    check('sys_approval_status_ck', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')`),
    check('sys_approval_four_eyes_ck', sql`${t.approverId} is null or ${t.approverId} <> ${t.makerId}`),
  ],
);

/**
 * Idempotency-Key → stored answer for action routes (catalogue §1.3): a repeat of the same key by the
 * same operator on the same route gets the first answer instead of acting twice. Rows expire.
 */
export const idempotencyKeys = pgTable(
  'sys_idempotency_key',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /** Hash of the request body: the same key with another body is refused, not replayed. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_idempotency_key_uq').on(t.userId, t.key), index('sys_idempotency_created_idx').on(t.createdAt)],
);

/**
 * A platform budget account per campaign and currency (catalogue §1.3): every promotional or trial
 * credit debits one, so a campaign can never pay more than it was funded with, and its cost is a
 * ledger query. Changed only through postToBudget (modules/finance/budget-ledger.ts).
 */
export const budgets = pgTable(
  'fin_budget',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    /** What is left to spend. */
    balance: money('balance').notNull().default('0'),
    fundedTotal: money('funded_total').notNull().default('0'),
    spentTotal: money('spent_total').notNull().default('0'),
    /** ACTIVE or CLOSED (a closed budget pays nothing more; its returns are still accepted). */
    status: text('status').notNull().default('ACTIVE'),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('fin_budget_code_uq').on(t.code),
    check('fin_budget_balance_ck', sql`${t.balance} >= 0`),
    check('fin_budget_status_ck', sql`${t.status} in ('ACTIVE', 'CLOSED')`),
  ],
);

/** The budget's own append-only log, keyed like the money log so a grant debits its budget once. */
export const budgetLogs = pgTable(
  'fin_budget_log',
  {
    id: id(),
    budgetId: bigint('budget_id', { mode: 'number' })
      .notNull()
      .references(() => budgets.id),
    currency: text('currency').notNull(),
    /** FUND, SPEND, RETURN. */
    type: text('type').notNull(),
    ...ledgerEntryColumns(),
  },
  (t) => [
    uniqueIndex('fin_budget_log_ref_uq').on(t.budgetId, t.refType, t.refId, t.type),
    index('fin_budget_log_budget_idx').on(t.budgetId, t.createdAt),
    check('fin_budget_log_sum_ck', sql`${t.after} = ${t.before} + ${t.change}`),
  ],
);
