import { z } from 'zod';
import { isCalendarDate } from '@ledgerdesk/shared/report';
import type { AreaDeps } from '../area-deps';
import { businessDay, previousBusinessDate } from '../../lib/business-day';
import { CommissionPayer, commissionRates } from './commission';
import type { DailyCloseService } from './daily-close';
import { rebuildTeamStats } from './team-stats';

/** A job's optional day (YYYY-MM-DD); without it, yesterday in JOBS_TIMEZONE. */
const dayParams = z.object({ businessDate: z.string().refine(isCalendarDate, 'must be a date written YYYY-MM-DD').optional() }).strict();

/**
 * The report area's nightly work, as built-in jobs read in JOBS_TIMEZONE:
 * - `report-daily-close` (00:10): closes yesterday's statement of every currency;
 * - `report-team-stats` (00:05, before the close): pays the referral commissions on fees of
 *   withdrawals completed yesterday (idempotent: once per fee and beneficiary), then rebuilds
 *   yesterday's team figures.
 */
export function registerReportJobs(deps: AreaDeps, closes: DailyCloseService): void {
  const timeZone = deps.config.jobs.timezone;
  const dateOf = async (params: z.output<typeof dayParams>) => params.businessDate ?? (await previousBusinessDate(deps.db, timeZone));

  deps.jobs.register({
    name: 'report-daily-close',
    title: { 'zh-cn': '每日报表结账', en: 'Daily statement close', 'zh-tw': '每日報表結帳' },
    description: {
      'zh-cn': '根据资金流水为每个币种结出昨日报表',
      en: "Closes yesterday's statement of every currency from the money log",
      'zh-tw': '依資金流水為每個幣種結出昨日報表',
    },
    params: dayParams,
    builtIn: { jobName: 'report-daily-close', cron: '0 10 0 * * *' },
    run: async (params) => {
      const outcomes = await closes.closeDay(await dateOf(params), null);
      const flagged = outcomes.filter((o) => o.status === 'DIFFERENCE').map((o) => o.currency).join(', ');
      const day = outcomes[0]?.businessDate ?? '';
      const currencies = outcomes.length;
      const already = outcomes.filter((o) => o.unchanged).length;
      return {
        'zh-cn': `${day}：${currencies} 个币种，${already} 个已结账${flagged ? `，${flagged} 有差异` : ''}`,
        en: `${day}: ${currencies} currencies, ${already} already closed${flagged ? `, DIFFERENCE in ${flagged}` : ''}`,
        'zh-tw': `${day}：${currencies} 個幣種，${already} 個已結帳${flagged ? `，${flagged} 有差異` : ''}`,
      };
    },
  });

  deps.jobs.register({
    name: 'report-team-stats',
    title: { 'zh-cn': '团队收益汇总', en: 'Team figures and commissions', 'zh-tw': '團隊收益彙總' },
    description: {
      'zh-cn': '按昨日提现手续费发放推荐佣金，再重建昨日团队数据',
      en: "Pays referral commissions on yesterday's withdrawal fees, then rebuilds yesterday's team figures",
      'zh-tw': '依昨日提領手續費發放推薦佣金，再重建昨日團隊資料',
    },
    params: dayParams,
    builtIn: { jobName: 'report-team-stats', cron: '0 5 0 * * *' },
    run: async (params) => {
      const day = await businessDay(deps.db, await dateOf(params), timeZone);
      const paid = await new CommissionPayer(deps.db).payCompletedBetween(day.start, day.end, await commissionRates(deps.params));
      const rows = await rebuildTeamStats(deps.db, day);
      return {
        'zh-cn': `${day.date}：发放 ${paid} 笔佣金，${rows} 行团队数据`,
        en: `${day.date}: ${paid} commission shares paid, ${rows} team rows`,
        'zh-tw': `${day.date}：發放 ${paid} 筆佣金，${rows} 列團隊資料`,
      };
    },
  });
}
