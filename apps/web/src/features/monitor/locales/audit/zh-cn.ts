export const auditZhCn = {
  message: {
    audit: {
      online: {
        userName: '用户名',
        nickname: '昵称',
        dept: '部门',
        ip: '登录地址',
        browser: '浏览器',
        os: '操作系统',
        method: '登录方式',
        signedInAt: '登录时间',
        lastSeenAt: '最近访问',
        thisSession: '当前会话',
        unknown: '未知',
        search: '搜索',
        reset: '重置',
        forceLogout: '强制退出',
        forceLogoutSelected: '强制退出（{{count}}）',
        confirmOne: '确定强制退出用户 {{name}} 的这个会话？',
        confirmMany: '确定强制退出选中的 {{count}} 个会话？',
        done: '已强制退出 {{count}} 个会话',
      },
      operlog: {
        succeeded: '成功',
        failed: '失败',
        params: '请求参数',
        noParams: '无参数',
        error: '错误信息',
      },
    },
  },
};
