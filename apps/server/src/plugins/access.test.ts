import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, databaseKinds, type TestApp } from '../test/harness';

describe.each(databaseKinds)('access control (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, (app) => {
      app.get('/probe/guarded', { config: { access: { permission: 'probe/thing/read' } } }, async (_r, reply) => reply.ok('yes'));
      app.get('/probe/undeclared', async (_r, reply) => reply.ok('should never answer'));
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
});
