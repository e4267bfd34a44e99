import { budgetResource } from '@ledgerdesk/shared/resources/finance/budget';
import type { Db } from '../../db/client';
import { budgets } from '../../db/schema';
import { bindResource } from '../../resource';
import type { BudgetService } from './budget-service';

/**
 * Budget accounts on the resource engine: list and detail (with the budget's log) from the
 * definition; create, fund and close are actions handled by the service. No call writes a balance.
 */
export function budgetBinding(db: Db, service: BudgetService) {
  return bindResource({
    definition: budgetResource,
    table: budgets,
    hooks: {
      decorateRow: async (row, { db: reader }) => ({ ...row, logs: await service.logs(row.id, reader) }),
    },
    actions: {
      create: async ({ input, user }) => {
        const row = await service.create(input as { code: string; name: string; currency: string; remark?: string }, user);
        return { id: row.id, code: row.code };
      },
      fund: async ({ input, user, loadRow }) => {
        const budget = await loadRow(input.id!);
        return service.fund(budget, String(input.amount), String(input.remark), user);
      },
      close: async ({ input, user, loadRow }) => {
        await db.transaction(async (tx) => service.close(tx, await loadRow(input.id!, tx), user));
        return { id: input.id };
      },
    },
  });
}
