import { eq, type SQL } from 'drizzle-orm';
import { TRIAL_BATCH_MAX } from '@ledgerdesk/shared/resources/member/trial-grant';
import type { Db } from '../../db/client';
import { trialGrantBatchItems, trialGrantBatches, trialTemplates } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import { memberItems, parseMemberRefs, type ItemError } from '../../lib/batch-items';
import { BatchJobRunner, BATCH_STALE_SECONDS } from '../../lib/batch-runner';
import type { TrialGrantService } from './trial-grant-service';

export { parseMemberRefs, BATCH_STALE_SECONDS, type ItemError };

/**
 * Batch grants (catalogue §2.2, DR §4.2): the list is checked and stored as one batch with an item
 * per member before anything is paid, then granted item by item by the shared runner
 * (lib/batch-runner.ts): each item in its own transaction that also marks it, so a crash never
 * grants an item twice and a resumed batch carries on where it stopped.
 */
export class TrialBatchRunner extends BatchJobRunner<typeof trialGrantBatches, typeof trialGrantBatchItems> {
  constructor(
    private readonly store: Db,
    grants: TrialGrantService,
  ) {
    super(store, {
      batches: trialGrantBatches,
      items: trialGrantBatchItems,
      // A batch is started by the request that stored it; the job only picks up one left behind.
      queuedGraceSeconds: 10,
      apply: async (tx, batch, item, makerId) => {
        const grant = await grants.grant(tx, { templateId: batch.templateId, memberId: item.memberId!, reason: batch.reason, source: 'CAMPAIGN', makerId });
        return { status: 'GRANTED', grantId: grant.id };
      },
    });
  }

  /** Stores the batch and its items; `reach` is the caller's member scope (a member outside it fails its item). */
  async create(input: { templateId: number; members: string; reason: string }, operator: Operator, reach: SQL | undefined) {
    const refs = parseMemberRefs(input.members);
    if (refs.length === 0) throw badRequest('name at least one member', { members: 'no member named' }, { reason: 'member.trialBatchEmpty' });
    if (refs.length > TRIAL_BATCH_MAX) {
      throw badRequest(`a batch names at most ${TRIAL_BATCH_MAX} members`, { members: `more than ${TRIAL_BATCH_MAX}` }, { reason: 'member.trialBatchTooLarge', params: { max: TRIAL_BATCH_MAX } });
    }
    const [template] = await this.store.select().from(trialTemplates).where(eq(trialTemplates.id, input.templateId));
    if (!template) throw badRequest(`trial template ${input.templateId} does not exist`, { templateId: 'no such template' }, { reason: 'record.notFound', params: { id: input.templateId } });
    if (template.status !== 'ACTIVE') {
      throw conflict(`trial template ${template.code} is ${template.status}`, { reason: 'member.trialTemplateNotActive', params: { code: template.code, status: template.status } });
    }
    const { rows, failed } = await memberItems(this.store, refs, reach);
    const { batch } = await this.insert({ templateId: template.id, total: refs.length, failed, reason: input.reason, createdBy: operator.userId, updatedBy: operator.userId }, rows);
    return batch;
  }
}
