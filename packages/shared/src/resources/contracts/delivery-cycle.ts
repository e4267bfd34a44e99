import { defineResource } from '../../resource/definition';
import { createdAt, effectiveAtInput, l, productRef } from './labels';

export const DELIVERY_CYCLE_APPROVE_PERMISSION = 'contract/delivery-cycle/approve';

export const DELIVERY_CYCLE_STATUS_OPTIONS = [
  { value: 'ACTIVE', label: l('开放', 'Active', '開放'), color: 'success' },
  { value: 'PAUSED', label: l('已暂停', 'Paused', '已暫停'), color: 'warning' },
] as const;

const payoutRatio = { type: 'decimal', scale: 8, min: '0.01', max: '1', label: l('赔付比例', 'Payout ratio', '賠付比例'), required: true, help: l('获胜时支付 本金 ×（1 + 比例）', 'A win pays stake × (1 + ratio)', '獲勝時支付 本金 ×（1 + 比例）') } as const;

/**
 * Delivery contract cycles (catalogue §5.3): durations, the published payout ratio and stake limits
 * of a fixed-expiry product. No per-cycle, per-member or per-order outcome field exists.
 */
export const deliveryCycleResource = defineResource({
  name: 'contract/delivery-cycle',
  table: 'ctr_delivery_cycle',
  permission: 'contract/delivery-cycle',
  title: l('交割合约周期', 'Delivery contract cycles', '交割合約週期'),
  recordName: l('交割合约周期', 'delivery cycle', '交割合約週期'),
  ops: ['list', 'get', 'add', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'durationSeconds', order: 'asc' },
  fields: {
    productId: { ...productRef, required: true, form: 'create', filter: 'exact', width: 160 },
    durationSeconds: { type: 'integer', label: l('时长（秒）', 'Duration (seconds)', '時長（秒）'), required: true, min: 5, max: 86400, form: 'create', sort: true, width: 120 },
    payoutRatio: { ...payoutRatio, form: 'create', width: 110 },
    refundOnTie: { type: 'boolean', label: l('平局退还本金', 'Refund stake on a tie', '平局退還本金'), required: true, default: true, form: 'create', width: 120 },
    minStake: { type: 'decimal', scale: 8, min: '0.00000001', label: l('最小本金', 'Min stake', '最小本金'), required: true, width: 110 },
    maxStake: { type: 'decimal', scale: 8, min: '0.00000001', label: l('最大本金', 'Max stake', '最大本金'), required: true, width: 110 },
    maxOpenStakePerMember: { type: 'decimal', scale: 8, min: '0.00000001', label: l('每人未结本金上限', 'Max open stake per member', '每人未結本金上限'), required: true, width: 150 },
    status: { type: 'enum', options: DELIVERY_CYCLE_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'exact', width: 90 },
    createdAt,
  },
  actions: {
    changePayout: {
      label: l('调整赔付比例（复核）', 'Change payout ratio (four-eyes)', '調整賠付比例（覆核）'),
      scope: 'row',
      permission: 'contract/delivery-cycle/edit',
      input: { payoutRatio, effectiveAt: effectiveAtInput },
      reason: 'required',
    },
    pause: { label: l('暂停', 'Pause', '暫停'), scope: 'row', permission: 'contract/delivery-cycle/toggle', when: { field: 'status', in: ['ACTIVE'] } },
    resume: { label: l('恢复', 'Resume', '恢復'), scope: 'row', permission: 'contract/delivery-cycle/toggle', when: { field: 'status', in: ['PAUSED'] } },
  },
  menu: { parent: 'contract', key: 'contract.deliveryCycle', path: '/contract/delivery-cycle', component: 'contracts/delivery-cycle/index', icon: 'ProfileOutlined', sort: 6, keepAlive: true, roles: ['common'] },
});
