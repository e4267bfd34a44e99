import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { DEFAULT_MEMBER_CONFIG } from '@ledgerdesk/shared/member-config';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import { approvals, memberConfigChanges, memberConfigs } from '../../db/schema';
import { seedMemberConfigDemo } from '../../db/seed/areas/member-config';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addRole, addUser } from '../access/scope-test-kit';
import { addMember, addSuperOperator, financeClient } from '../finance/finance-test-kit';
import { AML_HOLD, configClient, inDays, LIFTED } from './member-config-test-kit';

/** Scam levers the catalogue found in the source systems (§2.1 ethics): none may exist here. */
const FORBIDDEN = /win|lose|loss|streak|credit|score|wager|turnover|mosaic|buff|control|message|note|text|outcome|profit/i;

describe('member config definition', () => {
  it('has no outcome, streak, credit-score, wagering or free-text field, in the definition or the table', () => {
    const fields = Object.entries(memberConfigResource.fields);
    expect(fields.length).toBeGreaterThan(10);
    for (const [name, field] of fields) {
      expect(name, name).not.toMatch(FORBIDDEN);
      // Nothing an operator could type to the member: values are flags, codes, limits and dates.
      expect(['text', 'richtext'], name).not.toContain(field.type);
    }
    for (const [name, action] of Object.entries(memberConfigResource.actions)) expect(('input' in action ? action.input : undefined) ?? {}, name).toEqual({});
    for (const column of Object.keys(getTableColumns(memberConfigs))) expect(column, column).not.toMatch(FORBIDDEN);
  });
});

