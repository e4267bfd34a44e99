import { defineResource } from '../../resource/definition';
import { amount, pnl, COPY_DIRECTORY, l, lead } from './labels';

/** The nightly figures of each lead, one row per day, computed from real deals (never typed). */
export const leadStatsResource = defineResource({
  name: 'copy/lead-stats',
  table: 'copy_lead_trader_stats_day',
  permission: 'copy/lead-stats',
  title: l('带单员每日统计', 'Lead trader daily stats', '帶單員每日統計'),
  recordName: l('带单员每日统计', 'lead trader daily stat', '帶單員每日統計'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'computedAt', order: 'desc' },
  fields: {
    leadTraderId: { ...lead, required: true, readOnly: true, filter: 'exact', width: 140 },
    statDate: { type: 'text', label: l('统计日', 'Day', '統計日'), required: true, readOnly: true, width: 110 },
    roi30d: { type: 'decimal', scale: 8, percent: true, label: l('30 日收益率', 'ROI 30d', '30 日收益率'), required: true, readOnly: true, width: 100 },
    pnl30d: { ...pnl('30 日盈亏', 'P&L 30d', '30 日盈虧'), required: true },
    maxDrawdown30d: { ...amount('30 日最大回撤', 'Max drawdown 30d', '30 日最大回撤'), required: true },
    winRate: { type: 'decimal', scale: 8, percent: true, label: l('胜率', 'Win rate', '勝率'), required: true, readOnly: true, width: 90 },
    closingDeals: { type: 'integer', label: l('平仓成交数', 'Closing fills', '平倉成交數'), required: true, readOnly: true, width: 100 },
    aum: { ...amount('跟单资金', 'AUM', '跟單資金'), required: true },
    followers: { type: 'integer', label: l('跟随人数', 'Followers', '跟隨人數'), required: true, readOnly: true, width: 90 },
    computedAt: { type: 'datetime', label: l('计算时间', 'Computed', '計算時間'), required: true, readOnly: true, sort: true, width: 170 },
  },
  menu: { parent: COPY_DIRECTORY.key, key: 'copy.leadStats', path: '/copy/lead-stats', name: 'copyLeadStats', icon: 'BarChartOutlined', sort: 7, keepAlive: true, roles: ['common'] },
});
