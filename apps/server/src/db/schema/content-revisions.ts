import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Every version of a banner, member notice or news article (catalogue §8: revision history on
 * published rows): the whole row after the change, the fields that changed, who and how. Append-only;
 * a restore is a new revision of its own.
 */
export const contentRevisions = pgTable(
  'content_revision',
  {
    id: id(),
    /** BANNER, NOTICE or NEWS. */
    subjectType: text('subject_type').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    /** The row's title when this version was written, so the list names it without a join. */
    title: text('title').notNull().default(''),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    changedFields: jsonb('changed_fields').$type<string[]>().notNull(),
    /** ADD, EDIT, PUBLISH, ARCHIVE, PIN, UNPIN or RESTORE. */
    source: text('source').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_revision_uq').on(t.subjectType, t.subjectId, t.version), index('content_revision_subject_idx').on(t.subjectType, t.subjectId, t.id)],
);
