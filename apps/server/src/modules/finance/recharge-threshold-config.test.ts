import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator, financeClient } from './finance-test-kit';

/** RECHARGE_DUAL_APPROVAL_ABOVE reaches the review route (not only a service built by hand). */
describe.each(databaseKinds)('recharge dual-approval threshold from the configuration (%s)', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof financeClient>['call'];
  beforeAll(async () => {
    t = await createTestApp(kind, { RECHARGE_DUAL_APPROVAL_ABOVE: '50' });
    ({ call } = financeClient(t));
    await addSuperOperator(t.database.db, 'checker');
  });
  afterAll(() => t.close());

  it('holds a 60 credit for a second approver when the threshold is 50', async () => {
    const memberId = await addMember(t.database.db);
    const entered = await call(await t.signIn('operator'), 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '60' });
    expect(entered.body.code, entered.body.msg).toBe(0);
    const approved = await call(await t.signIn('checker'), 'POST', 'rechargeReview', { id: entered.body.data.id, action: 'approve' });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(approved.body.data).toMatchObject({ status: 'PENDING_SECOND_REVIEW', creditedAmount: '60' });
  });
});
