import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { buildIndexesOnline } from './online-indexes';
import { DRIZZLE_PARSERS, parsersOnceForAll } from './pglite-parsers';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own (start-up: migrating and seeding). On
   * PostgreSQL a session-level advisory lock held on a connection of its own; PGlite is one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole cluster as a tarball another PGlite can start from (`loadDataDir`). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory locks every instance takes; any fixed keys would do, these name themselves. */
const MIGRATION_LOCK = "hashtext('ledgerdesk:migrations')";
const STARTUP_LOCK = "hashtext('ledgerdesk:startup')";

/** How long an instance waiting for its turn sleeps between two asks for the lock. */
const LOCK_RETRY_MS = 200;

/**
 * Runs `work` (on any connection) while `client` holds the advisory lock `key`. The server drops
 * the lock by itself if the connection dies halfway; a connection that could not unlock may still
 * hold it, so it is closed rather than pooled.
 *
 * The lock is asked for again and again rather than waited for in `pg_advisory_lock`: a statement
 * waiting there holds a snapshot, and a concurrent index build by the lock's holder (an upgrade,
 * online-indexes.ts) waits for every such snapshot to end, so both instances hung.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, key: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    while (!(await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${key}) as locked`)).rows[0]!.locked) {
      await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
    }
    try {
      return await work(client);
    } finally {
      await client.query(`select pg_advisory_unlock(${key})`).catch((err: Error) => {
        broken = err;
      });
    }
  } finally {
    client.release(broken);
  }
}

/**
 * Migrates on one connection while holding the migration lock: instances starting together on an
 * empty database take turns, and whoever comes second finds the work done (without the lock both
 * created drizzle's bookkeeping and ran 0000 at once, and one crashed). A lock of its own, so a
 * migration inside `exclusively` (which holds the start-up lock on another connection) never waits
 * for itself. Indexes the migrations add to tables with rows are built first, without blocking
 * writes (online-indexes.ts).
 */
function migrateUnderLock(pool: pg.Pool, folder: string): Promise<void> {
  return underAdvisoryLock(pool, MIGRATION_LOCK, async (client) => {
    await buildIndexesOnline(client, folder);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: folder });
  });
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite database is used. */
  url?: string;
  /** PGlite's data directory; `memory://` (or omitted) keeps it in memory. */
  dataDir?: string;
  /** An in-memory PGlite started from this dump (PGlite's dumpDataDir) instead of an empty cluster: tests start from a migrated snapshot. */
  loadDataDir?: Blob;
  /** PostgreSQL: the migrations `migrate` applies, if not this release's (tests start from an earlier release's, to upgrade it). */
  migrationsFolder?: string;
}

/**
 * PGlite runs inside this process, so PostgreSQL's defaults (128 MB of shared buffers, 64 MB for
 * maintenance) become this process's memory. A console's working set is a few MB of hot rows and
 * indexes; the operating system's file cache holds the rest of the data folder anyway.
 */
const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB', '-c', 'wal_buffers=1MB', '-c', 'temp_buffers=2MB'];

/**
 * Creates an empty PGlite cluster in `dataDir` from a short-lived child process. initdb peaks at
 * about 450 MB of WebAssembly memory, which a process keeps as resident memory after the fact: done
 * in the server process, a fresh start idled at twice the memory of every later start.
 */
async function initialiseCluster(dataDir: string): Promise<void> {
  const script = `const { PGlite } = await import(process.argv[1]);
    const db = await PGlite.create({ dataDir: process.argv[2], startParams: JSON.parse(process.argv[3]) });
    await db.close();`;
  const startParams = JSON.stringify([...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS]);
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, import.meta.resolve('@electric-sql/pglite'), dataDir, startParams], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (piece: Buffer) => (stderr += piece.toString()));
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code}): ${stderr.trim()}`);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
    });
    // Without a listener an idle client's network error would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      dialect: 'postgres',
      migrate: () => migrateUnderLock(pool, options.migrationsFolder ?? migrationsFolder),
      exclusively: (work) => underAdvisoryLock(pool, STARTUP_LOCK, () => work()),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  if (dataDir && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initialiseCluster(dataDir);
  const client = parsersOnceForAll(
    await PGlite.create({
      ...(dataDir ? { dataDir } : options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
      // Trigrams for the file centre's search anywhere in a name (migration 0027); every start
      // needs it once the index exists, since writing a row updates the index.
      extensions: { pg_trgm },
      parsers: DRIZZLE_PARSERS,
    }),
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    dialect: 'pglite',
    // One process, one connection: nothing to serialise.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusively: (work) => work(),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
