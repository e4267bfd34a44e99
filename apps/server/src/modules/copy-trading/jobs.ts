import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AreaDeps } from '../area-deps';
import { computeLeadStats } from './lead-stats';
import { addDays, dayOf, type ProfitShareService } from './profit-share';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];
const dayParam = z.strictObject({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() });

/** Nightly: every lead's 30-day figures up to yesterday (UTC), from real deals. */
export function leadStatsJob(db: Db): JobHandler {
  return {
    name: 'copy-lead-stats',
    title: { 'zh-cn': '带单员每日统计', en: 'Lead trader nightly stats', 'zh-tw': '帶單員每日統計' },
    params: dayParam,
    run: async (params) => {
      const day = (params as { day?: string }).day ?? addDays(dayOf(new Date()), -1);
      const { leads } = await computeLeadStats(db, day);
      return `stats of ${leads} lead traders as of ${day}`;
    },
    builtIn: { jobName: 'copy-lead-stats', cron: '0 5 0 * * *', remark: 'roi/pnl/drawdown/win rate over 30 days from real deals, AUM and followers, as of yesterday (UTC)' },
  };
}

/** Daily: yesterday's withholding, then every cycle that has ended is settled. */
export function profitShareJob(shares: ProfitShareService): JobHandler {
  return {
    name: 'copy-profit-share',
    title: { 'zh-cn': '跟单分润', en: 'Copy profit share', 'zh-tw': '跟單分潤' },
    params: dayParam,
    run: async (params) => {
      const today = dayOf(new Date());
      const day = (params as { day?: string }).day ?? addDays(today, -1);
      const held = await shares.runDay(day);
      const settled = await shares.settleDue(today);
      return `recorded ${held.recorded} follow-days of ${day} (withheld ${held.withheld}); settled ${settled.settled} cycles (paid ${settled.paid}, refunded ${settled.refunded})`;
    },
    builtIn: { jobName: 'copy-profit-share', cron: '0 15 0 * * *', remark: "yesterday's net P&L of each follow: rate × a positive day withheld; ended cycles paid to the lead and the rest refunded" },
  };
}
