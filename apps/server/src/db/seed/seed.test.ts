import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { dictData, menus, roleMenus, roles, userRoles, users } from '../schema';
import { databaseKinds, openTestDatabase } from '../../test/harness';
import { seed } from './index';

describe.each(databaseKinds)('seed (%s)', (kind) => {
  let database: Database;
  const announced: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const counts = async () => {
    const n = async (table: typeof users | typeof roles | typeof menus | typeof roleMenus | typeof dictData | typeof userRoles) =>
      (await database.db.select({ n: count() }).from(table))[0]!.n;
    return { users: await n(users), roles: await n(roles), menus: await n(menus), grants: await n(roleMenus), dict: await n(dictData), userRoles: await n(userRoles) };
  };

  it('creates the roles, the admin with a generated password announced once, and the demo operator', async () => {
    await seed(database.db, { adminPassword: undefined, demo: true, announce: (m) => announced.push(m) });
    expect(announced).toHaveLength(2);
    expect(announced[0]).toMatch(/"admin" with the generated password: \S{12,}/);
    const [admin] = await database.db.select().from(users).where(eq(users.userName, 'admin'));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await database.db.select().from(roles)).map((r) => r.roleKey).sort()).toEqual(['admin', 'common']);
  });

  it('is idempotent: a second run adds nothing and announces nothing', async () => {
    const before = await counts();
    await seed(database.db, { adminPassword: 'other-password', demo: true, announce: (m) => announced.push(m) });
    expect(await counts()).toEqual(before);
    expect(announced).toHaveLength(2);
  });

  it('keeps an operator edit of a seeded menu', async () => {
    await database.db.update(menus).set({ icon: 'StarOutlined' }).where(eq(menus.menuKey, 'home'));
    await seed(database.db, { adminPassword: undefined, demo: true, announce: () => undefined });
    const [home] = await database.db.select().from(menus).where(eq(menus.menuKey, 'home'));
    expect(home!.icon).toBe('StarOutlined');
  });
});
