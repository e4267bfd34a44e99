import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '../harness';
import { createRobustnessApp, documentedRoutes, fuzzingUser, fuzzRoutes, shardOf, type DocumentedRoute, type Shard } from './fuzz-kit';

/** The route fuzz runs as this many files, route-fuzz.shard-<n>.test.ts (suite-self-check.test.ts holds them to it). */
export const ROUTE_FUZZ_SHARDS = 3;

/**
 * Every route the app registers, walked from app.routeRegistry and described by the app's own
 * OpenAPI document (so a route added later is fuzzed without touching this file), is sent inputs
 * generated from its schema — near-valid values to reach the handler, hostile ones (wrong types,
 * NUL, lone surrogates, huge numbers, dates out of range, deep objects, arrays for scalars, extra
 * keys) and odd bodies (text, form, broken multipart, broken JSON, none) — by a signed-in super
 * user. No answer may be a 5xx or leak database or stack text, a 400 must name the field, and a
 * refused change (4xx) must leave every table's row count as it was. Failures are gathered over
 * all routes, each with the input that caused it (ROBUST_SEED replays, ROBUST_RUNS deepens,
 * ROBUST_STATS=1 prints the statuses each route answered).
 *
 * The walk is split over ROUTE_FUZZ_SHARDS files (every third route to each, on an app and
 * database of its own) so that vitest runs them side by side; a route meets the same inputs in
 * whichever shard it falls.
 */
export function describeRouteFuzz(shardNumber: number): void {
  const shard: Shard = { index: shardNumber - 1, count: ROUTE_FUZZ_SHARDS };
  describe.each(databaseKinds)(`every route survives malformed and random input, shard ${shardNumber} of ${ROUTE_FUZZ_SHARDS} (%s)`, (kind) => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof fuzzingUser>>;
    let routes: DocumentedRoute[];
    beforeAll(async () => {
      t = await createRobustnessApp(kind);
      user = await fuzzingUser(t);
      routes = await documentedRoutes(t, user.token());
    });
    afterAll(() => t.close());

    it('no route answers 5xx, leaks internals, names no field or half-writes a refused change', { timeout: 600_000 }, async () => {
      expect(routes.length).toBeGreaterThan(80);
      const { failures, statuses } = await fuzzRoutes(t, user, routes, { shard });
      expect(Object.keys(statuses)).toHaveLength(shardOf(routes, shard).length);
      if (process.env.ROBUST_STATS) for (const [route, tally] of Object.entries(statuses)) console.log(route, JSON.stringify(tally));
      // The inputs reach past validation: changes are made, not every one is refused (more than ten over the whole walk).
      const accepted = Object.entries(statuses).filter(([route, tally]) => !route.startsWith('GET') && tally[200]);
      expect(accepted.length).toBeGreaterThan(Math.ceil(10 / ROUTE_FUZZ_SHARDS));
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}
