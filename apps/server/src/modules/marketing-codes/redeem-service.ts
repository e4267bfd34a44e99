import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { decimalParam, ResultCode } from '@ledgerdesk/shared';
import { REDEEM_FAILURE_LIMIT, REDEEM_FAILURE_WINDOW_MINUTES, REDEEM_GENERATE_KIND, redeemBatchMayMove, type RedeemBatchStatus } from '@ledgerdesk/shared/resources/marketing/codes-states';
import { REDEEM_BATCH_APPROVE_PERMISSION } from '@ledgerdesk/shared/resources/marketing/redeem-batch';
import { POINTS_GRANT_FOUR_EYES_ABOVE, type PointsRefType } from '@ledgerdesk/shared/resources/marketing/points-states';
import type { Db, Tx } from '../../db/client';
import { members, redeemBatches, redeemCodes, redeemFailures, redeemRecords } from '../../db/schema';
import { fourEyesCheck, NOTHING_WAITS } from '../../lib/four-eyes';
import { badRequest, conflict, refuse, tooManyRequests } from '../../lib/errors';
import { newOrderNo, sqlState, UNIQUE_VIOLATION, type Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { BENEFIT_KINDS, checkBenefitTerms, type BenefitKind, type BenefitTerms } from '../marketing-benefits/benefit-terms';
import { issueBenefit } from '../marketing-benefits/issue-benefit';
import { budgetOf } from './coupon-service';

type BatchRow = typeof redeemBatches.$inferSelect;
type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
export type { BenefitKind };

/** Every ledger row of a redemption carries this order type and the redemption record's id. */
export const REDEEM_REF = 'REDEEM_CODE' satisfies PointsRefType;

export interface BatchInput {
  name: string;
  benefitKind: BenefitKind;
  budgetId?: number | null;
  amount?: string | null;
  couponTemplateId?: number | null;
  trialTemplateId?: number | null;
  points?: number | null;
  count: number;
  perMemberLimit: number;
  validDays: number;
}

/** Code characters: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
/** A batch's form names each benefit's own field. */
const BATCH_FIELDS = { points: 'points', couponTemplate: 'couponTemplateId', trialTemplate: 'trialTemplateId' };

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;

/** A code as members type it, normalised: upper case, no spaces or dashes. */
export const normaliseCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');
/** What is stored instead of the code. */
export const hashCode = (code: string): string => createHash('sha256').update(normaliseCode(code)).digest('hex');

function newCode(): string {
  let raw = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{4}/g)!.join('-');
}

const wrongState = (batch: BatchRow, expected: readonly string[]) =>
  refuse(ResultCode.conflict, `code batch ${batch.batchNo} is ${batch.status}; this needs ${expected.join(' or ')}`, {
    reason: 'record.wrongState',
    params: { id: batch.batchNo, status: batch.status, expected: expected.join(', ') },
  });

const invalidCode = () => badRequest('this code is not valid', { code: 'not valid' }, { reason: 'marketing.codeInvalid' });

/**
 * Redemption codes (catalogue §7.2). A batch is created as a DRAFT; generating it mints its codes
 * once (their plain text is in that one answer only; the database keeps SHA-256 and a hint), after
 * a second operator's approval when its face value is above the four-eyes threshold. A member's
 * redemption is one conditional UPDATE (UNUSED → REDEEMED) and then, in the same transaction, the
 * redemption record (whose unique (batch, member, seq ≤ limit) holds the per-member limit) and the
 * benefit (an asset credit from the batch's budget, points, a coupon or a trial-fund grant), issued
 * by `issueBenefit` keyed by the redemption record.
 */
