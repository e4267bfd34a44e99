import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ENDPOINTS } from '@ledgerdesk/shared';
import { PASSWORD_CHANGE_REQUIRED, PERSONAL_ENDPOINTS } from '@ledgerdesk/shared/personal';
import { users } from '../db/schema';
import { createTestApp, bearer, databaseKinds, type TestApp } from '../test/harness';
import { PASSWORD_CHANGE_ALLOWED } from './access';

describe.each(databaseKinds)('access control (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, (app) => {
      app.get('/probe/guarded', { config: { access: { permission: 'probe/thing/read' } } }, async (_r, reply) => reply.ok('yes'));
      app.get('/probe/undeclared', async (_r, reply) => reply.ok('should never answer'));
      app.get('/probe/signed-in', { config: { access: 'authenticated' } }, async (_r, reply) => reply.ok('yes'));
      app.get('/probe/open', { config: { access: 'public' } }, async (_r, reply) => reply.ok('open'));
    });
  });
  afterAll(() => t.close());

  it('every registered route declares its permission or that it is public', () => {
    const undeclared = t.app.routeRegistry.filter((r) => r.access === undefined && r.url !== '/probe/undeclared');
    expect(undeclared).toEqual([]);
    // The walk sees the real routes, not an empty list.
    expect(t.app.routeRegistry.length).toBeGreaterThan(5);
  });

  it('refuses a route that declares nothing, even to the admin (fail closed)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe/undeclared', headers: bearer(await t.signIn('admin')) });
    expect(res.statusCode).toBe(403);
  });

  it('enforces a declared permission; the wildcard grants it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/probe/guarded' })).statusCode).toBe(401);
    const common = await t.app.inject({ method: 'GET', url: '/probe/guarded', headers: bearer(await t.signIn('operator')) });
    expect(common.statusCode).toBe(403);
    expect(common.json()).toMatchObject({ code: 403, msg: expect.stringContaining('probe/thing/read') });
    const admin = await t.app.inject({ method: 'GET', url: '/probe/guarded', headers: bearer(await t.signIn('admin')) });
    expect(admin.json()).toEqual({ code: 0, msg: 'ok', data: 'yes' });
  });

  it('refuses an unknown token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe/guarded', headers: bearer('made-up') });
    expect(res.statusCode).toBe(401);
  });

  describe('while an administrator reset awaits a new password', () => {
    it('allows exactly the calls the change-password dialog needs, each a registered route', () => {
      const wanted = [ENDPOINTS.userInfo, ENDPOINTS.userMenus, ENDPOINTS.logout, ENDPOINTS.unlock, PERSONAL_ENDPOINTS.changePassword];
      expect([...PASSWORD_CHANGE_ALLOWED].sort()).toEqual(wanted.map((e) => `${API_BASE}${e}`).sort());
      const registered = new Set(t.app.routeRegistry.map((r) => r.url));
      for (const url of PASSWORD_CHANGE_ALLOWED) expect(registered.has(url), url).toBe(true);
    });

    it('refuses any other signed-in route with 403 passwordChangeRequired, even the wildcard holder; public routes stay open', async () => {
      const token = await t.signIn('admin');
      await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.userName, 'admin'));
      try {
        for (const url of ['/probe/signed-in', '/probe/guarded']) {
          const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
          expect(res.statusCode, url).toBe(403);
          expect(res.json(), url).toMatchObject({ code: 403, data: { reason: PASSWORD_CHANGE_REQUIRED } });
        }
        const info = await t.app.inject({ method: 'GET', url: `${API_BASE}${ENDPOINTS.userInfo}`, headers: bearer(token) });
        expect(info.json().data).toMatchObject({ userName: 'admin', mustChangePassword: true });
        expect((await t.app.inject({ method: 'GET', url: '/probe/open', headers: bearer(token) })).statusCode).toBe(200);
        // Signed out is still 401, not 403: the rule applies to a known session only.
        expect((await t.app.inject({ method: 'GET', url: '/probe/signed-in' })).statusCode).toBe(401);
      } finally {
        await t.database.db.update(users).set({ mustChangePassword: false }).where(eq(users.userName, 'admin'));
      }
      expect((await t.app.inject({ method: 'GET', url: '/probe/signed-in', headers: bearer(token) })).json().data).toBe('yes');
    });
  });
});
