import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AreaDeps } from '../area-deps';
import { computeLeadStats } from './lead-stats';
import { addDays, dayOf, type ProfitShareService } from './profit-share';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];
const dayParam = z.strictObject({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() });

/**
 * "Yesterday" of the tick the run belongs to, not of the wall clock: a tick run late (a catch-up
 * after downtime past midnight) still records the day it was scheduled for, not the one after it.
 */
const dayBeforeTick = (scheduledFor: Date | null): string => addDays(dayOf(scheduledFor ?? new Date()), -1);

/** Nightly: every lead's 30-day figures up to yesterday (UTC), from real deals. */
export function leadStatsJob(db: Db): JobHandler {
  return {
    name: 'copy-lead-stats',
    title: { 'zh-cn': '带单员每日统计', en: 'Lead trader nightly stats', 'zh-tw': '帶單員每日統計' },
    description: {
      'zh-cn': '截至昨日（UTC），根据真实成交统计 30 天收益率/盈亏/回撤/胜率、管理资产与跟随人数',
      en: 'ROI, P&L, drawdown and win rate over 30 days from real deals, AUM and followers, as of yesterday (UTC)',
      'zh-tw': '截至昨日（UTC），依真實成交統計 30 天報酬率/損益/回撤/勝率、管理資產與跟隨人數',
    },
    params: dayParam,
    run: async (params, { scheduledFor }) => {
      const day = (params as { day?: string }).day ?? dayBeforeTick(scheduledFor);
      const { leads } = await computeLeadStats(db, day);
      return {
        'zh-cn': `已统计 ${leads} 位带单员截至 ${day} 的数据`,
        en: `stats of ${leads} lead traders as of ${day}`,
        'zh-tw': `已統計 ${leads} 位帶單員截至 ${day} 的資料`,
      };
    },
    builtIn: { jobName: 'copy-lead-stats', cron: '0 5 0 * * *' },
  };
}

/** Daily: yesterday's withholding, then every cycle that has ended is settled. */
export function profitShareJob(shares: ProfitShareService): JobHandler {
  return {
    name: 'copy-profit-share',
    title: { 'zh-cn': '跟单分润', en: 'Copy profit share', 'zh-tw': '跟單分潤' },
    description: {
      'zh-cn': '每个跟单昨日的净盈亏：盈利日按比例预扣；结束的周期付给带单员，其余退还',
      en: "Yesterday's net P&L of each follow: rate × a positive day withheld; ended cycles paid to the lead and the rest refunded",
      'zh-tw': '每個跟單昨日的淨損益：獲利日依比例預扣；結束的週期付給帶單員，其餘退還',
    },
    params: dayParam,
    run: async (params, { scheduledFor }) => {
      const today = dayOf(scheduledFor ?? new Date());
      // A day given by hand that is not over yet is refused by runDay, naming when it can run.
      const day = (params as { day?: string }).day ?? dayBeforeTick(scheduledFor);
      const held = await shares.runDay(day);
      const settled = await shares.settleDue(today);
      return {
        'zh-cn': `记录 ${day} 的 ${held.recorded} 个跟单日（预扣 ${held.withheld}）；结算 ${settled.settled} 个周期（支付 ${settled.paid}，退还 ${settled.refunded}）`,
        en: `recorded ${held.recorded} follow-days of ${day} (withheld ${held.withheld}); settled ${settled.settled} cycles (paid ${settled.paid}, refunded ${settled.refunded})`,
        'zh-tw': `記錄 ${day} 的 ${held.recorded} 個跟單日（預扣 ${held.withheld}）；結算 ${settled.settled} 個週期（支付 ${settled.paid}，退還 ${settled.refunded}）`,
      };
    },
    builtIn: { jobName: 'copy-profit-share', cron: '0 15 0 * * *' },
  };
}