export class RedeemService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
    private readonly params: AreaDeps['params'],
  ) {}

  /** The benefit's checks, currency and face value (cash-equivalent of the whole batch; points have none). */
  private async benefitOf(input: BatchInput): Promise<{ currency: string | null; amount: string | null; faceValue: string; budgetId: number | null; terms: BenefitTerms }> {
    if (!(BENEFIT_KINDS as readonly string[]).includes(input.benefitKind)) {
      throw badRequest(`benefit ${String(input.benefitKind)} is not one of ${BENEFIT_KINDS.join(', ')}`, { benefitKind: BENEFIT_KINDS.join(', ') }, { issues: { benefitKind: { code: 'invalid_value' } } });
    }
    if (input.benefitKind === 'ASSET') {
      if (!input.budgetId) throw badRequest('an asset batch needs a budget account', { budgetId: 'required for ASSET' }, { issues: { budgetId: { code: 'required' } } });
      if (!input.amount || Number(input.amount) <= 0) throw badRequest('an asset batch needs a positive amount per code', { amount: 'required for ASSET, above 0' }, { issues: { amount: { code: 'required' } } });
      const budget = await budgetOf(this.db, input.budgetId);
      const terms = await checkBenefitTerms(this.db, { kind: 'ASSET' }, BATCH_FIELDS);
      return { currency: budget.currency, amount: input.amount, faceValue: await this.times(input.amount, input.count), budgetId: budget.id, terms };
    }
    const terms = await checkBenefitTerms(this.db, { kind: input.benefitKind, points: input.points, couponTemplate: input.couponTemplateId, trialTemplate: input.trialTemplateId }, BATCH_FIELDS);
    const amount = input.benefitKind === 'TRIAL_FUND' ? terms.unitValue : null;
    return { currency: terms.currency, amount, faceValue: terms.unitValue ? await this.times(terms.unitValue, input.count) : '0', budgetId: null, terms };
  }

  private async times(amount: string, n: number): Promise<string> {
    const [row] = await this.db.execute(sql`select (${amount}::numeric * ${n})::text as v`).then((r) => (r as unknown as { rows: { v: string }[] }).rows);
    return row!.v;
  }

  async create(input: BatchInput, operator: Operator): Promise<BatchRow> {
    const benefit = await this.benefitOf(input);
    const [row] = await this.db
      .insert(redeemBatches)
      .values({
        batchNo: `RB${newOrderNo('R').slice(1)}`,
        name: input.name,
        benefitKind: input.benefitKind,
        currency: benefit.currency,
        amount: benefit.amount,
        budgetId: benefit.budgetId,
        couponTemplateId: benefit.terms.couponTemplateId,
        trialTemplateId: benefit.terms.trialTemplateId,
        points: benefit.terms.points,
        count: input.count,
        perMemberLimit: input.perMemberLimit,
        startsAt: sql`now()`,
        expiresAt: sql`now() + make_interval(days => ${input.validDays})`,
        faceValue: benefit.faceValue,
        status: 'DRAFT',
        createdBy: operator.userId,
        updatedBy: operator.userId,
      })
      .returning();
    return row!;
  }

  /**
   * Generation's first step: below the threshold the batch is cleared at once (`ready`); above it a
   * 'redeem-batch.generate' request waits for a second operator. The codes themselves are minted by
   * `mintCodes`, whose answer is the only place their plain text ever appears.
   */
  async requestGeneration(batch: BatchRow, operator: Operator): Promise<{ ready: boolean; approvalId?: number }> {
    if (batch.status !== 'DRAFT') throw wrongState(batch, ['DRAFT']);
    if (batch.codesIssuedAt) throw conflict(`the codes of batch ${batch.batchNo} were already generated`, { reason: 'marketing.codesAlreadyMinted', params: { batchNo: batch.batchNo } });
    if (batch.generationApproved) return { ready: true };
    // Points are not money: a points batch is measured as a points grant is (points × codes against the points threshold).
    const totalPoints = (batch.points ?? 0) * batch.count;
    const needed = batch.benefitKind === 'POINTS' ? totalPoints > POINTS_GRANT_FOUR_EYES_ABOVE : (await fourEyesCheck(this.db, this.params, batch.currency ?? '', batch.faceValue)).needed;
    if (!needed) {
      await this.db.update(redeemBatches).set({ generationApproved: 1, updatedAt: sql`now()`, updatedBy: operator.userId }).where(eq(redeemBatches.id, batch.id));
      return { ready: true };
    }
    const money = `${decimalParam(batch.faceValue)} ${batch.currency ?? ''}`;
    const value = batch.benefitKind === 'POINTS' ? { 'zh-cn': `${totalPoints} 积分`, en: `${totalPoints} points`, 'zh-tw': `${totalPoints} 積分` } : { 'zh-cn': money, en: money, 'zh-tw': money };
    const approval = await this.db.transaction((tx) =>
      this.approvals.request(tx, {
        kind: REDEEM_GENERATE_KIND,
        subjectType: 'REDEEM_BATCH',
        subjectId: batch.id,
        summary: {
          'zh-cn': `生成兑换码批次 ${batch.batchNo}：${batch.count} 个，总面值 ${value['zh-cn']}`,
          en: `Generate code batch ${batch.batchNo}: ${batch.count} codes, face value ${value.en}`,
          'zh-tw': `產生兌換碼批次 ${batch.batchNo}：${batch.count} 個，總面值 ${value['zh-tw']}`,
        },
        payload: { batchId: batch.id },
        makerId: operator.userId,
      }),
    );
    return { ready: false, approvalId: approval.id };
  }

  /**
   * Mints the codes of a cleared DRAFT batch, once: stores each code's SHA-256 and last four
   * characters, makes the batch ACTIVE and answers the plain codes. A second call is refused: the
   * codes cannot be shown again (they are nowhere to be read).
   */
  async mintCodes(batchId: number, operator: Operator): Promise<{ batchNo: string; codes: string[] }> {
    return this.db.transaction(async (tx) => {
      const [batch] = await tx.select().from(redeemBatches).where(eq(redeemBatches.id, batchId)).for('update');
      if (!batch) throw refuse(ResultCode.notFound, `code batch ${batchId} does not exist`, { reason: 'record.notFound', params: { id: batchId } });
      if (batch.codesIssuedAt) throw conflict(`the codes of batch ${batch.batchNo} were already generated and shown once`, { reason: 'marketing.codesAlreadyMinted', params: { batchNo: batch.batchNo } });
      if (batch.status !== 'DRAFT') throw wrongState(batch, ['DRAFT']);
      if (!batch.generationApproved) throw conflict(`batch ${batch.batchNo} waits for a second operator's approval`, { reason: 'marketing.awaitingApproval', params: { batchNo: batch.batchNo } });
      const codes = new Set<string>();
      while (codes.size < batch.count) codes.add(newCode());
      const list = [...codes];
      for (let i = 0; i < list.length; i += 1000) {
        await tx.insert(redeemCodes).values(list.slice(i, i + 1000).map((code) => ({ batchId: batch.id, codeHash: hashCode(code), codeHint: normaliseCode(code).slice(-4), createdBy: operator.userId, updatedBy: operator.userId })));
      }
      await tx
        .update(redeemBatches)
        .set({ status: 'ACTIVE', codesIssuedAt: sql`now()`, codesIssuedBy: operator.userId, version: sql`${redeemBatches.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
        .where(eq(redeemBatches.id, batch.id));
      return { batchNo: batch.batchNo, codes: list };
    });
  }

  /** ACTIVE ↔ PAUSED, and → EXPIRED (void: every unused code VOID). */
  async move(batch: BatchRow, to: RedeemBatchStatus, operator: Operator): Promise<BatchRow> {
    if (!redeemBatchMayMove(batch.status, to) || (to === 'ACTIVE' && batch.status === 'DRAFT')) {
      throw wrongState(batch, (['DRAFT', 'ACTIVE', 'PAUSED', 'EXPIRED'] as const).filter((s) => redeemBatchMayMove(s, to) && !(to === 'ACTIVE' && s === 'DRAFT')));
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(redeemBatches)
        .set({ status: to, version: sql`${redeemBatches.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
        .where(and(eq(redeemBatches.id, batch.id), eq(redeemBatches.status, batch.status)))
        .returning();
      if (!row) throw wrongState(batch, [batch.status]);
      if (to === 'EXPIRED') await tx.update(redeemCodes).set({ status: 'VOID', updatedAt: sql`now()`, updatedBy: operator.userId }).where(and(eq(redeemCodes.batchId, batch.id), eq(redeemCodes.status, 'UNUSED')));
      return row;
    });
  }

  /** Voids UNUSED codes (by id); a code already redeemed or void is refused naming it, nothing written. */
  async voidCodes(ids: readonly number[], operator: Operator): Promise<{ voided: number }> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.update(redeemCodes).set({ status: 'VOID', updatedAt: sql`now()`, updatedBy: operator.userId }).where(and(inArray(redeemCodes.id, [...ids]), eq(redeemCodes.status, 'UNUSED'))).returning({ id: redeemCodes.id });
      if (rows.length !== ids.length) {
        const missed = ids.filter((id) => !rows.some((r) => r.id === id));
        throw refuse(ResultCode.conflict, `code ${missed.join(', ')} is not UNUSED`, { reason: 'record.wrongState', params: { id: missed.join(', '), status: 'REDEEMED / VOID', expected: 'UNUSED' } });
      }
      return { voided: rows.length };
    });
  }

  /** Too many wrong codes from this member or this IP in the window: refused before the code is even looked at. */
  private async refuseIfLimited(memberId: number, ip: string): Promise<void> {
    const since = sql`now() - make_interval(mins => ${REDEEM_FAILURE_WINDOW_MINUTES})`;
    const [byMember] = await this.db.select({ n: count() }).from(redeemFailures).where(and(eq(redeemFailures.memberId, memberId), gt(redeemFailures.createdAt, since)));
    const [byIp] = ip ? await this.db.select({ n: count() }).from(redeemFailures).where(and(eq(redeemFailures.ip, ip), gt(redeemFailures.createdAt, since))) : [{ n: 0 }];
    if (byMember!.n >= REDEEM_FAILURE_LIMIT || byIp!.n >= REDEEM_FAILURE_LIMIT * 4) {
      throw tooManyRequests('too many wrong codes; try again later', { reason: 'marketing.tooManyAttempts', params: { minutes: REDEEM_FAILURE_WINDOW_MINUTES } });
    }
  }

  /**
   * A member redeems a code (the member app calls this; the console has none). One atomic
   * conditional UPDATE takes the code (UNUSED → REDEEMED, batch ACTIVE and in its window): of many
   * parallel calls with one code exactly one gets a row. In the same transaction the record (per
   * member limit, unique in the database) and the benefit are written; any refusal rolls the code back to UNUSED.
   */
  async redeem(request: { memberId: number; code: string; ip: string }): Promise<typeof redeemRecords.$inferSelect> {
    await this.refuseIfLimited(request.memberId, request.ip);
    const normalised = normaliseCode(request.code);
    const hash = hashCode(normalised);
    try {
      return await this.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(redeemCodes)
          .set({ status: 'REDEEMED', redeemedBy: request.memberId, redeemedAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(redeemCodes.codeHash, hash),
              eq(redeemCodes.status, 'UNUSED'),
              sql`exists (select 1 from mkt_redeem_batch b where b.id = ${redeemCodes.batchId} and b.status = 'ACTIVE' and b.starts_at <= now() and b.expires_at > now())`,
            ),
          )
          .returning();
        if (!taken) {
          const [code] = await tx.select({ batchId: redeemCodes.batchId, status: redeemCodes.status }).from(redeemCodes).where(eq(redeemCodes.codeHash, hash));
          if (code?.status === 'UNUSED') {
            const [batch] = await tx.select().from(redeemBatches).where(eq(redeemBatches.id, code.batchId));
            throw conflict(`code batch ${batch!.batchNo} is ${batch!.status} or outside its window`, { reason: 'marketing.batchNotRedeemable', params: { batchNo: batch!.batchNo, status: batch!.status } });
          }
          throw new WrongCode();
        }
        return this.payBenefit(tx, taken, request);
      });
    } catch (error) {
      if (error instanceof WrongCode) {
        await this.db.insert(redeemFailures).values({ memberId: request.memberId, ip: request.ip, hint: normalised.slice(-4) });
        throw invalidCode();
      }
      throw error;
    }
  }

  private async payBenefit(tx: Tx, code: typeof redeemCodes.$inferSelect, request: { memberId: number; ip: string }) {
    const [batch] = await tx
      .update(redeemBatches)
      .set({ redeemedCount: sql`${redeemBatches.redeemedCount} + 1`, updatedAt: sql`now()` })
      .where(eq(redeemBatches.id, code.batchId))
      .returning();
    const [member] = await tx.select({ id: members.id, account: members.account }).from(members).where(eq(members.id, request.memberId));
    if (!member) throw badRequest(`member ${request.memberId} does not exist`, { memberId: 'no such member' }, { reason: 'finance.memberMissing', params: { memberId: request.memberId } });
    const [already] = await tx.select({ n: count() }).from(redeemRecords).where(and(eq(redeemRecords.batchId, batch!.id), eq(redeemRecords.memberId, member.id)));
    const limitHit = () =>
      conflict(`member ${member.account} has redeemed ${batch!.perMemberLimit} code(s) of batch ${batch!.batchNo}, the most one member may`, {
        reason: 'marketing.redeemLimit',
        params: { batchNo: batch!.batchNo, max: batch!.perMemberLimit },
      });
    if (already!.n >= batch!.perMemberLimit) throw limitHit();
    let record: typeof redeemRecords.$inferSelect;
    try {
      // A savepoint: a unique violation (a parallel redemption by the same member took this seq) is answered as the limit.
      record = await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(redeemRecords)
          .values({
            redeemNo: `RD${newOrderNo('R').slice(1)}`,
            batchId: batch!.id,
            codeId: code.id,
            memberId: member.id,
            memberSeq: already!.n + 1,
            perMemberLimit: batch!.perMemberLimit,
            benefitKind: batch!.benefitKind,
            currency: batch!.currency,
            amount: batch!.amount,
            ip: request.ip,
          })
          .returning();
        return row!;
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw limitHit();
      throw error;
    }
    const issued = await issueBenefit(
      tx,
      {
        kind: batch!.benefitKind as BenefitKind,
        points: batch!.points,
        couponTemplateId: batch!.couponTemplateId,
        trialTemplateId: batch!.trialTemplateId,
        asset: batch!.benefitKind === 'ASSET' ? { budgetId: batch!.budgetId!, currency: batch!.currency!, amount: batch!.amount!, moneyType: 'REDEEM_CODE_CREDIT' } : null,
      },
      { refType: REDEEM_REF, refId: record.id, refNo: record.redeemNo, memberId: member.id, pointsSource: 'REDEEM_CODE', couponVia: 'REDEEM_CODE', note: batch!.batchNo },
    );
    if (issued.couponId || issued.trialGrantId) {
      [record] = (await tx.update(redeemRecords).set({ couponId: issued.couponId, trialGrantId: issued.trialGrantId }).where(eq(redeemRecords.id, record.id)).returning()) as [typeof record];
    }
    return record;
  }

  /** The expiry job: ACTIVE or PAUSED batches past their window become EXPIRED (their unused codes VOID). */
  async expireDue(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .update(redeemBatches)
        .set({ status: 'EXPIRED', version: sql`${redeemBatches.version} + 1`, updatedAt: sql`now()` })
        .where(and(or(eq(redeemBatches.status, 'ACTIVE'), eq(redeemBatches.status, 'PAUSED')), lte(redeemBatches.expiresAt, sql`now()`)))
        .returning({ id: redeemBatches.id });
      if (ended.length) await tx.update(redeemCodes).set({ status: 'VOID', updatedAt: sql`now()` }).where(and(inArray(redeemCodes.batchId, ended.map((b) => b.id)), eq(redeemCodes.status, 'UNUSED')));
      return ended.length;
    });
  }

  approvalHandler(): ApprovalHandler {
    return {
      kind: REDEEM_GENERATE_KIND,
      title: { 'zh-cn': '生成兑换码（超过阈值）', en: 'Generate redemption codes (above the threshold)', 'zh-tw': '產生兌換碼（超過閾值）' },
      permission: REDEEM_BATCH_APPROVE_PERMISSION,
      onReject: NOTHING_WAITS, // the batch stays a DRAFT that may ask again
      apply: async (tx, approval, approverId) => {
        const { batchId } = approval.payload as { batchId: number };
        const [row] = await tx
          .update(redeemBatches)
          .set({ generationApproved: 1, approvedBy: approverId, updatedAt: sql`now()`, updatedBy: approverId })
          .where(and(eq(redeemBatches.id, batchId), eq(redeemBatches.status, 'DRAFT'), sql`${redeemBatches.codesIssuedAt} is null`))
          .returning({ id: redeemBatches.id });
        if (!row) throw conflict(`code batch ${batchId} is no longer a draft waiting for its codes`, { reason: 'record.wrongState', params: { id: String(batchId), status: '-', expected: 'DRAFT' } });
        return { batchId };
      },
    };
  }
}

class WrongCode extends Error {}
