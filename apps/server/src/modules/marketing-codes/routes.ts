import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX, resourceIdSchema } from '@ledgerdesk/shared';
import { COUPON_SEND_PATH } from '@ledgerdesk/shared/resources/marketing/coupon';
import { REDEEM_CODES_PATH, REDEEM_EXPORT_CODES_PERMISSION } from '@ledgerdesk/shared/resources/marketing/redeem-batch';
import type { Db } from '../../db/client';
import { operatorOf } from '../../plugins/access';
import { operation } from '../../plugins/openapi';
import { batchProgressSchema, serveBatchJob } from '../../plugins/batch-job-routes';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { CouponSendRunner } from './coupon-send';
import { CouponService } from './coupon-service';
import { marketingExpiryJob } from './jobs';
import { RedeemService } from './redeem-service';
import { couponBinding, couponTemplateBinding, redeemBatchBinding, redeemCodeBinding } from './resources';
import { threeLanguages } from '../../lib/text-per-language';

/** The services of redemption codes and coupons, built once per app (tests build their own on the same database). */
export function marketingCodesArea(db: Db, approvals: AreaDeps['approvals'], params: AreaDeps['params']) {
  return { coupons: new CouponService(db), sender: new CouponSendRunner(db, approvals, params), redeem: new RedeemService(db, approvals, params) };
}
export type MarketingCodesArea = ReturnType<typeof marketingCodesArea>;

/** The area's four-eyes kinds: generating a code batch and sending coupons above the threshold. */
export function registerMarketingCodesApprovalKinds(registry: AreaDeps['approvalKinds'], area: MarketingCodesArea): void {
  registry.register(area.redeem.approvalHandler());
  registry.register(area.sender.approvalHandler());
}

/**
 * Marketing: redemption codes and coupons (catalogue §7.2, §7.3). The resources, the four-eyes
 * kinds, the expiry and resume jobs, the sending progress the console polls, and the one-time
 * download of a batch's codes (not idempotent on purpose: its answer is never stored anywhere,
 * and the operation log records who took it).
 */
export const marketingCodesRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = marketingCodesArea(deps.db, deps.approvals, deps.params);
  registerMarketingCodesApprovalKinds(deps.approvalKinds, area);
  deps.jobs.register(marketingExpiryJob(area.coupons, area.redeem));
  serveBatchJob(app, deps, {
    runner: area.sender,
    progressPath: COUPON_SEND_PATH,
    permission: 'marketing/coupon/list',
    tag: 'marketing/coupon',
    summary: threeLanguages('优惠券发放：进度及每个会员的结果', 'A coupon sending: progress and the result of each member', '優惠券發放：進度及每個會員的結果'),
    answer: batchProgressSchema({ templateId: z.number() }, { couponId: z.number().nullable() }),
    resume: {
      name: 'coupon-send-resume',
      title: { 'zh-cn': '续跑发券', en: 'Resume coupon sendings', 'zh-tw': '續跑發券' },
      description: {
        'zh-cn': '继续执行仍在排队或中断于运行中的发券',
        en: 'Coupon sendings left QUEUED or abandoned RUNNING are carried on',
        'zh-tw': '繼續執行仍在排隊或中斷於執行中的發券',
      },
      cron: '45 * * * * *',
    },
  });

  await app.register(resourcePlugin, couponTemplateBinding(deps.db, area.coupons));
  await app.register(resourcePlugin, couponBinding(deps.db, area.coupons, area.sender));
  await app.register(resourcePlugin, redeemBatchBinding(area.redeem));
  await app.register(resourcePlugin, redeemCodeBinding(area.redeem));

  app.post(
    `${API_PREFIX}/${REDEEM_CODES_PATH}`,
    {
      config: { access: { permission: REDEEM_EXPORT_CODES_PERMISSION }, operation: { module: 'marketing/redeem-batch', action: 'exportCodes' } },
      schema: { body: z.object({ id: resourceIdSchema }), ...operation('marketing/redeem-batch', threeLanguages('生成已审批批次的兑换码并返回（仅一次）', 'Mint a cleared batch’s codes and answer them, once', '產生已審批批次的兌換碼並回傳（僅一次）'), z.object({ batchNo: z.string(), codes: z.array(z.string()) })) },
    },
    async (request, reply) => reply.ok(await area.redeem.mintCodes(request.body.id, operatorOf(request))),
  );
};
