import type { MenuRoute, RouteMeta, UserInfo } from '@ledgerdesk/shared';

export const meta = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  isLink: '',
  isHide: false,
  isKeepAlive: false,
  isAffix: false,
  isIframe: false,
  roles: ['admin'],
  icon: '',
  ...extra,
});

/** The server's seeded menu (see the walking-skeleton brief). */
export const SEEDED_MENUS: MenuRoute[] = [
  { path: '/home', name: 'home', component: 'home/index', meta: meta('message.router.home', { icon: 'HomeOutlined', isAffix: true }) },
  { path: '/personal', name: 'personal', component: 'personal/index', meta: meta('message.router.personal', { isHide: true }) },
  {
    path: '/system',
    name: 'system',
    component: 'layout/routerView/parent',
    redirect: '/system/dict',
    meta: meta('message.router.system', { icon: 'SettingOutlined' }),
    children: [{ path: '/system/dict', name: 'systemDict', component: 'system/dict/index', meta: meta('message.router.systemDict', { icon: 'BookOutlined' }) }],
  },
];

export const ADMIN: UserInfo = {
  id: 1,
  userName: 'admin',
  userNickname: 'Ada Admin',
  avatar: '',
  roles: ['admin'],
  roleNames: ['role.admin'],
  time: '2026-01-02T03:04:05.000Z',
  authBtnList: ['btn.add'],
  mustChangePassword: false,
};
