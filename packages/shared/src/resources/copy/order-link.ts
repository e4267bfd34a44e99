import { defineResource } from '../../resource/definition';
import { COPY_DIRECTORY, l, lead, member } from './labels';

export const LINK_RESULT_OPTIONS = [
  { value: 'COPIED', label: l('已跟单', 'Copied', '已跟單'), color: 'success' },
  { value: 'SKIPPED', label: l('已跳过', 'Skipped', '已跳過'), color: 'warning' },
] as const;
export const SKIP_REASON_OPTIONS = [
  { value: '', label: l('—', '—', '—') },
  { value: 'INSUFFICIENT_BALANCE', label: l('余额不足', 'Insufficient balance', '餘額不足') },
  { value: 'BELOW_MIN', label: l('低于最小数量', 'Below minimum', '低於最小數量') },
  { value: 'SLOTS_FULL', label: l('名额已满', 'Slots full', '名額已滿') },
  { value: 'PRODUCT_NOT_ALLOWED', label: l('产品不在范围', 'Product not allowed', '產品不在範圍') },
  { value: 'PRODUCT_NOT_TRADABLE', label: l('产品不可交易', 'Product not tradable', '產品不可交易') },
  { value: 'ORDER_REFUSED', label: l('委托被拒', 'Order refused', '委託被拒') },
] as const;

/** Copied orders (catalogue §6.2): per lead order and follow, the follower's order or why there is none. */
export const orderLinkResource = defineResource({
  name: 'copy/order-link',
  table: 'copy_order_link',
  permission: 'copy/order-link',
  title: l('跟单委托', 'Copied orders', '跟單委託'),
  recordName: l('跟单委托', 'copied order', '跟單委託'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    status: { type: 'enum', options: LINK_RESULT_OPTIONS, label: l('跟单状态', 'Copy status', '跟單狀態'), required: true, readOnly: true, filter: 'exact', width: 90 },
    skipReason: { type: 'enum', options: SKIP_REASON_OPTIONS, label: l('跳过原因', 'Skip reason', '跳過原因'), required: true, readOnly: true, filter: 'exact', width: 140 },
    leadOrderId: { type: 'reference', resource: 'contract/entrust', labelField: 'orderNo', label: l('带单委托', 'Lead order', '帶單委託'), required: true, readOnly: true, filter: 'exact', width: 210 },
    followerOrderId: { type: 'reference', resource: 'contract/entrust', labelField: 'orderNo', label: l('跟随者委托', 'Follower order', '跟隨者委託'), readOnly: true, width: 210 },
    leadTraderId: { ...lead, required: true, readOnly: true, filter: 'exact', width: 140 },
    followerMemberId: { ...member, label: l('跟随者', 'Follower', '跟隨者'), required: true, readOnly: true, filter: 'exact', width: 150 },
    followId: { type: 'reference', resource: 'copy/follow', labelField: 'followNo', label: l('跟单关系', 'Follow', '跟單關係'), required: true, readOnly: true, filter: 'exact', width: 210 },
    createdAt: { type: 'datetime', label: l('时间', 'Time', '時間'), required: true, readOnly: true, sort: true, filter: 'range', width: 170 },
  },
  menu: { parent: COPY_DIRECTORY.key, key: 'copy.orderLink', path: '/copy/order-link', name: 'copyOrderLink', icon: 'FileTextOutlined', sort: 3, keepAlive: true, roles: ['common'] },
});
