import type { noticeZhCn } from './zh-cn';

export const noticeZhTw: typeof noticeZhCn = {
  message: {
    notice: {
      centre: {
        title: '通知中心',
        all: '全部',
        unread: '未讀',
        markAllRead: '全部標為已讀',
        allRead: '已全部標為已讀',
        empty: '暫無通知',
        emptyUnread: '沒有未讀通知',
        unreadMark: '未讀',
        pinned: '置頂',
        open: '查看',
      },
      reader: { close: '關閉', publishedAt: '發布於 {{time}}' },
      admin: {
        everyone: '所有使用者',
        readers: '已讀使用者',
        readersEmpty: '還沒有人讀過',
        userName: '使用者名稱',
        nickname: '暱稱',
        readAt: '閱讀時間',
        disabledRole: '已停用',
      },
    },
  },
};
