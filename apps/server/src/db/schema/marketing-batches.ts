import { bigint, boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { members } from './member';
import { pointsGrants } from './marketing-points';

/**
 * A points batch send (catalogue §7.4 "send integral" to a member list), run as a job by
 * lib/batch-runner.ts like the trial and coupon batches: QUEUED → RUNNING → DONE or
 * DONE_WITH_ERRORS, one item per member with its own result.
 */
export const pointsGrantBatches = pgTable(
  'mkt_points_grant_batch',
  {
    id: id(),
    /** Carried by each grant of the batch (mkt_points_grant.batch_no). */
    batchNo: text('batch_no').notNull(),
    status: text('status').notNull().default('QUEUED'),
    points: integer('points').notNull(),
    /**
     * Whether every grant of the batch waits for a second operator: decided once, when the batch is
     * stored, by its whole size (points × members it grants) against the points threshold.
     */
    fourEyes: boolean('four_eyes').notNull().default(false),
    reasonCode: text('reason_code').notNull(),
    note: text('note').notNull().default(''),
    total: integer('total').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('mkt_points_grant_batch_no_uq').on(t.batchNo)],
);

export const pointsGrantBatchItems = pgTable(
  'mkt_points_grant_batch_item',
  {
    id: id(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => pointsGrantBatches.id),
    memberRef: text('member_ref').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** PENDING, then GRANTED (credited), FILED (above the threshold: waits for a second operator) or FAILED. */
    status: text('status').notNull().default('PENDING'),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => pointsGrants.id),
    error: text('error').notNull().default(''),
  },
  (t) => [uniqueIndex('mkt_points_grant_batch_item_uq').on(t.batchId, t.memberRef)],
);
