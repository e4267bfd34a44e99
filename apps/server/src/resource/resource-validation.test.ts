import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '../test/harness';
import { callAction, callResource, createResourceTestApp, widgetDefinition, widgets } from './resource-test-kit';

const valid = { code: 'VALID-1', title: 't', qty: 3, price: '10.25', rate: '0.5', active: true, phone: '13812345678' };

/** Each bad value, the field the 400 must name and what it must say. */
const BAD_INPUT: Array<[string, Record<string, unknown>, string, RegExp]> = [
  ['missing required text', { code: undefined }, 'code', /is required/],
  ['blank required text', { code: '   ' }, 'code', /is required/],
  ['text over maxLength', { code: 'x'.repeat(21) }, 'code', /at most 20 characters/],
  ['text of the wrong type', { title: 42 }, 'title', /must be text/],
  ['text with a NUL character', { title: 'a\u0000b' }, 'title', /must not contain a NUL character/],
  ['JSON with a NUL character', { meta: { note: 'a\u0000b' } }, 'meta', /must not contain a NUL character/],
  ['text failing its validator', { phone: '12345' }, 'phone', /must be a mobile phone number/],
  ['integer with a fraction', { qty: 1.5 }, 'qty', /whole number/],
  ['integer below min', { qty: -1 }, 'qty', /at least 0/],
  ['integer above max', { qty: 1001 }, 'qty', /at most 1000/],
  ['integer as words', { qty: 'many' }, 'qty', /whole number/],
  ['money as a float', { price: 10.5 }, 'price', /decimal string/],
  ['money with too many places', { price: '1.005' }, 'price', /at most 2 decimal places/],
  ['negative unsigned money', { price: '-1' }, 'price', /must not be negative/],
  ['money too large', { price: '1234567890123456789' }, 'price', /at most 18 integer digits/],
  ['money not a number', { price: '1e5' }, 'price', /decimal string/],
  ['decimal above max', { rate: '1.0001' }, 'rate', /at most 1/],
  ['decimal below min', { rate: '-0.1' }, 'rate', /at least 0/],
  ['decimal with too many places', { rate: '0.12345' }, 'rate', /at most 4 decimal places/],
  ['boolean as text', { active: 'yes' }, 'active', /true or false/],
  ['datetime that is not one', { happenedAt: '31/12/2024' }, 'happenedAt', /ISO-8601/],
  ['datetime in the year 0, which PostgreSQL does not have', { happenedAt: '0000-06-01T00:00:00Z' }, 'happenedAt', /ISO-8601/],
  ['reference that is not an id', { ownerId: -3 }, 'ownerId', /positive whole number/],
  ['reference to no row', { ownerId: 999999 }, 'ownerId', /no Owner has id 999999/],
  ['id number over its maxLength', { idNumber: '1'.repeat(19) }, 'idNumber', /at most 18 characters/],
];

