import type { pendingAlertsZhCn } from './zh-cn';

export const pendingAlertsEn: typeof pendingAlertsZhCn = {
  message: {
    pendingAlert: {
      region: 'Pending reviews',
      dismiss: 'Dismiss alert',
    },
  },
};
