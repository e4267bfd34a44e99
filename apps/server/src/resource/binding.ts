import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ResourceDefinition } from '@ledgerdesk/shared';
import type { Db, Tx } from '../db/client';
import type { Operator } from '../lib/review-support';

/**
 * What the server adds to a resource definition: its drizzle table (field name = the table's
 * property name), the hooks of business rules, and the handlers of its custom actions.
 */
export interface ResourceBinding<T extends PgTable = PgTable> {
  definition: ResourceDefinition;
  table: T;
  hooks?: ResourceHooks<T>;
  /** One handler per action the definition declares (and no other). */
  actions?: Readonly<Record<string, ActionHandler<T>>>;
  /**
   * An action's own body schema, replacing the one derived from its definition, for rules a
   * definition's `input` cannot say (a remark required only to reject, a reason only when an
   * amount differs): a hand-written service keeps its contract. It must take `id` (row scope) or
   * `ids` (bulk) itself.
   */
  actionSchemas?: Readonly<Record<string, z.ZodType>>;
  /** The `data` an action answers (documented, and checked by the serializer); default: anything. */
  actionAnswers?: Readonly<Record<string, z.ZodType>>;
}

/** A table's row as drizzle reads it (every column, unmasked). */
export type TableRow<T extends PgTable> = T['$inferSelect'];
/** A row as the API answers it (definition fields, `id`, `version`, reference labels). */
export type ApiRow = Record<string, unknown> & { id: number };

/** Who is asking, for hooks that depend on it (data scope, reveal rules). */
export interface RequestContext {
  user: Operator;
  /** The whole request: `request.user.permissions`, headers, ip. */
  request: FastifyRequest;
}

export interface WriteContext extends RequestContext {
  tx: Tx;
}

/**
 * The validated values of the definition's virtual fields that the call sent (on edit only those
 * sent; none on delete): not columns, so the hooks keep them (e.g. a menu's roles in sys_role_menu).
 */
export type VirtualValues = Readonly<Record<string, unknown>>;

export interface ResourceHooks<T extends PgTable = PgTable> {
  /** An extra condition on every list, export, get, edit, delete and action `loadRow` (e.g. data scope). */
  scope?(ctx: RequestContext): SQL | undefined | Promise<SQL | undefined>;
  /**
   * Before an add or edit is written, inside its transaction. `input` holds the column values about
   * to be written (validated, normalised; on edit only those sent). Throw an AppError to refuse;
   * return an object to write instead (it may set columns the definition does not expose).
   */
  beforeWrite?(
    args: WriteContext & { op: 'add' | 'edit'; input: Record<string, unknown>; virtual: VirtualValues; current: TableRow<T> | null },
  ): Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  /** After an add, edit or (per row) delete, inside the same transaction; throwing rolls it all back. */
  afterWrite?(
    args: WriteContext & { op: 'add' | 'edit' | 'delete'; row: TableRow<T> | null; before: TableRow<T> | null; virtual: VirtualValues },
  ): Promise<void> | void;
  /** Before rows are deleted (already loaded, in scope), inside the transaction; throw to refuse. */
  beforeDelete?(args: WriteContext & { rows: TableRow<T>[] }): Promise<void> | void;
  /**
   * Virtual fields the database works out for each row from the row's own columns (a correlated
   * sub-select, such as whether a release waits): selected with the row by every list, `get` and
   * export, so a page costs no round trip beyond its rows, where a `decorateList` query would add
   * one. Each key is a virtual field of the definition; its value is answered like a column's.
   */
  computed?: Readonly<Record<string, SQL>>;
  /** Adds to the row `get` answers (e.g. a member's wallets); extra keys go out as they are. */
  decorateRow?(row: ApiRow, ctx: RequestContext & { db: Db; raw: TableRow<T> }): Promise<ApiRow> | ApiRow;
  /**
   * Adds to the rows of a `list` page (a virtual field the list shows, such as a user's roles).
   * Called once per page with all its rows, so it answers with one query, not one per row.
   */
  decorateList?(rows: ApiRow[], ctx: RequestContext & { db: Db }): Promise<ApiRow[]> | ApiRow[];
  /**
   * `export` only, once per export: how many decimal places a row's money is written with (its
   * currency's, SPEC §5). Without it money is written as stored, trailing zeros dropped.
   */
  moneyScale?(ctx: RequestContext & { db: Db }): Promise<(row: ApiRow) => number | undefined>;
}

export interface ActionContext<T extends PgTable = PgTable> extends RequestContext {
  /** The validated body: `id` (row scope) or `ids` (bulk), the action's inputs, `reason`. */
  input: Record<string, unknown> & { id?: number; ids?: number[]; reason?: string };
  db: Db;
  /**
   * The row (in scope, not soft-deleted); 403 when it exists outside the scope, 404 when it does
   * not exist. When the action declares `when`, a row whose field is in another state answers 409
   * naming both. Given a transaction, it reads through it and locks the row (FOR UPDATE) until
   * the transaction ends.
   */
  loadRow(id: number, tx?: Tx): Promise<TableRow<T>>;
  /**
   * Several rows at once (a bulk action's `ids`), in the order named, each as `loadRow` would
   * answer it: any id outside the scope is a 403, any missing a 404, naming them, before anything
   * is written. Given a transaction, every row is locked until it ends.
   */
  loadRows(ids: readonly number[], tx?: Tx): Promise<Array<TableRow<T>>>;
}

/** Answers the `data` of the envelope. */
export type ActionHandler<T extends PgTable = PgTable> = (ctx: ActionContext<T>) => Promise<unknown>;

/**
 * Types a binding's hooks and handlers with its table's row type, and answers it in the shape
 * `resourcePlugin` takes (handlers are contravariant in the row, so the type is widened here once).
 */
export function bindResource<T extends PgTable>(binding: ResourceBinding<T>): ResourceBinding {
  return binding as unknown as ResourceBinding;
}
