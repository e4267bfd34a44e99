import { defineResource } from '../../resource/definition';
import { createdAt, l, member, productRef } from './labels';

export const DELIVERY_ORDER_APPROVE_PERMISSION = 'contract/delivery-order/approve';

export const DELIVERY_DIRECTION_OPTIONS = [
  { value: 'UP', label: l('看涨', 'Up', '看漲'), color: 'success' },
  { value: 'DOWN', label: l('看跌', 'Down', '看跌'), color: 'error' },
] as const;
export const DELIVERY_RESULT_OPTIONS = [
  { value: 'WIN', label: l('盈', 'Win', '盈'), color: 'success' },
  { value: 'LOSE', label: l('亏', 'Lose', '虧'), color: 'error' },
  { value: 'TIE', label: l('平', 'Tie', '平'), color: 'default' },
] as const;
export const DELIVERY_STATUS_OPTIONS = [
  { value: 'OPEN', label: l('持有中', 'Open', '持有中'), color: 'processing' },
  { value: 'SETTLED', label: l('已结算', 'Settled', '已結算'), color: 'success' },
  { value: 'VOID', label: l('已作废（退还本金）', 'Void (stake refunded)', '已作廢（退還本金）'), color: 'default' },
] as const;
/** The only reasons a void may give; a void refunds the stake in full and never picks a result. */
export const DELIVERY_VOID_REASONS = [
  { value: 'INDEX_OUTAGE', label: l('指数中断', 'Index outage', '指數中斷') },
  { value: 'PRODUCT_DEFECT', label: l('产品缺陷', 'Product defect', '產品缺陷') },
] as const;

const money = (zhCn: string, en: string, zhTw: string, width = 120) => ({ type: 'money', scale: 18, label: l(zhCn, en, zhTw), readOnly: true, width }) as const;
const sampleRef = (zhCn: string, en: string, zhTw: string) => ({ type: 'reference', resource: 'contract/settlement-audit', labelField: 'hash', label: l(zhCn, en, zhTw), readOnly: true, list: false, detail: false }) as const;

/**
 * Delivery orders (catalogue §5.4): read only. Result and payout are the settlement job's, from the
 * two recorded samples the order references; a void refunds the stake and cannot pick a result.
 */
export const deliveryOrderResource = defineResource({
  name: 'contract/delivery-order',
  table: 'ctr_delivery_order',
  permission: 'contract/delivery-order',
  title: l('交割合约订单', 'Delivery orders', '交割合約訂單'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'orderNo',
  fields: {
    orderNo: { type: 'text', label: l('订单号', 'Order no.', '訂單號'), required: true, readOnly: true, filter: 'exact', width: 210 },
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 130 },
    productId: { ...productRef, required: true, readOnly: true, filter: 'exact', width: 140 },
    cycleId: { type: 'reference', resource: 'contract/delivery-cycle', labelField: 'durationSeconds', label: l('周期（秒）', 'Cycle (s)', '週期（秒）'), required: true, readOnly: true, width: 90 },
    direction: { type: 'enum', options: DELIVERY_DIRECTION_OPTIONS, label: l('方向', 'Direction', '方向'), required: true, readOnly: true, filter: 'exact', width: 80 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, width: 80 },
    stake: { ...money('本金', 'Stake', '本金'), required: true },
    payoutRatio: { type: 'decimal', scale: 8, label: l('赔付比例', 'Payout ratio', '賠付比例'), required: true, readOnly: true, width: 100 },
    refundOnTie: { type: 'boolean', label: l('平局退还本金', 'Refund stake on a tie', '平局退還本金'), required: true, readOnly: true, list: false },
    openAt: { type: 'datetime', label: l('开仓时间', 'Opened', '開倉時間'), required: true, readOnly: true, filter: 'range', width: 170 },
    openPrice: { ...money('开仓指数价', 'Open index price', '開倉指數價'), required: true },
    openSampleId: sampleRef('开仓价格样本', 'Open price sample', '開倉價格樣本'),
    closeAt: { type: 'datetime', label: l('到期时间', 'Closes', '到期時間'), required: true, readOnly: true, width: 170 },
    closePrice: money('到期指数价', 'Close index price', '到期指數價'),
    closeSampleId: sampleRef('到期价格样本', 'Close price sample', '到期價格樣本'),
    result: { type: 'enum', options: DELIVERY_RESULT_OPTIONS, label: l('结果', 'Result', '結果'), readOnly: true, filter: 'exact', width: 80 },
    payout: money('派付', 'Payout', '派付'),
    status: { type: 'enum', options: DELIVERY_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'exact', width: 130 },
    voidReason: { type: 'enum', options: DELIVERY_VOID_REASONS, label: l('作废原因', 'Void reason', '作廢原因'), readOnly: true, list: false },
    settledAt: { type: 'datetime', label: l('结算时间', 'Settled', '結算時間'), readOnly: true, list: false },
    createdAt,
  },
  actions: {
    void: {
      label: l('作废并退还本金（复核）', 'Void and refund stake (four-eyes)', '作廢並退還本金（覆核）'),
      scope: 'row',
      permission: 'contract/delivery-order/void',
      when: { field: 'status', in: ['OPEN'] },
      input: { voidReason: { type: 'enum', options: DELIVERY_VOID_REASONS, label: l('作废原因', 'Void reason', '作廢原因'), required: true } },
      reason: 'required',
      danger: true,
    },
  },
  menu: { parent: 'contract', key: 'contract.deliveryOrder', path: '/contract/delivery-order', component: 'contracts/delivery-order/index', icon: 'FileTextOutlined', sort: 7, keepAlive: true, roles: ['common'] },
});
