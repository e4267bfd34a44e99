import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AWARD_BATCH_PATH } from '@ledgerdesk/shared/resources/marketing/award-grant';
import type { Db } from '../../db/client';
import { batchProgressSchema, serveBatchJob } from '../../plugins/batch-job-routes';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { AwardBatchRunner } from './award-batch';
import { AwardService } from './award-service';
import { redEnvelopeExpiryJob } from './jobs';
import { RedEnvelopeService } from './red-envelope-service';
import { awardCampaignBinding, awardGrantBinding, redEnvelopeBinding, redEnvelopeClaimBinding } from './resources';
import { threeLanguages } from '../../lib/text-per-language';

/** The services of awards and red envelopes, built once per app (tests build their own on the same database). */
export function marketingAwardsArea(db: Db, approvals: AreaDeps['approvals'], params: AreaDeps['params']) {
  const awards = new AwardService(db, params);
  return { awards, batches: new AwardBatchRunner(db, awards, params), envelopes: new RedEnvelopeService(db, approvals, params) };
}
export type MarketingAwardsArea = ReturnType<typeof marketingAwardsArea>;

/** Awards (catalogue §7.1) and red envelopes (§7.7): resources, the award batch job, the envelope-funding four-eyes kind and the expiry job. */
export const marketingAwardsRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = marketingAwardsArea(deps.db, deps.approvals, deps.params);
  deps.approvalKinds.register(area.envelopes.approvalHandler());
  deps.jobs.register(redEnvelopeExpiryJob(area.envelopes));
  await app.register(resourcePlugin, awardCampaignBinding(deps.db, area.awards));
  await app.register(resourcePlugin, awardGrantBinding(deps.db, area.awards, area.batches));
  serveBatchJob(app, deps, {
    runner: area.batches,
    progressPath: AWARD_BATCH_PATH,
    permission: 'marketing/award/list',
    tag: 'marketing/award',
    summary: threeLanguages('奖励批次：进度及每一行的结果', 'An award batch: progress and the result of each line', '獎勵批次：進度及每一行的結果'),
    answer: batchProgressSchema({ campaignId: z.number() }, { line: z.number(), amount: z.string(), evidenceRef: z.string(), grantId: z.number().nullable() }),
    resume: {
      name: 'award-batch-resume',
      title: { 'zh-cn': '续跑批量奖励', en: 'Resume award batches', 'zh-tw': '續跑批量獎勵' },
      description: {
        'zh-cn': '继续执行仍在排队或中断于运行中的批量奖励',
        en: 'Award batches left QUEUED or abandoned RUNNING are carried on',
        'zh-tw': '繼續執行仍在排隊或中斷於執行中的批量獎勵',
      },
      cron: '40 * * * * *',
    },
  });
  await app.register(resourcePlugin, redEnvelopeBinding(deps.db, area.envelopes));
  await app.register(resourcePlugin, redEnvelopeClaimBinding(deps.db));
};
