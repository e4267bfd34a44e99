import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { budgetBinding } from './budget-resource';
import { BudgetService } from './budget-service';

/**
 * Budget accounts (finance/budget, catalogue §1.3): the resource and the 'budget.fund' four-eyes
 * kind. Promotions (trial funds now, marketing later) pay from them through postToBudget.
 */
export const budgetRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const service = new BudgetService(deps.db, deps.approvals, deps.params);
  deps.approvalKinds.register(service.approvalHandler());
  await app.register(resourcePlugin, budgetBinding(deps.db, service));
};
