import { eq, sql } from 'drizzle-orm';
import { decimalParam, ResultCode } from '@ledgerdesk/shared';
import { templateMayMove, TRIAL_ACTIVATE_KIND, TRIAL_TERMS_KIND, type TrialTemplateStatus } from '@ledgerdesk/shared/resources/member/trial-states';
import { TRIAL_TEMPLATE_APPROVE_PERMISSION } from '@ledgerdesk/shared/resources/member/trial-template';
import type { Db, Tx } from '../../db/client';
import { budgets, trialTemplates } from '../../db/schema';
import { badRequest, conflict, refuse } from '../../lib/errors';
import { refuseIfDuplicate, type Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { NOTHING_WAITS } from '../../lib/four-eyes';

type TemplateRow = typeof trialTemplates.$inferSelect;

export interface TemplateInput {
  code: string;
  name: string;
  amount: string;
  budgetId: number;
  validityDays: number;
  usableFor: string;
  maxPerMember: number;
  termsUrl?: string | null;
}

interface TermsPayload {
  templateId: number;
  amount: string;
  budgetId: number;
  /** The version the maker saw: an approval of terms changed meanwhile is refused. */
  version: number;
}

/** A draft's activation as filed: the terms it goes live with, shown to the approver, and the version they were read at. */
interface ActivationPayload {
  templateId: number;
  amount: string;
  budgetId: number;
  version: number;
}

const wrongState = (template: TemplateRow, expected: readonly string[]) =>
  refuse(ResultCode.conflict, `trial template ${template.code} is ${template.status}; this needs ${expected.join(' or ')}`, {
    reason: 'record.wrongState',
    params: { id: template.code, status: template.status, expected: expected.join(', ') },
  });

type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];

/**
 * Trial templates (catalogue §2.2). The template's currency is its budget's, so a grant can only
 * ever pay from a budget in the currency it credits. A draft is edited freely; a live template's
 * amount and budget change through a 'trial-template.terms' request a second operator approves,
 * and a draft goes live through a 'trial-template.activate' one: otherwise a new template would
 * carry terms only its maker ever looked at (catalogue §2.2 puts four-eyes on create and edit).
 */
