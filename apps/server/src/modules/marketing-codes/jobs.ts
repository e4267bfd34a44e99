import { z } from 'zod';
import type { AreaDeps } from '../area-deps';
import type { CouponSendRunner } from './coupon-send';
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

/** Every minute: coupon sendings approved (QUEUED) or left unfinished by a stopped instance are carried on. */
export function couponSendResumeJob(sender: CouponSendRunner): JobHandler {
  return {
    name: 'coupon-send-resume',
    title: { 'zh-cn': '续跑发券', en: 'Resume coupon sendings', 'zh-tw': '續跑發券' },
    params: z.strictObject({}),
    run: async () => `resumed ${await sender.resumeStale()} sendings`,
    builtIn: { jobName: 'coupon-send-resume', cron: '45 * * * * *', remark: 'Coupon sendings left QUEUED or abandoned RUNNING are carried on' },
  };
}
