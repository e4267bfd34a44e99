import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../test/harness';

/**
 * The permission matrix of every route the app registers, walked from app.routeRegistry so a route
 * added later is covered without touching this file: each declares its access; each that needs a
 * permission answers 401 signed out and 403 to a signed-in user holding no permission; each that
 * needs a session answers 401 signed out. The access check runs before any body or parameter is
 * read, so one request per route with placeholder parameters is enough.
 */
describe.each(databaseKinds)('route permission matrix (%s)', (kind) => {
  let t: TestApp;
  let nobody: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Signed in, no role, no permission.
    await t.database.db.insert(users).values({ userName: 'matrix_nobody', nickname: 'Nobody', passwordHash: await hashPassword(TEST_PASSWORD) });
    nobody = await t.signIn('matrix_nobody');
  });
  afterAll(() => t.close());

  const routes = () => t.app.routeRegistry.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  /** A concrete address for a route pattern: each `:param` filled, a wildcard left as a path. */
  const addressOf = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'matrix');
  const ask = (route: { method: string; url: string }, token?: string) =>
    t.app.inject({ method: route.method as 'GET', url: addressOf(route.url), headers: token ? bearer(token) : {} });

  it('every route declares its access', () => {
    expect(routes().filter((r) => r.access === undefined)).toEqual([]);
  });

  it('every route needing a permission answers 401 signed out and 403 without the permission', async () => {
    const guarded = routes().filter((r) => typeof r.access === 'object');
    // The walk sees the real routes (finance, members, menus, identity…), not an empty list.
    expect(guarded.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of guarded) {
      const [signedOut, unpermitted] = [await ask(route), await ask(route, nobody)];
      if (signedOut.statusCode !== 401) wrong.push(`${route.method} ${route.url} signed out: ${signedOut.statusCode}`);
      if (unpermitted.statusCode !== 403) wrong.push(`${route.method} ${route.url} without permission: ${unpermitted.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every route needing a session answers 401 signed out', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => r.access === 'authenticated')) {
      const res = await ask(route);
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
