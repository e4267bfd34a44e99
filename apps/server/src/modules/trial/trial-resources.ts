import { z } from 'zod';
import { trialGrantResource } from '@ledgerdesk/shared/resources/member/trial-grant';
import { trialTemplateResource } from '@ledgerdesk/shared/resources/member/trial-template';
import type { Db } from '../../db/client';
import { trialGrants, trialTemplates } from '../../db/schema';
import { bindResource } from '../../resource';
import { membersInReach, requestReach } from '../access/data-scope';
import { memberRowScope, requireMemberInReach } from '../access/member-scope';
import type { TrialBatchRunner } from './trial-batch';
import type { TrialGrantService } from './trial-grant-service';
import type { TemplateInput, TrialTemplateService } from './trial-template-service';

/** Templates: list, detail and the engine's edit (checked by the service); create, terms and status are actions (activation is filed for a second operator). */
export function trialTemplateBinding(db: Db, service: TrialTemplateService) {
  return bindResource({
    definition: trialTemplateResource,
    table: trialTemplates,
    hooks: {
      beforeWrite: async ({ op, input, current, tx }) => (op === 'edit' && current ? service.checkEdit(tx, current, input) : input),
    },
    actions: {
      create: async ({ input, user }) => {
        const row = await service.create(input as unknown as TemplateInput, user);
        return { id: row.id, code: row.code, status: row.status };
      },
      changeTerms: async ({ input, user, loadRow }) =>
        service.requestTerms(await loadRow(input.id!), { amount: String(input.amount), budgetId: Number(input.budgetId) }, input.reason!, user),
      activate: async ({ input, user, loadRow }) => service.requestActivation(await loadRow(input.id!), user),
      resume: async ({ input, user, loadRow }) => db.transaction(async (tx) => pick(await service.move(tx, await loadRow(input.id!, tx), 'ACTIVE', user))),
      pause: async ({ input, user, loadRow }) => db.transaction(async (tx) => pick(await service.move(tx, await loadRow(input.id!, tx), 'PAUSED', user))),
      end: async ({ input, user, loadRow }) => db.transaction(async (tx) => pick(await service.move(tx, await loadRow(input.id!, tx), 'ENDED', user))),
    },
  });
}

const pick = (row: { id: number; status: string; version: number }) => ({ id: row.id, status: row.status, version: row.version });

export const batchAnswerSchema = z.object({ batchId: z.number(), total: z.number(), failed: z.number() });

/** Grants: list, detail and export in the caller's member scope; grant (one or a batch) and revoke are actions. */
export function trialGrantBinding(db: Db, grants: TrialGrantService, batches: TrialBatchRunner) {
  return bindResource({
    definition: trialGrantResource,
    table: trialGrants,
    hooks: { scope: memberRowScope(db, trialGrants.memberId) },
    actions: {
      grant: async ({ input, user, request }) => {
        const memberId = Number(input.memberId);
        await requireMemberInReach(db, request, memberId);
        const grant = await db.transaction((tx) =>
          grants.grant(tx, { templateId: Number(input.templateId), memberId, reason: String(input.reason), source: 'MANUAL', makerId: user.userId }),
        );
        return { id: grant.id, grantNo: grant.grantNo, status: grant.status };
      },
      batchGrant: async ({ input, user, request }) => {
        const reach = membersInReach(db, await requestReach(db, request));
        const batch = await batches.create({ templateId: Number(input.templateId), members: String(input.members), reason: String(input.reason) }, user, reach);
        batches.start(batch.id, user.userId);
        return { batchId: batch.id, total: batch.total, failed: batch.failed };
      },
      revoke: async ({ input, user, loadRow }) => grants.requestRevoke(await loadRow(input.id!), input.reason!, user),
    },
    actionAnswers: { batchGrant: batchAnswerSchema },
  });
}
