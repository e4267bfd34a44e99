import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { planNodes, planOf } from '../test/query-plan';
import { canGrow, SEARCHED_ANYWHERE, SMALL_TABLES } from '../test/small-tables';
import { listOrder, listWhere, type ListQuery } from './list-conditions';

describe('every list that can grow reads its default order from an index', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('plans page 1 of each such list without a sort', async () => {
    const registry = t.app.resources;
    const db = registry.db;
    // A sort stays possible (the planner falls back to one when no index gives the order); it is never chosen over an index.
    await db.execute(sql`set enable_sort = off`);
    await db.execute(sql`set enable_seqscan = off`);
    const sorted: string[] = [];
    try {
      for (const resource of registry.all()) {
        if (!canGrow(resource)) continue;
        const query = {} as ListQuery;
        const page = db
          .select({ id: resource.idColumn })
          .from(resource.table)
          .where(listWhere(db, registry, resource, query, undefined))
          .orderBy(...listOrder(resource, query))
          .limit(21);
        const types = planNodes(await planOf(db, page)).map((node) => node['Node Type']);
        // An incremental sort is allowed: an index on the column alone gives the order, and only ties on it are sorted by id.
        if (types.includes('Sort')) {
          sorted.push(`${resource.name} (${resource.tableName}, by ${resource.definition.defaultSort.field} ${resource.definition.defaultSort.order}): ${types.join(' > ')}`);
        }
      }
    } finally {
      await db.execute(sql`reset enable_sort`);
      await db.execute(sql`reset enable_seqscan`);
    }
    expect(sorted).toEqual([]);
  });

  it('searches anywhere in a text only where the table stays within a few thousand rows', () => {
    // `contains` (ilike '%…%') has no btree index to read: on a table that grows it reads every row.
    const unbounded: string[] = [];
    for (const resource of t.app.resources.all()) {
      const searched = Object.entries(resource.definition.fields).filter(([, field]) => field.filter === 'contains');
      if (searched.length === 0 || !canGrow(resource) || resource.name in SEARCHED_ANYWHERE) continue;
      unbounded.push(`${resource.name}: ${searched.map(([name]) => name).join(', ')}`);
    }
    expect(unbounded).toEqual([]);
  });

  it('names only resources that exist, each with its reason', () => {
    const names = new Set(t.app.resources.all().map((resource) => resource.name));
    expect(Object.keys(SMALL_TABLES).filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(SEARCHED_ANYWHERE).filter((name) => !names.has(name))).toEqual([]);
  });
});
