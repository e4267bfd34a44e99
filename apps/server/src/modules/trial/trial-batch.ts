import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { TRIAL_BATCH_MAX } from '@ledgerdesk/shared/resources/member/trial-grant';
import type { Db } from '../../db/client';
import { members, trialGrantBatchItems, trialGrantBatches, trialTemplates } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import { itemErrorOf, parseMemberRefs, type ItemError } from '../../lib/batch-items';
import type { TrialGrantService } from './trial-grant-service';

export { parseMemberRefs, type ItemError };

/** A RUNNING batch not touched for this long lost its instance: the batch job takes it over. */
export const BATCH_STALE_SECONDS = 120;


/**
 * Batch grants (catalogue §2.2, DR §4.2): the list is checked and stored as one batch with an item
 * per member before anything is paid, then granted item by item, each in its own transaction that
 * also marks its item, so a crash never grants an item twice and a resumed batch carries on where
 * it stopped. Every item ends GRANTED or FAILED with its reason, and the batch ends DONE or
 * DONE_WITH_ERRORS with both counts: never a silent partial success.
 */
export class TrialBatchRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly grants: TrialGrantService,
  ) {}

  /** Stores the batch and its items; `reach` is the caller's member scope (a member outside it fails its item). */
  async create(input: { templateId: number; members: string; reason: string }, operator: Operator, reach: SQL | undefined) {
    const refs = parseMemberRefs(input.members);
    if (refs.length === 0) throw badRequest('name at least one member', { members: 'no member named' }, { reason: 'member.trialBatchEmpty' });
    if (refs.length > TRIAL_BATCH_MAX) {
      throw badRequest(`a batch names at most ${TRIAL_BATCH_MAX} members`, { members: `more than ${TRIAL_BATCH_MAX}` }, { reason: 'member.trialBatchTooLarge', params: { max: TRIAL_BATCH_MAX } });
    }
    const [template] = await this.db.select().from(trialTemplates).where(eq(trialTemplates.id, input.templateId));
    if (!template) throw badRequest(`trial template ${input.templateId} does not exist`, { templateId: 'no such template' }, { reason: 'record.notFound', params: { id: input.templateId } });
    if (template.status !== 'ACTIVE') {
      throw conflict(`trial template ${template.code} is ${template.status}`, { reason: 'member.trialTemplateNotActive', params: { code: template.code, status: template.status } });
    }
    const ids = refs.filter((r) => /^\d{1,15}$/.test(r)).map(Number);
    const found = await this.db
      .select({ id: members.id, account: members.account, reached: reach ? sql<boolean>`coalesce((${reach}), false)` : sql<boolean>`true` })
      .from(members)
      .where(or(inArray(members.account, refs), ids.length ? inArray(members.id, ids) : undefined));
    const byRef = new Map<string, { id: number; reached: boolean }>();
    for (const m of found) {
      byRef.set(m.account, m);
      if (!byRef.has(String(m.id))) byRef.set(String(m.id), m);
    }
    return this.db.transaction(async (tx) => {
      const [batch] = await tx
        .insert(trialGrantBatches)
        .values({ templateId: template.id, total: refs.length, reason: input.reason, createdBy: operator.userId, updatedBy: operator.userId })
        .returning();
      await tx.insert(trialGrantBatchItems).values(
        refs.map((ref) => {
          const member = byRef.get(ref);
          const error: ItemError | null = !member
            ? { msg: `no member has id or account ${ref}`, reason: 'finance.memberMissing', params: { memberId: ref } }
            : !member.reached
              ? { msg: `member ${ref} is outside your data scope`, reason: 'access.outsideScope', params: { ids: ref } }
              : null;
          return { batchId: batch!.id, memberRef: ref, memberId: member?.id ?? null, status: error ? 'FAILED' : 'PENDING', error: error ? JSON.stringify(error) : '' };
        }),
      );
      const failed = refs.filter((ref) => !byRef.get(ref)?.reached).length;
      if (failed) await tx.update(trialGrantBatches).set({ failed }).where(eq(trialGrantBatches.id, batch!.id));
      return { ...batch!, failed };
    });
  }

  /** Runs a batch in the background of this instance; close() waits for it. */
  start(batchId: number, makerId: number | null): void {
    const run = this.run(batchId, makerId)
      .catch(() => undefined)
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Claims the batch (QUEUED, or RUNNING but abandoned) and grants its PENDING items one by one. */
  async run(batchId: number, makerId: number | null): Promise<void> {
    const [claimed] = await this.db
      .update(trialGrantBatches)
      .set({ status: 'RUNNING', updatedAt: sql`now()` })
      .where(
        and(
          eq(trialGrantBatches.id, batchId),
          or(
            eq(trialGrantBatches.status, 'QUEUED'),
            and(eq(trialGrantBatches.status, 'RUNNING'), sql`${trialGrantBatches.updatedAt} < now() - make_interval(secs => ${BATCH_STALE_SECONDS})`),
          ),
        ),
      )
      .returning();
    if (!claimed) return;
    const items = await this.db
      .select()
      .from(trialGrantBatchItems)
      .where(and(eq(trialGrantBatchItems.batchId, batchId), eq(trialGrantBatchItems.status, 'PENDING')))
      .orderBy(asc(trialGrantBatchItems.id));
    for (const item of items) await this.grantItem(claimed, item, makerId ?? claimed.createdBy);
    await this.db
      .update(trialGrantBatches)
      .set({ status: sql`case when ${trialGrantBatches.failed} > 0 then 'DONE_WITH_ERRORS' else 'DONE' end`, updatedAt: sql`now()` })
      .where(eq(trialGrantBatches.id, batchId));
  }

  private async grantItem(batch: typeof trialGrantBatches.$inferSelect, item: typeof trialGrantBatchItems.$inferSelect, makerId: number | null) {
    const bump = (column: 'succeeded' | 'failed') => ({ [column]: sql`${trialGrantBatches[column]} + 1`, updatedAt: sql`now()` });
    try {
      await this.db.transaction(async (tx) => {
        // The item is claimed under its lock: a second runner of the same batch finds it done.
        const [mine] = await tx
          .select({ id: trialGrantBatchItems.id })
          .from(trialGrantBatchItems)
          .where(and(eq(trialGrantBatchItems.id, item.id), eq(trialGrantBatchItems.status, 'PENDING')))
          .for('update');
        if (!mine) return;
        const grant = await this.grants.grant(tx, { templateId: batch.templateId, memberId: item.memberId!, reason: batch.reason, source: 'CAMPAIGN', makerId });
        await tx.update(trialGrantBatchItems).set({ status: 'GRANTED', grantId: grant.id }).where(eq(trialGrantBatchItems.id, item.id));
        await tx.update(trialGrantBatches).set(bump('succeeded')).where(eq(trialGrantBatches.id, batch.id));
      });
    } catch (error) {
      const why = itemErrorOf(error);
      await this.db.transaction(async (tx) => {
        const [marked] = await tx
          .update(trialGrantBatchItems)
          .set({ status: 'FAILED', error: JSON.stringify(why) })
          .where(and(eq(trialGrantBatchItems.id, item.id), eq(trialGrantBatchItems.status, 'PENDING')))
          .returning({ id: trialGrantBatchItems.id });
        if (marked) await tx.update(trialGrantBatches).set(bump('failed')).where(eq(trialGrantBatches.id, batch.id));
      });
    }
  }

  /** Batches left QUEUED or abandoned RUNNING (an instance stopped mid-way): the batch job resumes them. */
  async resumeStale(): Promise<number> {
    const stale = await this.db
      .select({ id: trialGrantBatches.id })
      .from(trialGrantBatches)
      .where(
        or(
          and(eq(trialGrantBatches.status, 'QUEUED'), sql`${trialGrantBatches.createdAt} < now() - make_interval(secs => 10)`),
          and(eq(trialGrantBatches.status, 'RUNNING'), sql`${trialGrantBatches.updatedAt} < now() - make_interval(secs => ${BATCH_STALE_SECONDS})`),
        ),
      );
    for (const { id } of stale) await this.run(id, null);
    return stale.length;
  }

  /** A batch with its items, for the console's progress and result list. */
  async progress(batchId: number) {
    const [batch] = await this.db.select().from(trialGrantBatches).where(eq(trialGrantBatches.id, batchId));
    if (!batch) return null;
    const items = await this.db
      .select({ id: trialGrantBatchItems.id, memberRef: trialGrantBatchItems.memberRef, memberId: trialGrantBatchItems.memberId, status: trialGrantBatchItems.status, grantId: trialGrantBatchItems.grantId, error: trialGrantBatchItems.error })
      .from(trialGrantBatchItems)
      .where(eq(trialGrantBatchItems.batchId, batchId))
      .orderBy(asc(trialGrantBatchItems.id));
    return {
      id: batch.id,
      templateId: batch.templateId,
      status: batch.status,
      total: batch.total,
      succeeded: batch.succeeded,
      failed: batch.failed,
      items: items.map((i) => ({ ...i, error: i.error ? (JSON.parse(i.error) as ItemError) : null })),
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
