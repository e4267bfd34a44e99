import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointOf, type ReviewAction, type ReviewRights } from '@ledgerdesk/shared';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import { members } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator, financeClient } from './finance-test-kit';

/**
 * The rights a list row tells the console are the rule the review enforces: for every order state,
 * operator and decision, the service accepts exactly what `reviewRights` allows (each case on a
 * fresh order, decided through the real HTTP call), and a barred decision names its reason.
 */
describe.each(databaseKinds)('review rights match the reviews (%s)', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let call: ReturnType<typeof financeClient>['call'];
  let callEndpoint: ReturnType<typeof financeClient>['callEndpoint'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call, callEndpoint } = financeClient(t));
    await addSuperOperator(t.database.db, 'checker');
    for (const name of ['admin', 'operator', 'checker']) tokens[name] = await t.signIn(name);
  });
  afterAll(() => t.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope's data, as financeClient answers it
  const ok = <R extends { body: { code: number; msg: string; data: any } }>(res: R): R => {
    expect(res.body.code, res.body.msg).toBe(0);
    return res;
  };
  const rightsOf = async (token: string, resource: typeof rechargeResource | typeof withdrawResource, id: number): Promise<ReviewRights> => {
    const res = ok(await callEndpoint(token, endpointOf(resource, 'get'), { id: String(id) }));
    return res.body.data.reviewRights as ReviewRights;
  };

  /** Recharge states, each made fresh: who entered it, who approved first. */
  const recharge = {
    pendingByClerk: async () => ok(await call(tokens.operator!, 'POST', 'rechargeAdd', { memberId: await addMember(t.database.db), currency: 'USDT', amount: '50' })).body.data.id as number,
    secondAfterAdmin: async () => {
      const id = ok(await call(tokens.operator!, 'POST', 'rechargeAdd', { memberId: await addMember(t.database.db), currency: 'USDT', amount: '20000' })).body.data.id as number;
      expect(ok(await call(tokens.admin!, 'POST', 'rechargeReview', { id, action: 'approve' })).body.data.status).toBe('PENDING_SECOND_REVIEW');
      return id;
    },
    approved: async () => {
      const id = await recharge.pendingByClerk();
      ok(await call(tokens.admin!, 'POST', 'rechargeReview', { id, action: 'approve' }));
      return id;
    },
  };

  it.each(Object.keys(recharge))('recharge %s: every operator may do exactly what its rights say', async (state) => {
    for (const who of ['admin', 'operator', 'checker']) {
      for (const action of ['approve', 'reject'] as ReviewAction[]) {
        const id = await recharge[state as keyof typeof recharge]();
        const rights = await rightsOf(tokens[who]!, rechargeResource, id);
        const res = await call(tokens[who]!, 'POST', 'rechargeReview', { id, action, remark: 'checked' });
        expect(res.body.code === 0, `${state} ${who} ${action}: rights ${JSON.stringify(rights[action])}, server ${res.status} ${res.body.msg}`).toBe(rights[action].allowed);
        if (!rights[action].allowed) expect(rights[action].reason).toBeDefined();
      }
    }
  }, 120_000);

  it('names the reason: own order, first approver, not reviewable', async () => {
    const own = await rightsOf(tokens.operator!, rechargeResource, await recharge.pendingByClerk());
    expect(own).toEqual({ stage: 'first', approve: { allowed: false, reason: 'OWN_ORDER_CREATED' }, reject: { allowed: true } });
    const second = await recharge.secondAfterAdmin();
    expect(await rightsOf(tokens.admin!, rechargeResource, second)).toEqual({
      stage: 'second',
      approve: { allowed: false, reason: 'FIRST_APPROVER' },
      reject: { allowed: false, reason: 'FIRST_APPROVER' },
    });
    expect((await rightsOf(tokens.checker!, rechargeResource, second)).approve).toEqual({ allowed: true });
    expect((await rightsOf(tokens.checker!, rechargeResource, await recharge.approved())).approve).toEqual({ allowed: false, reason: 'NOT_REVIEWABLE' });
    // The list carries them too, per row, for the signed-in operator.
    const list = ok(await callEndpoint(tokens.admin!, endpointOf(rechargeResource, 'list'), { pageIndex: 1, pageSize: 5 }));
    for (const row of list.body.data.list) expect(row.reviewRights).toMatchObject({ approve: { allowed: expect.any(Boolean) } });
  }, 60_000);

  /** Withdrawal states: entered by admin (withdrawAdd is the super role's), large ones approved first by the clerk, a frozen member's. */
  const fundedMember = async () => {
    const memberId = await addMember(t.database.db);
    // Two deposits within the dual-approval threshold: 18000 available, one approval each.
    for (let i = 0; i < 2; i += 1) {
      const order = ok(await call(tokens.operator!, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '9000' })).body.data.id;
      ok(await call(tokens.admin!, 'POST', 'rechargeReview', { id: order, action: 'approve' }));
    }
    return memberId;
  };
  const ask = async (memberId: number, amount: string) =>
    ok(await call(tokens.admin!, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount, address: 'TAddr' })).body.data.id as number;
  const withdrawal = {
    pendingByAdmin: async () => ask(await fundedMember(), '100'),
    secondAfterClerk: async () => {
      const id = await ask(await fundedMember(), '12000');
      expect(ok(await call(tokens.operator!, 'POST', 'withdrawReview', { id, action: 'approve' })).body.data.status).toBe('PENDING_SECOND_REVIEW');
      return id;
    },
    frozenMember: async () => {
      const memberId = await fundedMember();
      const id = await ask(memberId, '100');
      await t.database.db.update(members).set({ status: 'FROZEN' }).where(eq(members.id, memberId));
      return id;
    },
  };

  it.each(Object.keys(withdrawal))('withdrawal %s: every operator may do exactly what its rights say', async (state) => {
    for (const who of ['admin', 'operator', 'checker']) {
      for (const action of ['approve', 'reject'] as ReviewAction[]) {
        const id = await withdrawal[state as keyof typeof withdrawal]();
        const rights = await rightsOf(tokens[who]!, withdrawResource, id);
        const res = await call(tokens[who]!, 'POST', 'withdrawReview', { id, action, remark: 'checked' });
        expect(res.body.code === 0, `${state} ${who} ${action}: rights ${JSON.stringify(rights[action])}, server ${res.status} ${res.body.msg}`).toBe(rights[action].allowed);
      }
    }
  }, 180_000);

  it('names the withdrawal reasons: own request, first approver, held member', async () => {
    expect((await rightsOf(tokens.admin!, withdrawResource, await withdrawal.pendingByAdmin())).approve).toEqual({ allowed: false, reason: 'OWN_ORDER_CREATED' });
    expect((await rightsOf(tokens.operator!, withdrawResource, await withdrawal.secondAfterClerk())).approve).toEqual({ allowed: false, reason: 'FIRST_APPROVER' });
    const held = await rightsOf(tokens.checker!, withdrawResource, await withdrawal.frozenMember());
    expect(held).toEqual({ stage: 'first', approve: { allowed: false, reason: 'MEMBER_HELD' }, reject: { allowed: true } });
  }, 60_000);
});
