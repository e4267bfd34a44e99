import { and, eq, sql } from 'drizzle-orm';
import { STAKING_APPROVAL_KINDS } from '@ledgerdesk/shared/resources/earn/staking-states';
import type { Db, Tx } from '../../db/client';
import { stakingAccrualRuns, stakingAccruals, stakingRateDays } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import type { ApprovalRow } from './approval-types';
import type { AreaDeps } from '../area-deps';
import type { ProductService } from './product-service';
import { requireBusinessDate, wrongState } from './staking-refusals';

export interface RateInput {
  rateDate: string;
  apr: string;
  sourceNote: string;
}

interface RatePayload {
  productId: number;
  rateDate: string;
  apr: string;
  sourceNote: string;
  [key: string]: unknown;
}

const APR = /^\d{1,2}(\.\d{1,8})?$/;

/**
 * Daily rates (catalogue §4): a maker files the day's APR with its source; a second operator
 * publishes it. A date whose accrual has run is fixed: neither filing nor approving can change it.
 */
export class RateService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
    private readonly products: ProductService,
  ) {}

  private check(input: RateInput): RatePayload & { productId: number } {
    const rateDate = requireBusinessDate(input.rateDate, 'rateDate');
    const apr = String(input.apr ?? '').trim();
    if (!APR.test(apr) || Number(apr) > 10) throw badRequest('apr must be a rate from 0 to 10 with at most 8 decimals', { apr: 'a rate from 0 to 10' });
    const sourceNote = String(input.sourceNote ?? '').trim();
    if (!sourceNote) throw badRequest('name the source of the rate (a reward report, the lending ledger)', { sourceNote: 'required' });
    return { productId: 0, rateDate, apr, sourceNote };
  }

  private async refuseIfRun(reader: Db | Tx, productId: number, code: string, rateDate: string): Promise<void> {
    const [run] = await reader.select({ id: stakingAccrualRuns.id }).from(stakingAccrualRuns).where(and(eq(stakingAccrualRuns.productId, productId), eq(stakingAccrualRuns.accrualDate, rateDate)));
    const [accrued] = run ? [run] : await reader.select({ id: stakingAccruals.id }).from(stakingAccruals).where(and(eq(stakingAccruals.productId, productId), eq(stakingAccruals.accrualDate, rateDate))).limit(1);
    if (accrued) throw conflict(`the accrual of ${rateDate} has run for product ${code}: its rate is fixed`, { reason: 'staking.rateLocked', params: { code, date: rateDate } });
  }

  async requestPublish(productId: number, input: RateInput, operator: Operator): Promise<ApprovalRow> {
    const checked = this.check(input);
    return this.db.transaction(async (tx) => {
      const product = await this.products.lock(tx, productId);
      if (product.status === 'DRAFT' || product.status === 'CLOSED') throw wrongState('product', product.code, product.status, ['ACTIVE', 'PAUSED']);
      await this.refuseIfRun(tx, product.id, product.code, checked.rateDate);
      const payload: RatePayload = { ...checked, productId: product.id };
      // One request per product and date may wait at a time: the date keys the subject.
      return this.approvals.request(tx, {
        kind: STAKING_APPROVAL_KINDS.rate,
        subjectType: 'STAKING_RATE',
        subjectId: product.id,
        subjectKey: checked.rateDate,
        summary: {
          'zh-cn': `发布质押产品 ${product.code} 在 ${checked.rateDate} 的年化 ${checked.apr}（依据：${checked.sourceNote}）`,
          en: `Publish the APR ${checked.apr} of staking product ${product.code} for ${checked.rateDate} (source: ${checked.sourceNote})`,
          'zh-tw': `發佈質押產品 ${product.code} 在 ${checked.rateDate} 的年化 ${checked.apr}（依據：${checked.sourceNote}）`,
        },
        payload,
        makerId: operator.userId,
      });
    });
  }

  /** In the approver's transaction; a rate filed again for the same date before its accrual replaces the earlier one. */
  async applyPublish(tx: Tx, approval: ApprovalRow, approverId: number): Promise<Record<string, unknown>> {
    const payload = approval.payload as RatePayload;
    const product = await this.products.lock(tx, payload.productId);
    await this.refuseIfRun(tx, product.id, product.code, payload.rateDate);
    const values = { apr: payload.apr, sourceNote: payload.sourceNote, makerId: approval.makerId, approverId, approvalId: approval.id, publishedAt: sql`now()`, updatedAt: sql`now()`, updatedBy: approverId };
    const [row] = await tx
      .insert(stakingRateDays)
      .values({ productId: product.id, rateDate: payload.rateDate, ...values, createdBy: approverId })
      .onConflictDoUpdate({ target: [stakingRateDays.productId, stakingRateDays.rateDate], set: values })
      .returning({ id: stakingRateDays.id });
    return { rateId: row!.id, productId: product.id, rateDate: payload.rateDate, apr: payload.apr };
  }
}
