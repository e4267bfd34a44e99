import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIST_SIZE } from '@ledgerdesk/shared';
import { databaseKinds, type TestApp } from '../test/harness';
import { sentDuring } from '../test/statement-counter';
import { callResource, createResourceTestApp, owners, widgetDefinition, widgets } from './resource-test-kit';

describe.each(databaseKinds)('resource lists against real rows (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const idOf: Record<string, number> = {};
  let ada = 0;

  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
    const db = t.database.db;
    ada = (await db.insert(owners).values({ name: 'Ada' }).returning())[0]!.id;
    const [bob] = await db.insert(owners).values({ name: 'Bob' }).returning();
    const rows = [
      { code: 'AB-1', title: 'alpha', qty: 5, price: '10.5', active: true, status: 'DRAFT', happenedAt: new Date('2024-01-01T10:00:00Z'), ownerId: ada },
      { code: 'AB-2', title: 'beta', qty: 10, price: '100', active: false, status: 'PUBLISHED', happenedAt: new Date('2024-01-02T00:00:00Z'), ownerId: bob!.id },
      { code: 'AC_3', title: 'gamma', qty: 15, price: '0.01', active: true, status: 'RETIRED', happenedAt: new Date('2024-01-02T23:59:59.999Z'), ownerId: ada },
      { code: 'A%4', title: 'delta', qty: 20, price: '1000.25', active: true, status: 'DRAFT', happenedAt: null, ownerId: null },
      { code: 'AB-5', title: 'deleted', qty: 10, price: '5', active: true, status: 'DRAFT', happenedAt: null, ownerId: ada, deletedAt: new Date() },
    ];
    for (const row of rows) {
      const [inserted] = await db.insert(widgets).values(row).returning({ id: widgets.id });
      idOf[row.code] = inserted!.id;
    }
  });
  afterAll(() => t.close());

  const codes = async (query: Record<string, unknown>) => {
    const res = await callResource(t, widgetDefinition, 'list', query, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.list as Array<{ code: string }>).map((r) => r.code);
  };

  it('answers the default sort (id descending), soft-deleted rows hidden, with labels', async () => {
    const res = await callResource(t, widgetDefinition, 'list', {}, admin);
    expect(res.body.data).toMatchObject({ total: 4, pageIndex: 1, pageSize: DEFAULT_LIST_SIZE });
    expect(res.body.data.list.map((r: { code: string }) => r.code)).toEqual(['A%4', 'AC_3', 'AB-2', 'AB-1']);
    expect(res.body.data.list[3]).toMatchObject({ ownerId: ada, ownerIdLabel: 'Ada', price: '10.5', happenedAt: '2024-01-01T10:00:00.000Z' });
  });

  it("answers only the list schema's keys: a key a hook adds stays on the server", async () => {
    const res = await callResource(t, widgetDefinition, 'list', {}, admin);
    const alpha = res.body.data.list.find((r: { code: string }) => r.code === 'AB-1');
    expect(alpha).toMatchObject({ title: 'alpha', code: 'AB-1' });
    expect(alpha).not.toHaveProperty('serverOnly');
  });

  it('pages with total', async () => {
    const res = await callResource(t, widgetDefinition, 'list', { pageIndex: 2, pageSize: 3 }, admin);
    expect(res.body.data).toMatchObject({ total: 4, pageIndex: 2, pageSize: 3 });
    expect(res.body.data.list.map((r: { code: string }) => r.code)).toEqual(['AB-1']);
  });

  it('the total of an empty page: none on the first page of a filter matching nothing, all of them on a page past the end', async () => {
    // A page's rows carry its count; a page with no row counts on its own.
    const none = await callResource(t, widgetDefinition, 'list', { title: 'nothing like it' }, admin);
    expect(none.body.data).toMatchObject({ total: 0, list: [] });
    const past = await callResource(t, widgetDefinition, 'list', { pageIndex: 9, pageSize: 3 }, admin);
    expect(past.body.data).toMatchObject({ total: 4, pageIndex: 9, list: [] });
    const pastFiltered = await callResource(t, widgetDefinition, 'list', { pageIndex: 2, pageSize: 3, status: ['DRAFT'] }, admin);
    expect(pastFiltered.body.data).toMatchObject({ total: 2, list: [] });
  });

  it('reads a page and its count in one statement on one connection, and both at once on a pool', async () => {
    const list = () => callResource(t, widgetDefinition, 'list', { status: ['DRAFT', 'RETIRED'], pageSize: 2 }, admin);
    let answer: Awaited<ReturnType<typeof list>> | undefined;
    const sent = await sentDuring(t.database.db, async () => {
      answer = await list();
    });
    expect(answer!.body.data).toMatchObject({ total: 3, list: [{ code: 'A%4' }, { code: 'AC_3' }] });
    const reads = sent.statements.filter((text) => text.includes('"t_widget"') && !/sys_session/.test(text));
    const counts = reads.filter((text) => /^select \(select count\(\*\)/.test(text));
    if (kind === 'postgres') {
      // The count waits for no page: on two connections, the list takes the longer of the two, not their sum.
      expect(counts, reads.join('\n')).toHaveLength(1);
      expect(reads, reads.join('\n')).toHaveLength(2);
      expect(sent.mostAtOnce).toBe(2);
    } else {
      expect(counts, reads.join('\n')).toHaveLength(0);
      expect(reads, reads.join('\n')).toHaveLength(1);
      expect(reads[0]).toContain('select count(*)::int from');
      expect(sent.mostAtOnce).toBe(1);
    }
  });

  it('prefix: starts with in any case, % and _ taken literally', async () => {
    expect(await codes({ code: 'AB' })).toEqual(['AB-2', 'AB-1']);
    expect(await codes({ code: 'ab-' })).toEqual(['AB-2', 'AB-1']);
    expect(await codes({ code: 'aC_' })).toEqual(['AC_3']);
    expect(await codes({ code: 'A%' })).toEqual(['A%4']);
    expect(await codes({ code: 'AC_' })).toEqual(['AC_3']);
    expect(await codes({ code: 'A_' })).toEqual([]);
    expect(await codes({ code: 'b' })).toEqual([]);
    expect(await codes({ code: '' })).toHaveLength(4);
  });

  it('exact: text, boolean and reference id', async () => {
    expect(await codes({ title: 'beta' })).toEqual(['AB-2']);
    expect(await codes({ title: 'bet' })).toEqual([]);
    expect(await codes({ active: false })).toEqual(['AB-2']);
    expect(await codes({ active: 'true' })).toEqual(['A%4', 'AC_3', 'AB-1']);
    expect(await codes({ ownerId: ada })).toEqual(['AC_3', 'AB-1']);
  });

  it('reference label: exact, through the referenced rows', async () => {
    expect(await codes({ ownerIdLabel: 'Ada' })).toEqual(['AC_3', 'AB-1']);
    expect(await codes({ ownerIdLabel: 'Bob' })).toEqual(['AB-2']);
    expect(await codes({ ownerIdLabel: 'Ad' })).toEqual([]);
  });

  it('range: integers, money compared as numbers, date-times with a bare date covering its UTC day', async () => {
    expect(await codes({ qtyFrom: 10, qtyTo: 15 })).toEqual(['AC_3', 'AB-2']);
    expect(await codes({ qtyFrom: '16' })).toEqual(['A%4']);
    expect(await codes({ priceTo: '99.99' })).toEqual(['AC_3', 'AB-1']);
    expect(await codes({ priceFrom: '10.5', priceTo: '100' })).toEqual(['AB-2', 'AB-1']);
    expect(await codes({ happenedAtFrom: '2024-01-02', happenedAtTo: '2024-01-02' })).toEqual(['AC_3', 'AB-2']);
    expect(await codes({ happenedAtTo: '2024-01-01T23:59:59Z' })).toEqual(['AB-1']);
  });

  it('in: an array or one comma-separated string', async () => {
    expect(await codes({ status: ['DRAFT', 'RETIRED'] })).toEqual(['A%4', 'AC_3', 'AB-1']);
    expect(await codes({ status: 'PUBLISHED,RETIRED' })).toEqual(['AC_3', 'AB-2']);
    expect(await codes({ status: [] })).toHaveLength(4);
  });

  it('cidr: an address or a range of IPv4 or IPv6, text that is no address never matching, garbage refused', async () => {
    const hosts: Record<string, string> = { 'AB-1': '10.1.2.3', 'AB-2': '10.200.0.1', AC_3: '2001:db8::5', 'A%4': 'not-an-ip:1' };
    for (const [code, host] of Object.entries(hosts)) await t.database.db.update(widgets).set({ host }).where(eq(widgets.code, code));
    expect(await codes({ host: '10.0.0.0/8' })).toEqual(['AB-2', 'AB-1']);
    expect(await codes({ host: '10.1.0.0/16' })).toEqual(['AB-1']);
    expect(await codes({ host: '10.1.2.3' })).toEqual(['AB-1']);
    // Host bits set are read as PostgreSQL's inet reads them: the network of 10.200.9.9/16.
    expect(await codes({ host: '10.200.9.9/16' })).toEqual(['AB-2']);
    expect(await codes({ host: '2001:db8::/32' })).toEqual(['AC_3']);
    expect(await codes({ host: ' 0.0.0.0/0 ' })).toEqual(['AB-2', 'AB-1']);
    expect(await codes({ host: '' })).toHaveLength(4);
    for (const garbage of ['10.0.0.0/33', '300.1.1.1', 'abc', "1.1.1.1'; drop table t_widget; --", '2001:db8::/129', '1:2:3']) {
      const res = await callResource(t, widgetDefinition, 'list', { host: garbage }, admin);
      expect(res.status, garbage).toBe(400);
      expect(res.body.data.fields.host, garbage).toMatch(/IP address or a range/);
    }
  });

  it('filters combine (AND)', async () => {
    expect(await codes({ status: ['DRAFT'], active: true, qtyTo: 10 })).toEqual(['AB-1']);
  });

  it('sorts by whitelisted fields in both directions, id breaking ties', async () => {
    expect(await codes({ sortField: 'price', sortOrder: 'asc' })).toEqual(['AC_3', 'AB-1', 'AB-2', 'A%4']);
    expect(await codes({ sortField: 'price', sortOrder: 'desc' })).toEqual(['A%4', 'AB-2', 'AB-1', 'AC_3']);
    expect(await codes({ sortField: 'code', sortOrder: 'asc' })).toEqual(['A%4', 'AB-1', 'AB-2', 'AC_3']);
    expect(await codes({ sortField: 'id', sortOrder: 'asc' })).toEqual(['AB-1', 'AB-2', 'AC_3', 'A%4']);
    await t.database.db.update(widgets).set({ qty: 7 }).where(eq(widgets.code, 'AB-2'));
    await t.database.db.update(widgets).set({ qty: 7 }).where(eq(widgets.code, 'AB-1'));
    expect(await codes({ sortField: 'qty', sortOrder: 'asc' })).toEqual(['AB-1', 'AB-2', 'AC_3', 'A%4']);
    expect(await codes({ sortField: 'qty', sortOrder: 'desc' })).toEqual(['A%4', 'AC_3', 'AB-2', 'AB-1']);
  });
});
