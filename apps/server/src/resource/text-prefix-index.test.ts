import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { memberStartsWith } from '../modules/member/member-options';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness';
import { planNodes, planOf, type PlanNode } from '../test/query-plan';
import { canGrow } from '../test/small-tables';
import { listWhere, type ListQuery } from './list-conditions';
import { referenceOptionsQuery } from './reference-options';

/**
 * A search by the start of a text (an account, an address, an IP, a log's module, an order number
 * typed into a picker) on a table that grows is read from an index, on PGlite and on PostgreSQL.
 * Before, the prefix filters compared as typed under the database's collation: PGlite ("C") used
 * the column's index, but a PostgreSQL created with a locale (this machine's C.UTF-8 included)
 * cannot answer `like 'abc%'` from such an index, and walked the table: a million login-log rows
 * on every search. The plans are read with sequential scans and sorts priced out, so a missing
 * index shows as a scan, or as an index read whole with the match as a filter.
 */
describe.each(databaseKinds)('searches by the start of a text read an index (%s)', (kind) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.app.resources.db;
  });
  afterAll(() => t.close());

  /** The plan of `query` with sequential scans and sorts priced out: taken only where nothing else answers. */
  const pricedPlan = (query: SQLWrapper) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return planNodes(await planOf(tx as unknown as Db, query));
    });

  const described = (nodes: PlanNode[]) => nodes.map((node) => `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`).join(' > ');

  /** What is wrong with the plan of `query`, which must find its rows by an index condition on the folded text of `table` ('' when nothing). */
  async function unsearched(query: SQLWrapper, table: string): Promise<string> {
    const nodes = await pricedPlan(query);
    const searched = nodes.some((node) => node['Index Name']?.startsWith(`${table}_`) && /lower\(/.test(node['Index Cond'] ?? ''));
    return searched ? '' : described(nodes);
  }

  /** What is wrong with the plan of an unfiltered, ordered `query` on `table`: a scan or a sort of the whole table ('' when nothing). */
  async function unordered(query: SQLWrapper, table: string): Promise<string> {
    const nodes = await pricedPlan(query);
    // An incremental sort is allowed: the index gives the label's order, and only equal labels are sorted by id.
    const whole = nodes.some((node) => node['Node Type'] === 'Sort' || (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table));
    return whole ? described(nodes) : '';
  }

  it('every prefix filter of a list that can grow', async () => {
    const registry = t.app.resources;
    const checked: string[] = [];
    const missing: string[] = [];
    for (const resource of registry.all().filter(canGrow)) {
      for (const [name, field] of Object.entries(resource.definition.fields)) {
        if (field.filter !== 'prefix') continue;
        const query = { pageIndex: 1, [name]: 'Ab' } as ListQuery;
        const plan = await unsearched(
          db.select({ id: resource.idColumn }).from(resource.table).where(listWhere(db, registry, resource, query, undefined)),
          resource.tableName,
        );
        checked.push(`${resource.name}.${name}`);
        if (plan) missing.push(`${resource.name}.${name} (${resource.tableName}): ${plan}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['member/member.account', 'monitor/operlog.ip', 'finance/recharge-address.address']));
    expect(missing).toEqual([]);
  });

  it('every picker a form or a filter opens on a table that can grow, typed or not', async () => {
    const registry = t.app.resources;
    const picked = new Set(
      registry
        .all()
        .flatMap(({ definition }) => Object.values(definition.fields))
        .flatMap((field) => (field.type === 'reference' && (field.filter !== undefined || !field.readOnly) ? [field.resource] : [])),
    );
    const checked: string[] = [];
    const missing: string[] = [];
    for (const resource of registry.all().filter((each) => picked.has(each.name) && canGrow(each))) {
      const labelField = resource.definition.recordLabel!;
      for (const keyword of ['Ab', undefined]) {
        const query = referenceOptionsQuery(db, resource, labelField, undefined, { keyword });
        // Nothing typed: the first rows in label order, read in that order.
        const plan = keyword ? await unsearched(query, resource.tableName) : await unordered(query, resource.tableName);
        if (plan) missing.push(`${resource.name} by ${labelField}${keyword ? ` typed "${keyword}"` : ''}: ${plan}`);
      }
      checked.push(resource.name);
    }
    expect(checked).toEqual(expect.arrayContaining(['member/member', 'contract/entrust', 'earn/order']));
    expect(missing).toEqual([]);
  });

  it('the member picker, by the start of an account, a nickname or a phone', async () => {
    // Each of the three has its index, so together they answer without reading the table.
    expect(await unsearched(db.select({ id: members.id }).from(members).where(memberStartsWith('Ab')), 'mem_member')).toBe('');
  });
});
