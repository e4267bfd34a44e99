/** The report area's strings (menu titles first: they show before any report page loads). */
export const reportZhCn = {
  "message": {
    "router": {
      "report": "报表统计"
    },
    "report": {
      "chartTitle": "资金走势（近 30 天）",
      "credits": "入账",
      "debits": "出账",
      "closing": "期末余额",
      "noStatement": "尚无报表：请先结账",
      "asOf": "截至 {{time}}",
      "provisionalChart": "{{day}} 为临时报表：数据截至 {{time}}（浅色显示）",
      "provisionalDetail": "临时报表：以下数据截至 {{time}}。当日结束后由夜间结账正式结账；再次结账可刷新数据。",
      "differenceAlert": "{{count}} 个营业日对账有差额，请核查资金流水与钱包余额",
      "closeTitle": "结账",
      "closeRun": "结账",
      "closeHelp": "按资金流水重算所选营业日各币种的报表。已结账的日期不会改变，更正计入次日；当日未结束时只生成临时报表。",
      "businessDate": "营业日",
      "linesTitle": "报表明细",
      "lineName": "项目",
      "amount": "金额",
      "count": "笔数",
      "teamDrillTitle": "{{root}} 的团队明细",
      "depth": "层级",
      "members": "成员数",
      "member": "会员",
      "currency": "币种",
      "feesCharged": "实收手续费",
      "commissionEarned": "所得佣金",
      "teamDisclosure": "佣金只按实际收取的手续费计算，最多两层；下级的充值与亏损不是任何人的收益。",
      "pairTotals": "各币对合计（已成交，不含测试账号）",
      "pair": "币对",
      "sold": "卖出",
      "bought": "买入",
      "fee": "手续费",
      "maxSpreadApplied": "最大成交价差",
      "pendingRates": "待审批：费率 {{fee}}，价差 {{spread}}",
      "line": {
        "OPENING": "期初余额",
        "CLOSING": "期末余额",
        "DIFFERENCE": "差额（期末 − 期初 − 入账 + 出账）",
        "WALLET_DIFFERENCE": "钱包差额（余额 − 流水）",
        "NEW_MEMBERS": "新增会员",
        "CREDIT": "入账",
        "DEBIT": "出账",
        "TRIAL": "体验金（平台支出）",
        "FEE": "手续费收入",
        "PENDING": "结账时待处理",
        "TEST": "测试账户（不计入）"
      },
      "lineDetail": {
        "OUTSTANDING": "未用余额",
        "WITHDRAW": "提现",
        "SWAP": "闪兑",
        "RECHARGE": "充值",
        "NET": "当日净变动"
      }
    }
  }
};
export type ReportMessages = typeof reportZhCn;
