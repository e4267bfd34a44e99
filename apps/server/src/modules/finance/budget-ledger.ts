import { and, eq, sql } from 'drizzle-orm';
import { decimalParam, type TextPerLanguage } from '@ledgerdesk/shared';
import type { Tx } from '../../db/client';
import { budgetLogs, budgets } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

/** FUND adds money to a budget, SPEND pays a promotion from it, RETURN gives back what a promotion did not use. */
export type BudgetMoveType = 'FUND' | 'SPEND' | 'RETURN';

export interface BudgetPosting {
  budgetId: number;
  type: BudgetMoveType;
  /** Positive decimal string; the sign follows the type. */
  amount: string;
  refType: string;
  refId: number;
  refNo: string;
  operatorId: number | null;
  /** Why, in each console language (lib/text-per-language.ts); an operator's words through verbatimOrNull. */
  remark?: TextPerLanguage | null;
}

/**
 * The only way a budget account changes (catalogue §1.3): locks the row, refuses a spend from a
 * closed budget or one that would go below zero (409 naming what is left), and writes the budget
 * log row whose unique key (budget, ref_type, ref_id, type) makes a repeat fail in the database.
 * Runs inside the caller's transaction, beside the member's postToWallet.
 */
export async function postToBudget(tx: Tx, posting: BudgetPosting): Promise<{ before: string; after: string }> {
  const [locked] = await tx.select().from(budgets).where(eq(budgets.id, posting.budgetId)).for('update');
  if (!locked) throw notFound(`budget ${posting.budgetId} does not exist`, { reason: 'finance.budgetMissing', params: { id: posting.budgetId } });
  if (posting.type === 'SPEND' && locked.status !== 'ACTIVE') {
    throw conflict(`budget ${locked.code} is closed and pays nothing more`, { reason: 'finance.budgetClosed', params: { code: locked.code } });
  }
  const change = posting.type === 'SPEND' ? `-${posting.amount}` : posting.amount;
  const [after] = await tx
    .update(budgets)
    .set({
      balance: sql`${budgets.balance} + ${change}::numeric`,
      fundedTotal: posting.type === 'FUND' ? sql`${budgets.fundedTotal} + ${posting.amount}::numeric` : budgets.fundedTotal,
      spentTotal:
        posting.type === 'SPEND'
          ? sql`${budgets.spentTotal} + ${posting.amount}::numeric`
          : posting.type === 'RETURN'
            ? sql`${budgets.spentTotal} - ${posting.amount}::numeric`
            : budgets.spentTotal,
      updatedAt: sql`now()`,
      updatedBy: posting.operatorId,
    })
    .where(and(eq(budgets.id, locked.id), sql`${budgets.balance} + ${change}::numeric >= 0`))
    .returning();
  if (!after) {
    const left = decimalParam(locked.balance);
    throw conflict(`budget ${locked.code} has ${left} ${locked.currency} left; paying ${decimalParam(posting.amount)} would overdraw it`, {
      reason: 'finance.budgetExhausted',
      params: { code: locked.code, currency: locked.currency, left, amount: decimalParam(posting.amount) },
    });
  }
  await tx.insert(budgetLogs).values({
    budgetId: locked.id,
    currency: locked.currency,
    type: posting.type,
    before: locked.balance,
    change,
    after: after.balance,
    refType: posting.refType,
    refId: posting.refId,
    refNo: posting.refNo,
    operatorId: posting.operatorId,
    remark: posting.remark ?? null,
  });
  return { before: locked.balance, after: after.balance };
}
