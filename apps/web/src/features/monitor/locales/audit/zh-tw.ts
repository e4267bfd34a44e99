import type { auditZhCn } from './zh-cn';

export const auditZhTw: typeof auditZhCn = {
  message: {
    audit: {
      online: {
        userName: '使用者名稱',
        nickname: '暱稱',
        dept: '部門',
        ip: '登入位址',
        browser: '瀏覽器',
        os: '作業系統',
        method: '登入方式',
        signedInAt: '登入時間',
        lastSeenAt: '最近存取',
        thisSession: '目前工作階段',
        unknown: '未知',
        search: '搜尋',
        reset: '重設',
        forceLogout: '強制登出',
        forceLogoutSelected: '強制登出（{{count}}）',
        confirmOne: '確定強制登出使用者 {{name}} 的這個工作階段？',
        confirmMany: '確定強制登出選取的 {{count}} 個工作階段？',
        done: '已強制登出 {{count}} 個工作階段',
      },
      operlog: {
        succeeded: '成功',
        failed: '失敗',
        params: '請求參數',
        noParams: '無參數',
        error: '錯誤訊息',
      },
    },
  },
};
