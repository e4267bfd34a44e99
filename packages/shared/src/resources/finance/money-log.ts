import { defineResource } from '../../resource/definition';
import { FINANCE_FIELD_LABELS } from './field-labels';

const f = (key: keyof typeof FINANCE_FIELD_LABELS) => FINANCE_FIELD_LABELS[key];

/**
 * The append-only money log: every balance change with before, change and after and the order
 * that caused it. Read and export only: nothing in the console writes or deletes it (DESIGN §5, §7).
 */
export const moneyLogResource = defineResource({
  name: 'finance/moneylog',
  table: 'fin_money_log',
  permission: 'finance/moneylog',
  title: 'message.router.financeMoneyLog',
  recordName: { 'zh-cn': '资金流水', en: 'money log entry', 'zh-tw': '資金流水' },
  ops: ['list', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'id', order: 'desc' },
  endpoints: { base: 'cwManage', list: { path: 'cwManage/moneyLogList' }, export: { path: 'cwManage/moneyLogExport' } },
  fields: {
    id: { type: 'integer', label: { 'zh-cn': '流水号', en: 'Entry no.', 'zh-tw': '流水號' }, readOnly: true, sort: true, list: false, export: true },
    createdAt: { type: 'datetime', label: f('createdAt'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: f('member'), required: true, readOnly: true, filter: 'exact', width: 170 },
    currency: { type: 'text', label: f('currency'), required: true, readOnly: true, filter: 'exact', width: 90 },
    type: { type: 'dict', dictType: 'money_log_type', label: f('type'), required: true, readOnly: true, filter: 'in', width: 140 },
    balanceKind: { type: 'dict', dictType: 'balance_kind', label: f('balanceKind'), required: true, readOnly: true, filter: 'exact', width: 110 },
    before: { type: 'money', scale: 18, label: f('before'), required: true, readOnly: true, width: 150 },
    change: { type: 'money', scale: 18, signed: true, label: f('change'), required: true, readOnly: true, width: 150 },
    after: { type: 'money', scale: 18, label: f('after'), required: true, readOnly: true, width: 150 },
    refNo: { type: 'text', label: f('refNo'), required: true, readOnly: true, filter: 'exact', width: 240 },
    refType: {
      type: 'enum',
      label: { 'zh-cn': '订单类型', en: 'Order type', 'zh-tw': '訂單類型' },
      required: true,
      readOnly: true,
      list: false,
      options: [
        { value: 'RECHARGE', label: { 'zh-cn': '充值', en: 'Recharge', 'zh-tw': '儲值' } },
        { value: 'WITHDRAW', label: { 'zh-cn': '提现', en: 'Withdrawal', 'zh-tw': '提領' } },
        // Trial funds (issue 14): grant, expiry and revocation all belong to the grant.
        { value: 'TRIAL_GRANT', label: { 'zh-cn': '体验金发放', en: 'Trial-fund grant', 'zh-tw': '體驗金發放' } },
        // Marketing (issue 16): a redemption and a coupon's use.
        { value: 'REDEEM_CODE', label: { 'zh-cn': '兑换码兑换', en: 'Code redemption', 'zh-tw': '兌換碼兌換' } },
        { value: 'COUPON', label: { 'zh-cn': '优惠券', en: 'Coupon', 'zh-tw': '優惠券' } },
        // Staking (issue 15): a subscription (lock, redemption, fee, forfeit) and one day's income.
        { value: 'STAKING_ORDER', label: { 'zh-cn': '质押订单', en: 'Staking order', 'zh-tw': '質押訂單' } },
        { value: 'STAKING_ACCRUAL', label: { 'zh-cn': '质押收益', en: 'Staking income', 'zh-tw': '質押收益' } },
        // Contracts (issue 15): a delivery order's stake, settlement and void; a test-asset grant.
        { value: 'DELIVERY_ORDER', label: { 'zh-cn': '交割合约订单', en: 'Delivery order', 'zh-tw': '交割合約訂單' } },
        { value: 'TEST_FAUCET', label: { 'zh-cn': '测试资产发放', en: 'Test-asset grant', 'zh-tw': '測試資產發放' } },
      ],
    },
    operatorId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('operator'), readOnly: true, width: 130 },
    // Written in each console language ({ 'zh-cn', en, 'zh-tw' }; an operator's words the same in each): shown in the reader's.
    remark: { type: 'json', label: f('remark'), readOnly: true, width: 280 },
  },
  menu: { parent: 'finance', key: 'finance.moneylog', path: '/finance/moneylog', name: 'financeMoneyLog', component: 'finance/moneylog/index', icon: 'ProfileOutlined', sort: 3, keepAlive: true, roles: ['common'] },
});
