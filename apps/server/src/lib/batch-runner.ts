import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { itemErrorOf, readItemError } from './batch-items';

/** The columns every batch table has: its state, its counters and who started it. */
export type BatchTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  total: AnyPgColumn;
  succeeded: AnyPgColumn;
  failed: AnyPgColumn;
  createdBy: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** The columns every item table has: its batch, its state and why it failed (an ItemError as JSON). */
export type ItemTable = PgTable & { id: AnyPgColumn; batchId: AnyPgColumn; memberId: AnyPgColumn; status: AnyPgColumn; error: AnyPgColumn };

/** What applying an item stored: its end state (GRANTED, CREATED, …) and its own columns (the grant's id, …). */
export type Applied = { status: string } & Record<string, unknown>;

/** One kind of batch: its two tables and how one item is applied. */
export interface BatchJob<B extends BatchTable, I extends ItemTable> {
  batches: B;
  items: I;
  /**
   * Applies one item inside the transaction that also marks it: the item is locked and still
   * PENDING, so whatever this writes happens once. A refusal thrown here fails the item with its
   * reason; `actor` is the operator the run acts for (the batch's maker unless one is named).
   */
  apply(tx: Tx, batch: B['$inferSelect'], item: I['$inferSelect'], actor: number | null): Promise<Applied>;
  /** A RUNNING batch not touched for this long lost its instance: the resume job takes it over. */
  staleSeconds?: number;
  /** A QUEUED batch younger than this is its own instance's to start; the resume job leaves it. */
  queuedGraceSeconds?: number;
}

export const BATCH_STALE_SECONDS = 120;

/**
 * Drizzle checks a set() against the table's own columns, which a table known only by its shape
 * does not spell out; every key written through here is one the shape above names.
 */
const columnsOf = (values: object) => values as never;

/** Every batch run started in the background of this process, by any runner. */
const backgroundRuns = new Set<Promise<unknown>>();

/**
 * Resolves once no batch run started in the background of this process is left running: a caller
 * that compares what a request wrote (the route fuzz) waits here, so an earlier request's batch
 * still being applied is not taken for this one's writes.
 */
export async function backgroundBatchesSettled(): Promise<void> {
  while (backgroundRuns.size > 0) await Promise.all([...backgroundRuns]);
}

/**
 * The per-item batch runner every batch grant shares (trial funds, coupon sendings, award and
 * points batches; DR §4.2). A batch is stored with an item per line before anything is applied;
 * a run claims the batch (QUEUED, or RUNNING but abandoned) and applies its PENDING items one by
 * one, each in its own transaction that locks the item, applies it and marks it with the batch's
 * counters, so a crash never applies an item twice and a resumed run carries on where it stopped.
 * Every item ends in its applied state or FAILED with its reason; the batch ends DONE or
 * DONE_WITH_ERRORS: never a silent partial success.
 */
export class BatchJobRunner<B extends BatchTable, I extends ItemTable> {
  private readonly running = new Set<Promise<unknown>>();
  private stopping = false;
  private readonly staleSeconds: number;
  private readonly queuedGraceSeconds: number;

  constructor(
    private readonly db: Db,
    readonly job: BatchJob<B, I>,
  ) {
    this.staleSeconds = job.staleSeconds ?? BATCH_STALE_SECONDS;
    this.queuedGraceSeconds = job.queuedGraceSeconds ?? 0;
  }

  /**
   * Stores a batch and its items in one transaction (nothing is applied yet); `within` adds to the
   * same transaction (a four-eyes request). Answers the batch row and what `within` answered.
   */
  async insert<T = undefined>(
    batch: B['$inferInsert'],
    items: ReadonlyArray<Record<string, unknown>>,
    within?: (tx: Tx, batch: B['$inferSelect']) => Promise<T>,
  ): Promise<{ batch: B['$inferSelect']; extra: T | undefined }> {
    const { batches, items: itemTable } = this.job;
    return this.db.transaction(async (tx) => {
      const [row] = (await tx.insert(batches).values(columnsOf(batch)).returning()) as B['$inferSelect'][];
      const batchId = (row as { id: number }).id;
      await tx.insert(itemTable).values(columnsOf(items.map((item) => ({ ...item, batchId }))));
      return { batch: row!, extra: within ? await within(tx, row!) : undefined };
    });
  }

  /** Runs a batch in the background of this instance. */
  start(batchId: number, actor: number | null = null): void {
    const run = this.run(batchId, actor)
      .catch(() => undefined)
      .finally(() => {
        this.running.delete(run);
        backgroundRuns.delete(run);
      });
    this.running.add(run);
    backgroundRuns.add(run);
  }

