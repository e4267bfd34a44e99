import { randomInt } from 'node:crypto';
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import { decimalParam, ResultCode } from '@ledgerdesk/shared';
import { couponTemplateMayMove, type CouponTemplateStatus } from '@ledgerdesk/shared/resources/marketing/codes-states';
import type { Db, Tx } from '../../db/client';
import { budgets, coupons, couponTemplates, members } from '../../db/schema';
import { badRequest, conflict, refuse } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import { postToBudget } from '../finance/budget-ledger';
import { postToWallet } from '../finance/ledger';

type TemplateRow = typeof couponTemplates.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type IssuedVia = 'GRANT' | 'CLAIM' | 'REDEEM_CODE' | 'POINTS' | 'WHEEL';

/** Every ledger row of a coupon's use carries this order type and the coupon's id. */
export const COUPON_REF = 'COUPON';

/** Coupon numbers: C, the UTC second, six random digits and a per-process sequence. */
let couponSequence = 0;
export function newCouponNo(): string {
  couponSequence = (couponSequence + 1) % 100_000;
  return `C${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}${String(couponSequence).padStart(5, '0')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

const wrongTemplateState = (template: TemplateRow, expected: readonly string[]) =>
  refuse(ResultCode.conflict, `coupon template ${template.code} is ${template.status}; this needs ${expected.join(' or ')}`, {
    reason: 'record.wrongState',
    params: { id: template.code, status: template.status, expected: expected.join(', ') },
  });

const notUsable = (coupon: { couponNo: string; status: string } | undefined, couponNo: string) =>
  conflict(`coupon ${couponNo} is ${coupon?.status ?? 'unknown'}; it cannot be used for this`, {
    reason: 'marketing.couponNotUsable',
    params: { couponNo, status: coupon?.status ?? '-' },
  });

/** Compares two non-negative decimal strings exactly (no floating point). */
export function compareDecimal(a: string, b: string): number {
  const units = (d: string) => {
    const [whole = '0', fraction = ''] = d.trim().split('.');
    return BigInt(whole || '0') * 10n ** 18n + BigInt(fraction.slice(0, 18).padEnd(18, '0') || '0');
  };
  const x = units(a);
  const y = units(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** The budget a template pays its cash rebates from: it must exist and be open. */
export async function budgetOf(reader: Db | Tx, budgetId: number) {
  const [budget] = await reader.select().from(budgets).where(eq(budgets.id, budgetId));
  if (!budget) {
    throw badRequest(`budget ${budgetId} does not exist`, { budgetId: 'no such budget' }, { reason: 'finance.budgetMissing', params: { id: budgetId }, issues: { budgetId: { code: 'noSuchRecord', params: { value: budgetId } } } });
  }
  if (budget.status !== 'ACTIVE') throw conflict(`budget ${budget.code} is closed`, { reason: 'finance.budgetClosed', params: { code: budget.code } });
  return budget;
}

/**
 * Issues one coupon inside the caller's transaction. The template row is locked, so the member's
 * count and the total are exact; both limits are also held by the database (the template's
 * issued_count ≤ total_limit check, and the coupon's unique (template, member, seq) with seq ≤ limit).
 */
export async function issueCoupon(tx: Tx, request: { templateId: number; memberId: number; via: IssuedVia; makerId: number | null }): Promise<CouponRow> {
  const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, request.templateId)).for('update');
  if (!template) {
    throw badRequest(`coupon template ${request.templateId} does not exist`, { templateId: 'no such template' }, { reason: 'record.notFound', params: { id: request.templateId } });
  }
  if (template.status !== 'PUBLISHED') {
    throw conflict(`coupon template ${template.code} is ${template.status}; only a PUBLISHED template issues coupons`, {
      reason: 'marketing.templateNotPublished',
      params: { code: template.code, status: template.status },
    });
  }
  const [member] = await tx.select({ id: members.id, account: members.account }).from(members).where(eq(members.id, request.memberId));
  if (!member) {
    throw badRequest(`member ${request.memberId} does not exist`, { memberId: 'no such member' }, { reason: 'finance.memberMissing', params: { memberId: request.memberId } });
  }
  const [held] = await tx.select({ n: count() }).from(coupons).where(and(eq(coupons.templateId, template.id), eq(coupons.memberId, member.id)));
  if (held!.n >= template.perMemberLimit) {
    throw conflict(`member ${member.account} already holds ${held!.n} coupon(s) of ${template.code}, the most one member may`, {
      reason: 'marketing.couponPerMember',
      params: { account: member.account, code: template.code, max: template.perMemberLimit },
    });
  }
  const [counted] = await tx
    .update(couponTemplates)
    .set({ issuedCount: sql`${couponTemplates.issuedCount} + 1`, updatedAt: sql`now()` })
    .where(and(eq(couponTemplates.id, template.id), sql`${couponTemplates.issuedCount} < ${couponTemplates.totalLimit}`))
    .returning({ id: couponTemplates.id });
  if (!counted) {
    throw conflict(`coupon template ${template.code} has issued all ${template.totalLimit} coupons`, { reason: 'marketing.couponTotalLimit', params: { code: template.code, max: template.totalLimit } });
  }
  const [coupon] = await tx
    .insert(coupons)
    .values({
      couponNo: newCouponNo(),
      templateId: template.id,
      memberId: member.id,
      memberSeq: held!.n + 1,
      perMemberLimit: template.perMemberLimit,
      issuedVia: request.via,
      status: 'UNUSED',
      expiresAt: sql`now() + make_interval(days => ${template.validDays})`,
      createdBy: request.makerId,
      updatedBy: request.makerId,
    })
    .returning();
  return coupon!;
}

/**
 * Coupon templates and the use engine (catalogue §7.3). The engine is what the order and fee
 * services call: lock on order placement, use on fill, unlock on cancel. Each step is one
 * conditional UPDATE from the state the machine allows, so a repeat or a race finds nothing to do;
 * (coupon_no, used_ref) is unique, and a cash rebate's ledger rows carry the coupon's id in their
 * unique keys.
 */
export class CouponService {
  constructor(private readonly db: Db) {}

  issue(tx: Tx, request: Parameters<typeof issueCoupon>[1]): Promise<CouponRow> {
    return issueCoupon(tx, request);
  }

  /** The engine's add: a draft takes its currency from its budget. */
  async checkAdd(tx: Tx, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    const budget = await budgetOf(tx, Number(input.budgetId));
    return { ...input, currency: budget.currency, status: 'DRAFT', issuedCount: 0, usedCount: 0 };
  }

  /** The engine's edit: a draft freely; a published or paused template only its name and terms page; an ended one nothing. */
  async checkEdit(tx: Tx, current: TemplateRow, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (current.status === 'ENDED') throw wrongTemplateState(current, ['DRAFT', 'PUBLISHED', 'PAUSED']);
    if (current.status !== 'DRAFT') {
      const changed = Object.keys(input).filter((key) => !['name', 'termsUrl'].includes(key) && String(input[key]) !== String((current as Record<string, unknown>)[key]) && decimalParam(String(input[key])) !== decimalParam(String((current as Record<string, unknown>)[key])));
      if (changed.length > 0) {
        throw refuse(ResultCode.conflict, `coupon template ${current.code} is ${current.status}: only its name and terms page may change`, {
          reason: 'marketing.couponLiveEdit',
          params: { code: current.code },
        }, Object.fromEntries(changed.map((key) => [key, 'locked once published'])));
      }
      return input;
    }
    if (input.budgetId === undefined || input.budgetId === current.budgetId) return input;
    const budget = await budgetOf(tx, Number(input.budgetId));
    return { ...input, currency: budget.currency };
  }

  /** DRAFT → PUBLISHED → PAUSED ↔ PUBLISHED → ENDED; publishing needs an open budget. */
  async move(tx: Tx, template: TemplateRow, to: CouponTemplateStatus, operator: Operator): Promise<TemplateRow> {
    if (!couponTemplateMayMove(template.status, to)) {
      throw wrongTemplateState(template, (['DRAFT', 'PUBLISHED', 'PAUSED', 'ENDED'] as const).filter((s) => couponTemplateMayMove(s, to)));
    }
    if (to === 'PUBLISHED') await budgetOf(tx, template.budgetId);
    const [row] = await tx
      .update(couponTemplates)
      .set({ status: to, version: sql`${couponTemplates.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(and(eq(couponTemplates.id, template.id), eq(couponTemplates.status, template.status)))
      .returning();
    if (!row) throw wrongTemplateState(template, [template.status]);
    return row;
  }

  /** An UNUSED coupon is revoked with a reason; anything else is refused naming its state. */
  async revoke(couponId: number, reason: string, operator: Operator): Promise<CouponRow> {
    const [row] = await this.db
      .update(coupons)
      .set({ status: 'REVOKED', revokeReason: reason, version: sql`${coupons.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(and(eq(coupons.id, couponId), eq(coupons.status, 'UNUSED')))
      .returning();
    if (row) return row;
    const [now] = await this.db.select().from(coupons).where(eq(coupons.id, couponId));
    throw notUsable(now, now?.couponNo ?? String(couponId));
  }

  /** Order placement: UNUSED → LOCKED for this order, if it belongs to the member, has not expired and the spend reaches the minimum. */
  async lock(request: { couponNo: string; memberId: number; orderRef: string; spend: string }): Promise<CouponRow> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ coupon: coupons, minSpend: couponTemplates.minSpend })
        .from(coupons)
        .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
        .where(and(eq(coupons.couponNo, request.couponNo), eq(coupons.memberId, request.memberId)));
      if (!found) throw notUsable(undefined, request.couponNo);
      if (compareDecimal(request.spend, found.minSpend) < 0) throw conflict(`coupon ${request.couponNo} needs a spend of at least ${decimalParam(found.minSpend)}`, { reason: 'marketing.couponMinSpend', params: { minimum: decimalParam(found.minSpend) } });
      const [row] = await tx
        .update(coupons)
        .set({ status: 'LOCKED', lockedRef: request.orderRef, version: sql`${coupons.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(coupons.id, found.coupon.id), eq(coupons.status, 'UNUSED'), sql`${coupons.expiresAt} > now()`))
        .returning();
      if (!row) throw notUsable(found.coupon.expiresAt.getTime() <= Date.now() && found.coupon.status === 'UNUSED' ? { ...found.coupon, status: 'EXPIRED' } : found.coupon, request.couponNo);
      return row;
    });
  }

  /** Order cancelled: LOCKED (by this order) → UNUSED. */
  async unlock(request: { couponNo: string; orderRef: string }): Promise<CouponRow> {
    const [row] = await this.db
      .update(coupons)
      .set({ status: 'UNUSED', lockedRef: null, version: sql`${coupons.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(coupons.couponNo, request.couponNo), eq(coupons.status, 'LOCKED'), eq(coupons.lockedRef, request.orderRef)))
      .returning();
    if (row) return row;
    const [now] = await this.db.select().from(coupons).where(eq(coupons.couponNo, request.couponNo));
    throw notUsable(now, request.couponNo);
  }

  /**
   * Order filled: LOCKED (by this order) → USED, the saving = min(fee × rate, cap). A cash rebate
   * is paid from the template's budget to the member's available balance (COUPON_REBATE) in the
   * same transaction. A repeat of the same fill answers the coupon as it is, paying nothing again.
   */
  async use(request: { couponNo: string; orderRef: string; fee: string; operatorId?: number | null }): Promise<CouponRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(coupons)
        .set({
          status: 'USED',
          usedRef: request.orderRef,
          usedAt: sql`now()`,
          savedAmount: sql`(select round(least(${request.fee}::numeric * t.value_rate, t.value_cap), 8) from mkt_coupon_template t where t.id = ${coupons.templateId})`,
          version: sql`${coupons.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(coupons.couponNo, request.couponNo), eq(coupons.status, 'LOCKED'), eq(coupons.lockedRef, request.orderRef)))
        .returning();
      if (!row) {
        const [now] = await tx.select().from(coupons).where(eq(coupons.couponNo, request.couponNo));
        if (now?.status === 'USED' && now.usedRef === request.orderRef) return now;
        throw notUsable(now, request.couponNo);
      }
      const [template] = await tx
        .update(couponTemplates)
        .set({ usedCount: sql`${couponTemplates.usedCount} + 1`, updatedAt: sql`now()` })
        .where(eq(couponTemplates.id, row.templateId))
        .returning();
      if (template!.kind === 'FEE_REBATE_CASH' && Number(row.savedAmount) > 0) {
        const ref = { refType: COUPON_REF, refId: row.id, refNo: row.couponNo, operatorId: request.operatorId ?? null };
        await postToBudget(tx, { budgetId: template!.budgetId, type: 'SPEND', amount: row.savedAmount!, ...ref, remark: { 'zh-cn': `订单 ${request.orderRef} 的优惠券返现`, en: `coupon rebate on ${request.orderRef}`, 'zh-tw': `訂單 ${request.orderRef} 的優惠券返現` } });
        await postToWallet(tx, { memberId: row.memberId, currency: template!.currency, type: 'COUPON_REBATE', ...ref, moves: [{ kind: 'AVAILABLE', change: row.savedAmount! }], remark: { 'zh-cn': `优惠券 ${row.couponNo} 用于订单 ${request.orderRef}`, en: `coupon ${row.couponNo} on ${request.orderRef}`, 'zh-tw': `優惠券 ${row.couponNo} 用於訂單 ${request.orderRef}` } });
      }
      return row;
    });
  }

  /** The expiry job: UNUSED coupons past their expiry become EXPIRED (a LOCKED one waits for its order's fill or cancel). */
  async expireDue(limit = 5000): Promise<number> {
    const due = this.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.status, 'UNUSED'), lte(coupons.expiresAt, sql`now()`)))
      .orderBy(asc(coupons.expiresAt))
      .limit(limit);
    const expired = await this.db
      .update(coupons)
      .set({ status: 'EXPIRED', version: sql`${coupons.version} + 1`, updatedAt: sql`now()` })
      .where(and(sql`${coupons.id} in ${due}`, eq(coupons.status, 'UNUSED')))
      .returning({ id: coupons.id });
    return expired.length;
  }
}
