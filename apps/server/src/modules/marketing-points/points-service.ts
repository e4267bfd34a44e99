import { randomInt } from 'node:crypto';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { ResultCode } from '@ledgerdesk/shared';
import {
  POINTS_APPROVE_PERMISSION,
  POINTS_GRANT_FOUR_EYES_ABOVE,
  POINTS_GRANT_KIND,
  type PointsRefType,
} from '@ledgerdesk/shared/resources/marketing/points-states';
import type { Db, Tx } from '../../db/client';
import { members, pointsAccounts, pointsExchanges, pointsGrants, pointsItems, pointsLogs } from '../../db/schema';
import { badRequest, conflict, notFound, refuse } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import type { BenefitKind } from '../marketing-benefits/benefit-terms';
import { issueBenefit } from '../marketing-benefits/issue-benefit';
import { postPoints } from './points-ledger';

type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
type GrantRow = typeof pointsGrants.$inferSelect;

export const GRANT_REF = 'POINTS_GRANT' satisfies PointsRefType;
export const EXCHANGE_REF = 'POINTS_EXCHANGE' satisfies PointsRefType;

/** Business numbers: prefix, UTC stamp, random tail. */
export const businessNo = (prefix: string) => `${prefix}${new Date().toISOString().replace(/[-:TZ.]/g, '').slice(0, 14)}${String(randomInt(1_000_000_000)).padStart(9, '0')}`;

export interface GrantInput {
  memberId: number;
  points: number;
  reasonCode: string;
  note?: string;
}

/**
 * The points ledger's operator side (catalogue §7.4): send integral (one member here; a list is a
 * batch job, points-batch.ts), four-eyes above POINTS_GRANT_FOUR_EYES_ABOVE,
 * reversal as a negative REVERSAL row keyed by the grant (so it happens once and never below zero),
 * and the points shop: exchange (member side), cancel with refund, fulfil. No path buys, sells or
 * transfers points between members.
 */
