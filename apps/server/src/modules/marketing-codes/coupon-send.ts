import { and, eq, sql, type SQL } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import { COUPON_SEND_KIND, COUPON_SEND_MAX } from '@ledgerdesk/shared/resources/marketing/codes-states';
import { COUPON_APPROVE_PERMISSION } from '@ledgerdesk/shared/resources/marketing/coupon';
import type { Db } from '../../db/client';
import { couponSendBatches, couponSendItems, couponTemplates } from '../../db/schema';
import { fourEyesCheck } from '../../lib/four-eyes';
import { badRequest, conflict } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { memberItems, parseMemberRefs } from '../../lib/batch-items';
import { BatchJobRunner } from '../../lib/batch-runner';
import { issueCoupon } from './coupon-service';

type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];

/**
 * "Sending coupons" (catalogue §7.3): a template granted to a member list, run by the shared
 * per-item runner (lib/batch-runner.ts) like trial batches: the list is checked and stored as items
 * first, then each item is granted in its own transaction that also marks it, so nothing is issued
 * twice and every member ends GRANTED or FAILED with the reason. A sending whose cash-equivalent
 * total (cap × members) is above the four-eyes threshold waits in PENDING_APPROVAL for a second
 * operator; a rejected or withdrawn request ends it REJECTED, nothing issued.
 */
export class CouponSendRunner extends BatchJobRunner<typeof couponSendBatches, typeof couponSendItems> {
  constructor(
    private readonly store: Db,
    private readonly approvals: AreaDeps['approvals'],
    private readonly params: AreaDeps['params'],
  ) {
    super(store, {
      batches: couponSendBatches,
      items: couponSendItems,
      apply: async (tx, batch, item) => {
        const coupon = await issueCoupon(tx, { templateId: batch.templateId, memberId: item.memberId!, via: 'GRANT', makerId: batch.createdBy });
        return { status: 'GRANTED', couponId: coupon.id };
      },
    });
  }

  async create(input: { templateId: number; members: string; reason: string }, operator: Operator, reach: SQL | undefined) {
    const refs = parseMemberRefs(input.members);
    if (refs.length === 0) throw badRequest('name at least one member', { members: 'no member named' }, { reason: 'marketing.sendEmpty' });
    if (refs.length > COUPON_SEND_MAX) throw badRequest(`one sending names at most ${COUPON_SEND_MAX} members`, { members: `more than ${COUPON_SEND_MAX}` }, { reason: 'marketing.sendTooLarge', params: { max: COUPON_SEND_MAX } });
    const [template] = await this.store.select().from(couponTemplates).where(eq(couponTemplates.id, input.templateId));
    if (!template) throw badRequest(`coupon template ${input.templateId} does not exist`, { templateId: 'no such template' }, { reason: 'record.notFound', params: { id: input.templateId } });
    if (template.status !== 'PUBLISHED') {
      throw conflict(`coupon template ${template.code} is ${template.status}; only a PUBLISHED template issues coupons`, { reason: 'marketing.templateNotPublished', params: { code: template.code, status: template.status } });
    }
    const { rows, failed } = await memberItems(this.store, refs, reach);
    const sendable = refs.length - failed;
    const [total] = await this.store.select({ v: sql<string>`(${template.valueCap}::numeric * ${sendable})::text` }).from(couponTemplates).where(eq(couponTemplates.id, template.id));
    const fourEyes = await fourEyesCheck(this.store, this.params, template.currency, total!.v);
    const status = fourEyes.needed ? 'PENDING_APPROVAL' : 'QUEUED';
    const { batch, extra: approvalId } = await this.insert({ templateId: template.id, total: refs.length, failed, status, reason: input.reason, createdBy: operator.userId, updatedBy: operator.userId }, rows, async (tx, batch) => {
      if (!fourEyes.needed) return null;
      const value = `${decimalParam(total!.v)} ${template.currency}`;
      const approval = await this.approvals.request(tx, {
        kind: COUPON_SEND_KIND,
        subjectType: 'COUPON_SEND',
        subjectId: batch.id,
        summary: {
          'zh-cn': `发券：模板 ${template.code} 发给 ${sendable} 个会员（现金等值上限 ${value}）`,
          en: `Send coupons: template ${template.code} to ${sendable} members (cash-equivalent up to ${value})`,
          'zh-tw': `發券：模板 ${template.code} 發給 ${sendable} 個會員（現金等值上限 ${value}）`,
        },
        payload: { batchId: batch.id },
        makerId: operator.userId,
        makerRemark: input.reason,
      });
      return approval.id;
    });
    return { batchId: batch.id, total: refs.length, failed, approvalId: approvalId ?? null };
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
      // Rejected or withdrawn: the sending ends with the request's outcome and its waiting members are never sent.
      onReject: async (tx, approval, outcome, operatorId) => {
        const { batchId } = approval.payload as { batchId: number };
        const [ended] = await tx
          .update(couponSendBatches)
          .set({ status: outcome, updatedAt: sql`now()`, updatedBy: operatorId })
          .where(and(eq(couponSendBatches.id, batchId), eq(couponSendBatches.status, 'PENDING_APPROVAL')))
          .returning({ id: couponSendBatches.id });
        if (ended) await tx.update(couponSendItems).set({ status: 'CANCELLED' }).where(and(eq(couponSendItems.batchId, batchId), eq(couponSendItems.status, 'PENDING')));
      },
    };
  }
}
