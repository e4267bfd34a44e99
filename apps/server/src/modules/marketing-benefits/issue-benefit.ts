import { and, eq } from 'drizzle-orm';
import type { MoneyLogType } from '@ledgerdesk/shared';
import type { PointsRefType, PointsSource } from '@ledgerdesk/shared/resources/marketing/points-states';
import type { Tx } from '../../db/client';
import { benefitIssues } from '../../db/schema';
import { postToBudget } from '../finance/budget-ledger';
import { postToWallet } from '../finance/ledger';
import { issueCoupon, type IssuedVia } from '../marketing-codes/coupon-service';
import { postPoints } from '../marketing-points/points-ledger';
import { grantTrial } from '../trial/trial-grant-service';
import type { BenefitKind } from './benefit-terms';
import { verbatimOrNull } from '../../lib/text-per-language';

/** One unit of a benefit, as the caller's row holds it (already checked by `checkBenefitTerms` when the campaign was set up). */
export interface BenefitToIssue {
  kind: BenefitKind;
  points?: number | null;
  couponTemplateId?: number | null;
  trialTemplateId?: number | null;
  /** ASSET: paid from this budget to the member's available balance under this money-log type. */
  asset?: { budgetId: number; currency: string; amount: string; moneyType: MoneyLogType } | null;
}

/** Who issues it and for what: the caller's record is the key, so a repeat issues nothing. */
export interface BenefitOrigin {
  /** Also the points log's refType when the benefit is points. */
  refType: PointsRefType;
  refId: number;
  refNo: string;
  memberId: number;
  /** The points log's source (POINTS). */
  pointsSource: PointsSource;
  /** The coupon's issued_via (COUPON). */
  couponVia: IssuedVia;
  /** What the benefit came from (a batch, an item, a wheel's prize: codes and names, no words of ours, so it reads the same in every language), shown on the ledger rows and the grant. */
  note: string;
}

export interface IssuedBenefit {
  kind: BenefitKind;
  /** False when this origin had already been issued: nothing was credited this time. */
  issued: boolean;
  benefitRef: string;
  pointsLogId: number | null;
  couponId: number | null;
  trialGrantId: number | null;
}

const issuedOf = (row: typeof benefitIssues.$inferSelect, issued: boolean): IssuedBenefit => ({
  kind: row.kind as BenefitKind,
  issued,
  benefitRef: row.benefitRef,
  pointsLogId: row.pointsLogId,
  couponId: row.couponId,
  trialGrantId: row.trialGrantId,
});

/**
 * The one place a marketing benefit is issued (a code's redemption, a wheel prize, a points-shop
 * item), inside the caller's transaction, through the owning area's own function: points through
 * the points ledger, a coupon through `issueCoupon`, trial fund through `grantTrial`, an asset from
 * the budget to the wallet. The `mkt_benefit_issue` row (unique by the caller's record) is written
 * first: a repeat of the same redemption, draw or exchange, even a concurrent one, waits for the
 * first and then finds its row, so it credits once and answers what was issued. Any refusal of the
 * owning service (a limit, a closed budget) throws, and the caller's transaction rolls back whole.
 */
export async function issueBenefit(tx: Tx, benefit: BenefitToIssue, origin: BenefitOrigin): Promise<IssuedBenefit> {
  const [claimed] = await tx
    .insert(benefitIssues)
    .values({ refType: origin.refType, refId: origin.refId, memberId: origin.memberId, kind: benefit.kind, points: benefit.kind === 'POINTS' ? benefit.points! : null })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    const [earlier] = await tx.select().from(benefitIssues).where(and(eq(benefitIssues.refType, origin.refType), eq(benefitIssues.refId, origin.refId)));
    return issuedOf(earlier!, false);
  }
  const ref = { refType: origin.refType, refId: origin.refId, refNo: origin.refNo, operatorId: null };
  let done: Pick<IssuedBenefit, 'benefitRef' | 'pointsLogId' | 'couponId' | 'trialGrantId'>;
  switch (benefit.kind) {
    case 'POINTS': {
      const { logId } = await postPoints(tx, { memberId: origin.memberId, change: benefit.points!, source: origin.pointsSource, refType: origin.refType, refId: origin.refId, operatorId: null, note: origin.note });
      done = { benefitRef: `points-log:${logId}`, pointsLogId: logId, couponId: null, trialGrantId: null };
      break;
    }
    case 'COUPON': {
      const coupon = await issueCoupon(tx, { templateId: benefit.couponTemplateId!, memberId: origin.memberId, via: origin.couponVia, makerId: null });
      done = { benefitRef: `coupon:${coupon.couponNo}`, pointsLogId: null, couponId: coupon.id, trialGrantId: null };
      break;
    }
    case 'TRIAL_FUND': {
      const grant = await grantTrial(tx, { templateId: benefit.trialTemplateId!, memberId: origin.memberId, reason: origin.note, source: 'CAMPAIGN', makerId: null });
      done = { benefitRef: `trial-grant:${grant.grantNo}`, pointsLogId: null, couponId: null, trialGrantId: grant.id };
      break;
    }
    case 'ASSET': {
      const asset = benefit.asset!;
      await postToBudget(tx, { ...ref, budgetId: asset.budgetId, type: 'SPEND', amount: asset.amount, remark: verbatimOrNull(origin.note) });
      await postToWallet(tx, { ...ref, memberId: origin.memberId, currency: asset.currency, type: asset.moneyType, moves: [{ kind: 'AVAILABLE', change: asset.amount }], remark: verbatimOrNull(origin.note) });
      done = { benefitRef: `money-log:${origin.refNo}`, pointsLogId: null, couponId: null, trialGrantId: null };
      break;
    }
  }
  const [row] = await tx.update(benefitIssues).set(done).where(eq(benefitIssues.id, claimed.id)).returning();
  return issuedOf(row!, true);
}
