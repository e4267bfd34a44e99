import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { prepareDatabase } from './prepare';

const serverUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function onServer(query: string, connectionString = serverUrl): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * Two instances started at once on an empty PostgreSQL database: both migrate, and the migrations
 * must run once, under PostgreSQL's advisory lock. PGlite is one process with one connection and
 * needs no lock, so without TEST_DATABASE_URL there is nothing to test.
 */
describe.skipIf(!serverUrl)('several instances starting at once on an empty database (postgres)', () => {
  const name = `ld_mig_${crypto.randomBytes(6).toString('hex')}`;
  let url: string;
  const opened: Database[] = [];
  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${name}`);
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('brings every instance up on a fresh, empty database and applies each migration once', async () => {
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url })));
    opened.push(...instances);
    const results = await Promise.allSettled(instances.map((d) => d.migrate()));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);

    const applied = await onServer('select count(*)::int as n from drizzle.__drizzle_migrations', url);
    expect(applied.rows[0].n).toBe(journal.entries.length);
    // The schema is whole (a table of a late migration answers), and migrating again changes nothing.
    await onServer('select needs_second_review, first_reviewer_id from fin_recharge_order limit 1', url);
    await instances[1]!.migrate();
    const again = await onServer('select count(*)::int as n from drizzle.__drizzle_migrations', url);
    expect(again.rows[0].n).toBe(journal.entries.length);
    // Start-up as main.ts does it (migrate, then seed), at once on every instance: one turn each,
    // so a seed step that is not safe twice at once cannot crash one of them.
    const started = await Promise.allSettled(
      instances.map((d) => prepareDatabase(d, { adminPassword: 'Secret-pass-1', demo: true, announce: () => undefined })),
    );
    expect(started.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const admins = await onServer("select count(*)::int as n from sys_user where user_name = 'admin'", url);
    expect(admins.rows[0].n).toBe(1);
    // No advisory lock is left behind once every instance is up.
    const locks = await onServer(`select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = '${name}'`);
    expect(locks.rows[0].n).toBe(0);
  }, 120_000);
});
