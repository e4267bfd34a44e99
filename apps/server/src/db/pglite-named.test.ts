import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { preparedByName } from './pglite-named';

const notes = pgTable('t_named_note', { id: integer('id').primaryKey(), body: text('body').notNull() });

/** Statements prepared with a name are sent by that name on PGlite, as drizzle's pg driver does on PostgreSQL. */
describe('statements by name on PGlite', () => {
  let database: Database;
  const db = () => database.db;
  const namedStatements = async () =>
    ((await db().execute(sql`select name from pg_prepared_statements order by name`)) as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name);

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await db().execute(sql`create table t_named_note (id int primary key, body text not null)`);
    await db().insert(notes).values([{ id: 1, body: 'one' }, { id: 2, body: 'two' }]);
  });
  afterAll(() => database.close());

  it('parses once under its name and answers each call for its own values, as the text does', async () => {
    const build = () => db().select().from(notes).where(sql`${notes.id} = ${sql.placeholder('id')}`);
    const byName = preparedByName(db(), 'test_note_by_id', build());
    expect(await namedStatements()).not.toContain('test_note_by_id');
    expect(await byName.execute({ id: 1 })).toEqual([{ id: 1, body: 'one' }]);
    expect(await namedStatements()).toContain('test_note_by_id');
    expect(await byName.execute({ id: 2 })).toEqual(await build().prepare('plain').execute({ id: 2 }));
    expect(await byName.execute({ id: 3 })).toEqual([]);
  });

  it('serialises values by the types PostgreSQL inferred: numbers, dates, null', async () => {
    const echo = preparedByName(
      db(),
      'test_echo',
      db()
        .select({
          next: sql<number>`${sql.placeholder('n')}::int + 1`,
          day: sql<string>`(${sql.placeholder('at')}::timestamptz at time zone 'UTC')::date::text`,
          missing: sql<boolean>`${sql.placeholder('nothing')}::text is null`,
        })
        .from(sql`(select 1) as one`),
    );
    expect(await echo.execute({ n: 41, at: new Date('2024-02-29T23:30:00Z'), nothing: null })).toEqual([{ next: 42, day: '2024-02-29', missing: true }]);
  });

  it('an error is the database’s own, and the statement answers again after it', async () => {
    const plusOne = preparedByName(db(), 'test_plus_one', db().select({ n: sql<number>`${sql.placeholder('n')}::int + 1` }).from(sql`(select 1) as one`));
    await expect(plusOne.execute({ n: 'not a number' })).rejects.toMatchObject({ cause: { code: '22P02' } });
    expect(await plusOne.execute({ n: 1 })).toEqual([{ n: 2 }]);
  });

  it('one name on one instance: prepared again by a second app it is shared, with another text it is refused', async () => {
    const build = () => db().select({ n: sql<number>`${sql.placeholder('n')}::int * 2` }).from(sql`(select 1) as one`);
    const first = preparedByName(db(), 'test_twice', build());
    const second = preparedByName(db(), 'test_twice', build());
    expect(await first.execute({ n: 2 })).toEqual([{ n: 4 }]);
    expect(await second.execute({ n: 3 })).toEqual([{ n: 6 }]);
    const other = preparedByName(db(), 'test_twice', db().select({ n: sql<number>`${sql.placeholder('n')}::int * 3` }).from(sql`(select 1) as one`));
    await expect(other.execute({ n: 3 })).rejects.toHaveProperty('cause.message', 'statement test_twice is already prepared with another text');
  });

  it('waits for an open transaction and runs after it, never inside it', async () => {
    const count = preparedByName(db(), 'test_note_count', db().select({ n: sql<number>`count(*)::int` }).from(notes));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db().transaction(async (tx) => {
      await tx.insert(notes).values({ id: 10, body: 'in a transaction' });
      inserted();
      await held;
    });
    await insertedYet;
    let answered = false;
    const counted = count.execute().then((rows) => ((answered = true), rows));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect(await counted).toEqual([{ n: 3 }]);
  });
});
