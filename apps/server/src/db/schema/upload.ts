import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { users } from './system';

/**
 * A stored file. Several rows may share one stored object (instant upload links a new row to an
 * object whose content the server verified), so the object is deleted with its last row.
 */
export const files = pgTable(
  'sys_file',
  {
    id: id(),
    /** The original name, cleaned (basename, no control characters); metadata only, never a path. */
    name: text('name').notNull(),
    ext: text('ext').notNull(),
    /** SPEC §5 category: image, video, audio, document or other. */
    category: text('category').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Both digests are computed by the server while merging, never taken from the client. */
    md5: text('md5').notNull(),
    sha256: text('sha256').notNull(),
    /** Server-made name under DATA_DIR/uploads/objects. */
    storageKey: text('storage_key').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /**
     * Kept out of the file centre (not listed, downloaded or deleted there): read only through the
     * area that holds it and its own permission. A member's identity documents are.
     */
    restricted: boolean('restricted').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('sys_file_md5_size_idx').on(t.md5, t.size), index('sys_file_storage_key_idx').on(t.storageKey), index('sys_file_owner_idx').on(t.ownerId)],
);

export const UPLOAD_SESSION_STATUSES = ['UPLOADING', 'MERGING', 'DONE'] as const;
export type UploadSessionStatus = (typeof UPLOAD_SESSION_STATUSES)[number];

/**
 * One unfinished (or just finished) chunked upload of one user. The chunks themselves are files
 * under DATA_DIR/uploads/partial/<id>; the row carries the state that makes merges exclusive
 * across instances (UPLOADING → MERGING is a conditional update only one caller wins).
 */
export const uploadSessions = pgTable(
  'sys_upload_session',
  {
    id: id(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    totalSize: bigint('total_size', { mode: 'number' }).notNull(),
    totalChunks: integer('total_chunks').notNull(),
    chunkSize: integer('chunk_size').notNull(),
    filename: text('filename').notNull(),
    status: text('status').$type<UploadSessionStatus>().notNull().default('UPLOADING'),
    fileId: bigint('file_id', { mode: 'number' }).references(() => files.id, { onDelete: 'set null' }),
    mergeStartedAt: timestamp('merge_started_at', { withTimezone: true }),
    /** The instance (sys_instance) running the merge: another takes it over once that instance is known dead. */
    mergeOwner: text('merge_owner'),
    /** Last test, chunk or merge; the sweeper drops sessions idle for 24 hours. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_upload_session_owner_identifier_uq').on(t.ownerId, t.identifier, t.totalSize),
    index('sys_upload_session_activity_idx').on(t.lastActivityAt),
  ],
);

/**
 * A chunk being written, by which instance. The chunks of a local upload are written in place in
 * the session's data file, which the merge links as the stored object: a write still arriving
 * after the merge hashed the file would change the stored bytes behind their digests (and behind
 * every later instant upload linked to them by SHA-256). A write is recorded only while its
 * session is UPLOADING, and a merge claims the session only when no live instance is writing.
 */
export const uploadChunkWrites = pgTable(
  'sys_upload_chunk_write',
  {
    id: id(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    /** The writing instance (sys_instance): its record is ignored once that instance is known dead. */
    instanceId: text('instance_id').notNull(),
    chunkNumber: integer('chunk_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_upload_chunk_write_session_idx').on(t.sessionId)],
);
