import fc, { type JsonValue } from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterKeysOf, filterFields } from '@ledgerdesk/shared';
import { databaseKinds, type TestApp } from '../test/harness';
import { callResource, createResourceTestApp, widgetDefinition, widgets } from './resource-test-kit';

/** Whatever a client might send for one value: well-formed, almost well-formed, or nonsense. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.constantFrom('', ' ', '0', '-1', '1.5', '1e9', 'NaN', '9'.repeat(40), '0000-01-01', '2024-02-30', '2024-01-01T25:00:00Z', '13812345678', 'DRAFT', 'true', '%', '\\', "'"),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('a\u0000b', '\ud800', 'x\u0000'),
);

const fieldNames = Object.keys(widgetDefinition.fields);

/**
 * A refusal names the fields at fault, unless the body itself was refused: the JSON parser refuses a
 * body holding a `__proto__` key (prototype poisoning) as a whole, before any field is read.
 */
function expectNamedRefusal(body: { data: { reason?: string; fields?: Record<string, string> } }) {
  if (body.data.reason === 'request.malformedJson') return;
  expect(Object.keys(body.data.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
}

/** What fast-check found once (seed 2051344107): a value with its own `__proto__` key, always tried now. */
const poisoned = () => JSON.parse('{"__proto__": []}') as JsonValue;
const filterKeys = filterFields(widgetDefinition).flatMap(([name, field]) => filterKeysOf(name, field));

describe.each(databaseKinds)('no input makes the engine fail (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const rowCount = async () => (await t.database.db.select({ n: count() }).from(widgets))[0]!.n;

  it('add: 200, or 400/409 naming a field and writing nothing — never 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fieldNames, 'id', 'version', 'junk'), anyValue, { maxKeys: 6 }), async (payload) => {
        const before = await rowCount();
        const res = await callResource(t, widgetDefinition, 'add', payload, admin);
        expect([200, 400, 409], JSON.stringify({ payload, body: res.body })).toContain(res.status);
        if (res.status !== 200) {
          expectNamedRefusal(res.body);
          expect(await rowCount()).toBe(before);
        }
      }),
      { numRuns: 120, examples: [[{ code: poisoned() }]] },
    );
  });

  it('list: 200 or 400 naming a filter — never 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...filterKeys, 'sortField', 'sortOrder', 'pageIndex', 'pageSize'), anyValue, { maxKeys: 5 }), async (query) => {
        const res = await callResource(t, widgetDefinition, 'list', query, admin);
        expect([200, 400], JSON.stringify({ query, body: res.body })).toContain(res.status);
        if (res.status === 400) expectNamedRefusal(res.body);
      }),
      { numRuns: 150, examples: [[{ code: poisoned() }]] },
    );
  });
});
