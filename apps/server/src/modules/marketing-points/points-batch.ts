import { type SQL } from 'drizzle-orm';
import { POINTS_BATCH_MAX, POINTS_GRANT_FOUR_EYES_ABOVE } from '@ledgerdesk/shared/resources/marketing/points-states';
import type { Db } from '../../db/client';
import { pointsGrantBatchItems, pointsGrantBatches } from '../../db/schema';
import { memberItems, parseMemberRefs } from '../../lib/batch-items';
import { BatchJobRunner } from '../../lib/batch-runner';
import { badRequest } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import { businessNo, type PointsService } from './points-service';

/**
 * Points batch sends (catalogue §7.4 "send integral" to a member list): stored as a batch with an
 * item per member, then run as a job by the shared per-item runner (lib/batch-runner.ts). Each
 * item's grant is made in the transaction that marks the item, and its grant number is derived
 * from the item (the grant table's unique key), so a crash, a resumed run or four runners at once
 * grant each member once. When the batch's total (points × the members it grants) is above the
 * four-eyes threshold, every item's grant is FILED for a second operator instead of credited.
 */
export class PointsBatchRunner extends BatchJobRunner<typeof pointsGrantBatches, typeof pointsGrantBatchItems> {
  constructor(
    private readonly store: Db,
    private readonly points: PointsService,
  ) {
    super(store, {
      batches: pointsGrantBatches,
      items: pointsGrantBatchItems,
      apply: async (tx, batch, item, actor) => {
        const grant = await points.grantIn(tx, { memberId: item.memberId!, points: batch.points, reasonCode: batch.reasonCode, note: batch.note }, actor!, {
          grantNo: `${batch.batchNo}-${item.id}`,
          batchNo: batch.batchNo,
          batchFourEyes: batch.fourEyes,
        });
        return { status: grant.status === 'APPLIED' ? 'GRANTED' : 'FILED', grantId: grant.grantId };
      },
    });
  }

  /** Stores the batch and its members; a member not found (or outside `reach`) is stored FAILED with the reason. */
  async create(input: { members: string; points: number; reasonCode: string; note?: string }, operator: Operator, reach: SQL | undefined) {
    this.points.validate({ memberId: 0, points: input.points, reasonCode: input.reasonCode });
    const refs = parseMemberRefs(input.members);
    if (refs.length === 0) throw badRequest('name at least one member', { members: 'no member named' }, { reason: 'member.trialBatchEmpty' });
    if (refs.length > POINTS_BATCH_MAX) {
      throw badRequest(`a batch names at most ${POINTS_BATCH_MAX} members`, { members: `more than ${POINTS_BATCH_MAX}` }, { reason: 'member.trialBatchTooLarge', params: { max: POINTS_BATCH_MAX } });
    }
    const { rows, failed } = await memberItems(this.store, refs, reach);
    // Measured whole, as a code batch (points × codes) and a coupon sending (cap × members) are: a
    // list of small grants must not move more points than one operator may alone.
    const fourEyes = input.points * (refs.length - failed) > POINTS_GRANT_FOUR_EYES_ABOVE;
    const { batch } = await this.insert(
      { batchNo: businessNo('PB'), points: input.points, fourEyes, reasonCode: input.reasonCode.trim(), note: input.note ?? '', total: refs.length, failed, createdBy: operator.userId, updatedBy: operator.userId },
      rows,
    );
    return { batchId: batch.id, batchNo: batch.batchNo, total: refs.length, failed, fourEyes };
  }
}
