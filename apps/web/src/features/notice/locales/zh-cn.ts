/** Texts of the notification centre, the notice reader and the notice administration page. */
export const noticeZhCn = {
  message: {
    notice: {
      centre: {
        title: '通知中心',
        all: '全部',
        unread: '未读',
        markAllRead: '全部标为已读',
        allRead: '已全部标为已读',
        empty: '暂无通知',
        emptyUnread: '没有未读通知',
        unreadMark: '未读',
        pinned: '置顶',
        open: '查看',
      },
      reader: { close: '关闭', publishedAt: '发布于 {{time}}' },
      admin: {
        everyone: '所有用户',
        readers: '已读用户',
        readersEmpty: '还没有人读过',
        userName: '用户名',
        nickname: '昵称',
        readAt: '阅读时间',
        disabledRole: '已停用',
      },
    },
  },
};
