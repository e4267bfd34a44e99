import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { decimalParam, ResultCode, type TextPerLanguage } from '@ledgerdesk/shared';
import { envelopeMayMove, RED_ENVELOPE_FUND_KIND, type RedEnvelopeStatus } from '@ledgerdesk/shared/resources/marketing/award-states';
import { RED_ENVELOPE_APPROVE_PERMISSION } from '@ledgerdesk/shared/resources/marketing/red-envelope';
import type { Db, Tx } from '../../db/client';
import { budgets, currencies, members, redEnvelopeClaims, redEnvelopes, redEnvelopeShares } from '../../db/schema';
import { badRequest, conflict, notFound, refuse } from '../../lib/errors';
import { fourEyesCheck, NOTHING_WAITS } from '../../lib/four-eyes';
import { newOrderNo, sqlState, UNIQUE_VIOLATION, type Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { postToBudget } from '../finance/budget-ledger';
import { postToWallet } from '../finance/ledger';
import { newSplitSeed, seedHash, splitProblem, splitShares } from './envelope-split';
import { verbatimOrNull } from '../../lib/text-per-language';

/** The budget-log remark of an envelope's remainder going back, when the operator gave none. */
const envelopeEnded = (envelopeNo: string, to: 'EXPIRED' | 'CANCELLED'): TextPerLanguage =>
  to === 'EXPIRED'
    ? { 'zh-cn': `红包 ${envelopeNo} 已过期`, en: `red envelope ${envelopeNo} expired`, 'zh-tw': `紅包 ${envelopeNo} 已過期` }
    : { 'zh-cn': `红包 ${envelopeNo} 已取消`, en: `red envelope ${envelopeNo} cancelled`, 'zh-tw': `紅包 ${envelopeNo} 已取消` };

type EnvelopeRow = typeof redEnvelopes.$inferSelect;
type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];

/** Budget-log order types of envelopes: funding into escrow, and the unclaimed remainder back. */
export const RED_ENVELOPE_FUND_REF = 'RED_ENVELOPE_FUND';
export const RED_ENVELOPE_REFUND_REF = 'RED_ENVELOPE_REFUND';
/** Money-log order type of a claim (ref id: the claim's id). */
export const RED_ENVELOPE_CLAIM_REF = 'RED_ENVELOPE_CLAIM';
/** NEW_MEMBERS: registered within this many days of the claim. */
export const NEW_MEMBER_DAYS = 30;

export interface EnvelopeInput {
  title: string;
  budgetId: number;
  totalAmount: string;
  count: number;
  split: 'EQUAL' | 'RANDOM';
  minShare?: string | null;
  maxShare?: string | null;
  eligibility: 'ALL' | 'NEW_MEMBERS' | 'KYC_PRIMARY';
  startsAt: string;
  expiresAt: string;
}

export type FundOutcome = { applied: true; status: string; splitSeedHash: string } | { applied: false; approvalId: number };

const envelopeNo = () => `E${newOrderNo('R').slice(1)}`;

const wrongState = (envelope: EnvelopeRow, to: RedEnvelopeStatus) =>
  refuse(ResultCode.conflict, `red envelope ${envelope.envelopeNo} is ${envelope.status}; this needs ${(['DRAFT', 'ACTIVE'] as const).filter((s) => envelopeMayMove(s, to)).join(' or ')}`, {
    reason: 'record.wrongState',
    params: { id: envelope.envelopeNo, status: envelope.status, expected: (['DRAFT', 'ACTIVE'] as const).filter((s) => envelopeMayMove(s, to)).join(', ') },
  });

/**
 * Platform red envelopes (catalogue §7.7): DRAFT (editable) → fund (budget SPEND into the
 * envelope's escrow, shares cut from a committed seed; four-eyes above the threshold) → ACTIVE →
 * claims (escrow → member AVAILABLE, RED_ENVELOPE_CLAIM, one per member) → EXHAUSTED; or EXPIRED /
 * CANCELLED with the escrow's remainder back to the budget (RETURN, RED_ENVELOPE_REFUND) once.
 */
