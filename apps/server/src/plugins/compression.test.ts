import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, endpointOf, ENDPOINTS, FINANCE_ENDPOINTS } from '@ledgerdesk/shared';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import { roleResource } from '@ledgerdesk/shared/resources/system/role';
import { idempotencyKeys, operationLogs } from '../db/schema';
import { DEFAULT_MEMBER_CONFIG } from '../modules/member-config/member-config-test-kit';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../test/harness';
import { captureServerLog } from '../test/server-log';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency';

/** What Chromium sends. */
const BROWSER_ACCEPTS = 'gzip, deflate, br, zstd';
const DEFAULT_MIN_BYTES = 1024;

/** The body as sent, decoded as a browser would. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === undefined) return res.rawPayload.toString('utf8');
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

describe.each(databaseKinds)('compressed API answers (%s)', (kind) => {
  describe('by default', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(kind);
      token = await t.signIn('admin');
    });
    afterAll(() => t.close());

    const getMenus = (acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url: api(ENDPOINTS.userMenus), headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

    it('sends a large answer in brotli, else gzip, else as it is, with the same content', async () => {
      const plain = await getMenus();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(10 * DEFAULT_MIN_BYTES);
      const menus = plain.json();
      expect(menus.code).toBe(0);

      const brotli = await getMenus(BROWSER_ACCEPTS);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decoded(brotli))).toEqual(menus);

      const gzip = await getMenus('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(gzip))).toEqual(menus);

      const identity = await getMenus('identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.json()).toEqual(menus);
    });

    it('sends a small answer as it is', async () => {
      const poll = await t.app.inject({ method: 'POST', url: api(FINANCE_ENDPOINTS.pendingCounts), headers: { ...bearer(token), 'accept-encoding': BROWSER_ACCEPTS }, payload: {} });
      expect(poll.json().code).toBe(0);
      expect(poll.rawPayload.length).toBeLessThan(DEFAULT_MIN_BYTES);
      expect(poll.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('every answer (API_COMPRESS_MIN_BYTES=0)', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(kind, { API_COMPRESS_MIN_BYTES: '0', SEED_DEMO: 'off' });
      token = await t.signIn('admin');
    });
    afterAll(() => t.close());

    it('lets the operation log read the refusal it records before it is compressed', async () => {
      const add = endpointOf(roleResource, 'add');
      const refused = await t.app.inject({ method: add.method, url: api(add.path), headers: { ...bearer(token), 'accept-encoding': BROWSER_ACCEPTS }, payload: {} });
      expect(refused.headers['content-encoding']).toBe('br');
      const answer = JSON.parse(decoded(refused));
      expect(answer).toMatchObject({ code: 400, msg: expect.stringContaining('roleName') });
      const [logged] = await t.database.db.select().from(operationLogs).where(eq(operationLogs.routeKey, api(add.path))).orderBy(desc(operationLogs.id)).limit(1);
      expect(logged).toMatchObject({ statusCode: 400, error: answer.msg });
    });

    it('stores an idempotent answer as JSON and replays it compressed again', async () => {
      const configure = actionEndpointOf(memberConfigResource, 'configure', memberConfigResource.actions.configure);
      const key = crypto.randomUUID();
      // A member that does not exist: refused, and a refusal is an answer the key keeps.
      const send = () =>
        t.app.inject({
          method: configure.method,
          url: api(configure.path),
          headers: { ...bearer(token), 'accept-encoding': BROWSER_ACCEPTS, [IDEMPOTENCY_HEADER]: key },
          payload: {
            memberId: 2_000_000_000,
            version: null,
            values: { ...DEFAULT_MEMBER_CONFIG, canTrade: false, restrictionReasonCode: 'MEMBER_REQUEST', reviewDueAt: new Date(Date.UTC(2100, 0, 1)).toISOString() },
            changeReason: 'MEMBER_REQUEST',
            remark: '',
          },
        });
      const first = await send();
      expect(first.headers['content-encoding']).toBe('br');
      const answer = JSON.parse(decoded(first));
      expect(answer.code).not.toBe(0);
      const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(stored?.response).toEqual(answer);

      const replay = await send();
      expect(replay.headers[REPLAYED_HEADER]).toBe('true');
      expect(replay.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decoded(replay))).toEqual(answer);
    });
  });

  describe('off (API_COMPRESS_MIN_BYTES=off, a proxy compresses)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { API_COMPRESS_MIN_BYTES: 'off', SEED_DEMO: 'off' });
    });
    afterAll(() => t.close());

    it('sends even a large answer as it is', async () => {
      const token = await t.signIn('admin');
      const menus = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userMenus), headers: { ...bearer(token), 'accept-encoding': BROWSER_ACCEPTS } });
      expect(menus.rawPayload.length).toBeGreaterThan(10 * DEFAULT_MIN_BYTES);
      expect(menus.headers['content-encoding']).toBeUndefined();
      expect(menus.json().code).toBe(0);
    });
  });

  describe('a client that hangs up before its answer', () => {
    let t: TestApp;
    let log: ReturnType<typeof captureServerLog>;
    beforeAll(async () => {
      log = captureServerLog();
      t = await createTestApp(kind, { LOG_LEVEL: 'info', SEED_DEMO: 'off' });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await t.close();
      log.restore();
    });

    /** A sign-in (its password hash takes tens of milliseconds) whose connection is closed after 5 ms. */
    const abandonedSignIn = () =>
      new Promise<void>((resolve) => {
        const { port } = t.app.server.address() as AddressInfo;
        const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: api(ENDPOINTS.login), headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ACCEPTS } });
        request.on('error', () => resolve());
        request.end(JSON.stringify({ username: 'admin', password: TEST_PASSWORD, captchaId: '', captchaCode: '' }));
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 5);
      });

    it('is no error of the server: an info line, and the next caller is answered', async () => {
      // Five, as a hang-up can also come before the request is read, when there is nothing to answer.
      for (let i = 0; i < 5; i += 1) await abandonedSignIn();
      const entries = () => log.text().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string });
      await expect.poll(() => entries().filter((e) => e.msg === 'the client closed the connection before its answer was sent').length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(entries().filter((e) => e.level >= 50)).toEqual([]);
      const token = await t.signIn('admin');
      expect((await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userMenus), headers: bearer(token) })).json().code).toBe(0);
    });
  });
});
