import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { API_PREFIX, ENDPOINTS, type MenuRoute } from '@ledgerdesk/shared';
import { parseRevisions, REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { menus, roleMenus, roles } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';

/* SPEC §7, exactly. */
const MENU = {
  list: `${API_PREFIX}/menu/list`,
  params: `${API_PREFIX}/menu/getParams`,
  add: `${API_PREFIX}/menu/add`,
  get: `${API_PREFIX}/menu/get`,
  update: `${API_PREFIX}/menu/update`,
  delete: `${API_PREFIX}/menu/delete`,
};

interface TreeRow {
  id: number;
  title: string;
  menuType: string;
  path: string | null;
  children?: TreeRow[];
}
const flatten = (rows: TreeRow[]): TreeRow[] => rows.flatMap((r) => [r, ...flatten(r.children ?? [])]);
const flattenRoutes = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...flattenRoutes(r.children ?? [])]);

describe.each(databaseKinds)('menu administration (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let systemId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
    const [system] = await t.database.db.select().from(menus).where(eq(menus.menuKey, 'system'));
    systemId = system!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.app.inject({ method, url: api(url), headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const menuRevision = async (token = admin) => parseRevisions((await call('GET', ENDPOINTS.userInfo, undefined, token)).headers[REVISION_HEADER] as string).menu;
  const menuCount = async () => (await t.database.db.select({ n: count() }).from(menus))[0]!.n;
  const page = (over: Record<string, unknown> = {}) => ({
    menuType: 'C',
    parentId: systemId,
    title: 'Files (copy)',
    path: '/system/files-copy',
    component: 'system/file/index',
    icon: 'FileOutlined',
    sort: 5,
    roles: ['common'],
    ...over,
  });

  it('GET menu/list answers the whole tree, in menu order, buttons under their pages', async () => {
    const res = await call('GET', MENU.list);
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data as { list: TreeRow[]; total: number };
    const system = list.find((m) => m.path === '/system')!;
    expect(system.menuType).toBe('M');
    // In menu order (sort): menus first, dictionaries, files, then whatever other areas add.
    expect(system.children!.map((c) => c.path).slice(0, 3)).toEqual(['/system/menu', '/system/dict', '/system/file']);
    const menuPage = system.children![0]!;
    expect(menuPage.children!.map((c) => [c.menuType, (c as unknown as { permission: string }).permission])).toEqual([
      ['F', 'system/menu/add'],
      ['F', 'system/menu/edit'],
      ['F', 'system/menu/delete'],
    ]);
    expect(total).toBe(flatten(list).length);
    expect(total).toBe(await menuCount());
  });

  it('GET menu/list filters by its query (a filtered child whose parent is out shows as a root)', async () => {
    const { list } = (await call('GET', `${MENU.list}?menuType=C&title=message.router.system`)).json().data as { list: TreeRow[] };
    expect(list.every((m) => m.menuType === 'C' && m.title.startsWith('message.router.system'))).toBe(true);
    expect(list.map((m) => m.path)).toEqual(expect.arrayContaining(['/system/menu', '/system/dict', '/system/file']));
  });

  it('GET menu/list finds a menu by any part of the title it shows, in any case and each language, a built-in one titled by a translation key too', async () => {
    const titlesFor = async (title: string) => {
      const { list } = (await call('GET', `${MENU.list}?menuType=C&title=${encodeURIComponent(title)}`)).json().data as { list: TreeRow[] };
      return flatten(list).map((m) => m.title);
    };
    for (const shown of ['菜单管理', 'Menu management', '選單管理', '菜单', 'menu man', 'MENU']) expect(await titlesFor(shown)).toEqual(['message.router.systemMenu']);
    // A page titled by text in three languages, by a word of its English title in any case.
    expect(await titlesFor('linked ACC')).toEqual(['第三方账号']);
    expect(await titlesFor('users')).toEqual(['在线用户', '用户管理']);
    expect(await titlesFor('management')).toEqual(expect.arrayContaining(['message.router.systemMenu', 'message.router.systemDict']));
    // % and _ are what was typed, not wildcards.
    expect(await titlesFor('%')).toEqual([]);
    expect(await titlesFor('M_nu')).toEqual([]);
    // The buttons every resource page seeds, by the word the menu page shows for them.
    const { list } = (await call('GET', `${MENU.list}?menuType=F&title=${encodeURIComponent('导出')}`)).json().data as { list: TreeRow[] };
    const exports = flatten(list);
    expect(exports.length).toBeGreaterThan(10);
    expect(new Set(exports.map((m) => m.title))).toEqual(new Set(['message.button.export']));
  });

  it('answers only at SPEC §7 methods', async () => {
    expect((await call('POST', MENU.list, {})).statusCode).toBe(404);
    expect((await call('POST', MENU.update, {})).statusCode).toBe(404);
    expect((await call('PUT', `${API_PREFIX}/menu/edit`, {})).statusCode).toBe(404);
  });

  it('GET menu/getParams answers the types, the parent tree without buttons, and the roles', async () => {
    const data = (await call('GET', MENU.params)).json().data;
    expect(data.menuTypes).toEqual(['M', 'C', 'F']);
    expect(data.roles.map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'common']);
    const parents = flatten(data.parents);
    expect(parents.some((p) => p.menuType === 'F')).toBe(false);
    expect(data.parents.find((p: TreeRow) => p.id === systemId).children.map((c: TreeRow) => c.title)).toContain('message.router.systemMenu');
  });

  it('refuses the operator (403) and a visitor (401), writing nothing', async () => {
    const before = await menuCount();
    expect((await call('GET', MENU.list, undefined, operator)).statusCode).toBe(403);
    expect((await call('POST', MENU.add, page(), operator)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: api(MENU.params) })).statusCode).toBe(401);
    expect(await menuCount()).toBe(before);
  });

  it('POST menu/add creates a page with its grants, moves the menu revision, and the operator gets it without signing in again', async () => {
    const revision = await menuRevision(operator);
    const res = await call('POST', MENU.add, page());
    expect(res.statusCode).toBe(200);
    const row = res.json().data;
    expect(row).toMatchObject({ menuType: 'C', parentId: systemId, path: '/system/files-copy', name: 'systemFilesCopy', component: 'system/file/index', version: 0, redirect: '', permission: '' });
    const grants = await t.database.db
      .select({ roleKey: roles.roleKey })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .where(eq(roleMenus.menuId, row.id));
    expect(grants.map((g) => g.roleKey)).toEqual(['common']);
    // The operator's very next answer carries the new revision, and getUserMenus has the page.
    expect(await menuRevision(operator)).toBe(revision! + 1);
    const menusOfOperator = (await call('GET', ENDPOINTS.userMenus, undefined, operator)).json().data.menuList as MenuRoute[];
    expect(flattenRoutes(menusOfOperator).find((m) => m.path === '/system/files-copy')).toMatchObject({
      name: 'systemFilesCopy',
      component: 'system/file/index',
      meta: { title: 'Files (copy)', icon: 'FileOutlined', roles: ['common'] },
    });
  });

  it('GET menu/get?id= answers the row with its roles and its parent title', async () => {
    const [row] = await t.database.db.select().from(menus).where(eq(menus.path, '/system/files-copy'));
    const data = (await call('GET', `${MENU.get}?id=${row!.id}`)).json().data;
    expect(data).toMatchObject({ id: row!.id, title: 'Files (copy)', roles: ['common'], parentId: systemId, parentIdLabel: 'message.router.system' });
    expect((await call('GET', `${MENU.get}?id=999999`)).statusCode).toBe(404);
  });

  it("GET menu/get names a business menu's parent in every language, for the console to show the reader's", async () => {
    const all = await t.database.db.select().from(menus).orderBy(menus.id);
    const child = all.find((m) => all.some((p) => p.id === m.parentId && p.titleEn !== ''));
    const parent = all.find((p) => p.id === child!.parentId);
    const data = (await call('GET', `${MENU.get}?id=${child!.id}`)).json().data;
    expect(data).toMatchObject({ parentId: parent!.id, parentIdLabel: parent!.title, parentIdLabelTitles: { en: parent!.titleEn, 'zh-tw': parent!.titleZhTw } });
    expect(parent!.titleEn).not.toBe(parent!.title);
  });

  it('PUT menu/update changes fields and roles with the version read; a stale version is 409 naming it', async () => {
    const [row] = await t.database.db.select().from(menus).where(eq(menus.path, '/system/files-copy'));
    const res = await call('PUT', MENU.update, { id: row!.id, version: row!.version, title: 'Files again', roles: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Files again', version: row!.version + 1, path: '/system/files-copy' });
    expect(await t.database.db.select().from(roleMenus).where(eq(roleMenus.menuId, row!.id))).toEqual([]);
    const menusOfOperator = (await call('GET', ENDPOINTS.userMenus, undefined, operator)).json().data.menuList as MenuRoute[];
    expect(flattenRoutes(menusOfOperator).some((m) => m.path === '/system/files-copy')).toBe(false);

    const stale = await call('PUT', MENU.update, { id: row!.id, version: row!.version, title: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.fields).toHaveProperty('version');
    const [after] = await t.database.db.select().from(menus).where(eq(menus.id, row!.id));
    expect(after!.title).toBe('Files again');
  });

  it("PUT menu/update stores the title's English and Traditional Chinese texts; an edit not sending them keeps them", async () => {
    const [row] = await t.database.db.select().from(menus).where(eq(menus.path, '/system/files-copy'));
    const res = await call('PUT', MENU.update, { id: row!.id, version: row!.version, titleEn: 'Copied files', titleZhTw: '檔案副本' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Files again', titleEn: 'Copied files', titleZhTw: '檔案副本' });
    const next = res.json().data.version as number;
    expect((await call('PUT', MENU.update, { id: row!.id, version: next, sort: 6 })).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(menus).where(eq(menus.id, row!.id));
    expect(after).toMatchObject({ title: 'Files again', titleEn: 'Copied files', titleZhTw: '檔案副本', sort: 6 });
    const menusOfAdmin = (await call('GET', ENDPOINTS.userMenus)).json().data.menuList as MenuRoute[];
    expect(flattenRoutes(menusOfAdmin).find((m) => m.path === '/system/files-copy')!.meta).toMatchObject({
      title: 'Files again',
      titles: { en: 'Copied files', 'zh-tw': '檔案副本' },
    });
    const tooLong = await call('PUT', MENU.update, { id: row!.id, version: next + 1, titleEn: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.fields).toHaveProperty('titleEn');
  });

  it('keeps grants when an edit does not send roles, and empties what a button does not use', async () => {
    const [pageRow] = await t.database.db.select().from(menus).where(eq(menus.path, '/system/files-copy'));
    const added = await call('POST', MENU.add, {
      menuType: 'F',
      parentId: pageRow!.id,
      title: 'Look at files',
      permission: 'system/file/list',
      path: '/ignored',
      icon: 'FileOutlined',
      isKeepAlive: true,
      sort: 1,
      roles: ['common'],
    });
    expect(added.statusCode).toBe(200);
    const button = added.json().data;
    expect(button).toMatchObject({ path: '', name: '', icon: '', isKeepAlive: false, permission: 'system/file/list' });
    await call('PUT', MENU.update, { id: button.id, version: button.version, title: 'Look at the files' });
    expect((await call('GET', `${MENU.get}?id=${button.id}`)).json().data.roles).toEqual(['common']);
    // Permissions are computed per request: the operator holds the button's permission at once.
    expect((await call('GET', ENDPOINTS.userInfo, undefined, operator)).json().data.authBtnList).toContain('system/file/list');
    await t.database.db.delete(roleMenus).where(eq(roleMenus.menuId, button.id));
    await t.database.db.delete(menus).where(eq(menus.id, button.id));
  });

  describe('validation: 400 naming the field, nothing written', () => {
    const refused = async (body: Record<string, unknown>, field: string, method: 'POST' | 'PUT' = 'POST') => {
      const before = await menuCount();
      const revision = await menuRevision();
      const res = await call(method, method === 'POST' ? MENU.add : MENU.update, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.fields).toHaveProperty(field);
      expect(await menuCount()).toBe(before);
      expect(await menuRevision()).toBe(revision);
      return res.json().data.fields[field] as string;
    };

    it('an icon must be one the console bundles', async () => {
      expect(await refused(page({ icon: 'RocketOutlined' }), 'icon')).toMatch(/must name a bundled icon: .*ProfileOutlined/);
    });
    it('a path must start with /', async () => {
      expect(await refused(page({ path: 'system/x' }), 'path')).toMatch(/start with '\/'/);
    });
    it('a directory or page needs a path; a page its component', async () => {
      await refused(page({ path: '' }), 'path');
      await refused(page({ component: '' }), 'component');
      await refused(page({ component: '../../etc/passwd' }), 'component');
    });
    it('a button needs an area/resource/action permission and a parent', async () => {
      const [filePage] = await t.database.db.select().from(menus).where(eq(menus.menuKey, 'system.file'));
      await refused({ menuType: 'F', parentId: filePage!.id, title: 'x', sort: 1 }, 'permission');
      expect(await refused({ menuType: 'F', parentId: filePage!.id, title: 'x', permission: 'system:file:remove', sort: 1 }, 'permission')).toMatch(/area\/resource\/action/);
      await refused({ menuType: 'F', title: 'x', permission: 'system/file/remove', sort: 1 }, 'parentId');
    });
    it('a button holds nothing, and a page holds no directory or page', async () => {
      const [button] = await t.database.db.select().from(menus).where(eq(menus.menuKey, 'system.file.upload'));
      const [filePage] = await t.database.db.select().from(menus).where(eq(menus.menuKey, 'system.file'));
      await refused(page({ parentId: button!.id, path: '/system/under-button' }), 'parentId');
      await refused(page({ parentId: filePage!.id, path: '/system/file/sub' }), 'parentId');
    });
    it('a parent is neither the menu itself nor one of its descendants', async () => {
      const [system] = await t.database.db.select().from(menus).where(eq(menus.id, systemId));
      const [dictPage] = await t.database.db.select().from(menus).where(eq(menus.menuKey, 'system.dict'));
      await refused({ id: systemId, version: system!.version, parentId: systemId }, 'parentId', 'PUT');
      await refused({ id: systemId, version: system!.version, parentId: dictPage!.id }, 'parentId', 'PUT');
    });
    it('roles name existing roles', async () => {
      expect(await refused(page({ roles: ['common', 'ghost'] }), 'roles')).toMatch(/ghost/);
      await refused(page({ roles: 'common' }), 'roles');
    });
    it('a type whose children could not stay under it is refused', async () => {
      const [system] = await t.database.db.select().from(menus).where(eq(menus.id, systemId));
      await refused({ id: systemId, version: system!.version, menuType: 'C', component: 'system/file/index' }, 'menuType', 'PUT');
    });
  });

  it('a route path and a route name are unique: 409 naming the field', async () => {
    const byPath = await call('POST', MENU.add, page({ path: '/system/dict', title: 'Twin' }));
    expect(byPath.statusCode).toBe(409);
    expect(byPath.json().data.fields).toHaveProperty('path');
    const byName = await call('POST', MENU.add, page({ path: '/system/dict-twin', name: 'systemDict' }));
    expect(byName.statusCode).toBe(409);
    expect(byName.json().data.fields).toHaveProperty('name');
  });

  it('DELETE menu/delete refuses a menu with children (409), and one still granted to a role (409 naming the roles)', async () => {
    const revision = await menuRevision();
    const withChildren = await call('DELETE', MENU.delete, { ids: [systemId] });
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().msg).toMatch(/children/);
    const [dictPage] = await t.database.db.select().from(menus).where(eq(menus.menuKey, 'system.dict.add'));
    const [withGrant] = await t.database.db.select().from(menus).where(eq(menus.menuKey, 'home'));
    const granted = await call('DELETE', MENU.delete, { ids: [withGrant!.id, dictPage!.id] });
    expect(granted.statusCode).toBe(409);
    expect(granted.json().msg).toMatch(/"Home" \(\d+\) to .*common/);
    // The menu is named as stored (its translation key), for the console to word in the reader's language.
    expect(granted.json().data.params).toEqual({ names: { names: ['message.router.home'] } });
    expect(granted.json().data.ids).toEqual([withGrant!.id]);
    // All or nothing: the ungranted button of the same call is still there.
    expect(await t.database.db.select().from(menus).where(eq(menus.id, dictPage!.id))).toHaveLength(1);
    expect(await menuRevision()).toBe(revision);
  });

  it('DELETE menu/delete with { ids } removes a menu whose roles were cleared, and it leaves every session', async () => {
    const [row] = await t.database.db.select().from(menus).where(eq(menus.path, '/system/files-copy'));
    const revision = await menuRevision(operator);
    const res = await call('DELETE', MENU.delete, { ids: [row!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: 1 });
    expect(await t.database.db.select().from(menus).where(eq(menus.id, row!.id))).toEqual([]);
    expect(await menuRevision(operator)).toBe(revision! + 1);
    expect((await call('DELETE', MENU.delete, { ids: [row!.id] })).statusCode).toBe(404);
    const missingIds = await call('DELETE', MENU.delete, {});
    expect(missingIds.statusCode).toBe(400);
    expect(missingIds.json().data.fields).toHaveProperty('ids');
  });
});
