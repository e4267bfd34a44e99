import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, endpointOf } from '@ledgerdesk/shared';
import { REVIEW_QUEUE_PATHS } from '@ledgerdesk/shared/resources/finance/review-queues';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { kycApplications, members, wallets } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { KycService } from '../member/kyc-service';
import { userWithPermissions } from '../../resource/resource-test-kit';
import { addMember, addSuperOperator, financeClient, ledgerMismatches } from './finance-test-kit';
import { RechargeService } from './recharge-service';
import { WithdrawService } from './withdraw-service';

describe.each(databaseKinds)('withdrawals, real-name and pending counts (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let checker: string;
  let call: ReturnType<typeof financeClient>['call'];
  let callEndpoint: ReturnType<typeof financeClient>['callEndpoint'];
  let viewerOf: (permissions: string[]) => Promise<string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call, callEndpoint } = financeClient(t));
    viewerOf = async (permissions) => {
      const userName = `viewer_${permissions.length}_${Math.floor(Math.random() * 1e6)}`;
      await userWithPermissions(t, userName, permissions);
      return t.signIn(userName);
    };
    await addSuperOperator(t.database.db, 'checker');
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
    checker = await t.signIn('checker');
  });
  afterAll(() => t.close());

  const fund = async (memberId: number, amount: string) => {
    const order = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount });
    const first = await call(admin, 'POST', 'rechargeReview', { id: order.body.data.id, action: 'approve' });
    // Above RECHARGE_DUAL_APPROVAL_ABOVE a second, different operator credits it.
    if (first.body.data.status === 'PENDING_SECOND_REVIEW') await call(checker, 'POST', 'rechargeReview', { id: order.body.data.id, action: 'approve' });
  };
  const wallet = async (memberId: number) => (await t.database.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0];
  const memberAction = (token: string, name: 'freeze' | 'disable' | 'restore', body: object) =>
    callEndpoint(token, actionEndpointOf(memberResource, name, memberResource.actions[name]), body);
  const ask = async (memberId: number, amount: string) => {
    const res = await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount, address: 'TAddr' });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data;
  };

  it('freezes the gross amount, fixes fee and net, and unfreezes on reject and on failed payout', async () => {
    const memberId = await addMember(t.database.db);
    await fund(memberId, '100.5');
    const order = await ask(memberId, '20.25');
    // USDT fee rule: 1 + 0.1 % of the gross.
    expect(order).toMatchObject({ status: 'PENDING_REVIEW', amount: '20.25', fee: '1.02025', netAmount: '19.22975' });
    expect(await wallet(memberId)).toMatchObject({ available: '80.25', frozen: '20.25' });
    expect((await call(clerk, 'POST', 'withdrawReview', { id: order.id, action: 'reject', remark: 'screening hit' })).body.data.status).toBe('REJECTED');
    expect(await wallet(memberId)).toMatchObject({ available: '100.5', frozen: '0' });

    const paid = await ask(memberId, '50');
    await call(clerk, 'POST', 'withdrawReview', { id: paid.id, action: 'approve' });
    expect((await call(admin, 'POST', 'withdrawPayout', { id: paid.id, action: 'start' })).body.data.status).toBe('PAYING');
    expect((await call(admin, 'POST', 'withdrawReview', { id: paid.id, action: 'reject', remark: 'too late' })).status).toBe(409);
    expect((await call(admin, 'POST', 'withdrawPayout', { id: paid.id, action: 'complete', payoutRef: '0xabc' })).body.data).toMatchObject({ status: 'COMPLETED', payoutRef: '0xabc' });
    expect(await wallet(memberId)).toMatchObject({ available: '50.5', frozen: '0' });

    const failed = await ask(memberId, '10');
    await call(clerk, 'POST', 'withdrawReview', { id: failed.id, action: 'approve' });
    await call(admin, 'POST', 'withdrawPayout', { id: failed.id, action: 'start' });
    expect((await call(admin, 'POST', 'withdrawPayout', { id: failed.id, action: 'fail' })).status).toBe(400);
    await call(admin, 'POST', 'withdrawPayout', { id: failed.id, action: 'fail', remark: 'bounced' });
    expect(await wallet(memberId)).toMatchObject({ available: '50.5', frozen: '0' });
    expect((await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount: '50.51', address: 'x' })).status).toBe(409);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('needs a second, different operator above the threshold', async () => {
    const memberId = await addMember(t.database.db);
    await fund(memberId, '30000');
    const order = await ask(memberId, '10000.000001');
    expect(order.needsSecondReview).toBe(true);
    expect((await call(clerk, 'POST', 'withdrawReview', { id: order.id, action: 'approve' })).body.data.status).toBe('PENDING_SECOND_REVIEW');
    const same = await call(clerk, 'POST', 'withdrawReview', { id: order.id, action: 'approve' });
    expect(same.status).toBe(403);
    expect(same.body.msg).toContain('second, different operator');
    // admin entered the request, so admin may not approve it either.
    expect((await call(admin, 'POST', 'withdrawReview', { id: order.id, action: 'approve' })).status).toBe(403);
    const second = await call(checker, 'POST', 'withdrawReview', { id: order.id, action: 'approve' });
    expect(second.body.data).toMatchObject({ status: 'APPROVED', secondReviewerId: expect.any(Number) });
    const small = await ask(memberId, '10000');
    expect((await call(clerk, 'POST', 'withdrawReview', { id: small.id, action: 'approve' })).body.data.status).toBe('APPROVED');
  });

  it('holds withdrawals of a frozen member and logs the status change', async () => {
    const memberId = await addMember(t.database.db);
    await fund(memberId, '100');
    const order = await ask(memberId, '20');
    const noReason = await memberAction(clerk, 'freeze', { id: memberId, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.data.fields)).toEqual(['reason']);
    const frozen = await memberAction(clerk, 'freeze', { id: memberId, reason: 'investigation' });
    expect(frozen.body.data).toMatchObject({ status: 'FROZEN', wallets: [{ currency: 'USDT', available: '80', frozen: '20' }] });
    // Only a NORMAL member can be frozen (the definition's `when`, checked on the locked row).
    const again = await memberAction(clerk, 'freeze', { id: memberId, reason: 'twice' });
    expect(again.status).toBe(409);
    expect(again.body.data.fields.status).toContain('FROZEN');
    const held = await call(clerk, 'POST', 'withdrawReview', { id: order.id, action: 'approve' });
    expect(held.status).toBe(409);
    expect(held.body.msg).toContain('held');
    const events = await t.database.db.execute(sql`select action, to_status, remark from fin_review_event where subject_type = 'MEMBER' and subject_id = ${memberId}`);
    expect((events as unknown as { rows: unknown[] }).rows).toEqual([{ action: 'freeze', to_status: 'FROZEN', remark: 'investigation' }]);
    // The detail through the engine's get carries the wallets; restoring lets the review through.
    const detail = await callEndpoint(clerk, endpointOf(memberResource, 'get'), { id: String(memberId) });
    expect(detail.body.data).toMatchObject({ id: memberId, status: 'FROZEN', wallets: [{ currency: 'USDT', available: '80', frozen: '20' }] });
    expect((await memberAction(clerk, 'restore', { id: memberId, reason: 'cleared' })).body.data.status).toBe('NORMAL');
    expect((await call(clerk, 'POST', 'withdrawReview', { id: order.id, action: 'approve' })).body.data.status).toBe('APPROVED');
  });

  it('keeps one ID number to one account, masks it in lists and raises the KYC level', async () => {
    const kyc = new KycService(t.database.db);
    const first = await addMember(t.database.db);
    const second = await addMember(t.database.db);
    await expect(kyc.submit({ memberId: first, level: 'ADVANCED', realName: 'A', idNumber: '110101199003079999' })).rejects.toThrow(/PRIMARY/);
    const a = await kyc.submit({ memberId: first, level: 'PRIMARY', realName: 'A', idNumber: '110101199003079999' });
    const b = await kyc.submit({ memberId: second, level: 'PRIMARY', realName: 'A', idNumber: '110101199003079999' });
    const reasonless = await call(clerk, 'POST', 'kycReview', { id: a.id, action: 'reject' });
    expect(reasonless.status).toBe(400);
    expect(Object.keys(reasonless.body.data.fields)).toEqual(['remark']);
    expect((await call(clerk, 'POST', 'kycReview', { id: a.id, action: 'approve' })).body.data.status).toBe('APPROVED');
    const dup = await call(clerk, 'POST', 'kycReview', { id: b.id, action: 'approve' });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toContain('1101**********9999');
    const [row] = await t.database.db.select().from(kycApplications).where(eq(kycApplications.id, b.id));
    expect(row!.status).toBe('PENDING');
    const [member] = await t.database.db.select().from(members).where(eq(members.id, first));
    expect(member!.kycLevel).toBe(1);
    const list = await call(clerk, 'POST', 'kycList', { memberId: first });
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({ id: a.id, idNumber: '1101**********9999', status: 'APPROVED' });
    expect(JSON.stringify(list.body)).not.toContain('110101199003079999');
    // The detail shows the whole number to reviewers (the clerk may review) and masked to anyone else.
    expect((await call(clerk, 'GET', 'kycGet', { id: String(a.id) })).body.data.idNumber).toBe('110101199003079999');
    const viewer = await viewerOf(['member/kyc/list']);
    expect((await call(viewer, 'GET', 'kycGet', { id: String(a.id) })).body.data.idNumber).toBe('1101**********9999');
    expect((await call(viewer, 'POST', 'kycReview', { id: b.id, action: 'reject', remark: 'x' })).status).toBe(403);
  });

  it("lists every withdrawal the pending count counts at the alert's address, those waiting for a second review included", async () => {
    const memberId = await addMember(t.database.db);
    await fund(memberId, '30000');
    const large = await ask(memberId, '12000');
    expect((await call(clerk, 'POST', 'withdrawReview', { id: large.id, action: 'approve' })).body.data.status).toBe('PENDING_SECOND_REVIEW');
    await ask(memberId, '50');
    const status = new URL(REVIEW_QUEUE_PATHS.withdraw, 'http://console').searchParams.get('status');
    expect(status).toBe('PENDING_REVIEW,PENDING_SECOND_REVIEW');
    const queue = await call(clerk, 'POST', 'withdrawList', { status, pageIndex: 1, pageSize: 1000 });
    const counts = await call(clerk, 'POST', 'pendingCounts', { Type: 0 });
    expect(queue.body.data.total).toBe(counts.body.data.withdrawCount);
    const mine = queue.body.data.list.filter((o: { memberId: number }) => o.memberId === memberId);
    expect(mine).toHaveLength(2);
    expect(Object.fromEntries(mine.map((o: { id: number; status: string }) => [o.status, o.id]))).toEqual({
      PENDING_SECOND_REVIEW: large.id,
      PENDING_REVIEW: expect.any(Number),
    });
    // One state alone is what the alert used to open: it missed the second review.
    const firstOnly = await call(clerk, 'POST', 'withdrawList', { status: 'PENDING_REVIEW', memberId });
    expect(firstOnly.body.data.list.map((o: { status: string }) => o.status)).toEqual(['PENDING_REVIEW']);
  });

  it('answers pending counts that match the database, and the to-do summary', async () => {
    const counts = await call(clerk, 'POST', 'pendingCounts', { Type: 0 });
    const q = async (text: string) => ((await t.database.db.execute(sql.raw(text))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(counts.body.data).toEqual({
      systemRechargeCount: await q(`select count(*)::int n from fin_recharge_order where status = 'PENDING'`),
      withdrawCount: await q(`select count(*)::int n from fin_withdraw_order where status in ('PENDING_REVIEW','PENDING_SECOND_REVIEW')`),
      realNameAuthCount: await q(`select count(*)::int n from mem_kyc_application where status = 'PENDING'`),
    });
    expect(counts.body.data.systemRechargeCount).toBeGreaterThan(0);
    const summary = await call(clerk, 'GET', 'todoSummary');
    expect(summary.body.data.oldest.recharge).toMatchObject({ ref: expect.stringMatching(/^R/) });
    expect(summary.body.data.today.recharged.find((r: { currency: string }) => r.currency === 'USDT').count).toBeGreaterThan(0);
  });

  it('keeps every wallet equal to its money log under a random workload', async () => {
    const db = t.database.db;
    const recharges = new RechargeService(db);
    const withdrawals = new WithdrawService(db);
    const [adminId, clerkId] = await Promise.all(['admin', 'operator'].map(async (n) => (await db.execute(sql`select id from sys_user where user_name = ${n}`)) as unknown as { rows: Array<{ id: number }> }));
    const a = { userId: Number(adminId!.rows[0]!.id), userName: 'admin' };
    const c = { userId: Number(clerkId!.rows[0]!.id), userName: 'operator' };
    // Whoever approved a withdrawal may not pay it out: a treasurer of their own.
    await addSuperOperator(db, 'prop_treasurer');
    const [treasurer] = ((await db.execute(sql`select id from sys_user where user_name = 'prop_treasurer'`)) as unknown as { rows: Array<{ id: number }> }).rows;
    const p = { userId: Number(treasurer!.id), userName: 'prop_treasurer' };
    const amount = fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 999_999 })).map(([w, f]) => `${w}.${String(f).padStart(6, '0')}`);
    const step = fc.oneof(
      fc.record({ op: fc.constant('recharge' as const), amount, approve: fc.boolean() }),
      fc.record({ op: fc.constant('withdraw' as const), amount, outcome: fc.constantFrom('reject', 'complete', 'fail', 'leave') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const memberId = await addMember(db, 'prop');
        for (const s of steps) {
          if (s.op === 'recharge') {
            const o = await recharges.add({ memberId, currency: 'USDT', amount: s.amount, channel: 'MANUAL', paymentRef: '', remark: '' }, c);
            await recharges.review(s.approve ? { id: o.id, action: 'approve', remark: '' } : { id: o.id, action: 'reject', remark: 'no' }, a);
            continue;
          }
          const o = await withdrawals.request({ memberId, currency: 'USDT', amount: s.amount, address: 'x' }, null).catch(() => null);
          if (!o || s.outcome === 'leave') continue;
          if (s.outcome === 'reject') {
            await withdrawals.review({ id: o.id, action: 'reject', remark: 'no' }, a);
            continue;
          }
          await withdrawals.review({ id: o.id, action: 'approve', remark: '' }, a);
          if (o.needsSecondReview) await withdrawals.review({ id: o.id, action: 'approve', remark: '' }, c);
          await withdrawals.payout({ id: o.id, action: 'start', remark: '', payoutRef: '' }, p);
          await withdrawals.payout({ id: o.id, action: s.outcome, remark: 'r', payoutRef: '' }, p);
        }
        expect(await ledgerMismatches(db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
