import { defineResource } from '../../resource/definition';
import { l, memberField, recordedAtField, statusField } from './labels';

/**
 * Money flash logs (catalogue §10.3): members' swaps at a quoted rate within the pair's published
 * spread of a recorded reference rate. Read only; the money moved as SWAP_OUT/SWAP_IN money logs.
 */
export const swapOrderResource = defineResource({
  name: 'report/swap',
  table: 'fin_swap_order',
  permission: 'report/swap',
  title: l('闪兑记录', 'Money flash logs', '閃兌記錄'),
  ops: ['list', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'swapNo',
  fields: {
    swapNo: { type: 'text', label: l('闪兑单号', 'Swap no.', '閃兌單號'), required: true, readOnly: true, filter: 'exact', width: 200 },
    memberId: memberField(),
    fromCode: { type: 'text', label: l('卖出币种', 'From', '賣出幣種'), required: true, readOnly: true, filter: 'exact', width: 80 },
    toCode: { type: 'text', label: l('买入币种', 'To', '買入幣種'), required: true, readOnly: true, filter: 'exact', width: 80 },
    fromAmount: { type: 'money', scale: 18, label: l('卖出数量', 'Amount sold', '賣出數量'), required: true, readOnly: true, width: 150 },
    toAmount: { type: 'money', scale: 18, label: l('买入数量', 'Amount bought', '買入數量'), required: true, readOnly: true, width: 150 },
    referenceRate: { type: 'decimal', scale: 18, label: l('参考汇率', 'Reference rate', '參考匯率'), required: true, readOnly: true, width: 130 },
    quoteRate: { type: 'decimal', scale: 18, label: l('成交汇率', 'Applied rate', '成交匯率'), required: true, readOnly: true, width: 130 },
    spreadRate: { type: 'decimal', scale: 18, percent: true, label: l('价差', 'Spread', '價差'), required: true, readOnly: true, sort: true, width: 100 },
    fee: { type: 'money', scale: 18, label: l('手续费', 'Fee', '手續費'), required: true, readOnly: true, width: 120 },
    referenceSource: { type: 'text', label: l('参考来源', 'Reference source', '參考來源'), required: true, readOnly: true, width: 140 },
    referenceAt: { type: 'datetime', label: l('参考时间', 'Reference time', '參考時間'), required: true, readOnly: true, list: false },
    status: statusField([
      { value: 'QUOTED', label: l('已报价', 'Quoted', '已報價'), color: 'processing' },
      { value: 'FILLED', label: l('已成交', 'Filled', '已成交'), color: 'success' },
      { value: 'EXPIRED', label: l('已过期', 'Expired', '已過期'), color: 'default' },
      { value: 'FAILED', label: l('失败', 'Failed', '失敗'), color: 'error' },
    ]),
    createdAt: recordedAtField(),
  },
  menu: {
    parent: 'report',
    key: 'report.swap',
    path: '/report/swap',
    name: 'reportSwap',
    component: 'report/swap/index',
    icon: 'TransactionOutlined',
    sort: 3,
    keepAlive: true,
  },
});
