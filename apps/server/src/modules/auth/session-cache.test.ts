import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointOf, ENDPOINTS, FINANCE_ENDPOINTS, PERMISSIONS } from '@ledgerdesk/shared';
import { roleResource } from '@ledgerdesk/shared/resources/system/role';
import { buildApp } from '../../app';
import { menus, roles, users } from '../../db/schema';
import { userWithPermissions } from '../../resource/resource-test-kit';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';

/**
 * The session store keeps users' roles and permissions in memory, keyed by the `menu` revision;
 * the session itself is read on every request. Two instances on one database: what one changes,
 * the other honours on its very next request.
 */
describe.each(databaseKinds)('sessions and permissions across instances (%s)', (kind) => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    other = await buildApp(t.config, t.database);
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  const poll = async (app: TestApp['app'], token: string) =>
    (await app.inject({ method: 'POST', url: api(FINANCE_ENDPOINTS.pendingCounts), headers: bearer(token), payload: {} })).statusCode;

  it('a session signed out on one instance is refused by the other on its next request', async () => {
    const token = await t.signIn();
    expect(await poll(other.app, token)).toBe(200);
    expect(await poll(other.app, token)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: api(ENDPOINTS.logout), headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(await poll(other.app, token)).toBe(401);
  });

  it('a permission taken away on one instance is refused by the other at once, and allowed again once given back', async () => {
    await userWithPermissions(t, 'cache_poller', [PERMISSIONS.pendingCount]);
    const token = await t.signIn('cache_poller', TEST_PASSWORD);
    expect(await poll(other.app, token)).toBe(200);
    expect(await poll(other.app, token)).toBe(200);

    const admin = await t.signIn();
    const [role] = await t.database.db.select().from(roles).where(eq(roles.roleKey, 'role_cache_poller'));
    const [menu] = await t.database.db.select().from(menus).where(eq(menus.menuKey, `cache_poller:${PERMISSIONS.pendingCount}`));
    const edit = endpointOf(roleResource, 'edit');
    const grant = async (menuIds: number[], version: number) => {
      const res = await t.app.inject({ method: edit.method, url: api(edit.path), headers: bearer(admin), payload: { id: role!.id, version, menuIds } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.version as number;
    };
    const version = await grant([], role!.version);
    expect(await poll(other.app, token)).toBe(403);
    await grant([menu!.id], version);
    expect(await poll(other.app, token)).toBe(200);
  });

  it('an account disabled behind the cache is refused at once (the account is read with the session)', async () => {
    await userWithPermissions(t, 'cache_disabled', [PERMISSIONS.pendingCount]);
    const token = await t.signIn('cache_disabled', TEST_PASSWORD);
    expect(await poll(other.app, token)).toBe(200);
    await t.database.db.update(users).set({ status: '1' }).where(eq(users.userName, 'cache_disabled'));
    expect(await poll(other.app, token)).toBe(401);
  });
});
