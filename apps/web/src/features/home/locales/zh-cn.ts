/** Texts of the home page's to-do board. */
export const homeZhCn = {
  message: {
    home: {
      /** Where the menu is: at the top in the transverse layout, behind the ☰ button on a phone (the left-hand one is message.home.intro). */
      introTop: '请通过顶部菜单进入工作页面。待审核事项将显示在这里。',
      introPhone: '点击左上角的 ☰ 按钮打开菜单，进入工作页面。待审核事项将显示在这里。',
      todo: {
        title: '待办',
        recharge: '待审核充值',
        withdraw: '待审核提现',
        realName: '待审核实名认证',
        oldest: '最早：{{ref}}，已等待 {{waited}}',
        nothingWaiting: '暂无等待项',
        minutes: '{{minutes}} 分钟',
        hoursMinutes: '{{hours}} 小时 {{minutes}} 分钟',
        daysHours: '{{days}} 天 {{hours}} 小时',
        todayTitle: '今日合计',
        since: '自 {{time}} 起',
        recharged: '已入账充值',
        withdrawn: '已完成提现',
        currency: '币种',
        amount: '金额',
        count: '笔数',
        noMovement: '今日暂无',
        loadFailed: '待办数据加载失败',
      },
    },
  },
};
