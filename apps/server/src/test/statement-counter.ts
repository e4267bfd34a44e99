import type { Db } from '../db/client';

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

/** What the app sent while a call ran. */
export interface StatementsSent {
  /** The text of each statement, in the order sent. */
  statements: string[];
  /** The most statements that were waiting for their answers at one time. */
  mostAtOnce: number;
}

/**
 * The SQL statements the app sends while `run` runs, and how many were in flight at once: for
 * tests that hold a call to its round trips. It wraps the driver's `query` (the PGlite instance
 * or the pg pool) for the duration only.
 */
export async function sentDuring(db: Db, run: () => Promise<unknown>): Promise<StatementsSent> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const statements: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0] as string | { text: string };
    statements.push(typeof text === 'string' ? text : text.text);
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    const settled = () => {
      inFlight -= 1;
    };
    const answer = original.apply(this, args);
    answer.then(settled, settled);
    return answer;
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return { statements, mostAtOnce };
}

/** The texts of the statements sent while `run` runs, in order. */
export async function statementsDuring(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  return (await sentDuring(db, run)).statements;
}
