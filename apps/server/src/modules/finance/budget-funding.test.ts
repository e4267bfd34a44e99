import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_FUND_KIND, budgetResource } from '@ledgerdesk/shared/resources/finance/budget';
import { approvals, budgetLogs, budgets, users } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { treasuryClient } from '../treasury/treasury-test-kit';
import { ApprovalRegistry } from '../approval/approval-registry';
import { ApprovalService } from '../approval/approval-service';
import { ConfigParams } from '../config/config-params';
import { BudgetService } from './budget-service';

/**
 * Funding a budget account (catalogue §1.3): the amount must fit its currency's decimals, and a
 * budget closed after the caller read it takes nothing (the state is checked under the row's lock).
 */
describe.each(databaseKinds)('budget funding (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let client: ReturnType<typeof treasuryClient>;
  let serial = 0;
  const db = () => t.database.db;
  const budgetRow = async (id: number) => (await db().select().from(budgets).where(eq(budgets.id, id)))[0]!;
  const logsOf = (id: number) => db().select().from(budgetLogs).where(eq(budgetLogs.budgetId, id));
  const newBudget = async () => {
    serial += 1;
    const res = await client.action(admin, budgetResource, 'create', { code: `BF-${kind}-${serial}`, name: 'Funding test', currency: 'USDT' });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = treasuryClient(t);
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('refuses an amount with more decimals than the currency has, below and above the four-eyes threshold; nothing written or filed', async () => {
    const id = await newBudget();
    // USDT has 6 decimals.
    for (const amount of ['1.0000001', '50000.0000001']) {
      const res = await client.action(admin, budgetResource, 'fund', { id, amount, remark: 'top-up' });
      expect([res.status, res.body.data?.fields?.amount], amount).toEqual([400, expect.stringContaining('decimal')]);
    }
    expect(await budgetRow(id)).toMatchObject({ balance: expect.stringMatching(/^0(\.0+)?$/) });
    expect(await logsOf(id)).toEqual([]);
    expect(await db().select().from(approvals).where(and(eq(approvals.kind, BUDGET_FUND_KIND), eq(approvals.subjectId, id)))).toEqual([]);
    expect((await client.action(admin, budgetResource, 'fund', { id, amount: '1.000001', remark: 'top-up' })).body.data).toMatchObject({ applied: true });
  });

  it('refuses to fund a budget closed after the caller read it ACTIVE', async () => {
    const id = await newBudget();
    const service = new BudgetService(db(), new ApprovalService(db(), new ApprovalRegistry()), new ConfigParams(db()));
    const [operator] = await db().select({ userId: users.id, userName: users.userName }).from(users).where(eq(users.userName, 'admin'));
    // As the fund action reads it before its transaction, while a close is on its way.
    const readBeforeClose = await budgetRow(id);
    expect((await client.action(admin, budgetResource, 'close', { id })).body.code).toBe(0);
    await expect(service.fund(readBeforeClose, '5', 'late top-up', operator!)).rejects.toMatchObject({ data: { reason: 'finance.budgetClosed' } });
    expect(await budgetRow(id)).toMatchObject({ status: 'CLOSED', balance: expect.stringMatching(/^0(\.0+)?$/) });
    expect(await logsOf(id)).toEqual([]);
  });
});
