import type { Db } from '../db/client';

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

/**
 * The SQL statements the app sends while `run` runs, in order (the text of each): for tests that
 * hold a call to its number of round trips. It wraps the driver's `query` (the PGlite instance or
 * the pg pool) for the duration only.
 */
export async function statementsDuring(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0] as string | { text: string };
    seen.push(typeof text === 'string' ? text : text.text);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}
