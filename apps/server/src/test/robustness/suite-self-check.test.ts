import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE, API_PREFIX, pageResultOf } from '@ledgerdesk/shared';
import { posts } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { operation } from '../../plugins/openapi';
import { createTestApp, type TestApp } from '../harness';
import { documentedRoutes, fuzzingUser, fuzzRoutes, injectionFailures, LEAK, listRoutes, shardOf, type DocumentedRoute } from './fuzz-kit';
import { ROUTE_FUZZ_SHARDS } from './route-fuzz-suite';
import { SQL_INJECTION_SHARDS } from './sql-injection-suite';
import { verbatim } from '../../lib/text-per-language';

const PLANTED = `${API_BASE}${API_PREFIX}/robustPlanted`;

/**
 * The robustness suite must be able to fail: three routes planted with the mistakes it looks for
 * (text straight into a statement, a refusal after a write outside any transaction, a filter
 * concatenated into SQL) are each caught, with the input that shows it.
 */
function plantedRoutes(t: () => TestApp): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'authenticated' as const };
    app.post(`${PLANTED}/storeNote`, { config, schema: { body: z.object({ note: z.string().max(50) }), ...operation('robust', verbatim('NUL reaches PostgreSQL'), z.object({})) } }, async (request, reply) => {
      await t().database.db.execute(sql`select ${request.body.note}::text`);
      return reply.ok({});
    });
    app.post(`${PLANTED}/halfWrite`, { config, schema: { body: z.object({ code: z.string().max(20) }), ...operation('robust', verbatim('writes, then refuses'), z.object({})) } }, async (request, reply) => {
      await t().database.db.insert(posts).values({ postCode: `planted_${Math.random()}`, postName: `planted_${Math.random()}` });
      if (request.body.code !== 'ok') throw badRequest('invalid input — code: must be ok', { code: 'must be ok' });
      return reply.ok({});
    });
    const row = z.object({ id: z.number() });
    app.post(`${PLANTED}/leakyList`, { config, schema: { body: z.object({ name: z.string().max(100).optional(), pageSize: z.number().optional() }), ...operation('robust', verbatim('filter as SQL text'), pageResultOf(row)) } }, async (request, reply) => {
      const name = request.body.name ?? '';
      try {
        const result = await t().database.db.execute(sql.raw(`select id::int as id from sys_post where post_name = '${name}'`));
        const list = (result as unknown as { rows: Array<{ id: number }> }).rows;
        return reply.ok({ list, total: list.length, pageIndex: 1, pageSize: 1000 });
      } catch {
        throw badRequest('invalid input — name: bad', { name: 'bad' });
      }
    });
    // Bound, yet unescaped: "%" and "_" are wildcards, so they list every post.
    const named = z.object({ id: z.number(), postName: z.string() });
    app.post(`${PLANTED}/wildcardList`, { config, schema: { body: z.object({ name: z.string().max(100).optional(), pageSize: z.number().optional() }), ...operation('robust', verbatim('filter with live wildcards'), pageResultOf(named)) } }, async (request, reply) => {
      const result = await t().database.db.execute(sql`select id::int as id, post_name as "postName" from sys_post where post_name ilike ${`%${request.body.name ?? ''}%`}`);
      const list = (result as unknown as { rows: Array<{ id: number; postName: string }> }).rows;
      return reply.ok({ list, total: list.length, pageIndex: 1, pageSize: 1000 });
    });
  };
}

