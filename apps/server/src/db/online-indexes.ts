import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';

/** An index a pending migration adds, as written in its `CREATE INDEX IF NOT EXISTS` statement. */
export interface OnlineIndex {
  name: string;
  table: string;
  unique: boolean;
  /** What follows the table's name: `USING btree ("created_at","id")`, a `WHERE`, … */
  definition: string;
}

/** drizzle-kit's form, with `IF NOT EXISTS` added: `CREATE [UNIQUE] INDEX IF NOT EXISTS "name" ON "table" …`. */
const CREATE_INDEX = /^CREATE\s+(UNIQUE\s+)?INDEX\s+IF\s+NOT\s+EXISTS\s+"([^"]+)"\s+ON\s+(?:ONLY\s+)?"([^"]+)"\s+([\s\S]+?);?$/i;

/** A statement without its `--` comment lines and surrounding blanks (a migration's first statement carries its comment). */
const statementText = (statement: string) =>
  statement
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .trim();

/** The indexes of `migrations` that are still to run, after the one drizzle applied last (created_at `lastApplied`, null: none). */
export function pendingIndexes(migrations: readonly MigrationMeta[], lastApplied: number | null): OnlineIndex[] {
  // The same test drizzle's migrator makes of each migration.
  const pending = lastApplied === null ? migrations : migrations.filter((m) => lastApplied < m.folderMillis);
  return pending.flatMap((m) =>
    m.sql.flatMap((statement) => {
      const match = CREATE_INDEX.exec(statementText(statement));
      return match ? [{ unique: match[1] !== undefined, name: match[2]!, table: match[3]!, definition: match[4]!.trim() }] : [];
    }),
  );
}

/** SQLSTATE of a statement naming a column its table does not have. */
const UNDEFINED_COLUMN = '42703';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Builds, before the migrations run, the indexes they add to tables that already exist, each with
 * `CREATE INDEX CONCURRENTLY` on `client` (outside any transaction, under the caller's migration
 * lock). drizzle runs every pending migration in one transaction, where a plain `CREATE INDEX`
 * holds a lock that makes every insert and update of the table wait until the index is built:
 * on a table of millions of rows, seconds to minutes of refused writes on the instances still
 * serving while one upgrades. Built here, the migration's own `IF NOT EXISTS` finds it done.
 *
 * A build that failed halfway (a killed start-up) leaves an invalid index of that name, which
 * `IF NOT EXISTS` would keep for good: it is dropped and built again. Tables a pending migration
 * creates do not exist yet and are left to it (they are empty). A database drizzle has never
 * migrated has no such tables.
 */
export async function buildIndexesOnline(client: pg.PoolClient, migrationsFolder: string): Promise<void> {
  const journal = await client.query<{ exists: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!journal.rows[0]!.exists) return;
  const last = await client.query<{ created_at: string | null }>('select max(created_at) as created_at from drizzle.__drizzle_migrations');
  const lastApplied = last.rows[0]!.created_at === null ? null : Number(last.rows[0]!.created_at);
  for (const index of pendingIndexes(readMigrationFiles({ migrationsFolder }), lastApplied)) {
    const table = await client.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [quoted(index.table)]);
    if (!table.rows[0]!.exists) continue;
    const existing = await client.query<{ valid: boolean }>(
      `select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid
       where c.relname = $1 and c.relnamespace = current_schema()::regnamespace`,
      [index.name],
    );
    if (existing.rows[0]?.valid) continue;
    if (existing.rows[0]) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${quoted(index.name)}`);
    try {
      await client.query(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX CONCURRENTLY IF NOT EXISTS ${quoted(index.name)} ON ${quoted(index.table)} ${index.definition}`);
    } catch (error) {
      // An index on a column the same migration adds cannot be built before it: the migration
      // builds it. The statement is refused before any index exists, so nothing is left behind.
      if ((error as { code?: string }).code !== UNDEFINED_COLUMN) throw error;
    }
  }
}
