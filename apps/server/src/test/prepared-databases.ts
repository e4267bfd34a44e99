import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/**
 * Migrated databases the test files start from instead of migrating each their own: on PGlite a
 * dump loaded into a new in-memory cluster (about 0.5 s against 2.5 s for an empty cluster plus
 * the migrations), on PostgreSQL a template database cloned by CREATE DATABASE … TEMPLATE. Both
 * are keyed by a hash of the migration files, so a new migration makes a new snapshot and no test
 * ever starts from a stale schema; files in parallel workers share them (created once, atomically).
 */

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

let cachedHash: string | undefined;
function migrationsHash(): string {
  if (cachedHash) return cachedHash;
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  cachedHash = hash.digest('hex').slice(0, 16);
  return cachedHash;
}

async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `ledgerdesk-pglite-${migrationsHash()}.tar`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const dump = await database.dump!();
      // Written aside then renamed: a worker reading at the same moment sees the whole file or none.
      const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

/** A fresh in-memory PGlite holding the migrated, empty schema. */
export async function openPreparedPglite(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteDump() });
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

/** The migrated template on the PostgreSQL server, built once per migration set under an advisory lock. */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const template = `ledgerdesk_tpl_${migrationsHash()}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('ledgerdesk:test-template'))`);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (rowCount) return;
      // Built under another name and renamed when whole: a failed build never leaves a half template.
      const building = `${template}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building) });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await client.query(`alter database ${building} rename to ${template}`);
      const stale = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'ledgerdesk\\_tpl\\_%' and datname <> $1`,
        [template],
      );
      for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('ledgerdesk:test-template'))`);
    }
  });
  return template;
}

/** A database of its own on the PostgreSQL server, cloned from the migrated template; dropped on close. */
export async function openPreparedPostgres(serverUrl: string): Promise<Database> {
  const template = await migratedTemplate(serverUrl);
  const name = `ledgerdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
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
