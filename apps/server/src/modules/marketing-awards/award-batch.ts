import { eq, type SQL } from 'drizzle-orm';
import { FOUR_EYES_PARAM } from '@ledgerdesk/shared/resources/finance/budget';
import { AWARD_BATCH_MAX } from '@ledgerdesk/shared/resources/marketing/award-states';
import type { Db } from '../../db/client';
import { awardCampaigns, awardGrantBatchItems, awardGrantBatches } from '../../db/schema';
import { resolveMemberRefs, unreachableError } from '../../lib/batch-items';
import { BatchJobRunner } from '../../lib/batch-runner';
import { badRequest } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { campaignWrongState, type AwardService } from './award-service';

/** One CSV line "member,amount,evidence" as the operator wrote it (a header line is skipped). */
function parseLines(text: string) {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ raw: raw.trim(), line: index + 1 }))
    .filter((l) => l.raw && !/^member\b/i.test(l.raw))
    .map(({ raw, line }) => {
      const [memberRef = '', amount = '', evidenceRef = ''] = raw.split(/[,;\t]/).map((s) => s.trim());
      return { line, memberRef, amount, evidenceRef };
    });
}

/**
 * Award batches (catalogue §7.1): the CSV is checked and stored as a batch with an item per line,
 * then run as a job by the shared per-item runner (lib/batch-runner.ts): each line's award is
 * created in the transaction that marks its item, so a crash or a second runner never creates it
 * twice (the award's own unique key, campaign + member + evidence, backs that in the database).
 * Creating an award moves no money: it is APPROVED, or waits for a second operator, and is paid
 * one by one as before.
 */
export class AwardBatchRunner extends BatchJobRunner<typeof awardGrantBatches, typeof awardGrantBatchItems> {
  /** The four-eyes threshold of the current run: read before the item transactions (the config cache reads through its own connection). */
  private thresholdUsd: number = FOUR_EYES_PARAM.default;

  constructor(
    private readonly store: Db,
    awards: AwardService,
    private readonly params: AreaDeps['params'],
  ) {
    super(store, {
      batches: awardGrantBatches,
      items: awardGrantBatchItems,
      apply: async (tx, batch, item, actor) => {
        const threshold = { number: async () => this.thresholdUsd };
        const grant = await awards.createGrantIn(
          tx,
          { campaignId: batch.campaignId, memberId: item.memberId!, amount: item.amount, evidenceRef: item.evidenceRef, reason: batch.reason },
          { userId: actor!, userName: '' },
          batch.id,
          threshold,
        );
        return { status: 'CREATED', grantId: grant.id };
      },
    });
  }

  override async run(batchId: number, actor: number | null = null): Promise<boolean> {
    this.thresholdUsd = await this.params.number(FOUR_EYES_PARAM.key, FOUR_EYES_PARAM.default, FOUR_EYES_PARAM.range);
    return super.run(batchId, actor);
  }

  /** Stores the batch and its lines; a line naming no member (or one outside `reach`) is stored FAILED with the reason. */
  async create(input: { campaignId: number; lines: string; reason: string }, operator: Operator, reach: SQL | undefined) {
    const parsed = parseLines(input.lines);
    if (parsed.length === 0) throw badRequest('name at least one line "member,amount,evidence"', { lines: 'no line' }, { reason: 'awards.batchEmpty', params: {} });
    if (parsed.length > AWARD_BATCH_MAX) {
      throw badRequest(`a batch has at most ${AWARD_BATCH_MAX} lines`, { lines: `more than ${AWARD_BATCH_MAX}` }, { reason: 'awards.batchTooLarge', params: { max: AWARD_BATCH_MAX } });
    }
    const [campaign] = await this.store.select({ id: awardCampaigns.id, code: awardCampaigns.code, status: awardCampaigns.status }).from(awardCampaigns).where(eq(awardCampaigns.id, input.campaignId));
    if (!campaign) throw badRequest(`campaign ${input.campaignId} does not exist`, { campaignId: 'no such campaign' }, { reason: 'record.notFound', params: { id: input.campaignId } });
    if (campaign.status !== 'ACTIVE') throw campaignWrongState(campaign.code, campaign.status);
    const byRef = await resolveMemberRefs(this.store, [...new Set(parsed.map((p) => p.memberRef).filter(Boolean))], reach);
    const rows = parsed.map((p) => {
      const member = byRef.get(p.memberRef);
      const error = unreachableError(p.memberRef, member);
      return { ...p, memberId: member?.id ?? null, status: error ? 'FAILED' : 'PENDING', error: error ? JSON.stringify(error) : '' };
    });
    const failed = rows.filter((r) => r.status === 'FAILED').length;
    const { batch } = await this.insert({ campaignId: campaign.id, total: rows.length, failed, reason: input.reason, createdBy: operator.userId, updatedBy: operator.userId }, rows);
    return { batchId: batch.id, total: rows.length, failed };
  }
}
