import { and, eq, sql } from 'drizzle-orm';
import { decimalParam, ResultCode } from '@ledgerdesk/shared';
import { FOUR_EYES_PARAM } from '@ledgerdesk/shared/resources/finance/budget';
import { awardMayMove, campaignMayMove, type AwardCampaignStatus, type AwardGrantStatus } from '@ledgerdesk/shared/resources/marketing/award-states';
import type { Db, Tx } from '../../db/client';
import { awardCampaigns, awardGrants, budgets, currencies, members } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, refuse } from '../../lib/errors';
import { fourEyesCheck } from '../../lib/four-eyes';
import { newOrderNo, refuseIfDuplicate, sqlState, UNIQUE_VIOLATION, type Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { postToBudget } from '../finance/budget-ledger';
import { negate, postToWallet } from '../finance/ledger';
import { toUnits } from './envelope-split';
import { verbatimOrNull } from '../../lib/text-per-language';

type CampaignRow = typeof awardCampaigns.$inferSelect;
type GrantRow = typeof awardGrants.$inferSelect;

/** Every ledger row of an award carries this order type and the grant's id (the unique keys name it). */
export const AWARD_REF = 'AWARD_GRANT';

const awardNo = () => `A${newOrderNo('R').slice(1)}`;

export interface CampaignInput {
  code: string;
  name: string;
  kind: string;
  budgetId: number;
  budgetTotal: string;
  rulesUrl?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
}

export interface GrantInput {
  campaignId: number;
  memberId: number;
  amount: string;
  evidenceRef: string;
  reason: string;
}

const wrongState = (what: string, id: string, status: string, expected: readonly string[]) =>
  refuse(ResultCode.conflict, `${what} ${id} is ${status}; this needs ${expected.join(' or ') || 'another state'}`, {
    reason: 'record.wrongState',
    params: { id, status, expected: expected.join(', ') },
  });

/** A grant or batch on a campaign that is not ACTIVE. */
export const campaignWrongState = (code: string, status: string) => wrongState('campaign', code, status, ['ACTIVE']);

const sameOperator = (what: string) =>
  refuse(ResultCode.conflict, `the maker of ${what} cannot approve it: a second operator must`, { reason: 'approval.sameOperator', params: {} });

/** A positive amount with no more decimals than the currency has; anything else is refused naming the field. */
async function checkAmount(reader: Db | Tx, currency: string, amount: string, field = 'amount'): Promise<void> {
  const [row] = await reader.select({ scale: currencies.displayScale }).from(currencies).where(eq(currencies.code, currency));
  const scale = row?.scale ?? 18;
  let units: bigint;
  try {
    units = toUnits(String(amount), scale);
  } catch {
    throw badRequest(`${field} ${amount} must be a positive amount with at most ${scale} decimal places for ${currency}`, { [field]: `at most ${scale} decimals, above zero` }, {
      reason: 'awards.amountScale',
      params: { currency, scale, amount: String(amount) },
    });
  }
  if (units <= 0n) {
    throw badRequest(`${field} must be above zero (a deduction is not an award: use the adjustment flow)`, { [field]: 'must be above zero' }, {
      reason: 'awards.amountNotPositive',
      params: { field },
    });
  }
}

/**
 * Award campaigns and grants (catalogue §7.1). Money moves only in pay (budget SPEND + member
 * AVAILABLE, AWARD_CREDIT) and reverse (AWARD_REVERSAL + budget RETURN), each one transaction that
 * locks the grant, then the campaign, then the budget and the wallet; the money log's and the
 * budget log's unique keys (ref AWARD_GRANT + the grant's id) make a repeat fail in the database.
 */
export class AwardService {
  constructor(
    private readonly db: Db,
    private readonly params: AreaDeps['params'],
  ) {}

  async budgetFor(reader: Db | Tx, budgetId: number) {
    const [budget] = await reader.select().from(budgets).where(eq(budgets.id, budgetId));
    if (!budget) {
      throw badRequest(`budget ${budgetId} does not exist`, { budgetId: 'no such budget' }, { reason: 'finance.budgetMissing', params: { id: budgetId } });
    }
    if (budget.status !== 'ACTIVE') throw conflict(`budget ${budget.code} is closed`, { reason: 'finance.budgetClosed', params: { code: budget.code } });
    return budget;
  }

  private checkDates(startsAt: unknown, endsAt: unknown) {
    if (startsAt && endsAt && new Date(String(startsAt)).getTime() >= new Date(String(endsAt)).getTime()) {
      throw badRequest('the campaign must end after it starts', { endsAt: 'must be after the start' }, { reason: 'awards.endsBeforeStart', params: {} });
    }
  }

  async createCampaign(input: CampaignInput, operator: Operator): Promise<CampaignRow> {
    const budget = await this.budgetFor(this.db, input.budgetId);
    await checkAmount(this.db, budget.currency, input.budgetTotal, 'budgetTotal');
    this.checkDates(input.startsAt, input.endsAt);
    try {
      const [row] = await this.db
        .insert(awardCampaigns)
        .values({
          code: input.code,
          name: input.name,
          kind: input.kind,
          budgetId: budget.id,
          currency: budget.currency,
          budgetTotal: input.budgetTotal,
          rulesUrl: input.rulesUrl ?? '',
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          status: 'DRAFT',
          makerId: operator.userId,
          createdBy: operator.userId,
          updatedBy: operator.userId,
        })
        .returning();
      return row!;
    } catch (error) {
      refuseIfDuplicate(error, 'code', `campaign code ${input.code}`);
    }
  }

  /** The engine's edit: only a draft changes; its total stays a positive amount at the currency's scale. */
  async checkCampaignEdit(tx: Tx, current: CampaignRow, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (current.status !== 'DRAFT') throw wrongState('campaign', current.code, current.status, ['DRAFT']);
    if (input.budgetTotal !== undefined) await checkAmount(tx, current.currency, String(input.budgetTotal), 'budgetTotal');
    this.checkDates(input.startsAt ?? current.startsAt, input.endsAt ?? current.endsAt);
    return input;
  }

  /** DRAFT → PENDING_APPROVAL → ACTIVE (a second operator) → CLOSED; a request may be sent back to DRAFT. */
  async moveCampaign(tx: Tx, campaignId: number, to: AwardCampaignStatus, operator: Operator): Promise<CampaignRow> {
    const [campaign] = await tx.select().from(awardCampaigns).where(eq(awardCampaigns.id, campaignId)).for('update');
    if (!campaign) throw notFound(`campaign ${campaignId} does not exist`, { reason: 'record.notFound', params: { id: campaignId } });
    if (!campaignMayMove(campaign.status, to)) {
      throw wrongState('campaign', campaign.code, campaign.status, (['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'CLOSED'] as const).filter((s) => campaignMayMove(s, to)));
    }
    const approving = campaign.status === 'PENDING_APPROVAL';
    if (approving && campaign.makerId === operator.userId) throw sameOperator(`campaign ${campaign.code}`);
    if (to === 'ACTIVE') await this.budgetFor(tx, campaign.budgetId);
    const [row] = await tx
      .update(awardCampaigns)
      .set({
        status: to,
        ...(to === 'ACTIVE' ? { approverId: operator.userId } : {}),
        ...(to === 'PENDING_APPROVAL' ? { makerId: operator.userId } : {}),
        version: sql`${awardCampaigns.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: operator.userId,
      })
      .where(eq(awardCampaigns.id, campaign.id))
      .returning();
    return row!;
  }

  /**
   * One award inside the caller's transaction. Compensation always waits for a second operator;
   * other kinds only above the four-eyes threshold (below it the maker's award is APPROVED at once).
   * The campaign must be ACTIVE and its remaining cap must cover the amount.
   */
  async createGrant(input: GrantInput, operator: Operator, batchId: number | null = null): Promise<GrantRow> {
    // The threshold is read before the transaction: the config cache reads through its own connection.
    const thresholdUsd = await this.params.number(FOUR_EYES_PARAM.key, FOUR_EYES_PARAM.default, FOUR_EYES_PARAM.range);
    const threshold = { number: async () => thresholdUsd };
    return this.db.transaction((tx) => this.createGrantIn(tx, input, operator, batchId, threshold));
  }

  /** One award inside the caller's transaction, with the threshold read beforehand (a batch reads it once per run). */
  async createGrantIn(tx: Tx, input: GrantInput, operator: Operator, batchId: number | null, threshold: { number(): Promise<number> }): Promise<GrantRow> {
    const [campaign] = await tx.select().from(awardCampaigns).where(eq(awardCampaigns.id, input.campaignId));
    if (!campaign) {
      throw badRequest(`campaign ${input.campaignId} does not exist`, { campaignId: 'no such campaign' }, { reason: 'record.notFound', params: { id: input.campaignId } });
    }
    if (campaign.status !== 'ACTIVE') throw wrongState('campaign', campaign.code, campaign.status, ['ACTIVE']);
    await checkAmount(tx, campaign.currency, input.amount);
    const evidenceRef = String(input.evidenceRef ?? '').trim();
    if (!evidenceRef) throw badRequest('name the evidence (a ticket, a ranking, an incident number)', { evidenceRef: 'required' }, { reason: 'awards.evidenceMissing', params: {} });
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, input.memberId));
    if (!member) {
      throw badRequest(`member ${input.memberId} does not exist`, { memberId: 'no such member' }, { reason: 'finance.memberMissing', params: { memberId: input.memberId } });
    }
    const [room] = await tx.select({ ok: sql<boolean>`${campaign.budgetUsed}::numeric + ${input.amount}::numeric <= ${campaign.budgetTotal}::numeric` }).from(sql`(select 1) x`);
    if (!room!.ok) {
      const left = decimalParam(String(Number(campaign.budgetTotal) - Number(campaign.budgetUsed)));
      throw conflict(`campaign ${campaign.code} has ${left} ${campaign.currency} of its budget left; ${decimalParam(input.amount)} does not fit`, {
        reason: 'awards.campaignBudgetExceeded',
        params: { code: campaign.code, left, currency: campaign.currency },
      });
    }
    const fourEyes = campaign.kind === 'COMPENSATION' || (await fourEyesCheck(tx, threshold, campaign.currency, input.amount)).needed;
    try {
      const [grant] = await tx
        .insert(awardGrants)
        .values({
          grantNo: awardNo(),
          campaignId: campaign.id,
          memberId: member.id,
          currency: campaign.currency,
          amount: input.amount,
          reason: input.reason,
          evidenceRef,
          status: fourEyes ? 'PENDING_APPROVAL' : 'APPROVED',
          fourEyes: fourEyes ? 1 : 0,
          makerId: operator.userId,
          approvedAt: fourEyes ? null : sql`now()`,
          batchId,
          createdBy: operator.userId,
          updatedBy: operator.userId,
        })
        .returning();
      return grant!;
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      throw refuse(ResultCode.conflict, `member ${member.id} already has an award of campaign ${campaign.code} for evidence ${evidenceRef}`, {
        reason: 'record.duplicate',
        params: { field: 'evidenceRef' },
        issues: { evidenceRef: { code: 'taken' } },
      }, { evidenceRef: 'already awarded' });
    }
  }

  private async lockGrant(tx: Tx, grantId: number, to: AwardGrantStatus): Promise<GrantRow> {
    const [grant] = await tx.select().from(awardGrants).where(eq(awardGrants.id, grantId)).for('update');
    if (!grant) throw notFound(`award ${grantId} does not exist`, { reason: 'record.notFound', params: { id: grantId } });
    if (!awardMayMove(grant.status, to)) {
      throw wrongState('award', grant.grantNo, grant.status, (['PENDING_APPROVAL', 'APPROVED', 'PAID', 'REJECTED', 'REVERSED'] as const).filter((s) => awardMayMove(s, to)));
    }
    return grant;
  }

  /** The second operator's decision: APPROVED or REJECTED; never by the maker. */
  async decide(tx: Tx, grantId: number, to: 'APPROVED' | 'REJECTED', operator: Operator, remark = ''): Promise<GrantRow> {
    const grant = await this.lockGrant(tx, grantId, to);
    if (grant.makerId === operator.userId) throw sameOperator(`award ${grant.grantNo}`);
    const [row] = await tx
      .update(awardGrants)
      .set({ status: to, approverId: operator.userId, approvedAt: sql`now()`, decisionRemark: remark, version: sql`${awardGrants.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(eq(awardGrants.id, grant.id))
      .returning();
    return row!;
  }

  /** APPROVED → PAID: budget SPEND and member AVAILABLE + (AWARD_CREDIT), campaign budget_used +, all or nothing. */
  async pay(tx: Tx, grantId: number, operator: Operator): Promise<GrantRow> {
    const grant = await this.lockGrant(tx, grantId, 'PAID');
    const [campaign] = await tx.select().from(awardCampaigns).where(eq(awardCampaigns.id, grant.campaignId)).for('update');
    if (campaign!.status !== 'ACTIVE') throw wrongState('campaign', campaign!.code, campaign!.status, ['ACTIVE']);
    const [used] = await tx
      .update(awardCampaigns)
      .set({ budgetUsed: sql`${awardCampaigns.budgetUsed} + ${grant.amount}::numeric`, updatedAt: sql`now()` })
      .where(and(eq(awardCampaigns.id, campaign!.id), sql`${awardCampaigns.budgetUsed} + ${grant.amount}::numeric <= ${awardCampaigns.budgetTotal}`))
      .returning({ id: awardCampaigns.id });
    if (!used) {
      throw conflict(`campaign ${campaign!.code} has not enough of its budget left to pay ${decimalParam(grant.amount)} ${grant.currency}`, {
        reason: 'awards.campaignBudgetExceeded',
        params: { code: campaign!.code, left: decimalParam(String(Number(campaign!.budgetTotal) - Number(campaign!.budgetUsed))), currency: grant.currency },
      });
    }
    const ref = { refType: AWARD_REF, refId: grant.id, refNo: grant.grantNo, operatorId: operator.userId };
    await postToBudget(tx, { budgetId: campaign!.budgetId, type: 'SPEND', amount: grant.amount, ...ref, remark: { 'zh-cn': `奖励 ${grant.grantNo}`, en: `award ${grant.grantNo}`, 'zh-tw': `獎勵 ${grant.grantNo}` } });
    await postToWallet(tx, { memberId: grant.memberId, currency: grant.currency, type: 'AWARD_CREDIT', ...ref, moves: [{ kind: 'AVAILABLE', change: grant.amount }], remark: verbatimOrNull(grant.reason) });
    const [row] = await tx
      .update(awardGrants)
      .set({ status: 'PAID', paidAt: sql`now()`, version: sql`${awardGrants.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(and(eq(awardGrants.id, grant.id), eq(awardGrants.status, 'APPROVED')))
      .returning();
    return row!;
  }

  /**
   * PAID → REVERSED: the member's available balance − (AWARD_REVERSAL), the budget RETURN, the
   * campaign's budget_used −. Refused when the member no longer holds the amount (a receivable
   * case for finance, not a negative balance).
   */
  async reverse(tx: Tx, grantId: number, reason: string, operator: Operator): Promise<GrantRow> {
    const grant = await this.lockGrant(tx, grantId, 'REVERSED');
    const [campaign] = await tx.select().from(awardCampaigns).where(eq(awardCampaigns.id, grant.campaignId)).for('update');
    const ref = { refType: AWARD_REF, refId: grant.id, refNo: grant.grantNo, operatorId: operator.userId };
    try {
      await postToWallet(tx, { memberId: grant.memberId, currency: grant.currency, type: 'AWARD_REVERSAL', ...ref, moves: [{ kind: 'AVAILABLE', change: negate(grant.amount) }], remark: verbatimOrNull(reason) });
    } catch (error) {
      if (!(error instanceof AppError) || (error.data as { reason?: string } | null)?.reason !== 'finance.insufficientBalance') throw error;
      throw refuse(ResultCode.conflict, `award ${grant.grantNo} cannot be reversed: the member's available ${grant.currency} balance is below ${decimalParam(grant.amount)}; open a receivable case instead`, {
        reason: 'awards.reverseNotCovered',
        params: { id: grant.grantNo, amount: decimalParam(grant.amount), currency: grant.currency },
      });
    }
    await postToBudget(tx, { budgetId: campaign!.budgetId, type: 'RETURN', amount: grant.amount, ...ref, remark: { 'zh-cn': `奖励 ${grant.grantNo} 已冲正`, en: `award ${grant.grantNo} reversed`, 'zh-tw': `獎勵 ${grant.grantNo} 已沖正` } });
    await tx
      .update(awardCampaigns)
      .set({ budgetUsed: sql`${awardCampaigns.budgetUsed} - ${grant.amount}::numeric`, updatedAt: sql`now()` })
      .where(eq(awardCampaigns.id, campaign!.id));
    const [row] = await tx
      .update(awardGrants)
      .set({ status: 'REVERSED', reversedAt: sql`now()`, decisionRemark: reason, version: sql`${awardGrants.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(eq(awardGrants.id, grant.id))
      .returning();
    return row!;
  }
}
