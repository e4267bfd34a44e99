import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRIAL_BATCH_PATH } from '@ledgerdesk/shared/resources/member/trial-grant';
import type { Db } from '../../db/client';
import { batchProgressSchema, serveBatchJob } from '../../plugins/batch-job-routes';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { TrialBatchRunner } from './trial-batch';
import { TrialGrantService } from './trial-grant-service';
import { trialExpiryJob } from './trial-jobs';
import { trialGrantBinding, trialTemplateBinding } from './trial-resources';
import { TrialTemplateService } from './trial-template-service';
import { threeLanguages } from '../../lib/text-per-language';

/** The services of trial funds, built once per app (tests build their own on the same database). */
export function trialArea(db: Db, approvals: AreaDeps['approvals']) {
  const grants = new TrialGrantService(db, approvals);
  return { templates: new TrialTemplateService(db, approvals), grants, batches: new TrialBatchRunner(db, grants) };
}
export type TrialArea = ReturnType<typeof trialArea>;

/** The area's four-eyes kinds: a draft's activation, a live template's terms, revoking a grant. */
export function registerTrialApprovalKinds(registry: AreaDeps['approvalKinds'], area: TrialArea): void {
  for (const handler of area.templates.approvalHandlers()) registry.register(handler);
  registry.register(area.grants.approvalHandler());
}

/**
 * Trial funds (member/trial-template, member/trial-grant), catalogue §2.2: the resources, the
 * four-eyes kinds, the expiry job, and the batch job (plugins/batch-job-routes.ts: its progress route and resume job).
 * The budgets they pay from are finance's (modules/finance/budget-routes.ts).
 */
export const trialRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = trialArea(deps.db, deps.approvals);
  registerTrialApprovalKinds(deps.approvalKinds, area);
  deps.jobs.register(trialExpiryJob(area.grants));

  await app.register(resourcePlugin, trialTemplateBinding(deps.db, area.templates));
  await app.register(resourcePlugin, trialGrantBinding(deps.db, area.grants, area.batches));

  serveBatchJob(app, deps, {
    runner: area.batches,
    progressPath: TRIAL_BATCH_PATH,
    permission: 'member/trial-grant/list',
    tag: 'member/trial-grant',
    summary: threeLanguages('批量发放：进度及每个会员的结果', 'A batch grant: progress and the result of each member', '批次發放：進度及每個會員的結果'),
    answer: batchProgressSchema({ templateId: z.number() }, { grantId: z.number().nullable() }),
    resume: {
      name: 'trial-grant-batch-resume',
      title: { 'zh-cn': '续跑体验金批量发放', en: 'Resume trial-fund batch grants', 'zh-tw': '續跑體驗金批量發放' },
      description: {
        'zh-cn': '继续执行仍在排队或中断于运行中的体验金批量发放',
        en: 'Batch grants left QUEUED or abandoned RUNNING are carried on',
        'zh-tw': '繼續執行仍在排隊或中斷於執行中的體驗金批量發放',
      },
      cron: '30 * * * * *',
    },
  });
};
