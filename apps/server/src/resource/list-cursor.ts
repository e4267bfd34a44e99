import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../lib/errors';
import { columnRefuses } from './column-limits';

/**
 * Keyset paging: a cursor names one row's place in a list's order (its sort value and id) and
 * which way to read from it. The page after it is `(sort, id) < (value, id)` under a descending
 * order, one index range read however deep the page; rows added meanwhile do not shift it, and
 * ties on the sort value are broken by the id, as the order is.
 *
 * The sort value travels as the database's own text of it (`::text`), cast back to the column's
 * type: a timestamp keeps its microseconds, which a JavaScript Date would round away and so skip
 * rows. A sort column that may be NULL pages by number only (NULLs sit outside any comparison).
 */

export interface ListKey {
  /** The sort field the cursor belongs to and its direction: another sort refuses it. */
  field: string;
  order: 'asc' | 'desc';
}

export interface Cursor extends ListKey {
  /** `after`: the rows that follow this one in the order; `before`: those that precede it. */
  direction: 'after' | 'before';
  /** The sort column's value as text (absent when the sort is the id itself). */
  value?: string;
  id: number;
}

const refuseCursor = (why: string) => badRequest(`invalid input — cursor: ${why}`, { cursor: why });

export function encodeCursor(cursor: Cursor): string {
  const { direction, field, order, value, id } = cursor;
  return Buffer.from(JSON.stringify([direction === 'after' ? 'a' : 'b', field, order, id, value ?? null])).toString('base64url');
}

/** The cursor a list answered, checked against the order the request asks for. */
export function decodeCursor(text: string, expected: ListKey, sortColumn: PgColumn): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refuseCursor('must be a cursor a list answered');
  }
  if (!Array.isArray(parts) || parts.length !== 5) throw refuseCursor('must be a cursor a list answered');
  const [direction, field, order, id, value] = parts as unknown[];
  if ((direction !== 'a' && direction !== 'b') || typeof field !== 'string' || (order !== 'asc' && order !== 'desc')) {
    throw refuseCursor('must be a cursor a list answered');
  }
  if (!Number.isSafeInteger(id) || (id as number) < 1) throw refuseCursor('must be a cursor a list answered');
  if (value !== null && (typeof value !== 'string' || value.length > 200)) throw refuseCursor('must be a cursor a list answered');
  if (field !== expected.field || order !== expected.order) throw refuseCursor('belongs to another sort; start again from page 1');
  if ((field === 'id') !== (value === null)) throw refuseCursor('must be a cursor a list answered');
  if (typeof value === 'string' && !keyTextFits(sortColumn, value)) throw refuseCursor('must be a cursor a list answered');
  return { direction: direction === 'a' ? 'after' : 'before', field, order, id: id as number, ...(value === null ? {} : { value: value as string }) };
}

const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-]\d{2}(:[0-5]\d){0,2})?$/;

/** Whether the column's type takes this text as its value: a forged cursor answers 400, not a failed cast. */
function keyTextFits(column: PgColumn, value: string): boolean {
  if (column.dataType === 'date') {
    const match = TIMESTAMP_TEXT.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }
  if (column.dataType === 'number' || column.dataType === 'bigint') {
    return /^-?\d{1,19}$/.test(value) && columnRefuses(column, Number(value)) === undefined && Math.abs(Number(value)) <= Number.MAX_SAFE_INTEGER;
  }
  if (column.columnType === 'PgNumeric') return /^-?\d{1,60}(\.\d{1,60})?$/.test(value) && columnRefuses(column, value) === undefined;
  if (column.dataType === 'string') return !value.includes('\u0000');
  return false;
}

/** Whether a sort column can page by keyset: it must never be NULL. */
export const keysetColumn = (column: PgColumn): boolean => column.notNull;

/** The rows strictly past the cursor's row in the direction it reads. */
export function pastCursor(cursor: Cursor, sortColumn: PgColumn, idColumn: PgColumn): SQL {
  // Reading after the row under a descending order means smaller keys; before it, greater ones.
  const smaller = (cursor.order === 'desc') === (cursor.direction === 'after');
  const op = sql.raw(smaller ? '<' : '>');
  if (cursor.value === undefined) return sql`${idColumn} ${op} ${cursor.id}`;
  // The type comes from the schema, never from input.
  const type = sql.raw(sortColumn.getSQLType());
  return sql`(${sortColumn}, ${idColumn}) ${op} (cast(${cursor.value} as ${type}), ${cursor.id})`;
}

/** The sort column's value as the cursor carries it (the database's text of it). */
export const keyText = (sortColumn: PgColumn): SQL<string> => sql<string>`${sortColumn}::text`;
