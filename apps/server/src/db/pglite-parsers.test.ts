import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client';
import { DRIZZLE_PARSERS, parsersOnceForAll } from './pglite-parsers';

describe('PGlite parsers set once for the instance', () => {
  it('drops the parsers drizzle hands each query, in and out of transactions, and keeps every other option', async () => {
    const seen: Array<QueryOptions | undefined> = [];
    const txQuery = vi.fn(async (_text: string, _params?: unknown[], options?: QueryOptions) => (seen.push(options), { rows: [] }));
    const fake = {
      query: vi.fn(async (_text: string, _params?: unknown[], options?: QueryOptions) => (seen.push(options), { rows: [] })),
      transaction: async <T>(run: (tx: Transaction) => Promise<T>) => run({ query: txQuery } as unknown as Transaction),
    };
    const client = parsersOnceForAll(fake as unknown as PGlite);
    const drizzleOptions: QueryOptions = { rowMode: 'array', parsers: DRIZZLE_PARSERS };
    await client.query('select 1', [], drizzleOptions);
    await client.transaction((tx) => tx.query('select 2', [], drizzleOptions));
    await client.query('select 3');
    expect(seen).toEqual([{ rowMode: 'array', parsers: undefined }, { rowMode: 'array', parsers: undefined }, undefined]);
    expect(txQuery).toHaveBeenCalledTimes(1);
  });
});

const parsed = pgTable('t_parsed', { id: integer('id').primaryKey(), at: timestamp('at', { withTimezone: true }).notNull() });

describe('values read through drizzle on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('the instance reads dates, timestamps and intervals as their text, other types as before', async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const { rows } = await client.query<Record<string, unknown>>(
      `select timestamptz '2024-02-29 23:59:59.999+00' as at, date '2024-03-01' as day, interval '90 minutes' as span, 42::int as n, 12.50::numeric as amount, true as yes, '{"a":1}'::jsonb as doc`,
    );
    expect(rows[0]).toEqual({ at: '2024-02-29 23:59:59.999+00', day: '2024-03-01', span: '01:30:00', n: 42, amount: '12.50', yes: true, doc: { a: 1 } });
  });

  it('drizzle still decodes a timestamp column to a Date, in and out of a transaction', async () => {
    await database.db.execute(sql`create table t_parsed (id int primary key, at timestamptz not null)`);
    const at = new Date('2024-02-29T23:59:59.999Z');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t_parsed values (1, ${at.toISOString()})`);
      const inside = await tx.execute(sql`select at from t_parsed where id = 1`);
      expect((inside as unknown as { rows: Array<{ at: unknown }> }).rows[0]!.at).toBe('2024-02-29 23:59:59.999+00');
    });
    const [row] = await database.db.select().from(parsed);
    expect(row).toEqual({ id: 1, at });
    const [viaTransaction] = await database.db.transaction((tx) => tx.select().from(parsed));
    expect(viaTransaction!.at).toEqual(at);
  });
});
