import type { shellZhCn } from './zh-cn';

export const shellZhTw: typeof shellZhCn = {
  message: {
    tagsView: {
      label: '已開啟的頁面',
      refresh: '重新整理',
      close: '關閉',
      closeOthers: '關閉其它',
      closeAll: '全部關閉',
      fullscreen: '當前頁全螢幕',
      exitFullscreen: '退出全螢幕',
      more: '更多操作',
    },
    lockScreen: {
      label: '鎖定螢幕',
      swipeHint: '上滑解鎖',
      unlockButton: '解鎖',
      password: '密碼',
      passwordPlaceholder: '請輸入密碼',
      submit: '確認解鎖',
      back: '返回',
      wrongPassword: '密碼錯誤，還可嘗試 {{count}} 次',
      wrongPasswordNoCount: '密碼錯誤',
      tooManyAttempts: '密碼錯誤次數過多，請 {{minutes}} 分鐘後再試',
      failed: '解鎖失敗：{{msg}}',
      logout: '登出',
    },
  },
};
