import { and, asc, eq, like, sql } from 'drizzle-orm';
import { BUDGET_APPROVE_PERMISSION, budgetResource } from '@ledgerdesk/shared/resources/finance/budget';
import { TRIAL_GRANT_APPROVE_PERMISSION, trialGrantResource } from '@ledgerdesk/shared/resources/member/trial-grant';
import { TRIAL_TEMPLATE_APPROVE_PERMISSION, trialTemplateResource } from '@ledgerdesk/shared/resources/member/trial-template';
import type { Db } from '../../client';
import { budgets, members, trialGrants, trialTemplates } from '../../schema';
import { postToBudget } from '../../../modules/finance/budget-ledger';
import { grantTrial, reclaimTrial } from '../../../modules/trial/trial-grant-service';
import { resourceMenuSeed } from '../resource-menu-seed';
import { approveButtonSeed } from './approve-button-seed';
import type { AreaSeed } from './area-seed';
import { verbatim } from '../../../lib/text-per-language';

/**
 * Budget accounts (finance) and trial funds (member), issue 14. The demo operator's role gets the
 * pages and the maker's buttons; the approve buttons stay the super role's until a role is granted
 * them, so a second operator decides.
 */
export const TRIAL_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(budgetResource),
    approveButtonSeed('finance.budget', BUDGET_APPROVE_PERMISSION),
    ...resourceMenuSeed(trialTemplateResource),
    approveButtonSeed('member.trialTemplate', TRIAL_TEMPLATE_APPROVE_PERMISSION),
    ...resourceMenuSeed(trialGrantResource),
    approveButtonSeed('member.trialGrant', TRIAL_GRANT_APPROVE_PERMISSION),
  ],
  dicts: [],
};

const DEMO_BUDGET = 'DEMO-TRIAL-USDT';

/**
 * A funded USDT budget, two templates (one active, one draft) and a few grants to the demo
 * members, one of them already expired with its remainder back in the budget. Every amount moves
 * through the ledger like an operator's would. Skipped once the demo budget exists.
 */
export async function seedTrialDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [seeded] = await tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.code, DEMO_BUDGET));
    if (seeded) return;
    const demoMembers = await tx.select({ id: members.id }).from(members).where(like(members.account, 'demo\\_%')).orderBy(asc(members.id)).limit(3);
    const [budget] = await tx.insert(budgets).values({ code: DEMO_BUDGET, name: 'New-member trial funds (USDT)', currency: 'USDT', remark: 'Demo budget' }).returning();
    await postToBudget(tx, { budgetId: budget!.id, type: 'FUND', amount: '50000', refType: 'BUDGET_FUND', refId: 1, refNo: `${DEMO_BUDGET}-F1`, operatorId: null, remark: verbatim('Opening funding') });
    await tx.update(budgets).set({ version: 1 }).where(eq(budgets.id, budget!.id));
    const [welcome] = await tx
      .insert(trialTemplates)
      .values({ code: 'WELCOME-50', name: 'Welcome trial 50 USDT', currency: 'USDT', amount: '50', validityDays: 14, usableFor: 'CONTRACT_MARGIN', maxPerMember: 1, budgetId: budget!.id, status: 'ACTIVE' })
      .returning();
    await tx
      .insert(trialTemplates)
      .values({ code: 'FEES-20', name: 'Fee voucher 20 USDT', currency: 'USDT', amount: '20', validityDays: 7, usableFor: 'CONTRACT_FEE', maxPerMember: 2, budgetId: budget!.id, status: 'DRAFT' });
    for (const [index, member] of demoMembers.entries()) {
      const grant = await grantTrial(tx, { templateId: welcome!.id, memberId: member.id, reason: 'Welcome campaign', source: 'CAMPAIGN', makerId: null });
      if (index !== demoMembers.length - 1) continue;
      // The last one ran out yesterday: the expiry took its 50 back to the budget.
      await tx.update(trialGrants).set({ issuedAt: sql`now() - interval '15 days'`, expiresAt: sql`now() - interval '1 day'` }).where(and(eq(trialGrants.id, grant.id)));
      await reclaimTrial(tx, grant.id, 'EXPIRED', null);
    }
  });
}
