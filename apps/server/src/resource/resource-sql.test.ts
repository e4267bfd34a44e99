import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortableFieldsOf } from '@ledgerdesk/shared';
import { databaseKinds, type TestApp } from '../test/harness';
import { escapeLike } from '../db/folded-text';
import type { ListQuery } from './list-conditions';
import { ResourceReader } from './resource-reader';
import { createResourceTestApp, widgetDefinition } from './resource-test-kit';

/** Text a filter may carry, quotes, wildcards, backslashes and SQL words included; never blank. */
const text = fc
  .string({ unit: fc.constantFrom(...`abc'"%_\\;-- ()OR1=1DROP$é中`.split('')), minLength: 1, maxLength: 40 })
  .map((s) => `Q${s}`);
const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), fc.nat({ max: 99 }))
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(2, '0')}`);
const instant = fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true });
const dateBound = fc.oneof(instant.map((d) => d.toISOString()), instant.map((d) => d.toISOString().slice(0, 10)));

/**
 * Every filter of the test widget at once, each with a random value. Pages from 2: drizzle leaves
 * out `offset 0`, so page 1 has one clause less (a fixed text too, and still no value in it).
 */
const everyFilter = fc.record({
  pageIndex: fc.integer({ min: 2, max: 1_000_000 }),
  pageSize: fc.integer({ min: 1, max: 1000 }),
  code: text,
  title: text,
  phone: text,
  qtyFrom: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  qtyTo: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  priceFrom: decimal,
  priceTo: decimal,
  active: fc.boolean(),
  status: fc.subarray(['DRAFT', 'PUBLISHED', 'RETIRED'], { minLength: 1 }),
  happenedAtFrom: dateBound,
  happenedAtTo: dateBound,
  ownerId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  ownerIdLabel: text,
});

describe.each(databaseKinds)('no list input changes the SQL text (%s)', (kind) => {
  let t: TestApp;
  let reader: ResourceReader;
  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    const resource = t.app.resources.get(widgetDefinition.name)!;
    reader = new ResourceReader(t.app.resources.db, t.app.resources, resource);
  });
  afterAll(() => t.close());

  const schema = () => t.app.resources.get(widgetDefinition.name)!.schemas.listQuery;
  const build = (input: Record<string, unknown>) => reader.listQuery(schema().parse(input) as ListQuery, undefined).toSQL();

  it('filter and paging values only ever travel as parameters', () => {
    const baseline = build(fc.sample(everyFilter, { numRuns: 1, seed: 1 })[0]!).sql;
    fc.assert(
      fc.property(everyFilter, (input) => {
        const { sql, params } = build(input);
        expect(sql).toBe(baseline);
        // The text values start with Q, which the lower-case SQL text never contains.
        expect(sql).not.toContain('Q');
        expect(params).toContain(`${escapeLike(input.code.trim())}%`);
        for (const key of ['title', 'phone', 'ownerIdLabel'] as const) expect(params).toContain(input[key].trim());
      }),
      { numRuns: 300 },
    );
  });

  it('a sort names a whitelisted field or is refused; each whitelisted sort has one SQL text', () => {
    const whitelist = sortableFieldsOf(widgetDefinition);
    const textOf = new Map<string, string>();
    for (const field of whitelist) for (const order of ['asc', 'desc']) textOf.set(`${field} ${order}`, build({ sortField: field, sortOrder: order }).sql);
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...whitelist), fc.string({ maxLength: 30 })), fc.constantFrom('asc', 'desc'), (field, order) => {
        const parsed = schema().safeParse({ sortField: field, sortOrder: order });
        const blank = field === '';
        expect(parsed.success).toBe(blank || whitelist.includes(field));
        if (parsed.success && !blank) expect(build({ sortField: field, sortOrder: order }).sql).toBe(textOf.get(`${field} ${order}`));
      }),
      { numRuns: 300 },
    );
  });
});
