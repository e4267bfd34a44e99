import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import { grantMayMove, TRIAL_REVOKE_KIND, type TrialGrantStatus } from '@ledgerdesk/shared/resources/member/trial-states';
import { TRIAL_GRANT_APPROVE_PERMISSION } from '@ledgerdesk/shared/resources/member/trial-grant';
import type { Db, Tx } from '../../db/client';
import { budgetLogs, budgets, members, trialGrants, trialTemplates } from '../../db/schema';
import { badRequest, conflict, notFound, refuse } from '../../lib/errors';
import { newOrderNo, type Operator } from '../../lib/review-support';
import { ResultCode } from '@ledgerdesk/shared';
import type { AreaDeps } from '../area-deps';
import { postToBudget } from '../finance/budget-ledger';
import { negate, postToWallet } from '../finance/ledger';
import { NOTHING_WAITS } from '../../lib/four-eyes';
import { verbatimOrNull } from '../../lib/text-per-language';

type GrantRow = typeof trialGrants.$inferSelect;

export interface GrantRequest {
  templateId: number;
  memberId: number;
  reason: string;
  source: 'MANUAL' | 'CAMPAIGN';
  makerId: number | null;
}

/** Every ledger row of a grant carries this order type and the grant's id (the unique keys name it). */
export const TRIAL_REF = 'TRIAL_GRANT';

/** Grant numbers: the order-number scheme with a T. */
const grantNo = () => `T${newOrderNo('R').slice(1)}`;

/** One grant inside the caller's transaction. The template row is locked so rounds and max_per_member are counted exactly. */
export async function grantTrial(tx: Tx, request: GrantRequest): Promise<GrantRow> {
  const [template] = await tx.select().from(trialTemplates).where(eq(trialTemplates.id, request.templateId)).for('update');
  if (!template) {
    throw badRequest(`trial template ${request.templateId} does not exist`, { templateId: 'no such template' }, {
      reason: 'record.notFound',
      params: { id: request.templateId },
      issues: { templateId: { code: 'noSuchRecord', params: { value: request.templateId } } },
    });
  }
  if (template.status !== 'ACTIVE') {
    throw conflict(`trial template ${template.code} is ${template.status}; only an ACTIVE template grants`, {
      reason: 'member.trialTemplateNotActive',
      params: { code: template.code, status: template.status },
    });
  }
  const [member] = await tx.select({ id: members.id, account: members.account }).from(members).where(eq(members.id, request.memberId));
  if (!member) {
    throw badRequest(`member ${request.memberId} does not exist`, { memberId: 'no such member' }, {
      reason: 'finance.memberMissing',
      params: { memberId: request.memberId },
      issues: { memberId: { code: 'noSuchRecord', params: { value: request.memberId } } },
    });
  }
  const [given] = await tx
    .select({ n: count() })
    .from(trialGrants)
    .where(and(eq(trialGrants.templateId, template.id), eq(trialGrants.memberId, member.id)));
  if (given!.n >= template.maxPerMember) {
    throw conflict(`member ${member.account} already has ${given!.n} grant(s) of ${template.code}, the most one member may get`, {
      reason: 'member.trialMaxPerMember',
      params: { account: member.account, max: template.maxPerMember, code: template.code },
    });
  }
  const [grant] = await tx
    .insert(trialGrants)
    .values({
      grantNo: grantNo(),
      templateId: template.id,
      memberId: member.id,
      budgetId: template.budgetId,
      currency: template.currency,
      amount: template.amount,
      remaining: template.amount,
      status: 'ACTIVE',
      campaignRound: given!.n + 1,
      source: request.source,
      reason: request.reason,
      expiresAt: sql`now() + make_interval(days => ${template.validityDays})`,
      makerId: request.makerId,
      createdBy: request.makerId,
      updatedBy: request.makerId,
    })
    .returning();
  const ref = { refType: TRIAL_REF, refId: grant!.id, refNo: grant!.grantNo, operatorId: request.makerId };
  await postToBudget(tx, { budgetId: template.budgetId, type: 'SPEND', amount: template.amount, ...ref, remark: { 'zh-cn': `向 ${member.account} 发放体验金`, en: `trial grant to ${member.account}`, 'zh-tw': `向 ${member.account} 發放體驗金` } });
  await postToWallet(tx, {
    memberId: member.id,
    currency: template.currency,
    type: 'TRIAL_GRANT',
    ...ref,
    moves: [{ kind: 'TRIAL', change: template.amount }],
    remark: verbatimOrNull(request.reason),
  });
  return grant!;
}

