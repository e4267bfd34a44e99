import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock every instance takes around migrating; any fixed key would do, this one names itself. */
const MIGRATION_LOCK = "hashtext('ledgerdesk:migrations')";

/**
 * Migrates while holding PostgreSQL's session-level advisory lock, on one connection: instances
 * starting together on an empty database take turns, and whoever comes second finds the work done
 * (without the lock both created drizzle's bookkeeping and ran 0000 at once, and one crashed).
 * The server drops the lock by itself if this connection dies halfway.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
    } finally {
      await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch((err: Error) => {
        broken = err;
      });
    }
  } finally {
    // A connection that could not unlock may still hold the lock: close it rather than pool it.
    client.release(broken);
  }
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite database is used. */
  url?: string;
  /** PGlite's data directory; `memory://` (or omitted) keeps it in memory. */
  dataDir?: string;
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
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    dialect: 'pglite',
    // One process, one connection: nothing to serialise.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
