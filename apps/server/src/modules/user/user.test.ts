import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENDPOINTS, type MenuRoute } from '@ledgerdesk/shared';
import { menus } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';

const flatten = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

describe.each(databaseKinds)('session user and menus (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = async (url: string, token: string) =>
    (await t.app.inject({ method: 'GET', url: api(url), headers: bearer(token) })).json();

  it('answers the session user of SPEC §3', async () => {
    const before = Date.now();
    const body = await get(ENDPOINTS.userInfo, await t.signIn('admin'));
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      id: expect.any(Number),
      userName: 'admin',
      userNickname: 'Administrator',
      avatar: '',
      roles: ['admin'],
      roleNames: ['role.admin'],
      time: expect.any(String),
      authBtnList: ['*/*/*'],
      mustChangePassword: false,
    });
    expect(new Date(body.data.time).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('gives the admin every menu, with route objects and the wildcard permission', async () => {
    const body = await get(ENDPOINTS.userMenus, await t.signIn('admin'));
    expect(body.data.permissions).toEqual(['*/*/*']);
    const home = body.data.menuList.find((m: MenuRoute) => m.path === '/home');
    expect(home).toEqual({
      path: '/home',
      name: 'home',
      component: 'home/index',
      meta: {
        title: 'message.router.home',
        isLink: '',
        isHide: false,
        isKeepAlive: true,
        isAffix: true,
        isIframe: false,
        roles: expect.arrayContaining(['common']),
        icon: 'HomeOutlined',
      },
    });
    const paths = flatten(body.data.menuList).map((m) => m.path);
    expect(paths).toEqual(expect.arrayContaining(['/home', '/personal', '/system', '/system/dict']));
    const system = body.data.menuList.find((m: MenuRoute) => m.path === '/system');
    expect(system.redirect).toBe('/system/dict');
    expect(system.children.map((c: MenuRoute) => c.path)).toContain('/system/dict');
  });

  it("answers a menu's own title texts beside its title, and none beside an i18n key", async () => {
    await t.database.db.update(menus).set({ title: '字典', titleEn: 'Dictionaries', titleZhTw: '字典檔' }).where(eq(menus.menuKey, 'system.dict'));
    await t.database.db.update(menus).set({ titleEn: 'Settings' }).where(eq(menus.menuKey, 'system'));
    const body = await get(ENDPOINTS.userMenus, await t.signIn('admin'));
    const system = body.data.menuList.find((m: MenuRoute) => m.path === '/system');
    expect(system.meta.title).toBe('message.router.system');
    // Only the languages the menu has a text for.
    expect(system.meta.titles).toEqual({ en: 'Settings' });
    const dict = flatten(body.data.menuList).find((m) => m.path === '/system/dict')!;
    expect(dict.meta).toMatchObject({ title: '字典', titles: { en: 'Dictionaries', 'zh-tw': '字典檔' } });
    const home = body.data.menuList.find((m: MenuRoute) => m.path === '/home');
    expect(home.meta).not.toHaveProperty('titles');
  });

  it('gives the common role only its granted menus and their permissions', async () => {
    const token = await t.signIn('operator');
    const info = await get(ENDPOINTS.userInfo, token);
    expect(info.data.roles).toEqual(['common']);
    const body = await get(ENDPOINTS.userMenus, token);
    const paths = flatten(body.data.menuList).map((m) => m.path);
    expect(paths).toContain('/home');
    expect(paths).toContain('/system/dict');
    expect(paths).not.toContain('/personal');
    expect(body.data.permissions).toContain('system/dict/list');
    expect(body.data.permissions).not.toContain('*/*/*');
  });

  it('refuses both calls without a session', async () => {
    for (const url of [ENDPOINTS.userInfo, ENDPOINTS.userMenus]) {
      const res = await t.app.inject({ method: 'GET', url: api(url) });
      expect(res.statusCode).toBe(401);
    }
  });
});