type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];

/**
 * The budget a grant's SPEND was posted to, for a grant that does not name it (written by an
 * instance still on the code from before mem_trial_grant.budget_id). Each budget is probed through
 * the budget log's unique key, which leads with the budget: the log has no index by reference alone.
 */
async function spendingBudgetOf(tx: Tx, grant: GrantRow): Promise<number> {
  const [spend] = await tx
    .select({ budgetId: budgetLogs.budgetId })
    .from(budgetLogs)
    .where(and(inArray(budgetLogs.budgetId, tx.select({ id: budgets.id }).from(budgets)), eq(budgetLogs.refType, TRIAL_REF), eq(budgetLogs.refId, grant.id), eq(budgetLogs.type, 'SPEND')));
  if (!spend) throw conflict(`trial grant ${grant.grantNo} has no budget payment to give back to`, { reason: 'member.trialGrantUnpaid', params: { grantNo: grant.grantNo } });
  return spend.budgetId;
}

/**
 * Ends an ACTIVE grant as EXPIRED or REVOKED and takes back its unused remainder. Answers null
 * when the grant is no longer in a state that may move (a repeat, or the other of expire/revoke
 * won): nothing is written then.
 */
export async function reclaimTrial(tx: Tx, grantId: number, to: Extract<TrialGrantStatus, 'EXPIRED' | 'REVOKED'>, operatorId: number | null): Promise<GrantRow | null> {
  const [grant] = await tx.select().from(trialGrants).where(eq(trialGrants.id, grantId)).for('update');
  if (!grant) throw notFound(`trial grant ${grantId} does not exist`, { reason: 'record.notFound', params: { id: grantId } });
  if (!grantMayMove(grant.status, to)) return null;
  if (to === 'EXPIRED' && grant.expiresAt.getTime() > Date.now()) return null;
  const [ended] = await tx
    .update(trialGrants)
    .set({
      status: to,
      remaining: '0',
      ...(to === 'REVOKED' ? { approverId: operatorId } : {}),
      version: sql`${trialGrants.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: operatorId,
    })
    .where(and(eq(trialGrants.id, grant.id), eq(trialGrants.status, grant.status)))
    .returning();
  if (Number(grant.remaining) > 0) {
    const ref = { refType: TRIAL_REF, refId: grant.id, refNo: grant.grantNo, operatorId };
    await postToBudget(tx, { budgetId: grant.budgetId ?? (await spendingBudgetOf(tx, grant)), type: 'RETURN', amount: grant.remaining, ...ref, remark: to === 'EXPIRED' ? { 'zh-cn': '体验金到期', en: 'trial expired', 'zh-tw': '體驗金到期' } : { 'zh-cn': '体验金撤销', en: 'trial revoked', 'zh-tw': '體驗金撤銷' } });
    await postToWallet(tx, {
      memberId: grant.memberId,
      currency: grant.currency,
      type: to === 'EXPIRED' ? 'TRIAL_EXPIRE' : 'TRIAL_REVOKE',
      ...ref,
      moves: [{ kind: 'TRIAL', change: negate(grant.remaining) }],
    });
  }
  return ended!;
}


/**
 * Trial credit moving (catalogue §2.2): a grant pays the template's budget (SPEND) into the
 * member's TRIAL balance (TRIAL_GRANT); expiry and revocation take back only what is unused
 * (TRIAL_EXPIRE / TRIAL_REVOKE, the budget's RETURN). Each is one transaction that locks budget
 * before wallet; the money log's and the budget log's unique keys (ref TRIAL_GRANT + the grant's
 * id) make any repeat fail in the database, and the grant's status is moved only from a state the
 * machine allows, so a repeat finds nothing to do.
 */
export class TrialGrantService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  grant(tx: Tx, request: GrantRequest): Promise<GrantRow> {
    return grantTrial(tx, request);
  }

  reclaim(tx: Tx, grantId: number, to: Extract<TrialGrantStatus, 'EXPIRED' | 'REVOKED'>, operatorId: number | null): Promise<GrantRow | null> {
    return reclaimTrial(tx, grantId, to, operatorId);
  }

  /** The expiry job: every ACTIVE grant past its expiry, each in its own transaction (one failure does not hold the rest). */
  async expireDue(limit = 500): Promise<{ expired: number; failed: number }> {
    const due = await this.db
      .select({ id: trialGrants.id })
      .from(trialGrants)
      .where(and(eq(trialGrants.status, 'ACTIVE'), lte(trialGrants.expiresAt, sql`now()`)))
      .orderBy(asc(trialGrants.expiresAt))
      .limit(limit);
    let expired = 0;
    let failed = 0;
    for (const { id } of due) {
      try {
        if (await this.db.transaction((tx) => this.reclaim(tx, id, 'EXPIRED', null))) expired += 1;
      } catch {
        failed += 1;
      }
    }
    return { expired, failed };
  }

  /** Revoking always needs a second operator: this files the request; the grant stays ACTIVE until it is approved. */
  async requestRevoke(grant: GrantRow, reason: string, operator: Operator): Promise<{ approvalId: number }> {
    if (!grantMayMove(grant.status, 'REVOKED')) {
      throw refuse(ResultCode.conflict, `trial grant ${grant.grantNo} is ${grant.status}; revoking needs ACTIVE`, {
        reason: 'record.wrongState',
        params: { id: grant.grantNo, status: grant.status, expected: 'ACTIVE' },
      });
    }
    const approval = await this.db.transaction((tx) =>
      this.approvals.request(tx, {
        kind: TRIAL_REVOKE_KIND,
        subjectType: 'TRIAL_GRANT',
        subjectId: grant.id,
        summary: {
          'zh-cn': `撤销体验金发放 ${grant.grantNo}（未使用 ${decimalParam(grant.remaining)} ${grant.currency}）`,
          en: `Revoke trial grant ${grant.grantNo} (${decimalParam(grant.remaining)} ${grant.currency} unused)`,
          'zh-tw': `撤銷體驗金發放 ${grant.grantNo}（未使用 ${decimalParam(grant.remaining)} ${grant.currency}）`,
        },
        payload: { grantId: grant.id, reason },
        makerId: operator.userId,
        makerRemark: reason,
      }),
    );
    return { approvalId: approval.id };
  }

  approvalHandler(): ApprovalHandler {
    return {
      kind: TRIAL_REVOKE_KIND,
      title: { 'zh-cn': '撤销体验金', en: 'Revoke a trial grant', 'zh-tw': '撤銷體驗金' },
      permission: TRIAL_GRANT_APPROVE_PERMISSION,
      onReject: NOTHING_WAITS, // the grant stays ACTIVE until approved
      subjectMember: trialGrants.memberId,
      apply: async (tx, approval, approverId) => {
        const { grantId } = approval.payload as { grantId: number };
        const ended = await this.reclaim(tx, grantId, 'REVOKED', approverId);
        if (!ended) {
          const [now] = await tx.select({ status: trialGrants.status, grantNo: trialGrants.grantNo }).from(trialGrants).where(eq(trialGrants.id, grantId));
          throw refuse(ResultCode.conflict, `trial grant ${now?.grantNo ?? grantId} is ${now?.status ?? 'gone'}; revoking needs ACTIVE`, {
            reason: 'record.wrongState',
            params: { id: now?.grantNo ?? String(grantId), status: now?.status ?? '', expected: 'ACTIVE' },
          });
        }
        return { grantId, status: ended.status };
      },
    };
  }
}
