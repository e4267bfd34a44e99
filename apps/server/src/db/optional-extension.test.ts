import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from './schema';
import { openDatabase, type Database } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer(query: string, connectionString = serverUrl): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const withPath = (url: string, database: string, user?: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (user) u.username = user;
  return u.toString();
};

/**
 * Migration 0027 creates pg_trgm for the file centre's name search. Where the extension cannot be
 * created (a server without PostgreSQL's contrib modules) the database must still migrate: the
 * index is left out and the search reads the table. The test stands a server without the module
 * in by a function of the extension's already in place, which makes CREATE EXTENSION fail as a
 * missing module would. PGlite always has the extension.
 */
describe.skipIf(!serverUrl)('migrating where pg_trgm cannot be created (postgres)', () => {
  const suffix = crypto.randomBytes(6).toString('hex');
  const database = `ld_ext_${suffix}`;
  const role = `ld_plain_${suffix}`;
  let opened: Database | undefined;

  beforeAll(async () => {
    await onServer(`CREATE ROLE ${role} LOGIN`);
    await onServer(`CREATE DATABASE ${database}`);
    // What the application's role needs (its schemas and tables), as a role that is not a superuser.
    await onServer(`GRANT CREATE ON DATABASE ${database} TO ${role}`);
    await onServer(
      `GRANT USAGE, CREATE ON SCHEMA public TO ${role}; CREATE FUNCTION public.show_trgm(text) RETURNS text[] LANGUAGE sql AS 'select null::text[]'`,
      withPath(serverUrl!, database),
    );
  });
  afterAll(async () => {
    await opened?.close().catch(() => undefined);
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await onServer(`DROP ROLE IF EXISTS ${role}`);
  });

  it('applies every migration without the trigram index, and the name search still answers', async () => {
    opened = await openDatabase({ url: withPath(serverUrl!, database, role) });
    await opened.migrate();
    const { db } = opened;
    const present = (await db.execute(
      sql`select (select count(*)::int from pg_extension where extname = 'pg_trgm') as extensions, (select count(*)::int from pg_indexes where indexname = 'sys_file_name_trgm_idx') as indexes`,
    )) as unknown as { rows: Array<{ extensions: number; indexes: number }> };
    expect(present.rows[0]).toEqual({ extensions: 0, indexes: 0 });
    await db.insert(files).values({ name: 'Quarterly_Report.pdf', size: 1, md5: '0'.repeat(32), sha256: '0'.repeat(64), ext: 'pdf', category: 'document', storageKey: 'k' });
    const found = await db.select({ name: files.name }).from(files).where(sql`${files.name} ilike ${'%report%'}`);
    expect(found).toEqual([{ name: 'Quarterly_Report.pdf' }]);
  });
});
