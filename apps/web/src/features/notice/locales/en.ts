import type { noticeZhCn } from './zh-cn';

export const noticeEn: typeof noticeZhCn = {
  message: {
    notice: {
      centre: {
        title: 'Notification centre',
        all: 'All',
        unread: 'Unread',
        markAllRead: 'Mark all read',
        allRead: 'All notices marked read',
        empty: 'No notifications',
        emptyUnread: 'No unread notifications',
        unreadMark: 'Unread',
        pinned: 'Pinned',
        open: 'Read',
      },
      reader: { close: 'Close', publishedAt: 'Published {{time}}' },
      admin: {
        everyone: 'Everyone',
        readers: 'Read by',
        readersEmpty: 'Nobody has read it yet',
        userName: 'User name',
        nickname: 'Nickname',
        readAt: 'Read at',
        disabledRole: 'disabled',
      },
    },
  },
};
