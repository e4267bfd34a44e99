export const visualizingZhCn = {
  message: {
    dashboard: {
      pendingByKind: '待审核（按类型）',
      todayFlows: '今日资金（按币种）',
      todayCounts: '今日笔数（按币种）',
      oldestWaiting: '等待最久',
      waitingSince: '自 {{time}} 起等待',
      nothingWaiting: '没有待审核的事项',
      noMovement: '今日暂无资金变动',
      notPermitted: '您的角色无权查看此数据',
      source: '数据来自服务器（您的数据范围内），每 30 秒刷新；更新于 {{time}}',
      orderCount_one: '{{count}} 笔',
      orderCount_other: '{{count}} 笔',
      amount: '金额',
    },
  },
};
