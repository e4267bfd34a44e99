import type { jobZhCn } from './zh-cn';

export const jobZhTw: typeof jobZhCn = {
  message: {
    job: {
      nextRuns: '接下來五次執行',
      timezone: '時區：{{zone}}',
      cronHelp: '秒（可省略） 分 時 日 月 週，例如 0 */5 * * * * 表示每 5 分鐘',
      cronChecking: '正在檢查…',
      cronNoRuns: '此運算式不會再執行',
      cronRefused: '運算式無效：{{reason}}',
      handlerPlaceholder: '選擇處理程式',
      paramsShape: '參數格式：{{shape}}',
      paramsNone: '此處理程式不接受參數，保持 {}',
      builtInTag: '內建',
      runTitle: '執行一次：{{name}}',
      runConfirm: '立即在本伺服器上執行一次該任務？執行結果會寫入排程日誌。',
      runOk: '執行',
      cancel: '取消',
      close: '關閉',
      runStarted: '已開始執行…',
      runResult: '執行結果',
      runDuration: '耗時 {{ms}} 毫秒',
      runLogLink: '查看排程日誌',
      recentRuns: '最近執行',
      noRuns: '尚無執行記錄',
      logButton: '排程日誌',
    },
  },
};
