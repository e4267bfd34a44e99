import type { homeZhCn } from './zh-cn';

export const homeEn: typeof homeZhCn = {
  message: {
    home: {
      introTop: 'Use the menu at the top to reach your work. Pending reviews will appear here.',
      introPhone: 'Tap the ☰ button at the top left to open the menu and reach your work. Pending reviews will appear here.',
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
