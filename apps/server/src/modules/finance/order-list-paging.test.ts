import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_UP_TO } from '../../resource/list-total';
import { listOrder, listWhere, type ListQuery } from '../../resource/list-conditions';
import { planNodes, planOf } from '../../test/query-plan';
import { databaseKinds, createTestApp, type TestApp } from '../../test/harness';
import { addMember, financeClient } from './finance-test-kit';

/**
 * The recharge list on the resource engine as a big table pages it: keyset cursors in the default
 * order (created_at desc, id desc) and a total counted only while counting is cheap.
 */
describe.each(databaseKinds)('order lists: keyset pages and estimated totals (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let list: (payload: object) => Promise<{ status: number; body: { data: any; msg: string } }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  let member = 0;
  let serial = 0;

  /** Orders of one member; five share each created_at, and neighbouring groups lie one microsecond apart (inside one millisecond). */
  const addOrders = async (memberId: number, count: number, from: string) => {
    serial += 1;
    await t.database.db.execute(sql`
      insert into fin_recharge_order (order_no, member_id, currency, requested_amount, status, created_at)
      select ${`RP${serial}_`} || g, ${memberId}, 'USDT', 1, 'PENDING', ${from}::timestamptz + ((g / 5) * interval '1 microsecond')
      from generate_series(1, ${count}) g`);
  };
  const expectedIds = async (memberId: number) =>
    ((await t.database.db.execute(sql`select id from fin_recharge_order where member_id = ${memberId} order by created_at desc, id desc`)) as unknown as { rows: Array<{ id: string | number }> }).rows.map(
      (r) => Number(r.id),
    );
  const ids = (data: { list: Array<{ id: number }> }) => data.list.map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn();
    const { call } = financeClient(t);
    list = (payload) => call(admin, 'POST', 'rechargeList', payload);
    member = await addMember(t.database.db, 'paging');
    await addOrders(member, 45, '2030-01-01 00:00:00.123456+00');
  });
  afterAll(() => t.close());

  it('walks every row once by next cursors, ties on created_at broken by id, and stops at the end', async () => {
    const expected = await expectedIds(member);
    const seen: number[] = [];
    let page = (await list({ memberId: member, pageIndex: 1, pageSize: 10 })).body.data;
    expect(page.prevCursor).toBeUndefined();
    for (let index = 2; page.nextCursor; index += 1) {
      seen.push(...ids(page));
      const res = await list({ memberId: member, pageIndex: index, pageSize: 10, cursor: page.nextCursor });
      expect(res.status, res.body.msg).toBe(200);
      page = res.body.data;
      expect(page.pageIndex).toBe(index);
    }
    seen.push(...ids(page));
    expect(seen).toEqual(expected);
    expect(page.list).toHaveLength(5);
  });

  it('keeps the next and previous pages where they were while newer rows arrive', async () => {
    const before = await expectedIds(member);
    const first = (await list({ memberId: member, pageIndex: 1, pageSize: 10 })).body.data;
    const second = (await list({ memberId: member, pageIndex: 2, pageSize: 10, cursor: first.nextCursor })).body.data;
    expect(ids(second)).toEqual(before.slice(10, 20));
    // Three newer orders: by number, page 3 would now start three rows earlier.
    await addOrders(member, 3, '2031-01-01 00:00:00+00');
    const third = (await list({ memberId: member, pageIndex: 3, pageSize: 10, cursor: second.nextCursor })).body.data;
    expect(ids(third)).toEqual(before.slice(20, 30));
    const back = (await list({ memberId: member, pageIndex: 2, pageSize: 10, cursor: third.prevCursor })).body.data;
    expect(ids(back)).toEqual(before.slice(10, 20));
    expect(back.nextCursor).toBeDefined();
    expect(back.prevCursor).toBeDefined();
  });

  it('refuses a cursor of another sort and a forged one, naming the cursor', async () => {
    const first = (await list({ memberId: member, pageIndex: 1, pageSize: 10 })).body.data;
    const otherSort = await list({ memberId: member, pageIndex: 2, pageSize: 10, cursor: first.nextCursor, sortField: 'requestedAmount', sortOrder: 'desc' });
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.data.fields).toHaveProperty('cursor');
    const [, field, order, id] = JSON.parse(Buffer.from(first.nextCursor, 'base64url').toString()) as unknown[];
    for (const value of ['2030-02-30 00:00:00+00', "x'; drop table fin_recharge_order; --", '']) {
      const forged = Buffer.from(JSON.stringify(['a', field, order, id, value])).toString('base64url');
      const res = await list({ memberId: member, pageIndex: 2, pageSize: 10, cursor: forged });
      expect(res.status, value).toBe(400);
      expect(res.body.data.fields).toHaveProperty('cursor');
    }
    expect((await list({ pageIndex: 2, cursor: '!!' })).status).toBe(400);
  });

  it('answers an estimate, said as one, when the rows are too many to count, and an exact total when the filter makes counting cheap', async () => {
    const other = await addMember(t.database.db, 'bulk');
    await addOrders(other, EXACT_TOTAL_UP_TO + 500, '2029-01-01 00:00:00+00');
    await t.database.db.execute(sql`analyze fin_recharge_order`);
    const actual = ((await t.database.db.execute(sql`select count(*)::int as n from fin_recharge_order`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;

    const whole = (await list({ pageIndex: 1, pageSize: 20 })).body.data;
    expect(whole.totalEstimated).toBe(true);
    expect(whole.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(Math.abs(whole.total - actual)).toBeLessThan(actual * 0.2);
    expect(whole.list).toHaveLength(20);

    const narrowed = (await list({ memberId: member, pageIndex: 1, pageSize: 20 })).body.data;
    expect(narrowed).toMatchObject({ total: 48 });
    expect(narrowed.totalEstimated).toBeUndefined();
  });

  it('reads a rare channel\'s page through the channel index, not the whole table in the list\'s order', async () => {
    // After the test above: over 10,000 manual orders, none through the payment provider.
    const registry = t.app.resources;
    const resource = registry.get('finance/recharge')!;
    const query = { channel: ['CNY_PSP'] } as unknown as ListQuery;
    const page = registry.db
      .select({ id: resource.idColumn })
      .from(resource.table)
      .where(listWhere(registry.db, registry, resource, query, undefined))
      .orderBy(...listOrder(resource, query))
      .limit(21);
    const indexes = planNodes(await planOf(registry.db, page)).map((node) => node['Index Name']);
    expect(indexes).toContain('fin_recharge_channel_idx');
    expect((await list({ channel: ['CNY_PSP'], pageIndex: 1, pageSize: 20 })).body.data).toMatchObject({ list: [], total: 0 });
  });
});
