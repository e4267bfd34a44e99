import { ilike, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { index, type IndexBuilder, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A text as a search "starting with what was typed, in any case" compares it: lower-cased, then
 * ordered byte by byte (collation "C"), the same on PGlite and on a PostgreSQL of any locale.
 *
 * Why the collation: PostgreSQL answers `like 'abc%'` from a btree index only when the index orders
 * by bytes. A database created with a locale (en_US.UTF-8 on most hosts, the test machine's C.UTF-8)
 * orders a plain index by that locale's rules, so an account or address prefix walked the whole table
 * there while PGlite, created with "C", used the index.
 */
export const foldedText = (text: SQLWrapper): SQL => sql`lower(${text}) collate "C"`;

/** LIKE treats % and _ as wildcards and \ as the escape: a typed "50%" must match only "50%…". */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * `column` holds what was `typed` (taken literally) anywhere, in any case. No btree index serves it;
 * a trigram index does (pg_trgm's gin_trgm_ops, as the file centre's name has, migration 0027).
 */
export const containsLiterally = (column: Column, typed: string): SQL => ilike(column, `%${escapeLike(typed)}%`);

/** `text` starts with what was `typed` (taken literally), in any case; served by a `foldedTextIndex`. */
export const startsWithInAnyCase = (text: SQLWrapper, typed: string): SQL => sql`${foldedText(text)} like lower(${`${escapeLike(typed)}%`})`;

/**
 * The index a case-free prefix search on `column` reads (`startsWithInAnyCase`), also giving a
 * reference picker its rows in label order. A list's prefix filter on a table that grows needs one;
 * `text-prefix-index.test.ts` plans every such search.
 */
export const foldedTextIndex = (name: string, column: PgColumn): IndexBuilder => index(name).on(foldedText(column));
