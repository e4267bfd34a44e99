import { defineResource } from '../../resource/definition';
import { businessDateHelp, l, memberRef, productRef } from './labels';
import { ACCRUAL_STATUS_OPTIONS, ROUNDING_OPTIONS } from './staking-states';

/**
 * Income records (catalogue §4): one row per order and business date (unique), at the day's
 * published rate, paid from the product's yield pool. "Run accrual" runs the daily job for a date;
 * a rerun of a date pays nothing twice.
 */
export const stakingAccrualResource = defineResource({
  name: 'earn/accrual',
  table: 'stk_accrual',
  permission: 'earn/accrual',
  title: l('收益记录', 'Income records', '收益記錄'),
  recordName: l('收益记录', 'income record', '收益記錄'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'accrualDate', order: 'desc' },
  fields: {
    accrualDate: { type: 'text', label: l('业务日', 'Business date', '業務日'), required: true, readOnly: true, filter: 'prefix', sort: true, width: 120, help: businessDateHelp },
    orderId: { type: 'reference', resource: 'earn/order', labelField: 'orderNo', label: l('订单', 'Order', '訂單'), required: true, readOnly: true, filter: 'exact', width: 200 },
    productId: { ...productRef, required: true, readOnly: true, filter: 'exact', width: 140 },
    memberId: { ...memberRef, required: true, readOnly: true, filter: 'exact', width: 150 },
    status: { type: 'enum', options: ACCRUAL_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, width: 80 },
    principal: { type: 'money', scale: 18, label: l('本金', 'Principal', '本金'), required: true, readOnly: true, width: 130 },
    rateApplied: { type: 'decimal', scale: 12, label: l('日利率', 'Daily rate', '日利率'), required: true, readOnly: true, width: 130, help: l('当日发布年化 ÷ 365', 'The day’s published APR ÷ 365', '當日發佈年化 ÷ 365') },
    amount: { type: 'money', scale: 18, label: l('收益', 'Income', '收益'), required: true, readOnly: true, width: 120 },
    rounding: { type: 'enum', options: ROUNDING_OPTIONS, label: l('舍入', 'Rounding', '捨入'), required: true, readOnly: true, list: false },
    rateSourceRef: { type: 'reference', resource: 'earn/rate', labelField: 'rateDate', label: l('利率依据', 'Rate row', '利率依據'), required: true, readOnly: true, list: false },
    paidAt: { type: 'datetime', label: l('发放时间', 'Paid at', '發放時間'), readOnly: true, width: 170 },
  },
  actions: {
    rerun: {
      label: l('执行计息', 'Run accrual', '執行計息'),
      scope: 'page',
      input: { accrualDate: { type: 'text', label: l('业务日', 'Business date', '業務日'), required: true, maxLength: 10, validator: 'calendarDate', help: businessDateHelp } },
      confirm: l('对该日尚未计息的订单计息；重复执行不会重复发放。', 'Accrues the orders not yet accrued for that date; running it again pays nothing twice.', '對該日尚未計息的訂單計息；重複執行不會重複發放。'),
    },
  },
  menu: { parent: 'earn', key: 'earn.accrual', path: '/earn/accrual', icon: 'TransactionOutlined', sort: 3, keepAlive: true, roles: ['common'] },
});
