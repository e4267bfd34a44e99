export const shellZhCn = {
  message: {
    tagsView: {
      label: '已打开的页面',
      refresh: '刷新',
      close: '关闭',
      closeOthers: '关闭其它',
      closeAll: '全部关闭',
      fullscreen: '当前页全屏',
      exitFullscreen: '退出全屏',
      more: '更多操作',
    },
    lockScreen: {
      label: '锁屏',
      swipeHint: '上滑解锁',
      unlockButton: '解锁',
      password: '密码',
      passwordPlaceholder: '请输入密码',
      submit: '确认解锁',
      back: '返回',
      wrongPassword: '密码错误，还可尝试 {{count}} 次',
      wrongPasswordNoCount: '密码错误',
      tooManyAttempts: '密码错误次数过多，请 {{minutes}} 分钟后再试',
      failed: '解锁失败：{{msg}}',
      logout: '退出登录',
    },
  },
};