export class PointsService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  /** A grant's own terms: whole points above zero and a reason code (a batch checks them once, before it is stored). */
  validate(input: GrantInput): void {
    if (!Number.isSafeInteger(input.points) || input.points <= 0) {
      throw badRequest(`points must be a whole number above 0, not ${input.points}`, { points: 'whole number above 0' }, { reason: 'request.invalid' });
    }
    if (!input.reasonCode?.trim()) throw badRequest('a reason code is required', { reasonCode: 'required' }, { reason: 'request.invalid' });
  }

  /** One grant: applied at once, or filed for a second operator when above the threshold. */
  async grant(input: GrantInput, operator: Operator): Promise<{ grantNo: string; status: GrantRow['status']; approvalId: number | null; balanceAfter: number | null }> {
    this.validate(input);
    return this.db.transaction((tx) => this.grantIn(tx, input, operator.userId, { grantNo: businessNo('PG'), batchNo: '' }));
  }

  /**
   * One grant inside the caller's transaction (a batch item's, lib/batch-runner.ts): the member is
   * credited, or the grant is filed for a second operator. `grantNo` is the grant's unique key: a
   * batch derives it from its item, so the item can never be granted twice. `batchFourEyes`: the
   * batch as a whole is above the threshold, so this grant waits however small it is.
   */
  async grantIn(tx: Tx, input: GrantInput, makerId: number, keys: { grantNo: string; batchNo: string; batchFourEyes?: boolean }) {
    this.validate(input);
    const [member] = await tx.select({ id: members.id, account: members.account }).from(members).where(eq(members.id, input.memberId));
    if (!member) {
      throw badRequest(`member ${input.memberId} does not exist`, { memberId: 'no such member' }, { reason: 'finance.memberMissing', params: { memberId: input.memberId } });
    }
    const fourEyes = keys.batchFourEyes === true || input.points > POINTS_GRANT_FOUR_EYES_ABOVE;
    const [grant] = await tx
      .insert(pointsGrants)
      .values({
        grantNo: keys.grantNo,
        memberId: member.id,
        points: input.points,
        reasonCode: input.reasonCode.trim(),
        note: input.note ?? '',
        status: fourEyes ? 'PENDING_APPROVAL' : 'APPLIED',
        batchNo: keys.batchNo,
        makerId,
        createdBy: makerId,
        updatedBy: makerId,
      })
      .returning();
    if (!fourEyes) {
      const { balanceAfter } = await postPoints(tx, { memberId: member.id, change: input.points, source: 'GRANT', refType: GRANT_REF, refId: grant!.id, operatorId: makerId, note: `${grant!.reasonCode} ${grant!.note}`.trim() });
      return { grantId: grant!.id, grantNo: grant!.grantNo, status: grant!.status, approvalId: null, balanceAfter };
    }
    const summary = (zh: string, en: string, tw: string) => ({ 'zh-cn': zh, en, 'zh-tw': tw });
    const approval = await this.approvals.request(tx, {
      kind: POINTS_GRANT_KIND,
      subjectType: 'POINTS_GRANT',
      subjectId: grant!.id,
      summary: summary(`向会员 ${member.account} 发放 ${input.points} 积分`, `Send ${input.points} points to member ${member.account}`, `向會員 ${member.account} 發放 ${input.points} 積分`),
      payload: { grantId: grant!.id, memberId: member.id, points: input.points, reasonCode: grant!.reasonCode },
      makerId,
      makerRemark: grant!.note || grant!.reasonCode,
    });
    await tx.update(pointsGrants).set({ approvalId: approval.id }).where(eq(pointsGrants.id, grant!.id));
    return { grantId: grant!.id, grantNo: grant!.grantNo, status: grant!.status, approvalId: approval.id, balanceAfter: null };
  }

  /** Reversal: a negative REVERSAL row keyed by the grant (once only; refused when the member has spent the points). */
  async reverse(grantId: number, reason: string, operator: Operator) {
    if (!reason?.trim()) throw badRequest('a reversal needs a reason', { reason: 'required' }, { reason: 'request.invalid' });
    return this.db.transaction(async (tx) => {
      const [grant] = await tx.select().from(pointsGrants).where(eq(pointsGrants.id, grantId)).for('update');
      if (!grant) throw notFound(`points grant ${grantId} does not exist`, { reason: 'record.notFound', params: { id: grantId } });
      if (grant.status !== 'APPLIED') {
        throw refuse(ResultCode.conflict, `points grant ${grant.grantNo} is ${grant.status}; only an APPLIED grant is reversed`, {
          reason: 'record.wrongState',
          params: { id: grant.grantNo, status: grant.status, expected: 'APPLIED' },
        });
      }
      const { balanceAfter } = await postPoints(tx, { memberId: grant.memberId, change: -grant.points, source: 'REVERSAL', refType: GRANT_REF, refId: grant.id, operatorId: operator.userId, note: reason });
      await tx.update(pointsGrants).set({ status: 'REVERSED', updatedAt: sql`now()`, updatedBy: operator.userId }).where(eq(pointsGrants.id, grant.id));
      return { grantNo: grant.grantNo, status: 'REVERSED', balanceAfter };
    });
  }

  approvalHandler(): ApprovalHandler {
    return {
      kind: POINTS_GRANT_KIND,
      title: { 'zh-cn': '大额积分发放', en: 'Large points grant', 'zh-tw': '大額積分發放' },
      permission: POINTS_APPROVE_PERMISSION,
      subjectMember: pointsGrants.memberId,
      apply: async (tx, approval, approverId) => {
        const { grantId } = approval.payload as { grantId: number };
        const [grant] = await tx.select().from(pointsGrants).where(eq(pointsGrants.id, grantId)).for('update');
        if (!grant || grant.status !== 'PENDING_APPROVAL') {
          throw refuse(ResultCode.conflict, `points grant ${grant?.grantNo ?? grantId} is ${grant?.status ?? 'gone'}`, {
            reason: 'record.wrongState',
            params: { id: grant?.grantNo ?? String(grantId), status: grant?.status ?? '', expected: 'PENDING_APPROVAL' },
          });
        }
        const { balanceAfter } = await postPoints(tx, { memberId: grant.memberId, change: grant.points, source: 'GRANT', refType: GRANT_REF, refId: grant.id, operatorId: approverId, note: `${grant.reasonCode} ${grant.note}`.trim() });
        await tx.update(pointsGrants).set({ status: 'APPLIED', approverId, updatedAt: sql`now()`, updatedBy: approverId }).where(eq(pointsGrants.id, grant.id));
        return { grantNo: grant.grantNo, balanceAfter };
      },
      // Rejected or withdrawn: the grant ends REJECTED (the approval row says which); no points move.
      onReject: async (tx, approval, _outcome, operatorId) => {
        const { grantId } = approval.payload as { grantId: number };
        await tx
          .update(pointsGrants)
          .set({ status: 'REJECTED', updatedAt: sql`now()`, updatedBy: operatorId })
          .where(and(eq(pointsGrants.id, grantId), eq(pointsGrants.status, 'PENDING_APPROVAL')));
      },
    };
  }

  /**
   * Member side: spend points on an item. Points debit (EXCHANGE, keyed by the exchange), the
   * stock decrement guarded by `stock > 0`, the per-member limit, the exchange row and, for a
   * COUPON or TRIAL_FUND item, the benefit (`issueBenefit`, keyed by the exchange, which is then
   * FULFILLED with the benefit's reference) are one transaction: two members racing for the last
   * unit get one exchange and one refusal; a refused benefit (template limit) refunds by rollback.
   */
  async exchange(memberId: number, itemId: number): Promise<typeof pointsExchanges.$inferSelect> {
    return this.db.transaction(async (tx) => {
      // The member's account is locked first, so one member's exchanges count the limit one at a time.
      await tx.insert(pointsAccounts).values({ memberId }).onConflictDoNothing();
      await tx.select({ id: pointsAccounts.id }).from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId)).for('update');
      const [item] = await tx.select().from(pointsItems).where(eq(pointsItems.id, itemId));
      if (!item) throw notFound(`points item ${itemId} does not exist`, { reason: 'record.notFound', params: { id: itemId } });
      if (item.status !== 'ON') throw conflict(`points item ${item.code} is off`, { reason: 'marketing.itemOff', params: { code: item.code } });
      const [taken] = await tx
        .update(pointsItems)
        .set({ stock: sql`${pointsItems.stock} - 1`, updatedAt: sql`now()` })
        .where(and(eq(pointsItems.id, item.id), sql`${pointsItems.stock} > 0`, eq(pointsItems.status, 'ON')))
        .returning();
      if (!taken) throw conflict(`points item ${item.code} is out of stock`, { reason: 'marketing.outOfStock', params: { code: item.code } });
      const [had] = await tx
        .select({ n: count() })
        .from(pointsExchanges)
        .where(and(eq(pointsExchanges.memberId, memberId), eq(pointsExchanges.itemId, item.id), ne(pointsExchanges.status, 'CANCELLED')));
      if (had!.n >= item.perMemberLimit) {
        throw conflict(`member ${memberId} already exchanged ${item.code} ${had!.n} time(s), the most one member may`, {
          reason: 'marketing.perMemberLimit',
          params: { code: item.code, limit: item.perMemberLimit },
        });
      }
      const [row] = await tx.insert(pointsExchanges).values({ exchangeNo: businessNo('PX'), memberId, itemId: item.id, cost: item.costPoints }).returning();
      await postPoints(tx, { memberId, change: -item.costPoints, source: 'EXCHANGE', refType: EXCHANGE_REF, refId: row!.id, operatorId: null, note: item.code });
      if (item.benefitKind === 'MERCH') return row!;
      // A coupon or trial fund is issued now, keyed by the exchange, and the exchange is fulfilled by it (no cancel after).
      const issued = await issueBenefit(
        tx,
        { kind: item.benefitKind as BenefitKind, couponTemplateId: item.couponTemplateId, trialTemplateId: item.trialTemplateId },
        { refType: EXCHANGE_REF, refId: row!.id, refNo: row!.exchangeNo, memberId, pointsSource: 'EXCHANGE', couponVia: 'POINTS', note: item.code },
      );
      const [fulfilled] = await tx.update(pointsExchanges).set({ status: 'FULFILLED', fulfilmentRef: issued.benefitRef, updatedAt: sql`now()` }).where(eq(pointsExchanges.id, row!.id)).returning();
      return fulfilled!;
    });
  }

  /** Cancel a PLACED exchange: the points come back (REVERSAL keyed by the exchange) and so does the unit of stock. */
  async cancelExchange(exchangeId: number, reason: string, operator: Operator) {
    return this.db.transaction(async (tx) => {
      const row = await this.placed(tx, exchangeId);
      await tx.update(pointsExchanges).set({ status: 'CANCELLED', fulfilmentRef: reason, updatedAt: sql`now()`, updatedBy: operator.userId }).where(eq(pointsExchanges.id, row.id));
      await tx.update(pointsItems).set({ stock: sql`${pointsItems.stock} + 1`, updatedAt: sql`now()` }).where(eq(pointsItems.id, row.itemId));
      const { balanceAfter } = await postPoints(tx, { memberId: row.memberId, change: row.cost, source: 'REVERSAL', refType: EXCHANGE_REF, refId: row.id, operatorId: operator.userId, note: reason });
      return { exchangeNo: row.exchangeNo, status: 'CANCELLED', balanceAfter };
    });
  }

  async fulfil(exchangeId: number, fulfilmentRef: string, operator: Operator) {
    if (!fulfilmentRef?.trim()) throw badRequest('name the fulfilment (a tracking number or coupon code)', { fulfilmentRef: 'required' }, { reason: 'request.invalid' });
    return this.db.transaction(async (tx) => {
      const row = await this.placed(tx, exchangeId);
      await tx.update(pointsExchanges).set({ status: 'FULFILLED', fulfilmentRef, updatedAt: sql`now()`, updatedBy: operator.userId }).where(eq(pointsExchanges.id, row.id));
      return { exchangeNo: row.exchangeNo, status: 'FULFILLED' };
    });
  }

  private async placed(tx: Tx, exchangeId: number) {
    const [row] = await tx.select().from(pointsExchanges).where(eq(pointsExchanges.id, exchangeId)).for('update');
    if (!row) throw notFound(`exchange ${exchangeId} does not exist`, { reason: 'record.notFound', params: { id: exchangeId } });
    if (row.status !== 'PLACED') {
      throw refuse(ResultCode.conflict, `exchange ${row.exchangeNo} is ${row.status}; only a PLACED exchange moves`, {
        reason: 'record.wrongState',
        params: { id: row.exchangeNo, status: row.status, expected: 'PLACED' },
      });
    }
    return row;
  }

  /** Sum of change over a filter, for the records page's footer. */
  async sumOf(where: ReturnType<typeof and>): Promise<number> {
    const [row] = await this.db.select({ total: sql<string>`coalesce(sum(${pointsLogs.change}), 0)` }).from(pointsLogs).where(where);
    return Number(row!.total);
  }
}
