import { defineResource } from '../../resource/definition';
import { amount, pnl, at, COPY_DIRECTORY, l, lead, member } from './labels';

export const FOLLOW_STATUS_OPTIONS = [
  { value: 'ACTIVE', label: l('跟随中', 'Active', '跟隨中'), color: 'success' },
  { value: 'PAUSED', label: l('已暂停', 'Paused', '已暫停'), color: 'warning' },
  { value: 'STOPPED', label: l('已停止', 'Stopped', '已停止'), color: 'default' },
] as const;
export const FOLLOW_MODE_OPTIONS = [
  { value: 'FIXED_AMOUNT', label: l('固定金额', 'Fixed amount', '固定金額') },
  { value: 'FIXED_QTY', label: l('固定数量', 'Fixed quantity', '固定數量') },
  { value: 'RATIO', label: l('数量比例', 'Quantity ratio', '數量比例') },
  { value: 'EQUITY_RATIO', label: l('权益比例', 'Equity ratio', '權益比例') },
] as const;

/**
 * Follow logs (catalogue §6.2): who copies whom and how. Copies are ordinary orders on the
 * trading engine; there is no result or profit-ratio field. An operator stops a follow only for a
 * compliance reason; the follower's positions stay theirs.
 */
export const followResource = defineResource({
  name: 'copy/follow',
  table: 'copy_follow',
  permission: 'copy/follow',
  title: l('跟单关系', 'Follow logs', '跟單關係'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'startedAt', order: 'desc' },
  recordLabel: 'followNo',
  fields: {
    followNo: { type: 'text', label: l('跟单编号', 'Follow no.', '跟單編號'), required: true, readOnly: true, filter: 'exact', width: 210 },
    followerMemberId: { ...member, label: l('跟随者', 'Follower', '跟隨者'), required: true, readOnly: true, filter: 'exact', width: 150 },
    leadTraderId: { ...lead, required: true, readOnly: true, filter: 'exact', width: 140 },
    status: { type: 'enum', options: FOLLOW_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 90 },
    mode: { type: 'enum', options: FOLLOW_MODE_OPTIONS, label: l('跟单方式', 'Mode', '跟單方式'), required: true, readOnly: true, filter: 'exact', width: 110 },
    param: { ...amount('参数', 'Parameter', '參數', 110), required: true },
    investment: { ...amount('投入资金', 'Investment', '投入資金'), required: true },
    maxPositionValue: amount('单仓上限', 'Max position value', '單倉上限'),
    copyOpen: { type: 'boolean', label: l('跟开仓', 'Copy opens', '跟開倉'), required: true, readOnly: true, width: 80 },
    copyClose: { type: 'boolean', label: l('跟平仓', 'Copy closes', '跟平倉'), required: true, readOnly: true, width: 80 },
    hwm: { ...amount('高水位', 'High-water mark', '高水位'), required: true },
    cumulativeNet: { ...pnl('累计净收益', 'Cumulative net P&L', '累計淨收益'), required: true, list: false },
    isTest: { type: 'boolean', label: l('测试', 'Test', '測試'), required: true, readOnly: true, list: false },
    startedAt: { ...at('开始时间', 'Started', '開始時間'), required: true, sort: true, filter: 'range' },
    stoppedAt: at('停止时间', 'Stopped', '停止時間'),
    stopReason: { type: 'text', label: l('停止原因', 'Stop reason', '停止原因'), readOnly: true, list: false },
  },
  actions: {
    stop: {
      label: l('合规停止', 'Stop (compliance)', '合規停止'),
      scope: 'row',
      danger: true,
      reason: 'required',
      when: { field: 'status', in: ['ACTIVE', 'PAUSED'] },
      confirm: l('跟随者会收到通知；其持仓仍归本人，可自行平仓。', 'The follower is notified; their positions stay theirs to close.', '跟隨者會收到通知；其持倉仍歸本人，可自行平倉。'),
    },
  },
  menu: { parent: COPY_DIRECTORY.key, key: 'copy.follow', path: '/copy/follow', name: 'copyFollow', icon: 'TeamOutlined', sort: 2, keepAlive: true, roles: ['common'] },
});
