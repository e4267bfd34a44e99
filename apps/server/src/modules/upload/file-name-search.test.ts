import { count, desc, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { planNodes, planOf } from '../../test/query-plan';
import { fileListWhere } from './file-catalog';

/**
 * The file centre's name search finds the text anywhere in a name, which no btree answers: on
 * PostgreSQL with 200,000 files it read the whole table for the page and again for the count. A
 * trigram index (migration 0027, pg_trgm) answers both, on PGlite and on PostgreSQL. Plans are
 * read with sequential scans priced out, so a missing index shows as a scan.
 */
describe.each(databaseKinds)("the file centre's name search reads the trigram index (%s)", (kind) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.db;
  });
  afterAll(() => t.close());

  /** The plan's nodes with sequential scans priced out (and, with `byIdsToo`, walks of an index in order). */
  const indexesRead = (query: SQLWrapper, byIdsToo = false) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      if (byIdsToo) await tx.execute(sql`set local enable_indexscan = off`);
      return planNodes(await planOf(tx as unknown as Db, query)).map((node) => `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
    });

  it('the count and a page of the matches', async () => {
    const where = fileListWhere({ name: 'report' });
    expect(await indexesRead(db.select({ total: count() }).from(files).where(where))).toContain('Bitmap Index Scan sys_file_name_trgm_idx');
    // A page of matches can be read from the index too, rather than by walking the ids and testing every name.
    const page = db.select({ id: files.id }).from(files).where(where).orderBy(desc(files.id)).limit(20);
    expect(await indexesRead(page, true)).toContain('Bitmap Index Scan sys_file_name_trgm_idx');
  });

  it('finds a name by any part of it, in any case, with the wildcards typed taken literally', async () => {
    await db.insert(files).values(
      ['Quarterly_Report-2026.PDF', 'report 100%.xlsx', 'notes.txt'].map((name, i) => ({
        name,
        size: 1,
        md5: String(i).padStart(32, '0'),
        sha256: String(i).padStart(64, '0'),
        ext: name.split('.').pop()!.toLowerCase(),
        category: 'document',
        storageKey: `trgm-${i}`,
        ownerId: null,
      })),
    );
    const names = async (typed: string) => (await db.select({ name: files.name }).from(files).where(fileListWhere({ name: typed })).orderBy(files.name)).map((r) => r.name);
    expect(await names('REPORT')).toEqual(['Quarterly_Report-2026.PDF', 'report 100%.xlsx']);
    expect(await names('ly_rep')).toEqual(['Quarterly_Report-2026.PDF']);
    expect(await names('100%')).toEqual(['report 100%.xlsx']);
    expect(await names('0%.')).toEqual(['report 100%.xlsx']);
    expect(await names('t_x')).toEqual([]);
  });
});