describe.each(databaseKinds)('member config (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof configClient>;
  let f: ReturnType<typeof financeClient>;
  let admin: string;
  let checker: string;
  let narrow: string;

  const rowOf = async (memberId: number) => (await t.database.db.select().from(memberConfigs).where(eq(memberConfigs.memberId, memberId)))[0];

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    c = configClient(t);
    f = financeClient(t);
    await addSuperOperator(t.database.db, 'checker');
    // Reaches only its own members: nobody assigned to it.
    const selfRole = await addRole(t.database.db, { dataScope: 'self', permissions: ['member/config/list', 'member/config/view', 'member/config/edit'] });
    await addUser(t.database.db, 'narrow', null, [selfRole]);
    [admin, checker, narrow] = (await Promise.all(['admin', 'checker', 'narrow'].map((n) => t.signIn(n)))) as [string, string, string];
  });
  afterAll(() => t.close());

  it('shows the defaults for a member without a row, and creates the row with its change on the first change', async () => {
    const memberId = await addMember(t.database.db, 'cfg');
    const fresh = await c.view(admin, memberId);
    expect(fresh).toMatchObject({ id: null, version: null, values: DEFAULT_MEMBER_CONFIG, changes: [], pendingApproval: null });
    const done = await c.configure(admin, memberId, { feeTier: 'VIP2', withdrawDailyLimitUsd: '2500.50' }, { changeReason: 'MEMBER_REQUEST', remark: 'asked by phone' });
    expect(done.body).toMatchObject({ code: 0, data: { applied: true, approvalId: null, memberId } });
    const view = await c.view(admin, memberId);
    expect(view).toMatchObject({ version: 0, values: { feeTier: 'VIP2', withdrawDailyLimitUsd: '2500.5' } });
    expect(view.changes).toHaveLength(1);
    expect(view.changes[0]).toMatchObject({ before: DEFAULT_MEMBER_CONFIG, after: { feeTier: 'VIP2' }, reasonCode: 'MEMBER_REQUEST', remark: 'asked by phone', operatorName: 'admin', approvalId: null });
    // A second editor who read the defaults meanwhile is refused, naming the version.
    const stale = await c.send(admin, 'POST', '/api/v2/sitebkd/member/config/configure', { memberId, version: null, values: DEFAULT_MEMBER_CONFIG, changeReason: 'OTHER' });
    expect(stale.body).toMatchObject({ code: 409, data: { reason: 'record.stale', fields: { version: expect.any(String) } } });
    // Nothing to change is refused too, rather than writing an empty change row.
    expect((await c.configure(admin, memberId, {})).body).toMatchObject({ code: 409, data: { reason: 'memberConfig.noChange' } });
    expect((await c.view(admin, memberId)).changes).toHaveLength(1);
  });

  it('requires a coded reason and a future review date for any restriction, and a reason for every change', async () => {
    const memberId = await addMember(t.database.db, 'cfg');
    const bare = await c.configure(admin, memberId, { canWithdraw: false });
    expect(bare.body.code).toBe(400);
    expect(Object.keys(bare.body.data.fields).sort()).toEqual(['restrictionReasonCode', 'reviewDueAt']);
    const past = await c.configure(admin, memberId, { canWithdraw: false, restrictionReasonCode: 'OTHER', reviewDueAt: inDays(-1) });
    expect(past.body).toMatchObject({ code: 400, data: { fields: { reviewDueAt: expect.any(String) } } });
    const noReason = await c.configure(admin, memberId, AML_HOLD, { changeReason: undefined });
    expect(noReason.body).toMatchObject({ code: 400 });
    expect(JSON.stringify(noReason.body.data)).toContain('changeReason');
    const wrongTier = await c.configure(admin, memberId, { feeTier: 'VIP99' });
    expect(wrongTier.body.code).toBe(400);
    expect(await rowOf(memberId)).toBeUndefined();
  });

  it('lifts a restriction the member asked for at once, and clears its reason and review date', async () => {
    const memberId = await addMember(t.database.db, 'cfg');
    await c.configure(admin, memberId, { canTrade: false, restrictionReasonCode: 'MEMBER_REQUEST', reviewDueAt: inDays(3), memberNoticeTemplate: 'PAUSED_AT_MEMBER_REQUEST' });
    const lifted = await c.configure(admin, memberId, { canTrade: true }, { changeReason: 'MEMBER_REQUEST' });
    expect(lifted.body).toMatchObject({ code: 0, data: { applied: true } });
    expect(await rowOf(memberId)).toMatchObject({ canTrade: true, restrictionReasonCode: null, reviewDueAt: null, memberNoticeTemplate: null, version: 1 });
  });

  it('files lifting an AML hold for a second operator, who applies it with the change row naming the request', async () => {
    const memberId = await addMember(t.database.db, 'cfg');
    await c.configure(admin, memberId, AML_HOLD);
    const asked = await c.configure(admin, memberId, LIFTED, { changeReason: 'REVIEW_COMPLETED', remark: 'cleared by compliance' });
    expect(asked.body).toMatchObject({ code: 0, data: { applied: false, approvalId: expect.any(Number) } });
    expect(await rowOf(memberId)).toMatchObject({ canWithdraw: false, restrictionReasonCode: 'AML_REVIEW' });
    expect((await c.view(admin, memberId)).pendingApproval).toMatchObject({ id: asked.body.data.approvalId });
    const approved = await c.decide(checker, 'approve', asked.body.data.approvalId);
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'APPROVED' } });
    const view = await c.view(admin, memberId);
    expect(view.values).toMatchObject({ canWithdraw: true, restrictionReasonCode: null });
    expect(view.pendingApproval).toBeNull();
    expect(view.changes[0]).toMatchObject({ approvalId: asked.body.data.approvalId, approverName: 'checker', operatorName: 'admin', reasonCode: 'REVIEW_COMPLETED', before: { canWithdraw: false }, after: { canWithdraw: true } });
  });

  it('refuses applying a request when the config changed after it was filed', async () => {
    const memberId = await addMember(t.database.db, 'cfg');
    await c.configure(admin, memberId, { ...AML_HOLD, restrictionReasonCode: 'COURT_ORDER' });
    const asked = await c.configure(admin, memberId, LIFTED);
    expect(asked.body.data.applied).toBe(false);
    await c.configure(admin, memberId, { canTrade: false });
    const late = await c.decide(checker, 'approve', asked.body.data.approvalId);
    expect(late.body).toMatchObject({ code: 409, data: { reason: 'memberConfig.changedSince' } });
    expect(await rowOf(memberId)).toMatchObject({ canWithdraw: false, canTrade: false });
    const [request] = await t.database.db.select().from(approvals).where(eq(approvals.id, asked.body.data.approvalId));
    expect(request!.status).toBe('PENDING');
  });

  it('sends any change of the test flag to a second operator, and refuses it once the member has an approved recharge', async () => {
    const memberId = await addMember(t.database.db, 'cfg');
    const asked = await c.configure(admin, memberId, { isTest: true }, { changeReason: 'CORRECTION' });
    expect(asked.body).toMatchObject({ code: 0, data: { applied: false } });
    expect((await c.decide(checker, 'approve', asked.body.data.approvalId)).body.code).toBe(0);
    expect((await rowOf(memberId))!.isTest).toBe(true);

    const paying = await addMember(t.database.db, 'cfg');
    const order = await f.call(admin, 'POST', 'rechargeAdd', { memberId: paying, currency: 'USDT', amount: '100' });
    expect((await f.call(checker, 'POST', 'rechargeReview', { id: order.body.data.id, action: 'approve' })).body.code).toBe(0);
    const refused = await c.configure(admin, paying, { isTest: true });
    expect(refused.body).toMatchObject({ code: 409, data: { reason: 'memberConfig.testFlagLocked' } });
    expect(await rowOf(paying)).toBeUndefined();
  });

  it('holds a new withdrawal and a manual recharge when the flags say so, naming the coded reason', async () => {
    const memberId = await addMember(t.database.db, 'cfg');
    const credit = await f.call(admin, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '500' });
    await f.call(checker, 'POST', 'rechargeReview', { id: credit.body.data.id, action: 'approve' });
    await c.configure(admin, memberId, { ...AML_HOLD, canRecharge: false });
    const withdraw = await f.call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount: '50', address: 'TQ1234567890abcdefghijklmnopqrstuv' });
    expect(withdraw.body).toMatchObject({ code: 409, data: { reason: 'memberConfig.withdrawBlocked', params: { reason: { dict: 'mem_restriction_reason', value: 'AML_REVIEW' } } } });
    const recharge = await f.call(admin, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '10' });
    expect(recharge.body).toMatchObject({ code: 409, data: { reason: 'memberConfig.rechargeBlocked' } });
    // Another member, without a row, is untouched.
    const free = await addMember(t.database.db, 'cfg');
    expect((await f.call(admin, 'POST', 'rechargeAdd', { memberId: free, currency: 'USDT', amount: '10' })).body.code).toBe(0);
  });

  it('lists by the catalogue filters with the restrictions as chips, and keeps to the data scope', async () => {
    await seedMemberConfigDemo(t.database.db);
    const memberId = await addMember(t.database.db, 'cfgl');
    await c.configure(admin, memberId, { canLogin: false, canTransfer: false, restrictionReasonCode: 'KYC_EXPIRED', reviewDueAt: inDays(1) });
    const byReason = await c.configList(admin, { restrictionReasonCode: 'KYC_EXPIRED', memberId });
    expect(byReason.body.data.list).toEqual([expect.objectContaining({ memberId, restrictions: ['canLogin', 'canTransfer'], memberIdLabel: expect.stringMatching(/^cfgl_/) })]);
    const overdue = await c.configList(admin, { reviewDueAtTo: new Date().toISOString() });
    expect(overdue.body.data.list.every((r: { reviewDueAt: string }) => Date.parse(r.reviewDueAt) <= Date.now())).toBe(true);
    const tests = await c.configList(admin, { isTest: true });
    expect(tests.body.data.list.every((r: { isTest: boolean }) => r.isTest)).toBe(true);
    const first = (await c.configList(admin)).body.data.list as Array<{ updatedAt: string }>;
    expect(first.map((r) => r.updatedAt)).toEqual([...first.map((r) => r.updatedAt)].sort().reverse());
    // A detail carries the history.
    const [row] = await t.database.db.select().from(memberConfigs).where(eq(memberConfigs.memberId, memberId));
    const detail = await c.send(admin, 'GET', '/api/v2/sitebkd/member/config/get', { id: row!.id });
    expect(detail.body.data.changes).toHaveLength(1);
    // The narrow role reaches no member: nothing listed, and no change outside its scope.
    expect((await c.configList(narrow)).body.data.total).toBe(0);
    expect((await c.configure(narrow, memberId, { feeTier: 'VIP1' }).catch(() => null))).toBeNull();
    const outside = await c.send(narrow, 'POST', '/api/v2/sitebkd/member/config/configure', { memberId, version: 0, values: DEFAULT_MEMBER_CONFIG, changeReason: 'OTHER' });
    expect(outside.body.code).toBe(403);
    expect(await t.database.db.select().from(memberConfigChanges).where(eq(memberConfigChanges.memberId, memberId))).toHaveLength(1);
  });
});