describe('the robustness suite catches what it looks for', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof fuzzingUser>>;
  let planted: DocumentedRoute[];
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, (app) => void app.register(plantedRoutes(() => t)));
    user = await fuzzingUser(t);
    planted = (await documentedRoutes(t, user.token())).filter((r) => r.url.startsWith(PLANTED));
  });
  afterAll(() => t.close());

  const plantedRoute = (name: string) => planted.filter((r) => r.url.endsWith(name));

  it('a NUL that reaches the database is a 5xx it reports', { timeout: 60_000 }, async () => {
    const { failures } = await fuzzRoutes(t, user, plantedRoute('/storeNote'), { runs: 40 });
    expect(failures.join('\n')).toMatch(/storeNote: answered 500/);
  });

  it('a refusal after a write is a partial write it reports, naming the table', { timeout: 60_000 }, async () => {
    const { failures } = await fuzzRoutes(t, user, plantedRoute('/halfWrite'), { runs: 40 });
    expect(failures.join('\n')).toMatch(/halfWrite: refused with 400 .* yet wrote: sys_post \d+ → \d+/);
  });

  it('a filter concatenated into SQL is a widened list it reports', { timeout: 60_000 }, async () => {
    const wrong = await injectionFailures(t, user, listRoutes(plantedRoute('/leakyList')));
    expect(wrong.join('\n')).toMatch(/leakyList name="' OR '1'='1": \d+ rows against 0/);
  });

  it('a wildcard left live in a name filter is a widened list it reports, though a name may hold one', { timeout: 60_000 }, async () => {
    const wrong = await injectionFailures(t, user, listRoutes(plantedRoute('/wildcardList')));
    expect(wrong.join('\n')).toMatch(/wildcardList name="%": \d+ rows against 0/);
    // A post named with a literal % is rightly found by it: only the rows without one widen the list.
    await t.database.db.delete(posts);
    await t.database.db.insert(posts).values({ postCode: 'pct', postName: '10% desk' });
    expect((await injectionFailures(t, user, listRoutes(plantedRoute('/wildcardList')))).join('\n')).not.toMatch(/name="%"/);
  });
});

describe('the leak check', () => {
  it('finds a stack frame and a driver error, and reads a long one-line answer in linear time', () => {
    expect(LEAK.test('{"msg":"boom","stack":"Error: x\\n    at handler (/srv/app/src/modules/x.ts:12:5)"}')).toBe(true);
    expect(LEAK.test('{"msg":"at file:///srv/dist/main.mjs:1:2"}')).toBe(true);
    expect(LEAK.test('{"msg":"at /srv/dist/main.js:10"}')).toBe(true);
    expect(LEAK.test('{"msg":"duplicate key value violates unique constraint"}')).toBe(true);
    expect(LEAK.test('{"msg":"fixed at request time; created at 09:00"}')).toBe(false);
    // Many "at " and no frame, on one line, as the API document is: a few milliseconds; the
    // quadratic pattern before took about a minute on it, past the test's time-out.
    const answer = JSON.stringify({ fields: Array.from({ length: 40_000 }, (_, i) => `amount fixed at request time ${i}.ts`) });
    expect(LEAK.test(answer)).toBe(false);
  });
});

/**
 * The route fuzz and the injection walk are split over files so vitest runs them side by side:
 * a shard file missing (or one too many) would leave routes unwalked without any test failing.
 */
describe('the split walks still cover every route', () => {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const shardNumbers = (walk: string) =>
    fs.readdirSync(here).flatMap((name) => {
      const number = new RegExp(`^${walk}\\.shard-(\\d+)\\.test\\.ts$`).exec(name)?.[1];
      return number === undefined ? [] : [Number(number)];
    }).sort((a, b) => a - b);
  const oneTo = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  it.each([
    ['route-fuzz', ROUTE_FUZZ_SHARDS],
    ['sql-injection', SQL_INJECTION_SHARDS],
  ])('%s has one file per shard, 1 to %i', (walk, count) => {
    expect(shardNumbers(walk)).toEqual(oneTo(count));
  });

  it.each([1, 2, 3, 7])('%i shards take every item once, each at its place in the whole list', (count) => {
    const items = Array.from({ length: 50 }, (_, i) => `route ${i}`);
    const taken = oneTo(count).flatMap((n) => shardOf(items, { index: n - 1, count }));
    expect(taken.map((x) => x.position).sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
    for (const { item, position } of taken) expect(item).toBe(items[position]);
  });
});
