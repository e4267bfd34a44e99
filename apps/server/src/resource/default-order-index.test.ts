import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { planNodes, planOf } from '../test/query-plan';
import { listOrder, listWhere, type ListQuery } from './list-conditions';

/**
 * Resources whose default order may be a sort, because their table stays small (rows an operator
 * configures by hand, or a set their scope keeps to a handful); every other list's page 1 must be
 * read in order from an index, or it sorts the whole table on every request (a million rows: a
 * scan and a sort of each, some 100–200 ms a page).
 */
const SMALL_TABLES: Record<string, string> = {
  'content/news-category': 'categories an editor keeps',
  'content/service-link': 'links an editor keeps',
  'contract/delivery-cycle': 'a few cycles per product',
  'contract/product': 'the listed products',
  'contract/test-product': 'the listed products',
  'contract/term-change': 'scheduled changes to product terms',
  'copy/lead-trader': 'the approved lead traders',
  'finance/budget': 'budgets the treasury sets',
  'finance/channel': 'the recharge channels',
  'finance/payout': 'scoped to withdrawals stuck in PAYING, read through the status index',
  'marketing/award-campaign': 'campaigns an operator creates',
  'marketing/coupon-template': 'templates an operator creates',
  'marketing/points-item': 'the points shop catalogue',
  'marketing/redeem-batch': 'batches an operator creates',
  'marketing/signin-campaign': 'campaigns an operator creates',
  'marketing/wheel': 'wheels an operator creates',
  'marketing/wheel-prize': 'a few prizes per wheel',
  'member/trial-template': 'templates an operator creates',
  'report/daily-statement': 'one row per currency and day',
  'system/dictData': 'dictionary entries',
  'system/notice': 'notices the staff publish',
  'system/post': 'the staff posts',
  'system/role': 'the staff roles',
  'system/user': 'the staff',
  'system/userIdentity': 'the staff sign-in identities',
};

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
        if (resource.definition.tree || resource.name in SMALL_TABLES) continue;
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

  it('names only resources that exist, each with its reason', () => {
    const names = new Set(t.app.resources.all().map((resource) => resource.name));
    expect(Object.keys(SMALL_TABLES).filter((name) => !names.has(name))).toEqual([]);
  });
});
