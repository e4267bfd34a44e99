import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TextPerLanguage } from '@ledgerdesk/shared';
import { auditColumns, id } from './columns';
import { roles, users } from './system';
import { foldedTextIndex } from '../folded-text';

/**
 * Free-form parameters the server reads at run time (issue 13). Built-in keys are seeded and
 * cannot be deleted; a sensitive value is shown only with its own permission and never logged
 * or exported. `value_type` says how the value is parsed and validated on save.
 */
export const configParams = pgTable(
  'sys_config',
  {
    id: id(),
    /** The name in simplified Chinese (and where no other language gives one). */
    configName: text('config_name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameZhTw: text('name_zh_tw').notNull().default(''),
    configKey: text('config_key').notNull(),
    configValue: text('config_value').notNull().default(''),
    /** 'string' | 'number' | 'boolean' | 'json'. */
    valueType: text('value_type').notNull().default('string'),
    builtIn: boolean('built_in').notNull().default(false),
    sensitive: boolean('sensitive').notNull().default(false),
    remark: text('remark').notNull().default(''),
    remarkEn: text('remark_en').notNull().default(''),
    remarkZhTw: text('remark_zh_tw').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_config_key_uq').on(t.configKey)],
);

/** System notices: rich text sanitised on the server, shown to an audience of roles in a publish window. */
export const notices = pgTable(
  'sys_notice',
  {
    id: id(),
    title: text('title').notNull(),
    /** Dictionary sys_notice_type: '1' notice, '2' announcement. */
    noticeType: text('notice_type').notNull().default('1'),
    /** HTML kept to the rich-text allow-list (resource/rich-text.ts) on every write. */
    content: text('content').notNull().default(''),
    /** '0' published, '1' closed (sys_notice_status). */
    status: text('status').notNull().default('0'),
    pinned: boolean('pinned').notNull().default(false),
    publishFrom: timestamp('publish_from', { withTimezone: true }),
    publishUntil: timestamp('publish_until', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('sys_notice_status_idx').on(t.status, t.publishFrom)],
);

/** A notice's audience: no rows means every signed-in user. */
export const noticeRoles = pgTable(
  'sys_notice_role',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.roleId] }), index('sys_notice_role_role_idx').on(t.roleId)],
);

/** Read receipts: one row per user and notice, written once. */
export const noticeReads = pgTable(
  'sys_notice_read',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('sys_notice_read_user_idx').on(t.userId)],
);

/**
 * Scheduled jobs: a named handler from the code-side registry (never text to execute) on a cron
 * expression. `next_run_at` is the tick an instance claims with a conditional update, so one
 * tick runs once however many instances share the database.
 */
export const jobs = pgTable(
  'sys_job',
  {
    id: id(),
    jobName: text('job_name').notNull(),
    /** 'DEFAULT' | 'SYSTEM' (sys_job_group). */
    jobGroup: text('job_group').notNull().default('DEFAULT'),
    /** A key of the job registry. */
    handler: text('handler').notNull(),
    /** JSON the handler's parameter schema accepts. */
    params: text('params').notNull().default('{}'),
    cronExpression: text('cron_expression').notNull(),
    /** '0' running, '1' paused (sys_job_status). */
    status: text('status').notNull().default('0'),
    /** When false, a tick that finds the previous run still going is skipped (and logged as skipped). */
    concurrent: boolean('concurrent').notNull().default(false),
    /** What a tick missed while no instance ran does: 'fireOnce' | 'fireAll' | 'skip' (sys_job_misfire). */
    misfirePolicy: text('misfire_policy').notNull().default('fireOnce'),
    /** Seeded jobs that carry the platform's own periodic work: editable, never deletable. */
    builtIn: boolean('built_in').notNull().default(false),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_job_name_uq').on(t.jobName), index('sys_job_next_run_idx').on(t.status, t.nextRunAt)],
);

/** One row per run: who ran it, when it was due, how long it took, and how it ended. */
export const jobLogs = pgTable(
  'sys_job_log',
  {
    id: id(),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    jobName: text('job_name').notNull(),
    handler: text('handler').notNull(),
    /** 'cron' | 'manual'. */
    trigger: text('trigger').notNull(),
    /** The tick this run belongs to (cron runs): unique per job, so no tick runs twice. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** 'running' | 'success' | 'failed' | 'skipped' (sys_job_run_status). */
    status: text('status').notNull(),
    /** What the run did, in each console language (null: nothing to say). */
    message: jsonb('message').$type<TextPerLanguage>(),
    /** Why it failed, in each console language (null when it did not). */
    error: jsonb('error').$type<TextPerLanguage>(),
    instanceId: text('instance_id').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    uniqueIndex('sys_job_log_tick_uq').on(t.jobId, t.scheduledFor),
    index('sys_job_log_started_idx').on(t.startedAt, t.id),
    index('sys_job_log_job_idx').on(t.jobId, t.status),
    foldedTextIndex('sys_job_log_job_name_folded_idx', t.jobName),
  ],
);
