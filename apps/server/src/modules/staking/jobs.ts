import { z } from 'zod';
import type { AreaDeps } from '../area-deps';
import { JobFailure, type JobText } from '../../lib/job-text';
import { joinTexts } from '../../lib/text-per-language';
import { AccrualService, type AccrualRunResult } from './accrual-service';
import type { RedemptionService } from './redemption-service';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

/** One product's part of an accrual run, in each language. */
function productLine(p: AccrualRunResult['products'][number]): JobText {
  if (p.outcome === 'ACCRUED') return { 'zh-cn': `${p.code}：${p.orders} 笔订单，${p.total}`, en: `${p.code}: ${p.orders} orders, ${p.total}`, 'zh-tw': `${p.code}：${p.orders} 筆訂單，${p.total}` };
  if (p.outcome === 'ALREADY_RUN') return { 'zh-cn': `${p.code}：已计息`, en: `${p.code}: already accrued`, 'zh-tw': `${p.code}：已計息` };
  return { 'zh-cn': `${p.code}：无已发布利率`, en: `${p.code}: no published rate`, 'zh-tw': `${p.code}：無已發佈利率` };
}

const accrualParams = z.strictObject({
  /** A business date 'YYYY-MM-DD'; default yesterday (UTC), the last day that has ended. */
  accrualDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});

/**
 * Daily, after the day's rates are published: every due order accrues the ended day once. A
 * yield pool that cannot cover a product's day stops the run (the job log shows it failed, and a
 * staking.pool_short event is published) with nothing of that day paid.
 */
export function stakingAccrualJob(accruals: AccrualService): JobHandler {
  return {
    name: 'staking-accrual',
    title: { 'zh-cn': '质押每日计息', en: 'Staking daily accrual', 'zh-tw': '質押每日計息' },
    description: {
      'zh-cn': '按已发布利率为每笔持有中的订单计提昨日（UTC）收益，由收益池支付',
      en: 'Accrues yesterday (UTC) for every HOLDING order at the published rate, paid from the yield pool',
      'zh-tw': '依已發佈利率為每筆持有中的訂單計提昨日（UTC）收益，由收益池支付',
    },
    params: accrualParams,
    run: async (params) => {
      const { accrualDate } = params as z.infer<typeof accrualParams>;
      const result = await accruals.run(accrualDate ?? AccrualService.lastEndedDate());
      const day = result.accrualDate;
      const lines = joinTexts(result.products.map(productLine)) ?? { 'zh-cn': '没有到期的订单', en: 'no order due', 'zh-tw': '沒有到期的訂單' };
      const missing = result.products.filter((p) => p.outcome === 'NO_RATE').map((p) => p.code).join(', ');
      if (missing) {
        throw new JobFailure({
          'zh-cn': `${day} 计息：${missing} 无已发布利率（均未支付）；${lines['zh-cn']}`,
          en: `accrual of ${day}: no published rate for ${missing} (nothing paid for them); ${lines.en}`,
          'zh-tw': `${day} 計息：${missing} 無已發佈利率（均未支付）；${lines['zh-tw']}`,
        });
      }
      return { 'zh-cn': `${day} 计息：${lines['zh-cn']}`, en: `accrual of ${day}: ${lines.en}`, 'zh-tw': `${day} 計息：${lines['zh-tw']}` };
    },
    builtIn: { jobName: 'staking-accrual', cron: '0 30 0 * * *' },
  };
}

/** Every 5 minutes: requested redemptions start unlocking, unlocked ones pay out, due orders mature. */
export function stakingSettlementJob(redemptions: RedemptionService): JobHandler {
  return {
    name: 'staking-settlement',
    title: { 'zh-cn': '质押赎回与到期', en: 'Staking redemptions and maturities', 'zh-tw': '質押贖回與到期' },
    description: {
      'zh-cn': '已申请赎回 → 解锁中 → 已赎回；持有中的订单在最后一天计息后 → 已到期',
      en: 'REDEEM_REQUESTED → UNLOCKING → REDEEMED, HOLDING → MATURED once the last day has accrued',
      'zh-tw': '已申請贖回 → 解鎖中 → 已贖回；持有中的訂單在最後一天計息後 → 已到期',
    },
    params: z.strictObject({}),
    run: async () => {
      const r = await redemptions.settleDue();
      const line: JobText = {
        'zh-cn': `解锁中 ${r.unlocking}，已赎回 ${r.redeemed}，已到期 ${r.matured}，等待中 ${r.waiting}`,
        en: `unlocking ${r.unlocking}, redeemed ${r.redeemed}, matured ${r.matured}, waiting ${r.waiting}`,
        'zh-tw': `解鎖中 ${r.unlocking}，已贖回 ${r.redeemed}，已到期 ${r.matured}，等待中 ${r.waiting}`,
      };
      if (r.failed) {
        throw new JobFailure(joinTexts([line, { 'zh-cn': `${r.failed} 笔无法结算`, en: `${r.failed} could not be settled`, 'zh-tw': `${r.failed} 筆無法結算` }])!);
      }
      return line;
    },
    builtIn: { jobName: 'staking-settlement', cron: '0 */5 * * * *' },
  };
}
