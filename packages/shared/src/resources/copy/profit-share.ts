import { defineResource } from '../../resource/definition';
import { amount, pnl, COPY_DIRECTORY, l, member } from './labels';
import { SHARE_BASIS_OPTIONS } from './lead-trader';

export const CYCLE_STATUS_OPTIONS = [
  { value: 'OPEN', label: l('进行中', 'Open', '進行中'), color: 'processing' },
  { value: 'SETTLED', label: l('已结算', 'Settled', '已結算'), color: 'success' },
] as const;

/**
 * Profit-share cycles (catalogue §6.2): withheld daily on positive days, settled once per cycle —
 * paid to the lead from the net (or above the high-water mark), the rest refunded, nothing on a loss.
 * "Rerun" runs the daily job for a day again: what was recorded is not recorded twice.
 */
export const profitShareResource = defineResource({
  name: 'copy/profit-share',
  table: 'copy_profit_share_cycle',
  permission: 'copy/profit-share',
  title: l('跟单分润', 'Profit share', '跟單分潤'),
  recordName: l('跟单分润', 'profit share', '跟單分潤'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'cycleEnd', order: 'desc' },
  fields: {
    status: { type: 'enum', options: CYCLE_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'exact', width: 90 },
    cycleEnd: { type: 'text', label: l('周期结束', 'Cycle end', '週期結束'), required: true, readOnly: true, sort: true, width: 110 },
    netRealisedPnl: { ...pnl('周期净已实现盈亏', 'Net realised P&L', '週期淨已實現盈虧'), required: true },
    withheld: { ...amount('已预扣', 'Withheld', '已預扣'), required: true },
    shareAmount: { ...amount('支付带单员', 'Paid to lead', '支付帶單員'), required: true },
    refunded: { ...amount('退还', 'Refunded', '退還'), required: true },
    rateSnapshot: { type: 'decimal', scale: 8, percent: true, label: l('分润比例', 'Rate', '分潤比例'), required: true, readOnly: true, width: 90 },
    followId: { type: 'reference', resource: 'copy/follow', labelField: 'followNo', label: l('跟单关系', 'Follow', '跟單關係'), required: true, readOnly: true, filter: 'exact', width: 210 },
    followerMemberId: { ...member, label: l('跟随者', 'Follower', '跟隨者'), required: true, readOnly: true, filter: 'exact', width: 150 },
    leadMemberId: { ...member, label: l('带单员会员', 'Lead member', '帶單員會員'), required: true, readOnly: true, filter: 'exact', width: 150 },
    cycleStart: { type: 'text', label: l('周期开始', 'Cycle start', '週期開始'), required: true, readOnly: true, width: 110 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, width: 80 },
    shareBasis: { type: 'enum', options: SHARE_BASIS_OPTIONS, label: l('分润基准', 'Share basis', '分潤基準'), required: true, readOnly: true, width: 120 },
    hwmBefore: amount('结算前高水位', 'HWM before', '結算前高水位'),
    hwmAfter: amount('结算后高水位', 'HWM after', '結算後高水位'),
    settledAt: { type: 'datetime', label: l('结算时间', 'Settled', '結算時間'), readOnly: true, width: 170 },
  },
  actions: {
    rerun: {
      label: l('重跑日任务', 'Rerun a day', '重跑日任務'),
      scope: 'page',
      input: { day: { type: 'text', validator: 'calendarDate', label: l('日期 (UTC)', 'Day (UTC)', '日期 (UTC)'), required: true, maxLength: 10, help: l('YYYY-MM-DD；已记录的日期不会重复预扣', 'YYYY-MM-DD; a day already recorded withholds nothing twice', 'YYYY-MM-DD；已記錄的日期不會重複預扣') } },
    },
  },
  menu: { parent: COPY_DIRECTORY.key, key: 'copy.profitShare', path: '/copy/profit-share', name: 'copyProfitShare', icon: 'AccountBookOutlined', sort: 4, keepAlive: true, roles: ['common'] },
});
