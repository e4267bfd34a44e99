import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { ActionContext, TableRow } from './binding';

/** A table whose rows carry an id, a version and who changed them last (DESIGN.md §5). */
export type RevisedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn; updatedBy: PgColumn };

export interface SetOnLockedRowOptions<T extends RevisedTable> {
  /** Refuses (throws) before anything is written, reading what it needs under the row's lock. */
  check?: (row: TableRow<T>, tx: Tx) => Promise<void>;
  /** Writes that belong to the change (an event row), in its transaction. */
  after?: (row: TableRow<T>, tx: Tx) => Promise<void>;
}

/**
 * The one-row switch (pause, activate, enable deposits, put on sale): the row `loadRow` reads,
 * locked, so the action's `when` is judged under the lock and a second click sent meanwhile is
 * refused with 409 instead of switching the row back; then the values, with the row's version,
 * time and author moved on. Answers the row as it was before the change.
 */
export async function setOnLockedRow<T extends RevisedTable>(
  ctx: ActionContext<T>,
  table: T,
  values: PgUpdateSetSource<T>,
  options: SetOnLockedRowOptions<T> = {},
): Promise<TableRow<T>> {
  return ctx.db.transaction(async (tx) => {
    const row = await ctx.loadRow(ctx.input.id!, tx);
    await options.check?.(row, tx);
    const revised = { ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId } as PgUpdateSetSource<T>;
    await tx.update(table).set(revised).where(eq(table.id, (row as { id: number }).id));
    await options.after?.(row, tx);
    return row;
  });
}
