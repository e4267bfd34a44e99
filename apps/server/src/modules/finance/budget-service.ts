import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import { BUDGET_APPROVE_PERMISSION, BUDGET_FUND_KIND, BUDGET_LOG_LIMIT } from '@ledgerdesk/shared/resources/finance/budget';
import type { Db, Tx } from '../../db/client';
import { budgetLogs, budgets, currencies, trialTemplates } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { fourEyesCheck, NOTHING_WAITS } from '../../lib/four-eyes';
import { refuseIfDuplicate, type Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { postToBudget } from './budget-ledger';
import { requireAmountFits } from './lookups';
import { verbatimOrNull } from '../../lib/text-per-language';

type BudgetRow = typeof budgets.$inferSelect;
type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];

/** What a fund call did: applied at once, or filed for a second operator. */
export type FundOutcome = { applied: true; balance: string } | { applied: false; approvalId: number };

interface FundPayload {
  budgetId: number;
  amount: string;
  remark: string;
}

/** The budget under its row lock, refused unless it is still ACTIVE (a closed budget takes no funding). */
async function requireActiveLocked(tx: Tx, budgetId: number): Promise<BudgetRow> {
  const [budget] = await tx.select().from(budgets).where(eq(budgets.id, budgetId)).for('update');
  if (!budget) throw notFound(`budget ${budgetId} does not exist`, { reason: 'finance.budgetMissing', params: { id: budgetId } });
  if (budget.status !== 'ACTIVE') throw conflict(`budget ${budget.code} is ${budget.status}; funding needs an ACTIVE budget`, { reason: 'finance.budgetClosed', params: { code: budget.code } });
  return budget;
}

/**
 * Budget accounts' own actions (catalogue §1.3). Money moves only through postToBudget; funding
 * above the four-eyes threshold is filed as a 'budget.fund' request and applied by the approver.
 */
