import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** A condition split into what fixes a statement's text and what changes with each request. */
export interface ConditionShape {
  /** The condition's SQL text, parameters numbered from $1: equal texts make equal statements. */
  text: string;
  /** The same condition with each value a named placeholder, for a statement built once. */
  fragment: SQL | undefined;
  /** The placeholders' values, as the driver receives them (already encoded by their columns). */
  values: Record<string, unknown>;
}

const NUMBERED_PARAMETER = /\$(\d+)/;

/** How the app's databases render SQL: drizzle's default PostgreSQL dialect (db/client.ts sets no casing). */
const dialect = new PgDialect();

/**
 * A condition's shape: its text, and the condition rebuilt with named placeholders (`prefix` then
 * the parameter's number) where its values were. Building the statement around it (the select
 * list, the joins, the count) is most of a list's JavaScript; a condition alone renders in a few
 * microseconds, so a request renders its condition and looks its statement up by that text.
 * Undefined when the text holds a `$n` that is not one of its own parameters in order (text a hook
 * wrote by hand, say): such a condition is then simply not cached.
 */
export function conditionShape(condition: SQL | undefined, prefix: string): ConditionShape | undefined {
  if (!condition) return { text: '', fragment: undefined, values: {} };
  const { sql: text, params } = dialect.sqlToQuery(condition);
  // split() with a capture group alternates text and parameter numbers: text, 1, text, 2, …, text.
  const parts = text.split(NUMBERED_PARAMETER);
  const chunks: SQL[] = [];
  const values: Record<string, unknown> = {};
  for (let i = 0; i < parts.length; i += 1) {
    if (i % 2 === 0) {
      chunks.push(sql.raw(parts[i]!));
      continue;
    }
    const number = Number(parts[i]);
    if (number !== (i + 1) / 2) return undefined;
    const name = `${prefix}${number}`;
    values[name] = params[number - 1];
    chunks.push(sql`${sql.placeholder(name)}`);
  }
  if ((parts.length - 1) / 2 !== params.length) return undefined;
  return { text, fragment: sql.join(chunks), values };
}
