import type { visualizingZhCn } from './zh-cn';

export const visualizingEn: typeof visualizingZhCn = {
  message: {
    dashboard: {
      pendingByKind: 'Pending reviews by kind',
      todayFlows: 'Today’s money by currency',
      todayCounts: 'Today’s orders by currency',
      oldestWaiting: 'Waiting longest',
      waitingSince: 'waiting since {{time}}',
      nothingWaiting: 'Nothing waits for review',
      noMovement: 'No money has moved today',
      notPermitted: 'Your role may not see these figures',
      source: 'Figures from the server (within your data scope), refreshed every 30 s; updated {{time}}',
      orderCount_one: '{{count}} order',
      orderCount_other: '{{count}} orders',
      amount: 'Amount',
    },
  },
};