describe.each(databaseKinds)('resource validation (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const rowCount = async () => (await t.database.db.select({ n: count() }).from(widgets))[0]!.n;

  it.each(BAD_INPUT)('add refuses %s with 400 naming the field and writes nothing', async (_case, change, field, message) => {
    const before = await rowCount();
    const res = await callResource(t, widgetDefinition, 'add', { ...valid, ...change }, admin);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fields)).toEqual([field]);
    expect(res.body.data.fields[field]).toMatch(message);
    expect(res.body.msg).toContain(field);
    expect(await rowCount()).toBe(before);
  });

  it('enum fields outside the form are not accepted from a client (stripped), enum filters are checked', async () => {
    const res = await callResource(t, widgetDefinition, 'add', { ...valid, code: 'ENUM-1', status: 'RETIRED', version: 7, deletedAt: '2020-01-01' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'DRAFT', version: 0 });
    const list = await callResource(t, widgetDefinition, 'list', { status: ['DRAFT', 'GONE'] }, admin);
    expect(list.status).toBe(400);
    expect(list.body.data.fields).toEqual({ 'status[1]': 'must be one of DRAFT, PUBLISHED, RETIRED' });
  });

  it('normalises what it stores: trimmed text, decimal strings, ISO instants, sanitised rich text', async () => {
    const res = await callResource(t, widgetDefinition, 'add', {
      code: '  TRIM-1  ',
      price: '0012.50',
      rate: '0.2500',
      happenedAt: '2024-05-06T07:08:09+02:00',
      notes: '<p onclick="steal()">hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      meta: { nested: [1, 'two'] },
    }, admin);
    expect(res.body.data).toMatchObject({
      code: 'TRIM-1',
      price: '12.5',
      rate: '0.25',
      happenedAt: '2024-05-06T05:08:09.000Z',
      notes: '<p>hi<a rel="noopener noreferrer">x</a></p>',
      meta: { nested: [1, 'two'] },
    });
  });

  it('edit: a required field may not be emptied, version is required, unknown ids answer 404', async () => {
    const { id } = (await callResource(t, widgetDefinition, 'add', { code: 'EDIT-V' }, admin)).body.data;
    const emptied = await callResource(t, widgetDefinition, 'edit', { id, version: 0, code: '' }, admin);
    expect(emptied.status).toBe(400);
    expect(emptied.body.data.fields).toEqual({ code: 'is required' });
    const noVersion = await callResource(t, widgetDefinition, 'edit', { id, title: 'x' }, admin);
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.data.fields.version).toMatch(/is required/);
    const missing = await callResource(t, widgetDefinition, 'edit', { id: 987654, version: 0, title: 'x' }, admin);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('Widget 987654 does not exist');
    const after = await callResource(t, widgetDefinition, 'get', { id: String(id) }, admin);
    expect(after.body.data).toMatchObject({ code: 'EDIT-V', version: 0, title: '' });
  });

  it('get and delete validate their ids', async () => {
    const get = await callResource(t, widgetDefinition, 'get', { id: 'abc' }, admin);
    expect(get.status).toBe(400);
    expect(get.body.data.fields.id).toMatch(/positive whole number/);
    const none = await callResource(t, widgetDefinition, 'delete', { ids: [] }, admin);
    expect(none.body.data.fields).toEqual({ ids: 'must name at least one row' });
    const tooMany = await callResource(t, widgetDefinition, 'delete', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, admin);
    expect(tooMany.body.data.fields).toEqual({ ids: 'at most 1000 rows at a time' });
  });

  it('list parameters are checked: sort field whitelist, sort order, page size, range bounds', async () => {
    const res = await callResource(t, widgetDefinition, 'list', { sortField: 'phone', sortOrder: 'sideways', pageSize: 5000, qtyFrom: 'x', happenedAtTo: 'soon' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({
      sortField: 'must be one of code, qty, price, happenedAt, id',
      sortOrder: 'must be asc or desc',
      pageSize: expect.stringMatching(/1000/),
      qtyFrom: 'must be a whole number',
      happenedAtTo: 'must be an ISO-8601 date or date-time',
    });
  });

  it('filter values the column cannot hold are 400 naming the filter, not a failed statement', async () => {
    const huge = await callResource(t, widgetDefinition, 'list', { qtyFrom: 2 ** 40 }, admin);
    expect(huge.status).toBe(400);
    expect(huge.body.data.fields).toEqual({ qtyFrom: 'must be at most 2147483647' });
    const yearZero = await callResource(t, widgetDefinition, 'list', { happenedAtFrom: '0000-01-01' }, admin);
    expect(yearZero.body.data.fields).toEqual({ happenedAtFrom: 'must be an ISO-8601 date or date-time' });
    const bigId = await callResource(t, widgetDefinition, 'list', { ownerId: 2 ** 50 }, admin);
    expect(bigId.body.data).toMatchObject({ total: 0 });
  });

  it('an action with a required reason refuses a blank one', async () => {
    const { id } = (await callResource(t, widgetDefinition, 'add', { code: 'ACT-R' }, admin)).body.data;
    const res = await callAction(t, widgetDefinition, 'publish', { id, reason: '  ' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({ reason: 'a reason is required' });
    const noId = await callAction(t, widgetDefinition, 'publish', { reason: 'because' }, admin);
    expect(noId.body.data.fields.id).toMatch(/is required/);
  });
});
