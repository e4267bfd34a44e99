import type { homeZhCn } from './zh-cn';

export const homeZhTw: typeof homeZhCn = {
  message: {
    home: {
      introTop: '請透過頂部選單進入工作頁面。待審核事項將顯示在這裡。',
      introPhone: '點擊左上角的 ☰ 按鈕開啟選單，進入工作頁面。待審核事項將顯示在這裡。',
      todo: {
        title: '待辦',
        recharge: '待審核儲值',
        withdraw: '待審核提領',
        realName: '待審核實名認證',
        oldest: '最早：{{ref}}，已等待 {{waited}}',
        nothingWaiting: '目前沒有等待項',
        minutes: '{{minutes}} 分鐘',
        hoursMinutes: '{{hours}} 小時 {{minutes}} 分鐘',
        daysHours: '{{days}} 天 {{hours}} 小時',
        todayTitle: '今日合計',
        since: '自 {{time}} 起',
        recharged: '已入帳儲值',
        withdrawn: '已完成提領',
        currency: '幣別',
        amount: '金額',
        count: '筆數',
        noMovement: '今日尚無',
        loadFailed: '待辦資料載入失敗',
      },
    },
  },
};
