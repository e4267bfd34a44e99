/** The risk area's strings (menu titles first: they show before any risk page loads). */
export const riskZhCn = {
  message: {
    risk: {
      blockIp: '封禁 IP',
      blockIpTitle: '封禁 {{ip}}',
      myAddress: '服务器看到的您的地址：{{ip}}。覆盖该地址的“后台登录”或“管理后台”条目会被拒绝，您不会把自己锁在外面。',
      pendingApproval: '已提交第二人审批（申请 #{{id}}），批准前该条目保持不变。',
      loopbackNote: '本机地址 127.0.0.1 / ::1 不会被自动规则封禁。',
      tabs: { records: '登录记录', shared: '多会员共用' },
      shared: {
        byIp: '按 IP',
        byDevice: '按设备',
        windowDays: '最近天数',
        cidr: 'IP / 网段',
        search: '查询',
        key: 'IP / 设备',
        members: '会员数',
        events: '登录次数',
        failures: '失败次数',
        countries: '国家/地区',
        accounts: '会员（部分）',
        lastAt: '最近登录',
        showRecords: '查看记录',
        focused: '仅显示 {{value}} 的登录记录',
        showAll: '显示全部',
        note: '同一 IP 或设备在窗口期内登录过两个及以上会员账号；本查询会写入操作日志。',
      },
      loginError: {
        tabs: { members: '会员登录失败', locks: '会员锁定', staff: '员工登录失败' },
        topTitle: '最近一小时失败最多的 IP',
        memberFailures: '会员失败',
        staffFailures: '员工失败',
        accounts: '涉及账号',
        none: '最近一小时没有登录失败。',
        twoFactorNote: '解锁只解除登录锁定：会员下次登录仍须通过两步验证。',
        staffNote: '员工的失败来自登录日志（同一数据，不另存）；从不显示尝试过的密码。',
      },
      otp: {
        hashNote: '验证码只以哈希保存，任何人（包括管理员）都无法查看或代会员生成验证码。',
        staffLink: '员工登录验证码见“系统管理 › 验证码记录”',
      },
    },
  },
};
export type RiskMessages = typeof riskZhCn;