export class BudgetService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
    private readonly params: AreaDeps['params'],
  ) {}

  async create(input: { code: string; name: string; currency: string; remark?: string }, operator: Operator): Promise<BudgetRow> {
    const [currency] = await this.db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, input.currency));
    if (!currency) {
      throw badRequest(`unknown currency ${input.currency}`, { currency: `no currency ${input.currency}` }, {
        reason: 'finance.currencyUnknown',
        params: { currency: input.currency },
        issues: { currency: { code: 'noSuchRecord', params: { value: input.currency } } },
      });
    }
    try {
      const [row] = await this.db
        .insert(budgets)
        .values({ code: input.code, name: input.name, currency: input.currency, remark: input.remark ?? '', createdBy: operator.userId, updatedBy: operator.userId })
        .returning();
      return row!;
    } catch (error) {
      refuseIfDuplicate(error, 'code', `budget code ${input.code}`);
    }
  }

  /** Funds at once up to the threshold; above it, files the request (the budget is unchanged until approved). */
  async fund(budget: BudgetRow, amount: string, remark: string, operator: Operator): Promise<FundOutcome> {
    // A budget holds what its currency can express: more decimals would show in no statement.
    await requireAmountFits(this.db, budget.currency, amount, 'amount');
    if ((await fourEyesCheck(this.db, this.params, budget.currency, amount)).needed) {
      const approval = await this.db.transaction((tx) =>
        this.approvals.request(tx, {
          kind: BUDGET_FUND_KIND,
          subjectType: 'BUDGET',
          subjectId: budget.id,
          summary: {
            'zh-cn': `为预算 ${budget.code} 注资 ${decimalParam(amount)} ${budget.currency}`,
            en: `Fund budget ${budget.code} with ${decimalParam(amount)} ${budget.currency}`,
            'zh-tw': `為預算 ${budget.code} 注資 ${decimalParam(amount)} ${budget.currency}`,
          },
          payload: { budgetId: budget.id, amount, remark } satisfies FundPayload,
          makerId: operator.userId,
          makerRemark: remark,
        }),
      );
      return { applied: false, approvalId: approval.id };
    }
    return this.db.transaction(async (tx) => {
      // `budget` was read before this transaction: a close committed since then must refuse the
      // funding, so the state is checked again under the row's lock, which a close (an update of
      // the row) also takes. The lock numbers fundings of one budget one after another as well.
      await requireActiveLocked(tx, budget.id);
      // The version moves with the balance (an edit read before this funding is stale).
      const [bumped] = await tx
        .update(budgets)
        .set({ version: sql`${budgets.version} + 1` })
        .where(eq(budgets.id, budget.id))
        .returning({ code: budgets.code });
      // Numbered after the budget's last direct funding, whoever wrote it (an opening funding the
      // demo seeds posts as F1), never by the version, which edits move too.
      const [{ next }] = (await tx
        .select({ next: sql<number>`coalesce(max(${budgetLogs.refId}), 0)::int + 1` })
        .from(budgetLogs)
        .where(and(eq(budgetLogs.budgetId, budget.id), eq(budgetLogs.refType, 'BUDGET_FUND')))) as [{ next: number }];
      const { after } = await postToBudget(tx, {
        budgetId: budget.id,
        type: 'FUND',
        amount,
        refType: 'BUDGET_FUND',
        refId: next,
        refNo: `${bumped!.code}-F${next}`,
        operatorId: operator.userId,
        remark: verbatimOrNull(remark),
      });
      return { applied: true, balance: after };
    });
  }

  /** Applies an approved 'budget.fund' request in the approver's transaction; once per request (the log key names it). */
  async applyFund(tx: Tx, approvalId: number, payload: FundPayload, approverId: number): Promise<{ budgetId: number; balance: string }> {
    const budget = await requireActiveLocked(tx, payload.budgetId);
    const { after } = await postToBudget(tx, {
      budgetId: budget.id,
      type: 'FUND',
      amount: payload.amount,
      refType: 'APPROVAL',
      refId: approvalId,
      refNo: `A${approvalId}`,
      operatorId: approverId,
      remark: verbatimOrNull(payload.remark),
    });
    return { budgetId: budget.id, balance: after };
  }

  /** A closed budget pays nothing more; refused while a live template still draws on it. */
  async close(tx: Tx, budget: BudgetRow, operator: Operator): Promise<void> {
    const [user] = await tx
      .select({ code: trialTemplates.code })
      .from(trialTemplates)
      .where(and(eq(trialTemplates.budgetId, budget.id), inArray(trialTemplates.status, ['ACTIVE', 'PAUSED'])))
      .limit(1);
    if (user) {
      throw conflict(`budget ${budget.code} still pays template ${user.code}`, { reason: 'finance.budgetInUse', params: { code: budget.code, template: user.code } });
    }
    await tx
      .update(budgets)
      .set({ status: 'CLOSED', version: sql`${budgets.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(eq(budgets.id, budget.id));
  }

  /** The budget's latest log entries, newest first (the detail's log). */
  logs(budgetId: number, reader: Db | Tx = this.db) {
    return reader
      .select({
        id: budgetLogs.id,
        type: budgetLogs.type,
        before: budgetLogs.before,
        change: budgetLogs.change,
        after: budgetLogs.after,
        refType: budgetLogs.refType,
        refNo: budgetLogs.refNo,
        operatorId: budgetLogs.operatorId,
        remark: budgetLogs.remark,
        createdAt: budgetLogs.createdAt,
      })
      .from(budgetLogs)
      .where(eq(budgetLogs.budgetId, budgetId))
      .orderBy(desc(budgetLogs.id))
      .limit(BUDGET_LOG_LIMIT);
  }

  approvalHandler(): ApprovalHandler {
    return {
      kind: BUDGET_FUND_KIND,
      title: { 'zh-cn': '预算注资', en: 'Budget funding', 'zh-tw': '預算注資' },
      permission: BUDGET_APPROVE_PERMISSION,
      onReject: NOTHING_WAITS, // the budget is untouched until approved
      apply: async (tx, approval, approverId) => this.applyFund(tx, approval.id, approval.payload as FundPayload, approverId),
    };
  }
}
