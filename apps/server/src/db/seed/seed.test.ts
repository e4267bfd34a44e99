import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { dictData, dictTypes, menus, revisions, roleMenus, roles, userRoles, users } from '../schema';
import { defineResource } from '@ledgerdesk/shared';
import { databaseKinds, openTestDatabase } from '../../test/harness';
import { seed, seedMenus } from './index';
import { MENU_SEED } from './menus';
import { resourceMenuSeed } from './resource-menu-seed';

/** A resource whose title and action label are its own texts in three languages, not i18n keys. */
const gadgets = defineResource({
  name: 'lab/gadget',
  table: 'lab_gadget',
  permission: 'lab/gadget',
  title: { 'zh-cn': '实验小工具', en: 'Lab gadgets', 'zh-tw': '實驗小工具' },
  ops: ['list', 'add'],
  delete: 'refuse',
  defaultSort: { field: 'id', order: 'asc' },
  fields: { name: { type: 'text', label: 'Name' } },
  actions: { polish: { label: { 'zh-cn': '抛光', en: 'Polish', 'zh-tw': '拋光' }, scope: 'row' } },
  menu: { parent: 'system', path: '/system/gadget', icon: 'AppstoreOutlined', sort: 9 },
});

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

  it('names every dictionary type in three languages, and names the types an older seed left with a key or its Chinese name alone', async () => {
    const types = await database.db.select().from(dictTypes);
    expect(types.length).toBeGreaterThan(25);
    // No type is named by an i18n key or left without a name: an English console showed both (keys raw).
    const unnamed = types.filter((t) => !t.dictName || !t.nameEn || !t.nameZhTw || [t.dictName, t.nameEn, t.nameZhTw].some((n) => n.startsWith('dict.')));
    expect(unnamed.map((t) => t.dictType)).toEqual([]);
    const type = (key: string) => eq(dictTypes.dictType, key);
    const nameOf = async (key: string) => (await database.db.select().from(dictTypes).where(type(key)))[0];
    await database.db.update(dictTypes).set({ dictName: 'dict.type.balance_kind', nameEn: '', nameZhTw: '' }).where(type('balance_kind'));
    await database.db.update(dictTypes).set({ nameEn: '', nameZhTw: '' }).where(type('wallet_network'));
    await database.db.update(dictTypes).set({ dictName: '出入金网络', nameEn: '' }).where(type('address_blacklist_source'));
    const before = await revision('dict');
    await reseed();
    expect(await nameOf('balance_kind')).toMatchObject({ dictName: '余额类型', nameEn: 'Balance kind', nameZhTw: '餘額類型' });
    expect(await nameOf('wallet_network')).toMatchObject({ dictName: '钱包网络', nameEn: 'Wallet network', nameZhTw: '錢包網路' });
    // An operator's own name is theirs.
    expect(await nameOf('address_blacklist_source')).toMatchObject({ dictName: '出入金网络', nameEn: '' });
    expect(await revision('dict')).toBe(before! + 1);
  });

  it('writes a menu title given in three languages into its three columns, and an i18n key alone', async () => {
    await seedMenus(database.db, [...MENU_SEED, ...resourceMenuSeed(gadgets)]);
    const titlesOf = async (key: string) =>
      (await database.db.select({ title: menus.title, titleEn: menus.titleEn, titleZhTw: menus.titleZhTw }).from(menus).where(eq(menus.menuKey, key)))[0];
    expect(await titlesOf('lab.gadget')).toEqual({ title: '实验小工具', titleEn: 'Lab gadgets', titleZhTw: '實驗小工具' });
    expect(await titlesOf('lab.gadget.polish')).toEqual({ title: '抛光', titleEn: 'Polish', titleZhTw: '拋光' });
    expect(await titlesOf('lab.gadget.add')).toEqual({ title: 'message.button.add', titleEn: '', titleZhTw: '' });
    expect(await titlesOf('system.menu')).toEqual({ title: 'message.router.systemMenu', titleEn: '', titleZhTw: '' });
  });
});
