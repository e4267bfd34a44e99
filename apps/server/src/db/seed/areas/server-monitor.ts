import { SERVER_MONITOR_PERMISSION } from '@ledgerdesk/shared/monitor/server-monitor';
import type { AreaSeed } from './area-seed';

/**
 * The server monitor page under the monitor directory, inserted once ever by the seed (see
 * ../menus.ts). It tells host details, so it is the super role's until a role is granted it.
 */
export const SERVER_MONITOR_SEED: AreaSeed = {
  menus: [
    {
      key: 'monitor.server',
      parent: 'monitor',
      type: 'C',
      path: '/monitor/server',
      name: 'monitorServer',
      component: 'monitor/server/index',
      title: '服务监控',
      titleEn: 'Server monitor',
      titleZhTw: '服務監控',
      icon: 'BarChartOutlined',
      permission: SERVER_MONITOR_PERMISSION,
      sort: 3,
    },
  ],
  dicts: [],
};
