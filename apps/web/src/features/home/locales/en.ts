import type { homeZhCn } from './zh-cn';

export const homeEn: typeof homeZhCn = {
  message: {
    home: {
      todo: {
        title: 'To do',
        recharge: 'Recharges to review',
        withdraw: 'Withdrawals to review',
        realName: 'Real-name applications to review',
        oldest: 'Oldest: {{ref}}, waiting {{waited}}',
        nothingWaiting: 'Nothing waiting',
        minutes: '{{minutes}} min',
        hoursMinutes: '{{hours}} h {{minutes}} min',
        daysHours: '{{days}} d {{hours}} h',
        todayTitle: "Today's totals",
        since: 'since {{time}}',
        recharged: 'Recharges credited',
        withdrawn: 'Withdrawals completed',
        currency: 'Currency',
        amount: 'Amount',
        count: 'Orders',
        noMovement: 'None today',
        loadFailed: 'Could not load the to-do summary',
      },
    },
  },
};
