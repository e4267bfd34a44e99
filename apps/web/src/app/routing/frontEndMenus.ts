import type { MenuRoute, RouteMeta } from '@ledgerdesk/shared';

const meta = (m: Partial<RouteMeta> & Pick<RouteMeta, 'title' | 'roles'>): RouteMeta => ({
  isLink: '',
  isHide: false,
  isKeepAlive: false,
  isAffix: false,
  isIframe: false,
  icon: '',
  ...m,
});

/**
 * The built-in route table for frontend-controlled routing (theme config isRequestRoutes off),
 * mirroring the server's seed; each user sees the entries whose roles meet theirs.
 */
export const FRONT_END_MENUS: MenuRoute[] = [
  {
    path: '/home',
    name: 'home',
    component: 'home/index',
    meta: meta({ title: 'message.router.home', isAffix: true, isKeepAlive: true, icon: 'HomeOutlined', roles: ['admin', 'common'] }),
  },
  {
    path: '/personal',
    name: 'personal',
    component: 'personal/index',
    meta: meta({ title: 'message.router.personal', isHide: true, icon: 'UserOutlined', roles: ['admin'] }),
  },
  {
    path: '/system',
    name: 'system',
    component: 'layout/routerView/parent',
    redirect: '/system/dict',
    meta: meta({ title: 'message.router.system', icon: 'SettingOutlined', roles: ['admin'] }),
    children: [
      {
        path: '/system/dict',
        name: 'systemDict',
        component: 'system/dict/index',
        meta: meta({ title: 'message.router.systemDict', icon: 'BookOutlined', roles: ['admin'] }),
      },
    ],
  },
];

/** Keeps the menus whose roles meet the user's (a menu without roles is open to all). */
export function filterMenusByRoles(menus: readonly MenuRoute[], roles: readonly string[]): MenuRoute[] {
  return menus
    .filter((m) => !m.meta.roles?.length || m.meta.roles.some((r) => roles.includes(r)))
    .map((m) => (m.children ? { ...m, children: filterMenusByRoles(m.children, roles) } : m));
}
