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
    description: {
      'zh-cn': '超过到期时间的未使用优惠券与超过有效期的兑换码批次变为已过期',
      en: 'UNUSED coupons past expires_at and code batches past their window become EXPIRED',
      'zh-tw': '超過到期時間的未使用優惠券與超過有效期的兌換碼批次變為已過期',
    },
    params: z.strictObject({}),
    run: async () => {
      const couponCount = await coupons.expireDue();
      const batchCount = await redeem.expireDue();
      return {
        'zh-cn': `${couponCount} 张优惠券、${batchCount} 个兑换码批次已过期`,
        en: `expired ${couponCount} coupons and ${batchCount} code batches`,
        'zh-tw': `${couponCount} 張優惠券、${batchCount} 個兌換碼批次已過期`,
      };
    },
    builtIn: { jobName: 'marketing-codes-expiry', cron: '15 * * * * *' },
  };
}
