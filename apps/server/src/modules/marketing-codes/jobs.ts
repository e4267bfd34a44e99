import { z } from 'zod';
import type { AreaDeps } from '../area-deps';
import type { CouponService } from './coupon-service';
import type { RedeemService } from './redeem-service';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

/** Every minute: UNUSED coupons past expiry → EXPIRED; code batches past their window → EXPIRED (unused codes VOID). */
export function marketingExpiryJob(coupons: CouponService, redeem: RedeemService): JobHandler {
  return {
    name: 'marketing-codes-expiry',
    title: { 'zh-cn': '优惠券与兑换码到期', en: 'Expire coupons and code batches', 'zh-tw': '優惠券與兌換碼到期' },
    params: z.strictObject({}),
    run: async () => `expired ${await coupons.expireDue()} coupons and ${await redeem.expireDue()} code batches`,
    builtIn: { jobName: 'marketing-codes-expiry', cron: '15 * * * * *', remark: 'UNUSED coupons past expires_at and code batches past their window become EXPIRED' },
  };
}
