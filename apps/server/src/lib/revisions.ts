import { eq, sql } from 'drizzle-orm';
import type { RevisionName } from '@ledgerdesk/shared/revisions';
import type { Db, Tx } from '../db/client';
import { revisions } from '../db/schema';

/**
 * Moves a revision on, inside the caller's transaction, so the counter changes exactly when the
 * write commits (see packages/shared/src/revisions.ts). An upsert: a missing row starts at 1.
 */
export async function bumpRevision(tx: Db | Tx, name: RevisionName): Promise<void> {
  await tx
    .insert(revisions)
    .values({ name, revision: 1 })
    .onConflictDoUpdate({ target: revisions.name, set: { revision: sql`${revisions.revision} + 1` } });
}

/**
 * All counters as the header spells them, as one SQL expression: the session query selects it
 * beside the session row, so carrying the revisions costs no extra round trip per request.
 */
export const revisionsHeaderSql = sql<string>`(select coalesce(string_agg(${revisions.name} || '=' || ${revisions.revision}, ';' order by ${revisions.name}), '') from ${revisions})`;

/**
 * Data read from the database and held in memory, tagged with the revision it was read at. Every
 * write to the data bumps that revision in its own transaction, so a reader that knows a newer
 * revision (its session carries them all) reloads, and one that knows none reads the counter (one
 * primary-key lookup): a change made on any instance is seen by every instance on its next read.
 */
export class RevisionCache<T> {
  private snapshot: { revision: number; value: T } | undefined;
  /** Concurrent reads of a new revision share one load. */
  private loading: Promise<{ revision: number; value: T }> | undefined;

  constructor(
    private readonly db: Db,
    private readonly name: RevisionName,
    private readonly read: () => Promise<T>,
  ) {}

  /** The data at least as new as `revision` (the caller's session's), or as the stored counter. */
  async current(revision?: number): Promise<T> {
    const wanted = revision ?? (await this.storedRevision());
    if (this.snapshot && this.snapshot.revision >= wanted) return this.snapshot.value;
    let loaded = await this.shared();
    // A load already under way may have read the counter before the write this caller saw.
    if (loaded.revision < wanted) loaded = await this.shared();
    return loaded.value;
  }

  private shared() {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async storedRevision(): Promise<number> {
    const [row] = await this.db.select({ revision: revisions.revision }).from(revisions).where(eq(revisions.name, this.name));
    return row?.revision ?? 0;
  }

  /** The revision first, then the data: data read after it can only be newer, never older. */
  private async load() {
    const revision = await this.storedRevision();
    const snapshot = { revision, value: await this.read() };
    if (!this.snapshot || this.snapshot.revision <= revision) this.snapshot = snapshot;
    return snapshot;
  }
}