export class TrialTemplateService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  /** The budget a template would pay from, refused when missing, closed or (with `currency`) in another currency. */
  async budgetFor(reader: Db | Tx, budgetId: number, currency?: string) {
    const [budget] = await reader.select().from(budgets).where(eq(budgets.id, budgetId));
    if (!budget) {
      throw badRequest(`budget ${budgetId} does not exist`, { budgetId: 'no such budget' }, {
        reason: 'finance.budgetMissing',
        params: { id: budgetId },
        issues: { budgetId: { code: 'noSuchRecord', params: { value: budgetId } } },
      });
    }
    if (budget.status !== 'ACTIVE') throw conflict(`budget ${budget.code} is closed`, { reason: 'finance.budgetClosed', params: { code: budget.code } });
    if (currency !== undefined && budget.currency !== currency) {
      throw refuse(ResultCode.badRequest, `budget ${budget.code} is in ${budget.currency}; the template pays ${currency}`, {
        reason: 'finance.budgetCurrency',
        params: { code: budget.code, currency: budget.currency, expected: currency },
      }, { budgetId: `is in ${budget.currency}, not ${currency}` });
    }
    return budget;
  }

  async create(input: TemplateInput, operator: Operator): Promise<TemplateRow> {
    const budget = await this.budgetFor(this.db, input.budgetId);
    try {
      const [row] = await this.db
        .insert(trialTemplates)
        .values({
          code: input.code,
          name: input.name,
          currency: budget.currency,
          amount: input.amount,
          validityDays: input.validityDays,
          usableFor: input.usableFor,
          maxPerMember: input.maxPerMember,
          budgetId: budget.id,
          termsUrl: input.termsUrl ?? '',
          status: 'DRAFT',
          createdBy: operator.userId,
          updatedBy: operator.userId,
        })
        .returning();
      return row!;
    } catch (error) {
      refuseIfDuplicate(error, 'code', `template code ${input.code}`);
    }
  }

  /** The engine's edit: a draft takes any change; a live template refuses amount/budget changes (four-eyes); an ended one refuses all. */
  async checkEdit(tx: Tx, current: TemplateRow, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (current.status === 'ENDED') throw conflict(`trial template ${current.code} has ended`, { reason: 'member.trialTemplateEnded', params: { code: current.code } });
    const amountChanges = input.amount !== undefined && decimalParam(String(input.amount)) !== decimalParam(current.amount);
    const budgetChanges = input.budgetId !== undefined && input.budgetId !== current.budgetId;
    if (current.status !== 'DRAFT' && (amountChanges || budgetChanges)) {
      throw refuse(ResultCode.conflict, `trial template ${current.code} is live: its amount and budget change only with a second operator's approval`, {
        reason: 'member.trialTermsFourEyes',
        params: { code: current.code },
      }, amountChanges ? { amount: 'needs four-eyes' } : { budgetId: 'needs four-eyes' });
    }
    if (!budgetChanges) return input;
    // A draft moved to another budget takes that budget's currency.
    const budget = await this.budgetFor(tx, Number(input.budgetId));
    return { ...input, currency: budget.currency };
  }

  /** Files the change of a live template's amount and/or budget for a second operator. */
  async requestTerms(template: TemplateRow, terms: { amount: string; budgetId: number }, reason: string, operator: Operator): Promise<{ approvalId: number }> {
    await this.budgetFor(this.db, terms.budgetId, template.currency);
    const approval = await this.db.transaction((tx) =>
      this.approvals.request(tx, {
        kind: TRIAL_TERMS_KIND,
        subjectType: 'TRIAL_TEMPLATE',
        subjectId: template.id,
        summary: {
          'zh-cn': `体验金模板 ${template.code}：金额 ${decimalParam(template.amount)} → ${decimalParam(terms.amount)} ${template.currency}，预算 ${template.budgetId} → ${terms.budgetId}`,
          en: `Trial template ${template.code}: amount ${decimalParam(template.amount)} → ${decimalParam(terms.amount)} ${template.currency}, budget ${template.budgetId} → ${terms.budgetId}`,
          'zh-tw': `體驗金模板 ${template.code}：金額 ${decimalParam(template.amount)} → ${decimalParam(terms.amount)} ${template.currency}，預算 ${template.budgetId} → ${terms.budgetId}`,
        },
        payload: { templateId: template.id, amount: terms.amount, budgetId: terms.budgetId, version: template.version } satisfies TermsPayload,
        makerId: operator.userId,
        makerRemark: reason,
      }),
    );
    return { approvalId: approval.id };
  }

  async applyTerms(tx: Tx, payload: TermsPayload, approverId: number): Promise<{ templateId: number; version: number }> {
    const [template] = await tx.select().from(trialTemplates).where(eq(trialTemplates.id, payload.templateId)).for('update');
    if (!template) throw refuse(ResultCode.notFound, `trial template ${payload.templateId} does not exist`, { reason: 'record.notFound', params: { id: payload.templateId } });
    if (template.version !== payload.version) {
      throw refuse(ResultCode.conflict, `trial template ${template.code} changed since the request was filed`, { reason: 'record.stale', params: {} });
    }
    if (!['ACTIVE', 'PAUSED'].includes(template.status)) throw wrongState(template, ['ACTIVE', 'PAUSED']);
    await this.budgetFor(tx, payload.budgetId, template.currency);
    const [row] = await tx
      .update(trialTemplates)
      .set({ amount: payload.amount, budgetId: payload.budgetId, version: sql`${trialTemplates.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(trialTemplates.id, template.id))
      .returning({ version: trialTemplates.version });
    return { templateId: template.id, version: row!.version };
  }

  /** Files a draft's activation for a second operator; the template stays DRAFT until it is approved. */
  async requestActivation(template: TemplateRow, operator: Operator): Promise<{ approvalId: number; status: string }> {
    if (template.status !== 'DRAFT') throw wrongState(template, ['DRAFT']);
    await this.budgetFor(this.db, template.budgetId, template.currency);
    const terms = `${decimalParam(template.amount)} ${template.currency}`;
    const approval = await this.db.transaction((tx) =>
      this.approvals.request(tx, {
        kind: TRIAL_ACTIVATE_KIND,
        subjectType: 'TRIAL_TEMPLATE',
        subjectId: template.id,
        summary: {
          'zh-cn': `启用体验金模板 ${template.code}：每次 ${terms}，预算 ${template.budgetId}，每人最多 ${template.maxPerMember} 次`,
          en: `Activate trial template ${template.code}: ${terms} per grant from budget ${template.budgetId}, at most ${template.maxPerMember} per member`,
          'zh-tw': `啟用體驗金模板 ${template.code}：每次 ${terms}，預算 ${template.budgetId}，每人最多 ${template.maxPerMember} 次`,
        },
        payload: { templateId: template.id, amount: template.amount, budgetId: template.budgetId, version: template.version } satisfies ActivationPayload,
        makerId: operator.userId,
      }),
    );
    return { approvalId: approval.id, status: approval.status };
  }

  /** The approver's transaction: the template must still be the draft as filed, and the approver none of its authors. */
  async applyActivation(tx: Tx, payload: ActivationPayload, approverId: number): Promise<{ templateId: number; status: 'ACTIVE' }> {
    const [template] = await tx.select().from(trialTemplates).where(eq(trialTemplates.id, payload.templateId)).for('update');
    if (!template) throw refuse(ResultCode.notFound, `trial template ${payload.templateId} does not exist`, { reason: 'record.notFound', params: { id: payload.templateId } });
    if (template.status !== 'DRAFT') throw wrongState(template, ['DRAFT']);
    if (template.version !== payload.version) {
      throw refuse(ResultCode.conflict, `trial template ${template.code} changed since its activation was filed`, { reason: 'record.stale', params: { id: template.code } });
    }
    // Whoever created or last edited the draft set its terms, even when a colleague filed the activation.
    if (approverId === template.createdBy || approverId === template.updatedBy) {
      throw refuse(ResultCode.conflict, `the operator who set the terms of trial template ${template.code} cannot approve its activation: a second operator must`, {
        reason: 'approval.sameOperator',
        params: {},
      });
    }
    await this.budgetFor(tx, template.budgetId, template.currency);
    await tx
      .update(trialTemplates)
      .set({ status: 'ACTIVE', version: sql`${trialTemplates.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(trialTemplates.id, template.id));
    return { templateId: template.id, status: 'ACTIVE' };
  }

  /**
   * ACTIVE → PAUSED ↔ ACTIVE → ENDED; anything else is refused naming both states. A draft goes
   * live only through applyActivation (a second operator); resuming needs an open budget.
   */
  async move(tx: Tx, template: TemplateRow, to: TrialTemplateStatus, operator: Operator): Promise<TemplateRow> {
    const allowed = (from: string) => templateMayMove(from, to) && !(from === 'DRAFT' && to === 'ACTIVE');
    if (!allowed(template.status)) throw wrongState(template, (['DRAFT', 'ACTIVE', 'PAUSED', 'ENDED'] as const).filter(allowed));
    if (to === 'ACTIVE') await this.budgetFor(tx, template.budgetId, template.currency);
    const [row] = await tx
      .update(trialTemplates)
      .set({ status: to, version: sql`${trialTemplates.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(eq(trialTemplates.id, template.id))
      .returning();
    return row!;
  }

  approvalHandlers(): ApprovalHandler[] {
    return [
      {
        kind: TRIAL_TERMS_KIND,
        title: { 'zh-cn': '体验金模板金额/预算', en: 'Trial template amount or budget', 'zh-tw': '體驗金模板金額/預算' },
        permission: TRIAL_TEMPLATE_APPROVE_PERMISSION,
        onReject: NOTHING_WAITS, // the live template keeps its terms until approved
        apply: async (tx, approval, approverId) => this.applyTerms(tx, approval.payload as TermsPayload, approverId),
      },
      {
        kind: TRIAL_ACTIVATE_KIND,
        title: { 'zh-cn': '体验金模板启用', en: 'Trial template activation', 'zh-tw': '體驗金模板啟用' },
        permission: TRIAL_TEMPLATE_APPROVE_PERMISSION,
        onReject: NOTHING_WAITS, // the template stays a draft until approved
        apply: async (tx, approval, approverId) => this.applyActivation(tx, approval.payload as ActivationPayload, approverId),
      },
    ];
  }
}
