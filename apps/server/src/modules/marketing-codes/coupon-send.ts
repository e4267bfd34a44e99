import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import { COUPON_SEND_KIND, COUPON_SEND_MAX } from '@ledgerdesk/shared/resources/marketing/codes-states';
import { COUPON_APPROVE_PERMISSION } from '@ledgerdesk/shared/resources/marketing/coupon';
import type { Db } from '../../db/client';
import { couponSendBatches, couponSendItems, couponTemplates, members } from '../../db/schema';
import { fourEyesCheck } from '../../lib/four-eyes';
import { badRequest, conflict } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { itemErrorOf, parseMemberRefs, type ItemError } from '../../lib/batch-items';
import { issueCoupon } from './coupon-service';

type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
const STALE_SECONDS = 120;

/**
 * "Sending coupons" (catalogue §7.3): a template granted to a member list, the same way trial
 * batches run (modules/trial/trial-batch.ts): the list is checked and stored as items first, then
 * each item is granted in its own transaction that also marks it, so nothing is issued twice and
 * every member ends GRANTED or FAILED with the reason. A sending whose cash-equivalent total (cap
 * × members) is above the four-eyes threshold waits in PENDING_APPROVAL for a second operator.
 */
export class CouponSendRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
    private readonly params: AreaDeps['params'],
  ) {}

  async create(input: { templateId: number; members: string; reason: string }, operator: Operator, reach: SQL | undefined) {
    const refs = parseMemberRefs(input.members);
    if (refs.length === 0) throw badRequest('name at least one member', { members: 'no member named' }, { reason: 'marketing.sendEmpty' });
    if (refs.length > COUPON_SEND_MAX) throw badRequest(`one sending names at most ${COUPON_SEND_MAX} members`, { members: `more than ${COUPON_SEND_MAX}` }, { reason: 'marketing.sendTooLarge', params: { max: COUPON_SEND_MAX } });
    const [template] = await this.db.select().from(couponTemplates).where(eq(couponTemplates.id, input.templateId));
    if (!template) throw badRequest(`coupon template ${input.templateId} does not exist`, { templateId: 'no such template' }, { reason: 'record.notFound', params: { id: input.templateId } });
    if (template.status !== 'PUBLISHED') {
      throw conflict(`coupon template ${template.code} is ${template.status}; only a PUBLISHED template issues coupons`, { reason: 'marketing.templateNotPublished', params: { code: template.code, status: template.status } });
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
    const sendable = refs.filter((ref) => byRef.get(ref)?.reached).length;
    const [total] = await this.db.select({ v: sql<string>`(${template.valueCap}::numeric * ${sendable})::text` }).from(couponTemplates).where(eq(couponTemplates.id, template.id));
    const fourEyes = await fourEyesCheck(this.db, this.params, template.currency, total!.v);
    return this.db.transaction(async (tx) => {
      const failed = refs.length - sendable;
      const [batch] = await tx
        .insert(couponSendBatches)
        .values({ templateId: template.id, total: refs.length, failed, status: fourEyes.needed ? 'PENDING_APPROVAL' : 'QUEUED', reason: input.reason, createdBy: operator.userId, updatedBy: operator.userId })
        .returning();
      await tx.insert(couponSendItems).values(
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
      let approvalId: number | null = null;
      if (fourEyes.needed) {
        const value = `${decimalParam(total!.v)} ${template.currency}`;
        const approval = await this.approvals.request(tx, {
          kind: COUPON_SEND_KIND,
          subjectType: 'COUPON_SEND',
          subjectId: batch!.id,
          summary: {
            'zh-cn': `发券：模板 ${template.code} 发给 ${sendable} 个会员（现金等值上限 ${value}）`,
            en: `Send coupons: template ${template.code} to ${sendable} members (cash-equivalent up to ${value})`,
            'zh-tw': `發券：模板 ${template.code} 發給 ${sendable} 個會員（現金等值上限 ${value}）`,
          },
          payload: { batchId: batch!.id },
          makerId: operator.userId,
          makerRemark: input.reason,
        });
        approvalId = approval.id;
      }
      return { batchId: batch!.id, total: refs.length, failed, approvalId };
    });
  }

  start(batchId: number): void {
    const run = this.run(batchId)
      .catch(() => undefined)
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Claims a QUEUED (or abandoned RUNNING) sending and grants its PENDING items one by one. */
  async run(batchId: number): Promise<void> {
    const [claimed] = await this.db
      .update(couponSendBatches)
      .set({ status: 'RUNNING', updatedAt: sql`now()` })
      .where(
        and(
          eq(couponSendBatches.id, batchId),
          or(eq(couponSendBatches.status, 'QUEUED'), and(eq(couponSendBatches.status, 'RUNNING'), sql`${couponSendBatches.updatedAt} < now() - make_interval(secs => ${STALE_SECONDS})`)),
        ),
      )
      .returning();
    if (!claimed) return;
    const items = await this.db
      .select()
      .from(couponSendItems)
      .where(and(eq(couponSendItems.batchId, batchId), eq(couponSendItems.status, 'PENDING')))
      .orderBy(asc(couponSendItems.id));
    for (const item of items) await this.sendItem(claimed, item);
    await this.db
      .update(couponSendBatches)
      .set({ status: sql`case when ${couponSendBatches.failed} > 0 then 'DONE_WITH_ERRORS' else 'DONE' end`, updatedAt: sql`now()` })
      .where(eq(couponSendBatches.id, batchId));
  }

  private async sendItem(batch: typeof couponSendBatches.$inferSelect, item: typeof couponSendItems.$inferSelect) {
    const bump = (column: 'succeeded' | 'failed') => ({ [column]: sql`${couponSendBatches[column]} + 1`, updatedAt: sql`now()` });
    try {
      await this.db.transaction(async (tx) => {
        const [mine] = await tx.select({ id: couponSendItems.id }).from(couponSendItems).where(and(eq(couponSendItems.id, item.id), eq(couponSendItems.status, 'PENDING'))).for('update');
        if (!mine) return;
        const coupon = await issueCoupon(tx, { templateId: batch.templateId, memberId: item.memberId!, via: 'GRANT', makerId: batch.createdBy });
        await tx.update(couponSendItems).set({ status: 'GRANTED', couponId: coupon.id }).where(eq(couponSendItems.id, item.id));
        await tx.update(couponSendBatches).set(bump('succeeded')).where(eq(couponSendBatches.id, batch.id));
      });
    } catch (error) {
      const why = itemErrorOf(error);
      await this.db.transaction(async (tx) => {
        const [marked] = await tx
          .update(couponSendItems)
          .set({ status: 'FAILED', error: JSON.stringify(why) })
          .where(and(eq(couponSendItems.id, item.id), eq(couponSendItems.status, 'PENDING')))
          .returning({ id: couponSendItems.id });
        if (marked) await tx.update(couponSendBatches).set(bump('failed')).where(eq(couponSendBatches.id, batch.id));
      });
    }
  }

  /** Sendings left QUEUED (approved, or their instance stopped) or abandoned RUNNING: the job carries them on. */
  async resumeStale(): Promise<number> {
    const stale = await this.db
      .select({ id: couponSendBatches.id })
      .from(couponSendBatches)
      .where(
        or(
          eq(couponSendBatches.status, 'QUEUED'),
          and(eq(couponSendBatches.status, 'RUNNING'), sql`${couponSendBatches.updatedAt} < now() - make_interval(secs => ${STALE_SECONDS})`),
        ),
      );
    for (const { id } of stale) await this.run(id);
    return stale.length;
  }

  async progress(batchId: number) {
    const [batch] = await this.db.select().from(couponSendBatches).where(eq(couponSendBatches.id, batchId));
    if (!batch) return null;
    const items = await this.db
      .select({ id: couponSendItems.id, memberRef: couponSendItems.memberRef, memberId: couponSendItems.memberId, status: couponSendItems.status, couponId: couponSendItems.couponId, error: couponSendItems.error })
      .from(couponSendItems)
      .where(eq(couponSendItems.batchId, batchId))
      .orderBy(asc(couponSendItems.id));
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

  /** The second operator's approval queues the sending; the runner starts it once the approval is committed. */
  approvalHandler(): ApprovalHandler {
    return {
      kind: COUPON_SEND_KIND,
      title: { 'zh-cn': '发券（超过阈值）', en: 'Send coupons (above the threshold)', 'zh-tw': '發券（超過閾值）' },
      permission: COUPON_APPROVE_PERMISSION,
      apply: async (tx, approval) => {
        const { batchId } = approval.payload as { batchId: number };
        const [queued] = await tx
          .update(couponSendBatches)
          .set({ status: 'QUEUED', updatedAt: sql`now()` })
          .where(and(eq(couponSendBatches.id, batchId), eq(couponSendBatches.status, 'PENDING_APPROVAL')))
          .returning({ id: couponSendBatches.id });
        if (!queued) throw conflict(`coupon sending ${batchId} is no longer waiting for approval`, { reason: 'record.wrongState', params: { id: String(batchId), status: '-', expected: 'PENDING_APPROVAL' } });
        // Started after this transaction commits (run() claims only a QUEUED sending; the resume job is the backstop).
        setTimeout(() => this.start(batchId), 200).unref();
        return { batchId, status: 'QUEUED' };
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
