import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; when: number }[] };
const whenOf = (idx: number) => journal.entries.find((e) => e.idx === idx)!.when;
const migrations = readMigrationFiles({ migrationsFolder });

/**
 * Applies the migrations written after `afterIdx` (none when null) up to and including `upToIdx`,
 * so an upgrade test can write the rows an older install held between two steps, as a real upgrade
 * finds them.
 */
export async function migrateSteps(db: PGlite, afterIdx: number | null, upToIdx: number): Promise<void> {
  const from = afterIdx === null ? -Infinity : whenOf(afterIdx);
  for (const migration of migrations.filter((m) => m.folderMillis > from && m.folderMillis <= whenOf(upToIdx))) {
    for (const statement of migration.sql) if (statement.trim()) await db.exec(statement);
  }
}
