import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '../harness';
import { createRobustnessApp, documentedRoutes, fuzzingUser, injectionFailures, listRoutes, requestOf, shardOf, SQL_PAYLOADS, tableCounter, type DocumentedRoute, type Shard } from './fuzz-kit';

/** The injection walk runs as this many files, sql-injection.shard-<n>.test.ts (suite-self-check.test.ts holds them to it). */
export const SQL_INJECTION_SHARDS = 2;

/**
 * Every list the app offers — resource lists with their filters and sorts, and hand-written ones
 * (files, operators, dictionaries, sign-in history) — found in the OpenAPI document as the calls
 * whose answer holds a `list`, each of its parameters fed SQL-injection payloads: a 200 with no
 * more rows than a harmless value of the same parameter gets (or a 400), never a 5xx, never
 * database text; and no table loses or gains a row.
 *
 * The lists are split over SQL_INJECTION_SHARDS files (every other list to each, on an app and
 * database of its own) so that vitest runs them side by side.
 */
export function describeSqlInjection(shardNumber: number): void {
  const shard: Shard = { index: shardNumber - 1, count: SQL_INJECTION_SHARDS };
  describe.each(databaseKinds)(`filters and sorts take no SQL, shard ${shardNumber} of ${SQL_INJECTION_SHARDS} (%s)`, (kind) => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof fuzzingUser>>;
    let lists: DocumentedRoute[];
    beforeAll(async () => {
      t = await createRobustnessApp(kind);
      user = await fuzzingUser(t, 'robust_injector');
      lists = listRoutes(await documentedRoutes(t, user.token()));
    });
    afterAll(() => t.close());

    it('no payload widens a list, fails a statement or leaks database text', { timeout: 300_000 }, async () => {
      expect(lists.length).toBeGreaterThan(10);
      const counts = await tableCounter(t);
      const before = await counts();
      const wrong = await injectionFailures(t, user, lists, shard);
      expect(wrong, wrong.join('\n')).toEqual([]);
      expect(await counts()).toEqual(before);
    });

    it('a sort by a payload is a 400 naming sortField, a payload order one naming sortOrder', { timeout: 120_000 }, async () => {
      const sortable = lists.filter((r) => r.input.properties?.sortField);
      expect(sortable.length).toBeGreaterThan(5);
      for (const { item: route } of shardOf(sortable, shard)) {
        for (const payload of SQL_PAYLOADS) {
          for (const [query, field] of [[{ sortField: payload, sortOrder: 'asc' }, 'sortField'], [{ sortField: 'id', sortOrder: payload }, 'sortOrder']] as const) {
            const res = await t.app.inject(requestOf(route, { payload: query, transport: 'json', pathValues: [] }, user.token()));
            expect(res.statusCode, `${route.url} ${JSON.stringify(query)}: ${res.body.slice(0, 160)}`).toBe(400);
            expect(res.json().data.fields).toHaveProperty([field]);
          }
        }
      }
    });
  });
}
