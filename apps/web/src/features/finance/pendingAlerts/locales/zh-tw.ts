import type { pendingAlertsZhCn } from './zh-cn';

export const pendingAlertsZhTw: typeof pendingAlertsZhCn = {
  message: {
    pendingAlert: {
      region: '待審核提醒',
      dismiss: '關閉提醒',
    },
  },
};
