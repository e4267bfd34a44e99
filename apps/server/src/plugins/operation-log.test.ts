import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpointOf, FINANCE_ENDPOINTS, hasOp, UPLOAD_ENDPOINTS } from '@ledgerdesk/shared';
import { ONLINE_ENDPOINTS } from '@ledgerdesk/shared/resources/monitor/online-user';
import { operationLogs } from '../db/schema';
import { bearer, createTestApp, databaseKinds, type TestApp } from '../test/harness';
import { MULTIPART_MARKER } from './operation-log';


/** Values no route would echo and no mask may let through. */
const SECRETS = { password: 'Walk-password-1', newPassword: 'Walk-new-password-2', secret: 'walk-secret-3', token: 'walk-token-4' };
const MASK = '******';

/**
 * The changing routes that write no operation-log row, on purpose: POSTs that only read (the
 * resource lists, the pending-work poll) and the upload's chunks (one row per 2 MB would drown
 * the log; the merge that stores the file is logged). A route added to this list is a decision.
 */
const NOT_LOGGED = [`POST ${API_BASE}${FINANCE_ENDPOINTS.pendingCounts}`, `POST ${API_BASE}${UPLOAD_ENDPOINTS.upload}`];

/**
 * Every POST, PUT, PATCH and DELETE route that needs a session, walked from the app's own route
 * list (so a route added later is covered): called as the super user with a body carrying
 * password, newPassword, secret and token, it leaves exactly one operation-log row for that call,
 * whatever the answer, with its module and action and those values masked.
 */
describe.each(databaseKinds)('the operation log of every changing route (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const signedIn = () => {
    const needsSession = new Set(t.app.routeRegistry.filter((r) => r.access !== 'public' && r.access !== undefined).map((r) => `${r.method} ${r.url}`));
    return t.app.operationLogRoutes.filter((r) => needsSession.has(`${r.method} ${r.url}`));
  };
  const addressOf = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'walk');

  it('opts out only read-only lists and the upload chunks', () => {
    const optedOut = signedIn()
      .filter((r) => !r.logged)
      .map((r) => `${r.method} ${r.url}`);
    // The resource engine's lists: a filter in a POST body, nothing written.
    const lists = new Set(
      t.app.resources.all().flatMap(({ definition }) => {
        const list = endpointOf(definition, 'list');
        return hasOp(definition, 'list') ? [`${list.method} ${API_BASE}${list.path}`] : [];
      }),
    );
    expect(lists.size).toBeGreaterThan(10);
    expect(optedOut.filter((r) => !lists.has(r)).sort()).toEqual([...NOT_LOGGED].sort());
  });

  it('writes one masked row per call of every other changing route', async () => {
    const routes = signedIn().filter((r) => r.logged);
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    let masked = 0;
    for (const route of routes) {
      const url = addressOf(route.url);
      const call = () => t.app.inject({ method: route.method as 'POST', url, headers: bearer(token), payload: { ...SECRETS, nested: { ...SECRETS } } });
      let res = await call();
      // A route that ends the caller's session (signing out) is walked; the next one signs in again.
      if (res.statusCode === 401) {
        token = await t.signIn('admin');
        res = await call();
      }
      const rows = await t.database.db
        .select()
        .from(operationLogs)
        .where(and(eq(operationLogs.routeKey, route.url), eq(operationLogs.method, route.method)));
      const name = `${route.method} ${route.url} (${res.statusCode})`;
      if (rows.length === 0) {
        wrong.push(`${name}: no row`);
        continue;
      }
      const row = rows.at(-1)!;
      if (row.statusCode !== res.statusCode) wrong.push(`${name}: logged status ${row.statusCode}`);
      if (!row.module || !row.action) wrong.push(`${name}: module '${row.module}', action '${row.action}'`);
      if (res.statusCode >= 400 && !row.error) wrong.push(`${name}: no error text`);
      // A route whose schema keeps only its own keys logs what it kept: the secrets are gone either way.
      for (const value of Object.values(SECRETS)) if (row.params.includes(value)) wrong.push(`${name}: ${value} unmasked`);
      if (row.params.includes(`"password":"${MASK}"`) && row.params.includes(`"token":"${MASK}"`)) masked += 1;
    }
    expect(wrong).toEqual([]);
    // Most calls are refused by their schema and log the body as sent: masked, key by key, nested too.
    expect(masked).toBeGreaterThan(routes.length / 2);
    // Nowhere in the whole log.
    const all = await t.database.db.select({ params: operationLogs.params, error: operationLogs.error }).from(operationLogs);
    for (const value of Object.values(SECRETS)) expect(JSON.stringify(all)).not.toContain(value);
  });

  it('records a multipart body as a marker', async () => {
    const boundary = 'walkboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${SECRETS.password}\r\n--${boundary}--\r\n`;
    // The one route taking multipart is the chunk upload (not logged): any logged route sent multipart is recorded alike.
    const url = `${API_BASE}${ONLINE_ENDPOINTS.forceLogout}`;
    const res = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await t.database.db.select().from(operationLogs).where(eq(operationLogs.routeKey, url));
    expect(rows.at(-1)!.params).toBe(MULTIPART_MARKER);
  });
});
