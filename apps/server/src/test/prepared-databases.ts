import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/**
 * Migrated databases the test files start from instead of migrating each their own: on PGlite a
 * dump loaded into a new in-memory cluster (about 0.5 s against 2.5 s for an empty cluster plus
 * the migrations), on PostgreSQL a template database cloned by CREATE DATABASE … TEMPLATE. Both
 * are keyed by a hash of the migration files, so a new migration makes a new snapshot and no test
 * ever starts from a stale schema; files in parallel workers share them (created once, atomically).
 */

const serverSrc = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsFolder = path.join(serverSrc, 'db', 'migrations');
const sharedSrc = path.join(serverSrc, '..', '..', '..', 'packages', 'shared', 'src');

/**
 * A hash of every file under the folders (test files aside) and of this file, which makes the
 * snapshots: the snapshot's key, so no test starts from a stale one or one made another way.
 */
function hashOfFiles(folders: readonly string[]): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(fileURLToPath(import.meta.url)));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(full.slice(serverSrc.length)).update(fs.readFileSync(full));
    }
  };
  for (const folder of folders) walk(folder);
  return hash.digest('hex').slice(0, 16);
}

let cachedMigrationsHash: string | undefined;
const migrationsHash = (): string => (cachedMigrationsHash ??= hashOfFiles([migrationsFolder]));

/**
 * What a seeded snapshot depends on: the seeds themselves and the shared definitions (menus come
 * from resource definitions, dictionaries from the contract). Demo rows some seeds make through an
 * area's service follow a change of that service when the snapshot ages out (below), not at once.
 */
let cachedSourcesHash: string | undefined;
const sourcesHash = (): string => (cachedSourcesHash ??= hashOfFiles([path.join(serverSrc, 'db'), sharedSrc]));

/** What the seed is told; a snapshot is made per distinct options. */
export interface SeedSpec {
  adminPassword: string;
  demo: boolean;
}

/**
 * Demo rows are dated when they are seeded (pending orders, expiring grants): a snapshot older than
 * this is made again, so a test never meets demo data that has aged into another state.
 */
const SEEDED_SNAPSHOT_MAX_AGE_MS = 15 * 60_000;

/**
 * Whether a seeded snapshot made at `madeAtMs` may still be used at `nowMs`: young enough, and made
 * on the same UTC day. The demo's days are counted back from the day it was seeded (today's
 * movement, yesterday's close, the team figures up to yesterday), so a snapshot seeded at 23:55
 * showed an empty "today" and a missing "yesterday" to the suites that opened it at 00:05.
 */
export function seededSnapshotIsCurrent(madeAtMs: number, nowMs = Date.now()): boolean {
  const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return nowMs - madeAtMs < SEEDED_SNAPSHOT_MAX_AGE_MS && utcDay(madeAtMs) === utcDay(nowMs);
}

/** Whether a snapshot made at that time may be used now; absent, a snapshot never ages (the migrated ones). */
type Freshness = ((madeAtMs: number) => boolean) | undefined;

const seededKey = (spec: SeedSpec): string =>
  crypto.createHash('sha256').update(`${migrationsHash()}:${sourcesHash()}:${spec.demo}:${spec.adminPassword}`).digest('hex').slice(0, 16);

async function runSeed(database: Database, spec: SeedSpec): Promise<void> {
  // Imported here: the seed pulls in every area's services, which a migrated-only snapshot never needs.
  const { seed } = await import('../db/seed');
  await seed(database.db, { adminPassword: spec.adminPassword, demo: spec.demo, announce: () => undefined });
}

const isFresh = (file: string, isCurrent: Freshness): boolean => fs.existsSync(file) && (isCurrent === undefined || isCurrent(fs.statSync(file).mtimeMs));

/** Snapshots of other code versions left in the temporary folder: removed once nobody can still be reading them. */
const STALE_SNAPSHOT_FILE_MS = 2 * 60 * 60_000;

