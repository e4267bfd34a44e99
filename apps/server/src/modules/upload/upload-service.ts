import type { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import {
  chunkRange,
  fileExtension,
  ResultCode,
  totalChunksOf,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_CHUNK_SIZES,
  uploadCategory,
  type ChunkParams,
  type ChunkStatus,
  type MergeRequest,
  type StoredFile,
} from '@ledgerdesk/shared';
import type { UploadConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { files, uploadChunkWrites, uploadSessions } from '../../db/schema';
import { cleanFilename } from './clean-filename';
import type { FileCatalog } from './file-catalog';
import { InstanceHeartbeat } from './instance-heartbeat';
import { RunningDigests } from './running-digest';
import { uploadBadRequest, uploadConflict, uploadError } from './upload-errors';
import { ChunkLengthError, type ChunkLayout, type MergedObject, type UploadStorage } from './upload-storage';

type SessionRow = typeof uploadSessions.$inferSelect;

const layoutOf = (session: SessionRow): ChunkLayout => ({
  sessionId: session.id,
  totalChunks: session.totalChunks,
  totalSize: session.totalSize,
  chunkSize: session.chunkSize,
});

export interface Uploader {
  userId: number;
  userName: string;
}

/** Partial uploads untouched for this long are swept away. */
export const UPLOAD_IDLE_MS = 24 * 60 * 60_000;
/**
 * Only for merges without a recorded owner (started before owners were recorded): one not done in
 * this long is taken to be dead. A merge with an owner is taken over once its instance stops beating.
 */
export const MERGE_LEASE_MS = 30 * 60_000;
/** A session's activity time is refreshed at most this often. */
const TOUCH_EVERY_MS = 60_000;

interface UploadDescription {
  identifier: string;
  /** The client's SHA-256 of the file, when it sent one: instant upload needs it. */
  sha256?: string;
  totalSize: number;
  totalChunks: number;
  filename: string;
  chunkSize?: number;
}

/**
 * The chunked upload of SPEC §7: the chunk test, chunk posts, the merge, cancel and the sweeper.
 * Instances share nothing but the database and the upload folder: the session row's status makes
 * a merge exclusive, and chunks are whole files renamed into place.
 */
export class UploadService {
  /** Digests of each upload's leading chunks, hashed as they land (this instance's memory only). */
  private readonly digests: RunningDigests;

  constructor(
    private readonly db: Db,
    private readonly storage: UploadStorage,
    private readonly catalog: FileCatalog,
    private readonly config: UploadConfig,
    /** This instance's heartbeat: merges record it as their owner. */
    readonly heartbeat: InstanceHeartbeat = new InstanceHeartbeat(db),
  ) {
    this.digests = new RunningDigests(storage.readBack);
  }

  /** The chunk test: which chunks are stored, or skipUpload when the content is already on the server. */
  async status(owner: Uploader, params: ChunkParams): Promise<ChunkStatus> {
    this.checkRules(params);
    // A test starts a new upload: forget a finished one with the same MD5 and size, so what follows
    // records a new file instead of answering the earlier one (which repeated merges do) — be it
    // the same content linked again, or different bytes that merely share its MD5.
    await this.db
      .delete(uploadSessions)
      .where(and(this.sessionKey(owner, params.identifier, params.totalSize), eq(uploadSessions.status, 'DONE')));
    if (await this.findStoredObject(params)) {
      return { skipUpload: true, uploaded: [], needMerge: true, identifier: params.identifier };
    }
    let session = await this.openSession(owner, params);
    if (session.status === 'UPLOADING' && session.chunkSize !== (params.chunkSize ?? UPLOAD_CHUNK_SIZE)) {
      // Chunks of another size do not fit this test's layout: start over in the new one.
      await this.cancel(owner, params.identifier, params.totalSize);
      session = await this.openSession(owner, params);
    }
    return this.chunkStatus(session);
  }

  /** Stores one chunk (atomically; a repeat replaces it) and answers the upload's status. */
  async acceptChunk(owner: Uploader, params: ChunkParams, body: Readable): Promise<ChunkStatus> {
    this.checkRules(params);
    const chunkNumber = params.chunkNumber;
    if (chunkNumber === undefined || chunkNumber > params.totalChunks) {
      throw uploadBadRequest('layoutMismatch', `chunkNumber must be between 1 and ${params.totalChunks}`);
    }
    const chunkSize = params.chunkSize ?? UPLOAD_CHUNK_SIZE;
    const { start, end } = chunkRange(chunkNumber, params.totalSize, chunkSize);
    const expected = end - start;
    if (params.currentChunkSize !== undefined && params.currentChunkSize !== expected) {
      throw uploadBadRequest('chunkSizeMismatch', `chunk ${chunkNumber} must hold ${expected} bytes, currentChunkSize says ${params.currentChunkSize}`);
    }
    const session = await this.openSession(owner, params);
    this.checkSessionLayout(session, chunkSize);
    const write = session.status === 'UPLOADING' ? await this.beginChunkWrite(session.id, chunkNumber) : undefined;
    if (write === undefined) {
      // Read again only when the session left UPLOADING while this write was being recorded.
      const status = session.status === 'UPLOADING' ? await this.statusOf(session.id) : session.status;
      throw status === 'DONE'
        ? uploadConflict('alreadyMerged', 'this upload is already complete')
        : uploadConflict('mergeInProgress', 'this upload is being merged');
    }
    try {
      await this.storage.writeChunk(layoutOf(session), chunkNumber, body, expected);
    } catch (err) {
      if (err instanceof ChunkLengthError) {
        throw uploadBadRequest('chunkSizeMismatch', `chunk ${chunkNumber} has ${err.received} bytes or more, expected ${expected}`);
      }
      throw err;
    } finally {
      await this.db.delete(uploadChunkWrites).where(eq(uploadChunkWrites.id, write));
    }
    void this.digests.chunkStored(layoutOf(session), chunkNumber);
    return this.chunkStatus(session);
  }

  /**
   * Builds the final file: links a verified object with the same content (instant upload), or
   * streams the chunks in order into a new object while hashing, and keeps it only when the MD5
   * equals the identifier. Repeating a finished merge answers the same file.
   */
  async merge(owner: Uploader, request: MergeRequest): Promise<StoredFile> {
    const { name } = this.checkRules(request);
    const session = await this.openSession(owner, request);
    if (session.status === 'DONE' && session.fileId !== null) return this.catalog.get(session.fileId);
    this.checkSessionLayout(session, request.chunkSize ?? UPLOAD_CHUNK_SIZE);
    const claim = await this.claimForMerge(session.id);
    if (claim === 'chunkArriving') throw uploadConflict('chunkArriving', 'a chunk of this upload is still being received; merge once every chunk is stored');
    if (claim === 'taken') {
      const [current] = await this.db.select().from(uploadSessions).where(eq(uploadSessions.id, session.id));
      if (current?.status === 'DONE' && current.fileId !== null) return this.catalog.get(current.fileId);
      throw uploadConflict('mergeInProgress', 'another request is merging this upload');
    }
    let merged: MergedObject | undefined;
    let storageKey: string | undefined;
    try {
      const linked = await this.linkExisting(owner, session, name, request.sha256);
      if (linked) {
        this.digests.forget(session.id);
        await this.storage.removePartial(session.id);
        return linked;
      }
      await this.requireAllChunks(session);
      merged = await this.storage.assemble(layoutOf(session), await this.digests.take(session.id));
      if (merged.md5 !== session.identifier || merged.size !== session.totalSize) {
        await this.storage.abandon(merged);
        await this.discard(session.id);
        throw uploadBadRequest(
          'checksumMismatch',
          `the merged file's MD5 ${merged.md5} does not match the identifier ${session.identifier}; the upload was discarded, send it again`,
        );
      }
      if (request.sha256 !== undefined && merged.sha256 !== request.sha256) {
        await this.storage.abandon(merged);
        await this.discard(session.id);
        throw uploadBadRequest(
          'checksumMismatch',
          `the merged file's SHA-256 ${merged.sha256} does not match the one sent, ${request.sha256}; the upload was discarded, send it again`,
        );
      }
      storageKey = await this.storage.commit(merged);
      const file = await this.recordFile(owner, session, name, { ...merged, storageKey });
      await this.storage.removePartial(session.id);
      return file;
    } catch (err) {
      if (storageKey) await this.storage.removeObject(storageKey);
      // Hand the session back so the client can send missing chunks and merge again (unless
      // another instance took the merge over meanwhile: then it is theirs).
      await this.db
        .update(uploadSessions)
        .set({ status: 'UPLOADING', mergeStartedAt: null, mergeOwner: null })
        .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.status, 'MERGING'), eq(uploadSessions.mergeOwner, this.heartbeat.id)));
      throw err;
    }
  }

  /** Drops an unfinished upload and its chunks; a finished or unknown one is left alone. */
  async cancel(owner: Uploader, identifier: string, totalSize: number): Promise<boolean> {
    const [session] = await this.db
      .select()
      .from(uploadSessions)
      .where(this.sessionKey(owner, identifier, totalSize));
    if (!session || session.status === 'DONE') return false;
    if (session.status === 'MERGING') throw uploadConflict('mergeInProgress', 'this upload is being merged and can no longer be cancelled');
    const [deleted] = await this.db
      .delete(uploadSessions)
      .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.status, 'UPLOADING')))
      .returning({ id: uploadSessions.id });
    if (deleted) {
      this.digests.forget(deleted.id);
      await this.storage.removePartial(deleted.id);
    }
    return Boolean(deleted);
  }

  /**
   * Removes uploads idle since before `now − 24 h` (a merge only once its instance is dead), plus chunk
   * folders left without a session (a crash between steps). Several instances may sweep at once:
   * the DELETE … RETURNING hands each session to one of them.
   */
  async sweep(now: Date = new Date()): Promise<{ sessions: number; orphanFolders: number }> {
    const cutoff = new Date(now.getTime() - UPLOAD_IDLE_MS);
    const gone = await this.db
      .delete(uploadSessions)
      .where(
        and(
          lt(uploadSessions.lastActivityAt, cutoff),
          or(ne(uploadSessions.status, 'MERGING'), this.heartbeat.isDead(uploadSessions.mergeOwner)),
        ),
      )
      .returning({ id: uploadSessions.id });
    for (const { id } of gone) {
      this.digests.forget(id);
      await this.storage.removePartial(id);
    }

    const idleFolders = await this.storage.idlePartialSessions(cutoff);
    const known = idleFolders.length
      ? new Set((await this.db.select({ id: uploadSessions.id }).from(uploadSessions).where(inArray(uploadSessions.id, idleFolders))).map((r) => r.id))
      : new Set<number>();
    const orphans = idleFolders.filter((id) => !known.has(id));
    for (const id of orphans) await this.storage.removePartial(id);
    return { sessions: gone.length, orphanFolders: orphans.length };
  }

  /* ---------- steps ---------- */

  /** Server-side rules of an upload: extension allow-list, maximum size and the chunk layout. */
  private checkRules(upload: UploadDescription): { name: string } {
    const name = cleanFilename(upload.filename);
    const ext = fileExtension(name);
    if (!name || !this.config.extensions.includes(ext)) {
      throw uploadError(ResultCode.badRequest, 'extensionNotAllowed', `files of type "${ext || '(none)'}" are not accepted`, {
        allowed: this.config.extensions,
      });
    }
    if (upload.totalSize > this.config.maxBytes) {
      throw uploadError(ResultCode.tooLarge, 'tooLarge', `the file is larger than the ${this.config.maxBytes}-byte limit`, { maxBytes: this.config.maxBytes });
    }
    const chunkSize = upload.chunkSize ?? UPLOAD_CHUNK_SIZE;
    if (!UPLOAD_CHUNK_SIZES.includes(chunkSize)) {
      throw uploadBadRequest('layoutMismatch', `chunkSize must be one of ${UPLOAD_CHUNK_SIZES.join(', ')}`);
    }
    const expectedChunks = totalChunksOf(upload.totalSize, chunkSize);
    if (upload.totalChunks !== expectedChunks) {
      throw uploadBadRequest('layoutMismatch', `a ${upload.totalSize}-byte file has ${expectedChunks} chunks of ${chunkSize} bytes, not ${upload.totalChunks}`);
    }
    return { name };
  }

  private sessionKey(owner: Uploader, identifier: string, totalSize: number) {
    return and(eq(uploadSessions.ownerId, owner.userId), eq(uploadSessions.identifier, identifier), eq(uploadSessions.totalSize, totalSize));
  }

  /**
   * The caller's session for this content, created on first sight. Activity is written at most
   * once a minute: the sweeper counts in hours, and a write per 2 MB chunk would cost more than
   * the chunk's own bookkeeping.
   */
  private async openSession(owner: Uploader, upload: UploadDescription): Promise<SessionRow> {
    const now = new Date();
    const [existing] = await this.db.select().from(uploadSessions).where(this.sessionKey(owner, upload.identifier, upload.totalSize));
    const restarts = existing?.status === 'DONE' && existing.fileId === null;
    if (existing && !restarts) {
      if (now.getTime() - existing.lastActivityAt.getTime() < TOUCH_EVERY_MS) return existing;
      await this.db.update(uploadSessions).set({ lastActivityAt: now }).where(eq(uploadSessions.id, existing.id));
      return { ...existing, lastActivityAt: now };
    }
    const [session] = await this.db
      .insert(uploadSessions)
      .values({
        ownerId: owner.userId,
        identifier: upload.identifier,
        totalSize: upload.totalSize,
        totalChunks: upload.totalChunks,
        chunkSize: upload.chunkSize ?? UPLOAD_CHUNK_SIZE,
        filename: cleanFilename(upload.filename),
        createdBy: owner.userId,
        updatedBy: owner.userId,
        lastActivityAt: now,
      })
      .onConflictDoUpdate({
        target: [uploadSessions.ownerId, uploadSessions.identifier, uploadSessions.totalSize],
        // A finished upload whose file was deleted since starts over (two first posts may race here too).
        set: {
          lastActivityAt: now,
          status: sql`case when ${uploadSessions.status} = 'DONE' and ${uploadSessions.fileId} is null then 'UPLOADING' else ${uploadSessions.status} end`,
        },
      })
      .returning();
    return session!;
  }

  /** A session keeps the chunk size it started with: chunks of another size would not fit its layout. */
  private checkSessionLayout(session: SessionRow, chunkSize: number): void {
    if (session.chunkSize !== chunkSize) {
      throw uploadBadRequest('layoutMismatch', `this upload was started in chunks of ${session.chunkSize} bytes, not ${chunkSize}; cancel it to start over`);
    }
  }

  private async statusOf(sessionId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ status: uploadSessions.status }).from(uploadSessions).where(eq(uploadSessions.id, sessionId));
    return row?.status;
  }

  private async chunkStatus(session: SessionRow): Promise<ChunkStatus> {
    const uploaded = await this.storage.storedChunks(layoutOf(session));
    return { skipUpload: false, uploaded, needMerge: uploaded.length === session.totalChunks, identifier: session.identifier };
  }

  /**
   * Records a chunk write of this instance, only while the session is UPLOADING: the session row
   * is locked for the check (shared, so writes of one upload do not wait on each other), which a
   * merge's claim waits for. Undefined when the session has left UPLOADING.
   */
  private async beginChunkWrite(sessionId: number, chunkNumber: number): Promise<number | undefined> {
    await this.heartbeat.ensureStarted();
    const answer = (await this.db.execute(sql`
      with receiving as (select ${uploadSessions.id} from ${uploadSessions} where ${uploadSessions.id} = ${sessionId} and ${uploadSessions.status} = 'UPLOADING' for share)
      insert into ${uploadChunkWrites} (session_id, instance_id, chunk_number)
      select id, ${this.heartbeat.id}, ${chunkNumber} from receiving
      returning id`)) as unknown as { rows: Array<{ id: number | string }> };
    const row = answer.rows[0];
    return row ? Number(row.id) : undefined;
  }

  /**
   * UPLOADING → MERGING owned by this instance; only one caller gets a row back. A merge already
   * MERGING is taken over as soon as its owner has missed its heartbeats (it crashed mid-merge).
   * Not while a live instance is still writing a chunk into the file the merge would hash: the
   * session row is locked first, so the check below sees every write recorded before the lock.
   */
  private async claimForMerge(sessionId: number): Promise<'claimed' | 'taken' | 'chunkArriving'> {
    await this.heartbeat.ensureStarted();
    return this.db.transaction(async (tx) => {
      await tx.select({ id: uploadSessions.id }).from(uploadSessions).where(eq(uploadSessions.id, sessionId)).for('update');
      const [arriving] = await tx
        .select({ id: uploadChunkWrites.id })
        .from(uploadChunkWrites)
        .where(and(eq(uploadChunkWrites.sessionId, sessionId), not(this.heartbeat.isDead(uploadChunkWrites.instanceId))))
        .limit(1);
      if (arriving) return 'chunkArriving';
      const now = new Date();
      const claimed = await tx
        .update(uploadSessions)
        .set({ status: 'MERGING', mergeStartedAt: now, mergeOwner: this.heartbeat.id, lastActivityAt: now })
        .where(
          and(
            eq(uploadSessions.id, sessionId),
            or(
              eq(uploadSessions.status, 'UPLOADING'),
              and(eq(uploadSessions.status, 'MERGING'), isNotNull(uploadSessions.mergeOwner), this.heartbeat.isDead(uploadSessions.mergeOwner)),
              and(eq(uploadSessions.status, 'MERGING'), isNull(uploadSessions.mergeOwner), lt(uploadSessions.mergeStartedAt, new Date(now.getTime() - MERGE_LEASE_MS))),
            ),
          ),
        )
        .returning({ id: uploadSessions.id });
      return claimed.length === 1 ? 'claimed' : 'taken';
    });
  }

  /**
   * The stored object with this content: MD5, SHA-256 and size all equal to the digests the server
   * computed when it stored it. Without the client's SHA-256 there is none to link: MD5 and size
   * alone can be matched by a different file (published MD5 collisions).
   */
  private async findStoredObject(upload: { identifier: string; totalSize: number; sha256?: string }, db: Db | Tx = this.db) {
    if (upload.sha256 === undefined) return undefined;
    const query = db
      .select()
      .from(files)
      .where(and(eq(files.md5, upload.identifier), eq(files.sha256, upload.sha256), eq(files.size, upload.totalSize)))
      .limit(1);
    const [row] = db === this.db ? await query : await query.for('update');
    return row;
  }

  /**
   * Instant upload: the caller's own row when they already keep this content under this name (the
   * file centre shows one row, not one per upload), else a new row pointing at an object whose digest
   * the server computed. The source row is locked so a concurrent delete cannot remove the object
   * under the new row. Two instant uploads of one content by one owner cannot both get here: they
   * share the upload session (unique per owner, MD5 and size), and only the merge that claimed it
   * looks and inserts, so the look-up and the insert cannot race.
   */
  private async linkExisting(owner: Uploader, session: SessionRow, name: string, sha256: string | undefined): Promise<StoredFile | null> {
    const row = await this.db.transaction(async (tx) => {
      const source = await this.findStoredObject({ identifier: session.identifier, totalSize: session.totalSize, sha256 }, tx);
      if (!source) return null;
      const [kept] = await tx
        .select()
        .from(files)
        .where(
          and(
            eq(files.ownerId, owner.userId),
            eq(files.name, name),
            eq(files.md5, session.identifier),
            eq(files.sha256, source.sha256),
            eq(files.size, session.totalSize),
          ),
        )
        .orderBy(files.id)
        .limit(1);
      if (kept) {
        await this.finishSession(tx, session, kept.id);
        return kept;
      }
      return this.insertFile(tx, owner, session, name, source);
    });
    return row ? this.catalog.describe(row, owner.userName) : null;
  }

  private async recordFile(owner: Uploader, session: SessionRow, name: string, object: { sha256: string; storageKey: string }): Promise<StoredFile> {
    const row = await this.db.transaction((tx) => this.insertFile(tx, owner, session, name, object));
    return this.catalog.describe(row, owner.userName);
  }

  /**
   * Inserts the file row and marks the session done with it, in the caller's transaction, only
   * while this instance still owns the merge: one taken to be dead that wakes up after another
   * finished its merge records nothing (the transaction rolls back and its object is removed).
   */
  private async insertFile(tx: Tx, owner: Uploader, session: SessionRow, name: string, object: { sha256: string; storageKey: string }) {
    const ext = fileExtension(name);
    const [row] = await tx
      .insert(files)
      .values({
        name,
        ext,
        category: uploadCategory(name),
        size: session.totalSize,
        md5: session.identifier,
        sha256: object.sha256,
        storageKey: object.storageKey,
        ownerId: owner.userId,
        createdBy: owner.userId,
        updatedBy: owner.userId,
      })
      .returning();
    await this.finishSession(tx, session, row!.id);
    return row!;
  }

  /** Marks the session done with its file, only while this instance still owns the merge. */
  private async finishSession(tx: Tx, session: SessionRow, fileId: number): Promise<void> {
    const [done] = await tx
      .update(uploadSessions)
      .set({ status: 'DONE', fileId, mergeStartedAt: null, mergeOwner: null, updatedAt: new Date() })
      .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.status, 'MERGING'), eq(uploadSessions.mergeOwner, this.heartbeat.id)))
      .returning({ id: uploadSessions.id });
    if (!done) throw uploadConflict('mergeInProgress', 'another instance took this merge over');
  }

  private async requireAllChunks(session: SessionRow): Promise<void> {
    const stored = new Set(await this.storage.storedChunks(layoutOf(session)));
    const missing: number[] = [];
    for (let n = 1; n <= session.totalChunks && missing.length < 20; n += 1) if (!stored.has(n)) missing.push(n);
    if (missing.length) {
      throw uploadBadRequest('chunkMissing', `chunk${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`, { missing });
    }
  }

  /** A merge that produced the wrong content: nothing of it is worth keeping. */
  private async discard(sessionId: number): Promise<void> {
    this.digests.forget(sessionId);
    await this.db.delete(uploadSessions).where(eq(uploadSessions.id, sessionId));
    await this.storage.removePartial(sessionId);
  }
}
