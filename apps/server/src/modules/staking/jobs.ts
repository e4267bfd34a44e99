import { z } from 'zod';
import type { AreaDeps } from '../area-deps';
import { AccrualService } from './accrual-service';
import type { RedemptionService } from './redemption-service';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

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
    params: accrualParams,
    run: async (params) => {
      const { accrualDate } = params as z.infer<typeof accrualParams>;
      const result = await accruals.run(accrualDate ?? AccrualService.lastEndedDate());
      const lines = result.products.map((p) => (p.outcome === 'ACCRUED' ? `${p.code}: ${p.orders} orders, ${p.total}` : `${p.code}: ${p.outcome}`));
      const missing = result.products.filter((p) => p.outcome === 'NO_RATE').map((p) => p.code);
      if (missing.length) throw new Error(`accrual of ${result.accrualDate}: no published rate for ${missing.join(', ')} (nothing paid for them); ${lines.join('; ')}`);
      return `accrual of ${result.accrualDate}: ${lines.join('; ') || 'no order due'}`;
    },
    builtIn: { jobName: 'staking-accrual', cron: '0 30 0 * * *', remark: 'Accrues yesterday (UTC) for every HOLDING order at the published rate, paid from the yield pool' },
  };
}

/** Every 5 minutes: requested redemptions start unlocking, unlocked ones pay out, due orders mature. */
export function stakingSettlementJob(redemptions: RedemptionService): JobHandler {
  return {
    name: 'staking-settlement',
    title: { 'zh-cn': '质押赎回与到期', en: 'Staking redemptions and maturities', 'zh-tw': '質押贖回與到期' },
    params: z.strictObject({}),
    run: async () => {
      const r = await redemptions.settleDue();
      const line = `unlocking ${r.unlocking}, redeemed ${r.redeemed}, matured ${r.matured}, waiting ${r.waiting}`;
      if (r.failed) throw new Error(`${line}; ${r.failed} could not be settled`);
      return line;
    },
    builtIn: { jobName: 'staking-settlement', cron: '0 */5 * * * *', remark: 'REDEEM_REQUESTED → UNLOCKING → REDEEMED, HOLDING → MATURED once the last day has accrued' },
  };
}
