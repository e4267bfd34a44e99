import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { members } from './member';
import { foldedTextIndex } from '../folded-text';

/**
 * The transactional outbox (catalogue §11): a producer inserts the event in its own transaction
 * (`publishEvent`), so an event exists exactly when the change it announces committed. `key` is the
 * producer's idempotency key: one event per (topic, key). The payload carries ids and states, never
 * balances or personal data.
 */
export const outboxEvents = pgTable(
  'outbox_event',
  {
    id: id(),
    topic: text('topic').notNull(),
    key: text('key').notNull(),
    payloadJson: jsonb('payload_json').notNull().default({}),
    /** PENDING → DELIVERED (every subscribed group consumed it), or FAILED (retried with backoff) → DEAD. */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('outbox_event_topic_key_uq').on(t.topic, t.key),
    // The dispatcher's claim: only undelivered rows, by when they are due.
    index('outbox_event_due_ix').on(t.nextAttemptAt).where(sql`${t.status} in ('PENDING', 'FAILED')`),
    index('outbox_event_status_ix').on(t.status, t.createdAt),
    index('outbox_event_created_ix').on(t.createdAt),
    check('outbox_event_status_ck', sql`${t.status} in ('PENDING', 'DELIVERED', 'FAILED', 'DEAD')`),
    foldedTextIndex('outbox_event_key_folded_idx', t.key),
  ],
);

/**
 * Consumer groups: the code registers them (name and topics); the row keeps what an operator
 * changes (paused) so it survives restarts and holds on every instance.
 */
export const outboxConsumers = pgTable(
  'outbox_consumer',
  {
    id: id(),
    groupName: text('group_name').notNull(),
    /** Comma-separated topics, as registered (shown; the registry is the authority). */
    topics: text('topics').notNull().default(''),
    paused: boolean('paused').notNull().default(false),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedBy: bigint('paused_by', { mode: 'number' }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('outbox_consumer_group_uq').on(t.groupName)],
);

/**
 * What each group consumed: written in the same transaction as the consumer's own effect, and
 * unique per (group, event), so a redelivered event is applied once.
 */
export const outboxDeliveries = pgTable(
  'outbox_delivery',
  {
    id: id(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('outbox_delivery_group_event_uq').on(t.groupName, t.eventId), index('outbox_delivery_event_ix').on(t.eventId)],
);

/**
 * Member notifications (the `member-notify` consumer): what the member app shows in its inbox.
 * `message_key` names a translated text; `ref_type`/`ref_id` the order or application. One per event.
 */
export const memberNotifications = pgTable(
  'mem_notification',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    messageKey: text('message_key').notNull(),
    refType: text('ref_type').notNull(),
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mem_notification_event_uq').on(t.eventId, t.memberId), index('mem_notification_member_ix').on(t.memberId, t.createdAt)],
);
