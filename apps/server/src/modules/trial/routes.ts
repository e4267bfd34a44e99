import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX, resourceIdSchema } from '@ledgerdesk/shared';
import { TRIAL_BATCH_PATH } from '@ledgerdesk/shared/resources/member/trial-grant';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { TrialBatchRunner } from './trial-batch';
import { TrialGrantService } from './trial-grant-service';
import { trialExpiryJob, trialBatchResumeJob } from './trial-jobs';
import { trialGrantBinding, trialTemplateBinding } from './trial-resources';
import { TrialTemplateService } from './trial-template-service';

/** The services of trial funds, built once per app (tests build their own on the same database). */
export function trialArea(db: Db, approvals: AreaDeps['approvals']) {
  const grants = new TrialGrantService(db, approvals);
  return { templates: new TrialTemplateService(db, approvals), grants, batches: new TrialBatchRunner(db, grants) };
}
export type TrialArea = ReturnType<typeof trialArea>;

/** The area's four-eyes kinds: a live template's terms, revoking a grant. */
export function registerTrialApprovalKinds(registry: AreaDeps['approvalKinds'], area: TrialArea): void {
  registry.register(area.templates.approvalHandler());
  registry.register(area.grants.approvalHandler());
}

const batchItemSchema = z.object({
  id: z.number(),
  memberRef: z.string(),
  memberId: z.number().nullable(),
  status: z.string(),
  grantId: z.number().nullable(),
  error: z.object({ msg: z.string(), reason: z.string().optional(), params: z.record(z.string(), z.unknown()).optional() }).nullable(),
});
const batchSchema = z.object({
  id: z.number(),
  templateId: z.number(),
  status: z.string(),
  total: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  items: z.array(batchItemSchema),
});

/**
 * Trial funds (member/trial-template, member/trial-grant), catalogue §2.2: the resources, the
 * four-eyes kinds, the expiry and batch-resume jobs, and the batch progress the console polls.
 * The budgets they pay from are finance's (modules/finance/budget-routes.ts).
 */
export const trialRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = trialArea(deps.db, deps.approvals);
  registerTrialApprovalKinds(deps.approvalKinds, area);
  deps.jobs.register(trialExpiryJob(area.grants));
  deps.jobs.register(trialBatchResumeJob(area.batches));

  await app.register(resourcePlugin, trialTemplateBinding(deps.db, area.templates));
  await app.register(resourcePlugin, trialGrantBinding(deps.db, area.grants, area.batches));

  app.get(
    `${API_PREFIX}/${TRIAL_BATCH_PATH}`,
    {
      config: { access: { permission: 'member/trial-grant/list' }, logOperation: false },
      schema: { querystring: z.object({ id: resourceIdSchema }), ...operation('member/trial-grant', 'A batch grant: progress and the result of each member', batchSchema) },
    },
    async (request, reply) => {
      const batch = await area.batches.progress(request.query.id);
      if (!batch) throw notFound(`batch ${request.query.id} does not exist`, { reason: 'record.notFound', params: { id: request.query.id } });
      return reply.ok(batch);
    },
  );
  app.addHook('onClose', async () => area.batches.close());
};
