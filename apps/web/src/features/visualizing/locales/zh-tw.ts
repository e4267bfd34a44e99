import type { visualizingZhCn } from './zh-cn';

export const visualizingZhTw: typeof visualizingZhCn = {
  message: {
    dashboard: {
      pendingByKind: '待審核（按類型）',
      todayFlows: '今日資金（按幣種）',
      todayCounts: '今日筆數（按幣種）',
      oldestWaiting: '等待最久',
      waitingSince: '自 {{time}} 起等待',
      nothingWaiting: '沒有待審核的事項',
      noMovement: '今日暫無資金變動',
      notPermitted: '您的角色無權查看此資料',
      source: '資料來自伺服器（您的資料範圍內），每 30 秒重新整理；更新於 {{time}}',
      orderCount_one: '{{count}} 筆',
      orderCount_other: '{{count}} 筆',
      amount: '金額',
    },
  },
};
