import type { TextPerLanguage } from '../../constants';

/** The money pages' menu titles, stored as `message.router.<name>` (why: `seeded-names.ts`). */
export const FINANCE_ROUTER_TITLES = {
  finance: { 'zh-cn': '资金管理', en: 'Finance', 'zh-tw': '資金管理' },
  financeRecharge: { 'zh-cn': '充值记录', en: 'Recharge logs', 'zh-tw': '儲值記錄' },
  financeWithdraw: { 'zh-cn': '提现记录', en: 'Withdraw logs', 'zh-tw': '提領記錄' },
  financeMoneyLog: { 'zh-cn': '资金流水', en: 'Money logs', 'zh-tw': '資金流水' },
} satisfies Record<string, TextPerLanguage>;

/** Their buttons, stored as `message.button.<name>`. */
export const FINANCE_BUTTON_TITLES = {
  rechargeAdd: { 'zh-cn': '新增充值', en: 'Add recharge', 'zh-tw': '新增儲值' },
  rechargeEdit: { 'zh-cn': '修改充值', en: 'Edit recharge', 'zh-tw': '修改儲值' },
  rechargeReview: { 'zh-cn': '审核充值', en: 'Review recharge', 'zh-tw': '審核儲值' },
  withdrawReview: { 'zh-cn': '审核提现', en: 'Review withdrawal', 'zh-tw': '審核提領' },
  withdrawPayout: { 'zh-cn': '提现出款', en: 'Pay out withdrawal', 'zh-tw': '提領出款' },
  withdrawAdd: { 'zh-cn': '代录提现', en: 'Enter withdrawal', 'zh-tw': '代錄提領' },
  pendingCount: { 'zh-cn': '待审核提醒', en: 'Pending alerts', 'zh-tw': '待審核提醒' },
  todoSummary: { 'zh-cn': '待办汇总', en: 'To-do summary', 'zh-tw': '待辦彙總' },
} satisfies Record<string, TextPerLanguage>;