function removeStaleSnapshots(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('ledgerdesk-pglite-')) continue;
    const file = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > STALE_SNAPSHOT_FILE_MS) fs.rmSync(file, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

/**
 * What autovacuum does to a database in use, done to a snapshot before it is copied: statistics
 * and visibility maps. A clone of a never-vacuumed template answered the route fuzz's count of
 * every table in about 20 ms on PostgreSQL, nearly all of it in execution (EXPLAIN ANALYZE);
 * settled, in 1.2 ms.
 */
async function settle(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum analyze`);
}

async function pgliteDump(name: string, prepare: (database: Database) => Promise<void>, isCurrent?: Freshness, from?: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(os.tmpdir(), `ledgerdesk-pglite-${name}.tar`);
  if (!isFresh(file, isCurrent)) {
    removeStaleSnapshots();
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: from ? await from() : undefined });
    try {
      await database.migrate();
      await prepare(database);
      await settle(database);
      const dump = Buffer.from(await (await database.dump!()).arrayBuffer());
      // Written aside then renamed: a worker reading at the same moment sees the whole file or none.
      const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, dump);
      // A snapshot short of its bytes would fail every test that loads it until it ages out.
      const written = fs.statSync(partial).size;
      if (written !== dump.length) {
        fs.rmSync(partial, { force: true });
        throw new Error(`the snapshot ${file} was written short (${written} of ${dump.length} bytes): is fs.writeSync mocked?`);
      }
      fs.renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

/** A fresh in-memory PGlite holding the migrated, empty schema. */
const migratedDump = () => pgliteDump(migrationsHash(), async () => undefined);

export async function openPreparedPglite(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedDump() });
  // Applies nothing on a current snapshot; kept so a snapshot can never run behind the code.
  await database.migrate();
  return database;
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Seeded templates no worker can still be cloning from: older ones are dropped when another is made. */
const STALE_SEEDED_TEMPLATE_MS = 2 * 60 * 60_000;

/**
 * A template database on the PostgreSQL server, made once under an advisory lock: migrated, then
 * prepared (seeded, for the seeded kind). Its making time is its comment, so a seeded template
 * ages out like the PGlite snapshot does.
 */
async function preparedTemplate(serverUrl: string, template: string, prepare: (database: Database) => Promise<void>, isCurrent?: Freshness): Promise<string> {
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('ledgerdesk:test-template'))`);
    try {
      const { rows } = await client.query<{ made: string | null }>(
        `select shobj_description(oid, 'pg_database') as made from pg_database where datname = $1`,
        [template],
      );
      const made = rows[0] ? Number(rows[0].made) : undefined;
      if (made !== undefined && (isCurrent === undefined || isCurrent(made))) return;
      // Built under another name and renamed when whole: a failed build never leaves a half template.
      const building = `${template}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building) });
      try {
        await database.migrate();
        await prepare(database);
        await settle(database);
      } finally {
        await database.close();
      }
      await client.query(`drop database if exists ${template} with (force)`);
      await client.query(`alter database ${building} rename to ${template}`);
      await client.query(`comment on database ${template} is '${Date.now()}'`);
      // Other migration sets' templates are stale at once; other seeded ones only when no worker can still use them.
      const stale = await client.query<{ datname: string; made: string | null }>(
        `select datname, shobj_description(oid, 'pg_database') as made from pg_database
          where (datname like 'ledgerdesk\\_tpl\\_%' or datname like 'ledgerdesk\\_seed\\_%') and datname <> $1 and datname not like '%\\_building'`,
        [template],
      );
      for (const { datname, made: madeAt } of stale.rows) {
        const seeded = datname.startsWith('ledgerdesk_seed_');
        if (seeded && Date.now() - Number(madeAt ?? 0) < STALE_SEEDED_TEMPLATE_MS) continue;
        if (!seeded && datname === `ledgerdesk_tpl_${migrationsHash()}`) continue;
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('ledgerdesk:test-template'))`);
    }
  });
  return template;
}

const migratedTemplate = (serverUrl: string) => preparedTemplate(serverUrl, `ledgerdesk_tpl_${migrationsHash()}`, async () => undefined);

/** A fresh in-memory PGlite holding the seeded schema (admin, menus, dictionaries and, with demo, the demo rows). */
export async function openSeededPglite(spec: SeedSpec): Promise<Database> {
  const dump = await pgliteDump(`seed-${seededKey(spec)}`, (database) => runSeed(database, spec), seededSnapshotIsCurrent, migratedDump);
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  await database.migrate();
  return database;
}

/** A database of its own on the PostgreSQL server, cloned from the seeded template; dropped on close. */
export async function openSeededPostgres(serverUrl: string, spec: SeedSpec): Promise<Database> {
  const template = await preparedTemplate(serverUrl, `ledgerdesk_seed_${seededKey(spec)}`, (database) => runSeed(database, spec), seededSnapshotIsCurrent);
  return cloneOf(serverUrl, template);
}

/** A database of its own on the PostgreSQL server, cloned from the migrated template; dropped on close. */
export async function openPreparedPostgres(serverUrl: string): Promise<Database> {
  return cloneOf(serverUrl, await migratedTemplate(serverUrl));
}

async function cloneOf(serverUrl: string, template: string): Promise<Database> {
  const name = `ledgerdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  // Shared with other clones, exclusive of a rebuild (which drops and renames templates under the same lock).
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`select pg_advisory_lock_shared(hashtext('ledgerdesk:test-template'))`);
    try {
      await client.query(`create database ${name} template ${template}`);
    } finally {
      await client.query(`select pg_advisory_unlock_shared(hashtext('ledgerdesk:test-template'))`);
    }
  });
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
