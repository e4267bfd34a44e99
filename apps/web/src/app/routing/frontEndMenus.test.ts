import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuRoute, UserInfo } from '@ledgerdesk/shared';
import { forgetRevisions, noteRevisions } from '@/lib/revisions';
import { useSession } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { ADMIN } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mockApi';
// The server's own menu seed: what server-controlled routing answers is built from it.
import { MENU_SEED, type MenuSeed } from '@/../../server/src/db/seed/menus';
import { refreshStaleMenus } from '../session/followRevisions';
import { loadSession } from '../session/loadSession';
import { FRONT_END_MENUS, filterMenusByRoles } from './frontEndMenus';

const COMMON: UserInfo = { ...ADMIN, id: 2, userName: 'operator', roles: ['common'], roleNames: ['role.common'], authBtnList: ['finance/recharge/list', 'finance/recharge/review'] };

/**
 * What getUserMenus answers for a freshly seeded server (modules/user/menu-tree): the super role
 * gets every page and directory, another role those the seed grants it whose parents it also
 * sees; each level ordered by sort, then insertion.
 */
function serverMenus(role: 'admin' | 'common'): MenuRoute[] {
  const routable = MENU_SEED.filter((m) => m.type !== 'F');
  const granted = (m: MenuSeed) => role === 'admin' || (m.roles ?? []).includes(role);
  const level = (parent: string | undefined): MenuRoute[] =>
    routable
      .map((m, index) => ({ m, index }))
      .filter(({ m }) => m.parent === parent && granted(m))
      .sort((a, b) => a.m.sort - b.m.sort || a.index - b.index)
      .map(({ m }) => {
        const children = level(m.key);
        const titles = { ...(m.titleEn ? { en: m.titleEn } : {}), ...(m.titleZhTw ? { 'zh-tw': m.titleZhTw } : {}) };
        return {
          path: m.path ?? '',
          name: m.name ?? '',
          component: m.component ?? '',
          ...(m.redirect ? { redirect: m.redirect } : {}),
          meta: {
            title: m.title,
            ...(Object.keys(titles).length ? { titles } : {}),
            isLink: m.isLink ?? '',
            isHide: m.isHide ?? false,
            isKeepAlive: m.isKeepAlive ?? false,
            isAffix: m.isAffix ?? false,
            isIframe: m.isIframe ?? false,
            roles: m.roles ?? [],
            icon: m.icon ?? '',
          },
          ...(children.length ? { children } : {}),
        };
      });
  return level(undefined);
}

/** A page as a user sees it, without the roles (the server lists grants, the table the roles it filters by). */
type Page = Omit<MenuRoute, 'meta' | 'children'> & { meta: Omit<MenuRoute['meta'], 'roles'>; children?: Page[] };
const pages = (menus: readonly MenuRoute[]): Page[] =>
  menus.map(({ meta: { roles: _roles, ...meta }, children, ...route }) => ({ ...route, meta, ...(children ? { children: pages(children) } : {}) }));

async function loadIn(mode: 'server' | 'frontEnd', user: UserInfo, serverAnswer: MenuRoute[], permissions: string[]) {
  mockApi({
    'GET user/getUserInfo': ok(user),
    'GET user/getUserMenus': ok({ menuList: serverAnswer, permissions }),
  });
  useSession.getState().clear();
  useThemeConfig.getState().setThemeConfig({ isRequestRoutes: mode === 'server' });
  expect(await loadSession()).toBe('ready');
  const { menuList, permissions: granted } = useSession.getState();
  return { menuList, permissions: granted };
}

describe('frontend-controlled routing (SPEC §6, isRequestRoutes off)', () => {
  beforeEach(() => useThemeConfig.getState().setThemeConfig({ isRequestRoutes: true }));

  it('gives the administrator the very pages server-controlled routing gives', async () => {
    const server = await loadIn('server', ADMIN, serverMenus('admin'), ['*/*/*']);
    const frontEnd = await loadIn('frontEnd', { ...ADMIN, authBtnList: ['*/*/*'] }, [], []);
    expect(pages(frontEnd.menuList)).toEqual(pages(server.menuList));
    // Every page the console has is in it, those just added by the identity area included.
    const paths = JSON.stringify(frontEnd.menuList);
    for (const component of ['home/index', 'personal/index', 'system/user/index', 'system/role/index', 'system/dept/index', 'system/post/index', 'system/menu/index', 'system/dict/index', 'system/file/index', 'system/api/index', 'finance/recharge/index', 'finance/withdraw/index', 'finance/moneylog/index', 'member/list/index', 'member/kyc/index']) {
      expect(paths, component).toContain(`"component":"${component}"`);
    }
    // The buttons follow the same permissions either way.
    expect(frontEnd.permissions).toEqual(server.permissions);
  });

  it("filters by role: a common user gets exactly the seed's common pages, and buttons from authBtnList", async () => {
    const frontEnd = await loadIn('frontEnd', COMMON, [], []);
    const server = await loadIn('server', COMMON, serverMenus('common'), COMMON.authBtnList);
    expect(pages(frontEnd.menuList)).toEqual(pages(server.menuList));
    const flat = (menus: readonly MenuRoute[]): string[] => menus.flatMap((m) => [m.path, ...flat(m.children ?? [])]);
    expect(flat(frontEnd.menuList)).toEqual(expect.arrayContaining(['/home', '/finance/recharge', '/member/list', '/system/dict']));
    for (const adminOnly of ['/personal', '/system/user', '/system/role', '/system/menu', '/system/api', '/system/file']) {
      expect(flat(frontEnd.menuList)).not.toContain(adminOnly);
    }
    expect(frontEnd.permissions).toEqual(COMMON.authBtnList);
  });

  it('keeps a menu without roles for everyone and drops a child its role does not meet', () => {
    const filtered = filterMenusByRoles(FRONT_END_MENUS, ['common']);
    const system = filtered.find((m) => m.path === '/system')!;
    expect(system.children!.map((c) => c.path)).toEqual(['/system/dict']);
    expect(filterMenusByRoles([{ ...FRONT_END_MENUS[0]!, meta: { ...FRONT_END_MENUS[0]!.meta, roles: [] } }], ['nobody'])).toHaveLength(1);
  });

  it("follows a change of grants in that mode too: a newer menu revision refetches the user, whose authBtnList the buttons follow", async () => {
    forgetRevisions();
    noteRevisions('dict=1;menu=1');
    await loadIn('frontEnd', COMMON, [], []);
    useSession.getState().setPhase('ready');
    const api = mockApi({ 'GET user/getUserInfo': ok({ ...COMMON, authBtnList: ['finance/recharge/list'] }) });
    noteRevisions('dict=1;menu=2');
    await refreshStaleMenus();
    expect(useSession.getState().permissions).toEqual(['finance/recharge/list']);
    expect(useSession.getState().menuRevision).toBe(2);
    // The menus are still the built-in table's, never the server's.
    expect(api.count('GET user/getUserMenus')).toBe(0);
    expect(api.count('GET user/getUserInfo')).toBe(1);
  });
});
