import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/db/client';

/**
 * The PostgreSQL server the multi-instance suites use: TEST_DATABASE_URL (as the server tests), or
 * the local default. Only its address and credentials matter; scratch databases are made beside it.
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why PostgreSQL cannot be used, or undefined when it answers (asked once, with a short timeout). */
export async function postgresUnavailable(): Promise<string | undefined> {
  const url = new URL(POSTGRES_URL);
  const database = await openDatabase({ url: POSTGRES_URL });
  try {
    await Promise.race([
      database.db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 3 s')), 3_000)),
    ]);
    return undefined;
  } catch (err) {
    // drizzle wraps the driver's error ("Failed query: …"); the cause says what went wrong.
    const reason = (err as Error & { cause?: Error }).cause?.message ?? (err as Error).message;
    return `no PostgreSQL answers at ${url.host} (${reason}); set TEST_DATABASE_URL to run this suite`;
  } finally {
    await database.close().catch(() => undefined);
  }
}

export interface ScratchDatabase {
  /** The URL app instances get as DATABASE_URL. */
  url: string;
  /** A pool of the test's own on it, for setup reads and the final checks. */
  database: Database;
  drop(): Promise<void>;
}

/** A fresh, empty database (not migrated: the instances under test do that), dropped afterwards. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `ledgerdesk_cluster_${crypto.randomBytes(5).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close().catch(() => undefined);
      // FORCE: an instance the test killed may leave its connections behind for a moment.
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(statement: string): Promise<void> {
  const server = await openDatabase({ url: POSTGRES_URL });
  try {
    await server.db.execute(sql.raw(statement));
  } finally {
    await server.close();
  }
}
