import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { pendingIndexes } from './online-indexes';
import { prepareDatabase } from './prepare';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
const migrations = readMigrationFiles({ migrationsFolder });
/** The first migration written with indexes built online in mind. */
const FIRST_ONLINE = 17;
const whenOf = (idx: number) => journal.entries.find((e) => e.idx === idx)!.when;
/** What an upgrade from the release that ended at migration 16 builds online: 0017's list indexes and every later one. */
const indexesSince16 = pendingIndexes(migrations, whenOf(16));
const lastWhen = Math.max(...journal.entries.map((e) => e.when));

describe('the indexes a pending migration adds (pendingIndexes)', () => {
  it('finds those of the migrations after the last applied one, the comment above a statement notwithstanding', () => {
    const of17 = pendingIndexes(migrations.filter((m) => m.folderMillis === whenOf(17)), null);
    expect(of17).toHaveLength(24);
    expect(indexesSince16[0]).toEqual({ name: 'sys_approval_created_idx', table: 'sys_approval', unique: false, definition: 'USING btree ("created_at","id")' });
    expect(of17.map((i) => i.table)).toContain('mkt_points_log');
    // A later migration's index (the recharge list's filter by channel, 0024) is built by the same upgrade.
    expect(indexesSince16.map((i) => i.name)).toContain('fin_recharge_channel_idx');
    expect(pendingIndexes(migrations, lastWhen)).toEqual([]);
  });

  it('keeps UNIQUE, a partial index condition, and leaves a plain CREATE INDEX (no IF NOT EXISTS) to the migration', () => {
    const migration: MigrationMeta = {
      folderMillis: 2,
      hash: '',
      bps: true,
      sql: [
        'CREATE UNIQUE INDEX IF NOT EXISTS "t_open_uq" ON "t" USING btree ("kind") WHERE "t"."status" = \'PENDING\';',
        'CREATE INDEX "t_plain_idx" ON "t" USING btree ("a");',
        'ALTER TABLE "t" ADD COLUMN "b" text;',
      ],
    };
    expect(pendingIndexes([migration], 1)).toEqual([
      { name: 't_open_uq', table: 't', unique: true, definition: 'USING btree ("kind") WHERE "t"."status" = \'PENDING\'' },
    ]);
    expect(pendingIndexes([migration], 2)).toEqual([]);
    expect(pendingIndexes([migration], null)).toHaveLength(1);
  });

  it(`is how every migration from ${FIRST_ONLINE} on adds an index to a table it does not create`, () => {
    const offending = journal.entries
      .filter((e) => e.idx >= FIRST_ONLINE)
      .flatMap((e) => {
        const text = fs.readFileSync(path.join(migrationsFolder, `${e.tag}.sql`), 'utf8');
        const created = new Set([...text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"([^"]+)"/gi)].map((m) => m[1]));
        return [...text.matchAll(/CREATE (?:UNIQUE )?INDEX (IF NOT EXISTS )?"([^"]+)" ON "([^"]+)"/gi)]
          .filter((m) => !m[1] && !created.has(m[3]))
          .map((m) => `${e.tag}: ${m[2]} on ${m[3]}`);
      });
    // drizzle-kit writes `CREATE INDEX "name"`: add IF NOT EXISTS by hand, so that the index is built
    // without blocking writes before the migration runs (online-indexes.ts), and the migration finds it.
    expect(offending).toEqual([]);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

async function connected(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}

/** A copy of the migrations folder as a release that ended at migration `lastIdx` shipped it. */
function releaseUpTo(lastIdx: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ld-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const older = { ...journal, entries: journal.entries.filter((e) => e.idx <= lastIdx) };
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(older));
  return folder;
}

/**
 * Upgrading a PostgreSQL that holds data: the indexes of migration 0017 are built before it, online.
 * PGlite is one process that migrates before it serves anything, so there is nothing to test there.
 */
describe.skipIf(!serverUrl)('an upgrade that adds indexes to tables with rows (postgres)', () => {
  const name = `ld_onl_${crypto.randomBytes(6).toString('hex')}`;
  let url: string;
  let admin: pg.Client;
  const opened: Database[] = [];
  const clients: pg.Client[] = [];
  const folders: string[] = [];
  /** Closes what a test opened on the database, before it is dropped. */
  async function closeOpened(): Promise<void> {
    await Promise.all(opened.splice(0).map((d) => d.close().catch(() => undefined)));
    await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
  }
  /** The database as the release before 0017 left it: migrated to 0016, with approvals in it. */
  async function olderRelease(): Promise<void> {
    await closeOpened();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const folder = releaseUpTo(16);
    folders.push(folder);
    const older = await openDatabase({ url, migrationsFolder: folder });
    try {
      await older.migrate();
    } finally {
      await older.close();
    }
    const client = await connected(url);
    try {
      await client.query(`insert into sys_approval (kind, subject_type, summary, payload, maker_id) select 'k', 's', '{}', '{}', g from generate_series(1, 500) g`);
    } finally {
      await client.end();
    }
  }
  const indexesSince16Of = async (client: pg.Client) =>
    (
      await client.query<{ name: string; valid: boolean; def: string }>(
        `select c.relname as name, i.indisvalid as valid, pg_get_indexdef(c.oid) as def from pg_class c join pg_index i on i.indexrelid = c.oid where c.relname = any($1)`,
        [indexesSince16.map((x) => x.name)],
      )
    ).rows;

  beforeAll(async () => {
    admin = await connected(serverUrl!);
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await closeOpened();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('lets writes to the table through while its index waits to be built, then migrates whole', async () => {
    await olderRelease();
    // Something holds the table (as a vacuum or another index build would): the index build has
    // to wait for it. Built plainly, inside the migration's transaction, the waiting build queues
    // every insert of the table behind it; built concurrently, inserts go past.
    const holder = await connected(url);
    clients.push(holder);
    await holder.query('begin');
    await holder.query('lock table sys_approval in share update exclusive mode');
    const database = await openDatabase({ url });
    opened.push(database);
    const migrating = database.migrate();
    migrating.catch(() => undefined);
    const writer = await connected(url);
    clients.push(writer);
    let waiting = 0;
    for (let tries = 0; tries < 200 && waiting === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const locks = await writer.query<{ n: number }>(`select count(*)::int as n from pg_locks where relation = 'sys_approval'::regclass and not granted`);
      waiting = locks.rows[0]!.n;
    }
    expect(waiting).toBe(1);
    try {
      await writer.query(`set lock_timeout = '3s'`);
      const inserted = await writer.query(`insert into sys_approval (kind, subject_type, summary, payload, maker_id) values ('k', 's', '{}', '{}', 1) returning id`);
      expect(inserted.rowCount).toBe(1);
    } finally {
      await holder.query('commit');
      await migrating;
    }

    const built = await indexesSince16Of(writer);
    expect(built).toHaveLength(indexesSince16.length);
    expect(built.filter((i) => !i.valid)).toEqual([]);
    const applied = await writer.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
  }, 120_000);

  it('brings up two instances upgrading at once: the one waiting for its turn does not hold up the other’s build', async () => {
    await olderRelease();
    // A concurrent index build waits for every statement that holds a snapshot; an instance
    // blocked inside pg_advisory_lock held one until the other's start-up ended, which waited
    // for that build: both hung.
    const instances = [await openDatabase({ url }), await openDatabase({ url })];
    opened.push(...instances);
    const started = await Promise.allSettled(instances.map((d) => prepareDatabase(d, { adminPassword: 'Secret-pass-1', demo: false, announce: () => undefined })));
    expect(started.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const client = await connected(url);
    clients.push(client);
    expect((await indexesSince16Of(client)).filter((i) => i.valid)).toHaveLength(indexesSince16.length);
  }, 60_000);

  it('drops an index a killed build left invalid and builds it again, as the migration defines it', async () => {
    await olderRelease();
    const client = await connected(url);
    clients.push(client);
    // A concurrent build that failed halfway leaves its index behind, marked invalid: here a
    // unique index on a column with duplicates, under the name migration 0017 uses.
    await expect(client.query('create unique index concurrently sys_approval_created_idx on sys_approval (kind)')).rejects.toThrow(/could not create unique index/);
    // (sys_approval_open_uq is the older release's own, which migration 29 redefines.)
    expect((await indexesSince16Of(client)).map((i) => [i.name, i.valid]).sort()).toEqual([
      ['sys_approval_created_idx', false],
      ['sys_approval_open_uq', true],
    ]);

    const database = await openDatabase({ url });
    opened.push(database);
    await database.migrate();
    const rebuilt = (await indexesSince16Of(client)).find((i) => i.name === 'sys_approval_created_idx')!;
    expect(rebuilt.valid).toBe(true);
    expect(rebuilt.def).toBe('CREATE INDEX sys_approval_created_idx ON public.sys_approval USING btree (created_at, id)');
  }, 120_000);

  it('leaves an index on a column the same migration adds to that migration', async () => {
    await olderRelease();
    // A later release whose last migration adds a column and an index on it: there is no column
    // to build the index on before that migration runs.
    const folder = releaseUpTo(journal.entries.at(-1)!.idx);
    folders.push(folder);
    const last = journal.entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_new_column_index`;
    fs.writeFileSync(
      path.join(folder, `${tag}.sql`),
      'ALTER TABLE "sys_approval" ADD COLUMN "late_key" text DEFAULT \'\' NOT NULL;--> statement-breakpoint\nCREATE INDEX IF NOT EXISTS "sys_approval_late_key_idx" ON "sys_approval" USING btree ("late_key");',
    );
    const later = { ...journal, entries: [...journal.entries, { ...last, idx: last.idx + 1, when: last.when + 1, tag }] };
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(later));
    const database = await openDatabase({ url, migrationsFolder: folder });
    opened.push(database);
    await database.migrate();
    const client = await connected(url);
    clients.push(client);
    const built = await client.query<{ valid: boolean }>(`select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid where c.relname = 'sys_approval_late_key_idx'`);
    expect(built.rows).toEqual([{ valid: true }]);
  }, 120_000);
});
