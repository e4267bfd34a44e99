import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { dictData, menus, revisions, roleMenus, roles, userRoles, users } from '../schema';
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

  const revision = async (name: string) => (await database.db.select().from(revisions).where(eq(revisions.name, name)))[0]?.revision;
  const reseed = () => seed(database.db, { adminPassword: undefined, demo: true, announce: () => undefined });

  it('leaves a seeded menu an operator deleted deleted, and a revoked grant revoked', async () => {
    const [dictAdd] = await database.db.select().from(menus).where(eq(menus.menuKey, 'system.dict.add'));
    await database.db.delete(menus).where(eq(menus.id, dictAdd!.id));
    const [common] = await database.db.select().from(roles).where(eq(roles.roleKey, 'common'));
    const [dictPage] = await database.db.select().from(menus).where(eq(menus.menuKey, 'system.dict'));
    await database.db.delete(roleMenus).where(and(eq(roleMenus.roleId, common!.id), eq(roleMenus.menuId, dictPage!.id)));
    const before = await revision('menu');
    await reseed();
    expect(await database.db.select().from(menus).where(eq(menus.menuKey, 'system.dict.add'))).toEqual([]);
    expect(await database.db.select().from(roleMenus).where(and(eq(roleMenus.roleId, common!.id), eq(roleMenus.menuId, dictPage!.id)))).toEqual([]);
    // Nothing was inserted, so signed-in consoles have nothing to refetch.
    expect(await revision('menu')).toBe(before);
  });

  it('seeds dictionary labels in three languages and upgrades entries still holding an old i18n key', async () => {
    const normal = and(eq(dictData.dictType, 'member_status'), eq(dictData.dictValue, 'NORMAL'));
    expect((await database.db.select().from(dictData).where(normal))[0]).toMatchObject({ dictLabel: '正常', labelEn: 'Normal', labelZhTw: '正常' });
    await database.db.update(dictData).set({ dictLabel: 'dict.label.normal', labelEn: '', labelZhTw: '' }).where(normal);
    const edited = and(eq(dictData.dictType, 'member_status'), eq(dictData.dictValue, 'FROZEN'));
    await database.db.update(dictData).set({ dictLabel: '已冻结', labelEn: 'Frozen (no withdrawals)' }).where(edited);
    const before = await revision('dict');
    await reseed();
    expect((await database.db.select().from(dictData).where(normal))[0]).toMatchObject({ dictLabel: '正常', labelEn: 'Normal', labelZhTw: '正常' });
    // An operator's own label is theirs.
    expect((await database.db.select().from(dictData).where(edited))[0]).toMatchObject({ dictLabel: '已冻结', labelEn: 'Frozen (no withdrawals)' });
    expect(await revision('dict')).toBe(before! + 1);
  });
});
