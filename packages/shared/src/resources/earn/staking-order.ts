import { defineResource } from '../../resource/definition';
import { businessDateHelp, l, memberRef, productRef } from './labels';
import { EARLY_REDEEM_OPTIONS, ORDER_STATUS_OPTIONS, orderStatesInto, PAYOUT_MODE_OPTIONS } from './staking-states';

/**
 * Staking records (catalogue §4): subscriptions and their redemption, each with the product's
 * terms as they were when the member subscribed. Members subscribe and redeem on their side; the
 * operator's only action is a cancellation (four-eyes) that returns principal and accrued income.
 */
export const stakingOrderResource = defineResource({
  name: 'earn/order',
  table: 'stk_order',
  permission: 'earn/order',
  title: l('质押记录', 'Staking records', '質押記錄'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'orderNo',
  fields: {
    orderNo: { type: 'text', label: l('订单号', 'Order no.', '訂單號'), required: true, readOnly: true, filter: 'exact', width: 200 },
    memberId: { ...memberRef, required: true, readOnly: true, filter: 'exact', width: 150 },
    productId: { ...productRef, required: true, readOnly: true, filter: 'exact', width: 140 },
    status: { type: 'enum', options: ORDER_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 130 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, filter: 'exact', width: 80 },
    amount: { type: 'money', scale: 18, label: l('本金', 'Principal', '本金'), required: true, readOnly: true, width: 130 },
    accruedTotal: { type: 'money', scale: 18, label: l('累计收益', 'Accrued', '累計收益'), required: true, readOnly: true, width: 120 },
    paidTotal: { type: 'money', scale: 18, label: l('已发放收益', 'Paid out', '已發放收益'), required: true, readOnly: true, width: 120 },
    feeCharged: { type: 'money', scale: 18, label: l('提前赎回费', 'Early redemption fee', '提前贖回費'), required: true, readOnly: true, list: false },
    termDays: { type: 'integer', label: l('期限（天）', 'Term (days)', '期限（天）'), required: true, readOnly: true, width: 90 },
    aprSnapshot: { type: 'decimal', scale: 8, percent: true, label: l('申购时参考年化', 'APR at subscription', '申購時參考年化'), required: true, readOnly: true, width: 130 },
    earlyRedeemRule: { type: 'enum', options: EARLY_REDEEM_OPTIONS, label: l('提前赎回规则', 'Early redemption', '提前贖回規則'), required: true, readOnly: true, list: false },
    earlyRedeemFeeRate: { type: 'decimal', scale: 8, percent: true, label: l('提前赎回费率', 'Early redemption fee', '提前贖回費率'), readOnly: true, list: false },
    payoutMode: { type: 'enum', options: PAYOUT_MODE_OPTIONS, label: l('发放方式', 'Payout', '發放方式'), required: true, readOnly: true, list: false },
    unlockDays: { type: 'integer', label: l('解锁期（天）', 'Unlock period (days)', '解鎖期（天）'), readOnly: true, list: false },
    accrualFrom: { type: 'text', label: l('起息日', 'Accrues from', '起息日'), required: true, readOnly: true, width: 110, help: businessDateHelp },
    maturesOn: { type: 'text', label: l('到期日', 'Matures on', '到期日'), readOnly: true, filter: 'prefix', width: 110, help: businessDateHelp },
    subscribedAt: { type: 'datetime', label: l('申购时间', 'Subscribed at', '申購時間'), required: true, readOnly: true, list: false },
    unlocksAt: { type: 'datetime', label: l('解锁时间', 'Unlocks at', '解鎖時間'), readOnly: true, list: false },
    redeemedAt: { type: 'datetime', label: l('赎回/到期时间', 'Redeemed / matured at', '贖回/到期時間'), readOnly: true, list: false },
    closeReason: { type: 'text', label: l('备注', 'Note', '備註'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
  },
  actions: {
    cancel: {
      label: l('取消（退还本息）', 'Cancel (return principal and income)', '取消（退還本息）'),
      scope: 'row',
      danger: true,
      reason: 'required',
      when: { field: 'status', in: orderStatesInto('CANCELLED') },
      confirm: l('将提交复核；批准后本金和已计收益全部退还会员。', 'Files a request for a second operator; once approved the principal and all accrued income go back to the member.', '將提交覆核；批准後本金和已計收益全部退還會員。'),
    },
  },
  menu: { parent: 'earn', key: 'earn.order', path: '/earn/order', icon: 'ProfileOutlined', sort: 2, keepAlive: true, roles: ['common'] },
});