  /** Claims the batch and applies its PENDING items; answers whether this run claimed it. */
  async run(batchId: number, actor: number | null = null): Promise<boolean> {
    // A closing instance claims nothing more: the batch stays for another instance's tick.
    if (this.stopping) return false;
    const { batches, items } = this.job;
    const [claimed] = await this.db
      .update(batches)
      .set(columnsOf({ status: 'RUNNING', updatedAt: sql`now()` }))
      .where(and(eq(batches.id, batchId), or(eq(batches.status, 'QUEUED'), and(eq(batches.status, 'RUNNING'), this.abandoned()))))
      .returning({ id: batches.id });
    if (!claimed) return false;
    const [batch] = (await this.db.select().from(batches as PgTable).where(eq(batches.id, batchId))) as B['$inferSelect'][];
    const pending = await this.db
      .select({ id: items.id })
      .from(items as PgTable)
      .where(and(eq(items.batchId, batchId), eq(items.status, 'PENDING')))
      .orderBy(asc(items.id));
    for (const { id } of pending) {
      // Stopping leaves the batch RUNNING: it goes stale and the resume job carries it on.
      if (this.stopping) return true;
      await this.applyItem(batch!, id as number, actor ?? (batch as { createdBy: number | null }).createdBy);
    }
    await this.db
      .update(batches)
      .set(columnsOf({ status: sql`case when ${batches.failed} > 0 then 'DONE_WITH_ERRORS' else 'DONE' end`, updatedAt: sql`now()` }))
      .where(and(eq(batches.id, batchId), eq(batches.status, 'RUNNING')));
    return true;
  }

  private abandoned() {
    return sql`${this.job.batches.updatedAt} < now() - make_interval(secs => ${this.staleSeconds})`;
  }

  private bump(column: 'succeeded' | 'failed') {
    return columnsOf({ [column]: sql`${this.job.batches[column]} + 1`, updatedAt: sql`now()` });
  }

  private async applyItem(batch: B['$inferSelect'], itemId: number, actor: number | null): Promise<void> {
    const { batches, items } = this.job;
    const batchId = (batch as { id: number }).id;
    try {
      await this.db.transaction(async (tx) => {
        // Claimed under its lock: a second run of the same batch waits here, then finds it done.
        const [mine] = (await tx
          .select()
          .from(items as PgTable)
          .where(and(eq(items.id, itemId), eq(items.status, 'PENDING')))
          .for('update')) as I['$inferSelect'][];
        if (!mine) return;
        const applied = await this.job.apply(tx, batch, mine, actor);
        await tx.update(items).set(columnsOf(applied)).where(eq(items.id, itemId));
        await tx.update(batches).set(this.bump('succeeded')).where(eq(batches.id, batchId));
      });
    } catch (error) {
      await this.db.transaction(async (tx) => {
        const [marked] = await tx
          .update(items)
          .set(columnsOf({ status: 'FAILED', error: JSON.stringify(itemErrorOf(error)) }))
          .where(and(eq(items.id, itemId), eq(items.status, 'PENDING')))
          .returning({ id: items.id });
        if (marked) await tx.update(batches).set(this.bump('failed')).where(eq(batches.id, batchId));
      });
    }
  }

  /** Batches left QUEUED (approved, or their instance stopped before starting) or abandoned RUNNING: the resume job's tick. */
  async resumeStale(): Promise<number> {
    const { batches } = this.job;
    const stale = await this.db
      .select({ id: batches.id })
      .from(batches as PgTable)
      .where(
        or(
          and(eq(batches.status, 'QUEUED'), sql`${batches.createdAt} <= now() - make_interval(secs => ${this.queuedGraceSeconds})`),
          and(eq(batches.status, 'RUNNING'), this.abandoned()),
        ),
      )
      .orderBy(asc(batches.id));
    let resumed = 0;
    for (const { id } of stale) if (await this.run(id as number)) resumed += 1;
    return resumed;
  }

  /**
   * A batch row with its items (each failure parsed), for the console's progress and result list;
   * null when there is none. `itemsShown` (a condition on the item table) keeps out the items the
   * reader may not see; `hidden` counts them, so the counters still add up.
   */
  async progress(batchId: number, itemsShown?: SQL): Promise<(B['$inferSelect'] & { hidden: number; items: Array<I['$inferSelect'] & { error: ReturnType<typeof readItemError> }> }) | null> {
    const { batches, items } = this.job;
    const [batch] = (await this.db.select().from(batches as PgTable).where(eq(batches.id, batchId))) as B['$inferSelect'][];
    if (!batch) return null;
    const rows = (await this.db
      .select()
      .from(items as PgTable)
      .where(and(eq(items.batchId, batchId), itemsShown))
      .orderBy(asc(items.id))) as Array<I['$inferSelect'] & { error: string }>;
    const [all] = itemsShown ? await this.db.select({ n: count() }).from(items as PgTable).where(eq(items.batchId, batchId)) : [{ n: rows.length }];
    return { ...batch, hidden: all!.n - rows.length, items: rows.map((row) => ({ ...row, error: readItemError(row.error) })) };
  }

  /** Stops between items (the batch stays RUNNING and resumes elsewhere) and waits for the item in hand. */
  async close(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.running]);
  }
}
