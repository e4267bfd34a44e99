import type { AreaSeed } from './area-seed';

/**
 * The monitor directory (SPEC §2's login log, operation log, server monitor, online users and
 * scheduled jobs): its pages are seeded by their own areas with `parent: 'monitor'`. The super
 * role only, until a role is granted them; a directory is shown when one of its pages is.
 */
export const MONITOR_SEED: AreaSeed = {
  menus: [
    {
      key: 'monitor',
      type: 'M',
      path: '/monitor',
      name: 'monitor',
      component: 'layout/routerView/parent',
      redirect: '/monitor/online',
      title: '系统监控',
      titleEn: 'Monitoring',
      titleZhTw: '系統監控',
      icon: 'DashboardOutlined',
      sort: 91,
    },
  ],
  dicts: [],
};
