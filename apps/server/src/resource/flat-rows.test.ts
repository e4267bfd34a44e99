import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFastProperties } from '../test/fast-properties';
import { databaseKinds, type TestApp } from '../test/harness';
import { withFlatRows } from './flat-rows';
import { ResourceReader } from './resource-reader';
import { categories, categoryDefinition, createResourceTestApp, owners, widgetDefinition, widgets } from './resource-test-kit';

/**
 * A prepared select decodes its rows with each field's decoder picked once (withFlatRows): every
 * value must come out as drizzle's own mapping gives it, whatever its type or when it is null,
 * but instants, which come as the API text of drizzle's Date.
 */
const instantsAsText = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])));

describe.each(databaseKinds)('flat rows decoded as drizzle decodes them (%s)', (kind) => {
  let t: TestApp;
  const readerOf = (name: string) => new ResourceReader(t.app.resources.db, t.app.resources, t.app.resources.get(name)!);

  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    const db = t.database.db;
    const [ada] = await db.insert(owners).values({ name: 'Ada' }).returning();
    await db.insert(widgets).values([
      { code: 'full', title: 'every type', qty: -7, price: '12345678901234567.000000000000000001', rate: '0.5000', active: false, status: 'PUBLISHED', happenedAt: new Date('2024-02-29T23:59:59.999Z'), ownerId: ada!.id, meta: { nested: [1, 'two', null] }, createdBy: 1 },
      { code: 'empty', happenedAt: null, ownerId: null, meta: null, rate: null },
    ]);
    const [root] = await db.insert(categories).values({ name: 'root' }).returning();
    await db.insert(categories).values([{ name: 'leaf', parentId: root!.id }, { name: 'other', parentId: root!.id }]);
  });
  afterAll(() => t.close());

  it.each([
    ['widget', () => widgetDefinition.name, true],
    ['category (a computed count)', () => categoryDefinition.name, false],
  ])('a %s: the same records as drizzle maps, instants as their API text, with the decoder installed', async (_, name, hasInstants) => {
    const reader = readerOf(name());
    const build = () => reader.select().orderBy(sql`1`);
    const flat = withFlatRows(build().prepare(undefined as unknown as string));
    expect((flat as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const decoded = await flat.execute();
    const mapped = await build();
    expect(decoded.length).toBeGreaterThanOrEqual(2);
    expect(mapped.some((row) => Object.values(row).some((value) => value instanceof Date))).toBe(hasInstants);
    expect(decoded).toEqual(instantsAsText(mapped));
  });

  it('the values themselves: instants as ISO-8601 text, numerics as exact text, json parsed, nulls kept', async () => {
    const reader = readerOf(widgetDefinition.name);
    const [full, empty] = await withFlatRows(reader.select().orderBy(sql`1`).prepare(undefined as unknown as string)).execute();
    expect(full).toMatchObject({ code: 'full', qty: -7, active: false, price: '12345678901234567.000000000000000001', rate: '0.5000', meta: { nested: [1, 'two', null] }, ownerIdLabel: 'Ada' });
    expect(full!.happenedAt).toBe('2024-02-29T23:59:59.999Z');
    expect(typeof full!.id).toBe('number');
    expect(empty).toMatchObject({ code: 'empty', happenedAt: null, ownerId: null, ownerIdLabel: null, meta: null, rate: null });
  });

  it('a select with nested fields keeps drizzle’s mapping', async () => {
    const nested = t.database.db.select({ id: widgets.id, owner: { name: owners.name } }).from(widgets).leftJoin(owners, sql`${owners.id} = ${widgets.ownerId}`);
    const prepared = withFlatRows(nested.prepare(undefined as unknown as string));
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    const rows = await prepared.execute();
    expect(rows.find((row) => row.owner?.name === 'Ada')).toBeDefined();
  });

  // A dictionary took twice as long to build and to write as JSON (lib/record-shape.ts).
  it('the decoded records and the API rows of a page are objects V8 keeps fast, with their keys in the API order', async () => {
    const reader = readerOf(widgetDefinition.name);
    const decoded = await withFlatRows(reader.select().orderBy(sql`1`).prepare(undefined as unknown as string)).execute();
    expect(Object.keys(decoded[0]!).length).toBeGreaterThan(16);
    expect(decoded.every(hasFastProperties)).toBe(true);
    const page = await reader.list({ pageIndex: 1, pageSize: 20 }, undefined);
    expect(page.list.length).toBeGreaterThanOrEqual(2);
    expect(page.list.every(hasFastProperties)).toBe(true);
    expect(Object.keys(page.list[0]!).slice(0, 4)).toEqual(['id', 'version', 'code', 'title']);
    expect(Object.keys(page.list[0]!)).toContain('ownerIdLabel');
    expect(Object.keys(page.list[0]!).indexOf('ownerIdLabel')).toBe(Object.keys(page.list[0]!).indexOf('ownerId') + 1);
  });
});
