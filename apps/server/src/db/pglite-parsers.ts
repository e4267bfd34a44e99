import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The column types drizzle reads as PostgreSQL's own text (its columns decode them): dates,
 * timestamps, intervals and their arrays, and numeric arrays. These are the parsers drizzle's
 * PGlite driver hands to every query it sends.
 */
const READ_AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/** The instance's parsers for READ_AS_TEXT: the text as PostgreSQL wrote it. */
export const DRIZZLE_PARSERS: Record<number, (text: string) => unknown> = Object.fromEntries(READ_AS_TEXT.map((oid) => [oid, (text: string) => text]));

type Query = PGlite['query'];

const withoutParsers = (options?: QueryOptions): QueryOptions | undefined => (options?.parsers ? { ...options, parsers: undefined } : options);

function stripParsers(query: Query): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, withoutParsers(options))) as Query;
}

/**
 * PGlite merges a query's own parsers into a fresh copy of its whole parser table, for every
 * query: about 0.15 ms each, a third of the session query's time on PGlite. drizzle hands its
 * parsers to every query; the instance is created with the same ones (DRIZZLE_PARSERS), so they are
 * dropped from each query, in and out of transactions, and each value is read as before.
 */
export function parsersOnceForAll(client: PGlite): PGlite {
  client.query = stripParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(run: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = stripParsers(tx.query.bind(tx) as Query);
      return run(tx);
    })) as PGlite['transaction'];
  return client;
}