export class RedEnvelopeService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
    private readonly params: AreaDeps['params'],
  ) {}

  private async scaleOf(reader: Db | Tx, currency: string): Promise<number> {
    const [row] = await reader.select({ scale: currencies.displayScale }).from(currencies).where(eq(currencies.code, currency));
    return row?.scale ?? 8;
  }

  /** Refuses terms that cannot be split or dated, naming the field. */
  private async checkTerms(reader: Db | Tx, currency: string, t: { totalAmount: string; count: number; split: string; minShare: string; maxShare: string; startsAt: unknown; expiresAt: unknown }) {
    const scale = await this.scaleOf(reader, currency);
    const problem = splitProblem({ total: String(t.totalAmount), count: Number(t.count), split: t.split as 'EQUAL' | 'RANDOM', minShare: t.minShare || '0', maxShare: t.maxShare || '0', scale });
    if (problem) throw badRequest(`${problem.field}: ${problem.msg}`, { [problem.field]: problem.msg }, { reason: 'awards.envelopeTerms', params: { field: problem.field } });
    const starts = new Date(String(t.startsAt)).getTime();
    const expires = new Date(String(t.expiresAt)).getTime();
    if (!(expires > starts)) throw badRequest('the envelope must expire after it starts', { expiresAt: 'must be after the start' }, { reason: 'awards.endsBeforeStart', params: {} });
  }

  async create(input: EnvelopeInput, operator: Operator): Promise<EnvelopeRow> {
    const [budget] = await this.db.select().from(budgets).where(eq(budgets.id, input.budgetId));
    if (!budget) throw badRequest(`budget ${input.budgetId} does not exist`, { budgetId: 'no such budget' }, { reason: 'finance.budgetMissing', params: { id: input.budgetId } });
    if (budget.status !== 'ACTIVE') throw conflict(`budget ${budget.code} is closed`, { reason: 'finance.budgetClosed', params: { code: budget.code } });
    const terms = { ...input, minShare: input.minShare || '0', maxShare: input.maxShare || '0' };
    await this.checkTerms(this.db, budget.currency, terms);
    const [row] = await this.db
      .insert(redEnvelopes)
      .values({
        envelopeNo: envelopeNo(),
        title: input.title,
        funder: 'PLATFORM',
        budgetId: budget.id,
        currency: budget.currency,
        totalAmount: input.totalAmount,
        count: input.count,
        split: input.split,
        minShare: terms.minShare,
        maxShare: terms.maxShare,
        eligibility: input.eligibility,
        startsAt: new Date(input.startsAt),
        expiresAt: new Date(input.expiresAt),
        status: 'DRAFT',
        makerId: operator.userId,
        createdBy: operator.userId,
        updatedBy: operator.userId,
      })
      .returning();
    return row!;
  }

  /** The engine's edit: only a DRAFT changes (amount and count are fixed once funded); the merged terms must still split. */
  async checkEdit(tx: Tx, current: EnvelopeRow, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (current.status !== 'DRAFT') {
      throw refuse(ResultCode.conflict, `red envelope ${current.envelopeNo} is ${current.status}: only a draft is edited (amount and count are fixed once funded)`, {
        reason: 'record.wrongState',
        params: { id: current.envelopeNo, status: current.status, expected: 'DRAFT' },
      });
    }
    const merged = { ...current, ...input } as Record<string, unknown>;
    await this.checkTerms(tx, current.currency, {
      totalAmount: String(merged.totalAmount),
      count: Number(merged.count),
      split: String(merged.split),
      minShare: String(merged.minShare ?? '0') || '0',
      maxShare: String(merged.maxShare ?? '0') || '0',
      startsAt: merged.startsAt,
      expiresAt: merged.expiresAt,
    });
    return input;
  }

  /** Funds at once up to the four-eyes threshold; above it, files the request (nothing moves until approved). */
  async fund(envelope: EnvelopeRow, operator: Operator): Promise<FundOutcome> {
    if (envelope.status !== 'DRAFT') throw wrongState(envelope, 'ACTIVE');
    if ((await fourEyesCheck(this.db, this.params, envelope.currency, envelope.totalAmount)).needed) {
      const approval = await this.db.transaction((tx) =>
        this.approvals.request(tx, {
          kind: RED_ENVELOPE_FUND_KIND,
          subjectType: 'RED_ENVELOPE',
          subjectId: envelope.id,
          summary: {
            'zh-cn': `红包 ${envelope.envelopeNo} 注资 ${decimalParam(envelope.totalAmount)} ${envelope.currency}（${envelope.count} 份）`,
            en: `Fund red envelope ${envelope.envelopeNo} with ${decimalParam(envelope.totalAmount)} ${envelope.currency} (${envelope.count} shares)`,
            'zh-tw': `紅包 ${envelope.envelopeNo} 注資 ${decimalParam(envelope.totalAmount)} ${envelope.currency}（${envelope.count} 份）`,
          },
          payload: { envelopeId: envelope.id, version: envelope.version },
          makerId: operator.userId,
          makerRemark: '',
        }),
      );
      return { applied: false, approvalId: approval.id };
    }
    const row = await this.db.transaction((tx) => this.applyFund(tx, envelope.id, operator.userId, envelope.version));
    return { applied: true, status: row.status, splitSeedHash: row.splitSeedHash };
  }

  /** DRAFT → ACTIVE: budget SPEND into escrow, the shares cut and stored; once (the budget log's key names the envelope). */
  async applyFund(tx: Tx, envelopeId: number, operatorId: number, version?: number): Promise<EnvelopeRow> {
    const [envelope] = await tx.select().from(redEnvelopes).where(eq(redEnvelopes.id, envelopeId)).for('update');
    if (!envelope) throw notFound(`red envelope ${envelopeId} does not exist`, { reason: 'record.notFound', params: { id: envelopeId } });
    if (envelope.status !== 'DRAFT') throw wrongState(envelope, 'ACTIVE');
    if (version !== undefined && envelope.version !== version) {
      throw refuse(ResultCode.conflict, `red envelope ${envelope.envelopeNo} changed since funding was asked for`, { reason: 'record.stale', params: {} });
    }
    const scale = await this.scaleOf(tx, envelope.currency);
    const seed = newSplitSeed();
    const shares = splitShares({ total: envelope.totalAmount, count: envelope.count, split: envelope.split as 'EQUAL' | 'RANDOM', minShare: envelope.minShare, maxShare: envelope.maxShare, scale, seed });
    await postToBudget(tx, {
      budgetId: envelope.budgetId,
      type: 'SPEND',
      amount: envelope.totalAmount,
      refType: RED_ENVELOPE_FUND_REF,
      refId: envelope.id,
      refNo: envelope.envelopeNo,
      operatorId,
      remark: { 'zh-cn': `红包 ${envelope.envelopeNo} 转入托管`, en: `red envelope ${envelope.envelopeNo} into escrow`, 'zh-tw': `紅包 ${envelope.envelopeNo} 轉入託管` },
    });
    for (let i = 0; i < shares.length; i += 500) {
      await tx.insert(redEnvelopeShares).values(shares.slice(i, i + 500).map((amount, k) => ({ envelopeId: envelope.id, seq: i + k + 1, amount })));
    }
    const [row] = await tx
      .update(redEnvelopes)
      .set({
        status: 'ACTIVE',
        escrowBalance: envelope.totalAmount,
        splitSeed: seed,
        splitSeedHash: seedHash(seed),
        shareScale: scale,
        fundedBy: operatorId,
        fundedAt: sql`now()`,
        version: sql`${redEnvelopes.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: operatorId,
      })
      .where(eq(redEnvelopes.id, envelope.id))
      .returning();
    return row!;
  }

  /**
   * A member claims (member-side service; no member app lives in this console): the next share,
   * escrow → AVAILABLE (RED_ENVELOPE_CLAIM), one claim per member and envelope. Refused outside
   * the envelope's window, when the member is not eligible, or when nothing is left.
   */
  async claim(envelopeId: number, memberId: number): Promise<typeof redEnvelopeClaims.$inferSelect> {
    try {
      return await this.db.transaction(async (tx) => {
        const [envelope] = await tx.select().from(redEnvelopes).where(eq(redEnvelopes.id, envelopeId)).for('update');
        if (!envelope) throw notFound(`red envelope ${envelopeId} does not exist`, { reason: 'record.notFound', params: { id: envelopeId } });
        if (envelope.status !== 'ACTIVE') {
          throw refuse(ResultCode.conflict, `red envelope ${envelope.envelopeNo} is ${envelope.status}; only an ACTIVE envelope can be claimed`, {
            reason: 'record.wrongState',
            params: { id: envelope.envelopeNo, status: envelope.status, expected: 'ACTIVE' },
          });
        }
        const now = Date.now();
        if (now < envelope.startsAt.getTime() || now >= envelope.expiresAt.getTime()) {
          throw conflict(`red envelope ${envelope.envelopeNo} can be claimed only between its start and expiry`, { reason: 'awards.envelopeOutsideWindow', params: { id: envelope.envelopeNo } });
        }
        const [member] = await tx.select({ id: members.id, registeredAt: members.registeredAt, kycLevel: members.kycLevel }).from(members).where(eq(members.id, memberId));
        if (!member) throw badRequest(`member ${memberId} does not exist`, { memberId: 'no such member' }, { reason: 'finance.memberMissing', params: { memberId } });
        this.checkEligible(envelope, member);
        const [mine] = await tx.select({ id: redEnvelopeClaims.id }).from(redEnvelopeClaims).where(and(eq(redEnvelopeClaims.envelopeId, envelope.id), eq(redEnvelopeClaims.memberId, memberId)));
        if (mine) throw alreadyClaimed(envelope.envelopeNo, memberId);
        const seq = envelope.claimedCount + 1;
        const [share] = await tx.select().from(redEnvelopeShares).where(and(eq(redEnvelopeShares.envelopeId, envelope.id), eq(redEnvelopeShares.seq, seq)));
        if (!share) throw conflict(`red envelope ${envelope.envelopeNo} has no share left`, { reason: 'awards.envelopeEmpty', params: { id: envelope.envelopeNo } });
        const [claim] = await tx.insert(redEnvelopeClaims).values({ envelopeId: envelope.id, memberId, currency: envelope.currency, amount: share.amount, seq }).returning();
        await tx
          .update(redEnvelopes)
          .set({
            escrowBalance: sql`${redEnvelopes.escrowBalance} - ${share.amount}::numeric`,
            claimedAmount: sql`${redEnvelopes.claimedAmount} + ${share.amount}::numeric`,
            claimedCount: seq,
            ...(seq === envelope.count ? { status: 'EXHAUSTED', endedAt: sql`now()` } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(redEnvelopes.id, envelope.id));
        await postToWallet(tx, {
          memberId,
          currency: envelope.currency,
          type: 'RED_ENVELOPE_CLAIM',
          refType: RED_ENVELOPE_CLAIM_REF,
          refId: claim!.id,
          refNo: `${envelope.envelopeNo}-${seq}`,
          operatorId: null,
          moves: [{ kind: 'AVAILABLE', change: share.amount }],
          remark: verbatimOrNull(envelope.title),
        });
        return claim!;
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw alreadyClaimed(String(envelopeId), memberId);
      throw error;
    }
  }

  private checkEligible(envelope: EnvelopeRow, member: { id: number; registeredAt: Date; kycLevel: number }): void {
    if (envelope.eligibility === 'NEW_MEMBERS' && member.registeredAt.getTime() < Date.now() - NEW_MEMBER_DAYS * 86_400_000) {
      throw conflict(`red envelope ${envelope.envelopeNo} is for members registered within ${NEW_MEMBER_DAYS} days`, { reason: 'awards.envelopeNotEligible', params: { id: envelope.envelopeNo, eligibility: envelope.eligibility } });
    }
    if (envelope.eligibility === 'KYC_PRIMARY') {
      if (member.kycLevel < 1) throw conflict(`red envelope ${envelope.envelopeNo} is for members who passed primary KYC`, { reason: 'awards.envelopeNotEligible', params: { id: envelope.envelopeNo, eligibility: envelope.eligibility } });
    }
  }

  /**
   * Ends an envelope as EXPIRED (past expiry, the job) or CANCELLED (an operator): the escrow's
   * remainder goes back to the budget (RETURN, RED_ENVELOPE_REFUND), once. Answers null when it
   * had already ended (a repeat, or the other of expire/cancel/last claim won).
   */
  async end(tx: Tx, envelopeId: number, to: 'EXPIRED' | 'CANCELLED', operatorId: number | null, remark = ''): Promise<EnvelopeRow | null> {
    const [envelope] = await tx.select().from(redEnvelopes).where(eq(redEnvelopes.id, envelopeId)).for('update');
    if (!envelope) throw notFound(`red envelope ${envelopeId} does not exist`, { reason: 'record.notFound', params: { id: envelopeId } });
    if (!envelopeMayMove(envelope.status, to)) return null;
    if (to === 'EXPIRED' && envelope.expiresAt.getTime() > Date.now()) return null;
    const left = envelope.escrowBalance;
    if (Number(left) > 0) {
      await postToBudget(tx, { budgetId: envelope.budgetId, type: 'RETURN', amount: left, refType: RED_ENVELOPE_REFUND_REF, refId: envelope.id, refNo: envelope.envelopeNo, operatorId, remark: verbatimOrNull(remark) ?? envelopeEnded(envelope.envelopeNo, to) });
    }
    const [row] = await tx
      .update(redEnvelopes)
      .set({
        status: to,
        escrowBalance: '0',
        refundedAmount: sql`${redEnvelopes.refundedAmount} + ${left}::numeric`,
        endedAt: sql`now()`,
        version: sql`${redEnvelopes.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: operatorId,
      })
      .where(eq(redEnvelopes.id, envelope.id))
      .returning();
    return row!;
  }

  async cancel(envelope: EnvelopeRow, reason: string, operator: Operator): Promise<EnvelopeRow> {
    const row = await this.db.transaction((tx) => this.end(tx, envelope.id, 'CANCELLED', operator.userId, reason));
    if (!row) throw wrongState(envelope, 'CANCELLED');
    return row;
  }

  /** The expiry job: ACTIVE envelopes past expiry, each in its own transaction. */
  async expireDue(limit = 500): Promise<{ expired: number; failed: number }> {
    const due = await this.db
      .select({ id: redEnvelopes.id })
      .from(redEnvelopes)
      .where(and(eq(redEnvelopes.status, 'ACTIVE'), lte(redEnvelopes.expiresAt, sql`now()`)))
      .orderBy(asc(redEnvelopes.expiresAt))
      .limit(limit);
    let expired = 0;
    let failed = 0;
    for (const { id } of due) {
      try {
        if (await this.db.transaction((tx) => this.end(tx, id, 'EXPIRED', null))) expired += 1;
      } catch {
        failed += 1;
      }
    }
    return { expired, failed };
  }

  approvalHandler(): ApprovalHandler {
    return {
      kind: RED_ENVELOPE_FUND_KIND,
      title: { 'zh-cn': '红包注资', en: 'Red envelope funding', 'zh-tw': '紅包注資' },
      permission: RED_ENVELOPE_APPROVE_PERMISSION,
      onReject: NOTHING_WAITS, // the envelope stays a DRAFT until approved
      apply: async (tx, approval, approverId) => {
        const { envelopeId, version } = approval.payload as { envelopeId: number; version: number };
        const row = await this.applyFund(tx, envelopeId, approverId, version);
        return { envelopeId, status: row.status, splitSeedHash: row.splitSeedHash };
      },
    };
  }
}

const alreadyClaimed = (envelope: string, memberId: number) =>
  refuse(ResultCode.conflict, `member ${memberId} has already claimed red envelope ${envelope}`, { reason: 'awards.envelopeAlreadyClaimed', params: { id: envelope, memberId } });
