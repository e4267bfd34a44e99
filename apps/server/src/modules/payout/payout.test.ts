import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointOf, FINANCE_ENDPOINTS } from '@ledgerdesk/shared';
import { PAYOUT_ENDPOINTS, type PayoutAttempt } from '@ledgerdesk/shared/finance/payout';
import { payoutQueueResource } from '@ledgerdesk/shared/resources/finance/payout-queue';
import { moneyLogs, payoutAttempts, payoutCallbacks, wallets, withdrawOrders } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator, financeClient, ledgerMismatches } from '../finance/finance-test-kit';
import { signPayload } from './hmac-signature';

/*
 * USDT's fee is 1 + 0.1 % of the gross, so these gross amounts give the simulator's net cents:
 * 870 → 868.13 (fails retryably on attempt 1), 860 → 858.14 (fails for good), 850 → 848.15
 * (refused at sending on attempt 1), 840 → 838.16 (accepted, never reported); 100 → 98.9 succeeds.
 */
const NET_OF = { '870': '868.13', '860': '858.14', '850': '848.15', '840': '838.16', '100': '98.9' } as const;
type Gross = keyof typeof NET_OF;

describe.each(databaseKinds)('third-party payout (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let checker: string;
  let call: ReturnType<typeof financeClient>['call'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call } = financeClient(t));
    await addSuperOperator(t.database.db, 'payout_checker');
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
    checker = await t.signIn('payout_checker');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = async (token: string, path: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: api(path), headers: { ...bearer(token), ...headers }, payload });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: any } };
  };
  const dispatch = (token: string, withdrawId: number, headers?: Record<string, string>) => post(token, PAYOUT_ENDPOINTS.dispatch, { withdrawId }, headers);
  const retry = (token: string, withdrawId: number) => post(token, PAYOUT_ENDPOINTS.retry, { withdrawId });
  const reconcile = (token: string, withdrawId: number) => post(token, PAYOUT_ENDPOINTS.reconcile, { withdrawId });
  const state = async (token: string, withdrawId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `${api(PAYOUT_ENDPOINTS.state)}?withdrawId=${withdrawId}`, headers: bearer(token) });
    return res.json().data as { status: string; attempts: PayoutAttempt[]; rights: Record<string, { allowed: boolean; reason?: string }> };
  };

  const fundMore = async (memberId: number) => {
    const more = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '9000' });
    await call(admin, 'POST', 'rechargeReview', { id: more.body.data.id, action: 'approve' });
  };
  /** A withdrawal entered by admin and approved by payout_checker: admin may pay it, the checker may not. */
  const approvedWithdrawal = async (gross: Gross | string) => {
    const memberId = await addMember(db());
    const recharge = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: Number(gross) > 4000 ? '9000' : '5000' });
    const credited = await call(admin, 'POST', 'rechargeReview', { id: recharge.body.data.id, action: 'approve' });
    expect(credited.body.data.status).toBe('APPROVED');
    if (Number(gross) > 4000) await fundMore(memberId);
    const order = await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount: gross, address: 'TPayoutAddr' });
    expect(order.body.code, order.body.msg).toBe(0);
    if (gross in NET_OF) expect(order.body.data.netAmount).toBe(NET_OF[gross as Gross]);
    const review = await call(checker, 'POST', 'withdrawReview', { id: order.body.data.id, action: 'approve' });
    if (review.body.data.status === 'PENDING_SECOND_REVIEW') await call(clerk, 'POST', 'withdrawReview', { id: order.body.data.id, action: 'approve' });
    return { id: order.body.data.id as number, memberId };
  };
  const orderOf = async (id: number) => (await db().select().from(withdrawOrders).where(eq(withdrawOrders.id, id)))[0]!;
  const attemptsOf = (withdrawId: number) => db().select().from(payoutAttempts).where(eq(payoutAttempts.withdrawId, withdrawId)).orderBy(payoutAttempts.attemptNo);
  const logTypes = async (withdrawId: number) =>
    (await db().select({ type: moneyLogs.type, kind: moneyLogs.balanceKind }).from(moneyLogs).where(and(eq(moneyLogs.refType, 'WITHDRAW'), eq(moneyLogs.refId, withdrawId))).orderBy(moneyLogs.id)).map(
      (r) => `${r.type}/${r.kind}`,
    );
  const walletOf = async (memberId: number) => (await db().select().from(wallets).where(eq(wallets.memberId, memberId)))[0]!;
  const settledTo = (id: number, status: string) => vi.waitFor(async () => expect((await orderOf(id)).status).toBe(status), { timeout: 10_000, interval: 100 });

  /** A webhook as a provider would send it; `signedAt` and `secret` let a test forge a bad one. */
  const webhook = (event: object, options: { signedAt?: number; secret?: string; signature?: string } = {}) => {
    const raw = JSON.stringify(event);
    const stamp = Math.floor((options.signedAt ?? Date.now()) / 1000);
    const signature = options.signature ?? signPayload(options.secret ?? t.config.payoutSim.secret, stamp, raw);
    return t.app
      .inject({
        method: 'POST',
        url: api(`${PAYOUT_ENDPOINTS.callback}/SIMULATED`),
        headers: { 'content-type': 'application/json', 'x-payout-timestamp': String(stamp), 'x-payout-signature': signature },
        payload: raw,
      })
      .then((res) => ({ status: res.statusCode, body: res.json() as { code: number; data: { reason?: string; outcome?: string } } }));
  };
  const callbacksOf = (eventId: string) => db().select().from(payoutCallbacks).where(eq(payoutCallbacks.eventId, eventId)).orderBy(payoutCallbacks.id);
  /** A dispatched withdrawal the simulator never reports on (net .16): the test delivers its webhooks. */
  const silentlyDispatched = async () => {
    const order = await approvedWithdrawal('840');
    expect((await dispatch(admin, order.id)).body.code).toBe(0);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ status: 'ACKED', attemptNo: 1 });
    return { ...order, providerRef: attempt!.providerRef!, requestId: attempt!.requestId };
  };
  const succeeded = (ref: string, eventId = `evt_${crypto.randomUUID()}`) => ({ eventId, providerRef: ref, status: 'SUCCEEDED', retryable: false, errorCode: '' });

  it('dispatches an approved withdrawal; the simulator\'s signed webhook completes it once, through the built transition', async () => {
    const { id, memberId } = await approvedWithdrawal('100');
    expect((await state(admin, id)).rights.dispatch).toEqual({ allowed: true });
    const res = await dispatch(admin, id);
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data).toMatchObject([{ attemptNo: 1, providerCode: 'SIMULATED', status: 'ACKED', operatorName: 'admin' }]);
    expect(await orderOf(id)).toMatchObject({ status: 'PAYING', payerId: expect.any(Number) });
    await settledTo(id, 'COMPLETED');
    const [attempt] = await attemptsOf(id);
    expect(attempt).toMatchObject({ status: 'SUCCEEDED', errorCode: '' });
    expect((await orderOf(id)).payoutRef).toBe(attempt!.providerRef);
    expect(await logTypes(id)).toEqual(['WITHDRAW_FREEZE/AVAILABLE', 'WITHDRAW_FREEZE/FROZEN', 'WITHDRAW/FROZEN']);
    expect(await walletOf(memberId)).toMatchObject({ available: '4900', frozen: '0' });
    const accepted = await db().select().from(payoutCallbacks).where(and(eq(payoutCallbacks.outcome, 'ACCEPTED'), sql`${payoutCallbacks.body} like ${`%${attempt!.providerRef}%`}`));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.signatureValid).toBe(true);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('refuses settling by hand a withdrawal a provider is still paying: it could be paid twice', async () => {
    const order = await silentlyDispatched();
    for (const action of ['complete', 'fail'] as const) {
      const res = await post(admin, FINANCE_ENDPOINTS.withdrawPayout, { id: order.id, action, remark: 'paid by bank transfer' });
      expect(res.body.code, action).toBe(409);
      expect(res.body.data).toMatchObject({ reason: 'payout.providerPaying', params: { provider: 'SIMULATED', attemptNo: 1 } });
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });
    expect(await logTypes(order.id)).toEqual(['WITHDRAW_FREEZE/AVAILABLE', 'WITHDRAW_FREEZE/FROZEN']);
  });

  it('refuses what the state machine does not allow, and the approvers as payers; nothing written', async () => {
    // Not approved yet.
    const memberId = await addMember(db());
    const recharge = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '500' });
    await call(admin, 'POST', 'rechargeReview', { id: recharge.body.data.id, action: 'approve' });
    const pending = (await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount: '100', address: 'TAddr' })).body.data;
    const early = await dispatch(admin, pending.id);
    expect([early.status, early.body.data.reason]).toEqual([409, 'review.stateChanged']);

    const order = await approvedWithdrawal('100');
    // The approver may not pay it.
    const own = await dispatch(checker, order.id);
    expect([own.status, own.body.data.reason]).toEqual([403, 'payout.payerIsReviewer']);
    expect((await state(checker, order.id)).rights.dispatch).toEqual({ allowed: false, reason: 'PAYER_IS_REVIEWER' });
    // Nothing to retry or reconcile before a dispatch.
    expect((await retry(admin, order.id)).body.data.reason).toBe('review.stateChanged');
    expect((await reconcile(admin, order.id)).body.data.reason).toBe('payout.nothingToReconcile');
    const unknown = await post(admin, PAYOUT_ENDPOINTS.dispatch, { withdrawId: order.id, providerCode: 'NOPE' });
    expect([unknown.status, unknown.body.data.reason]).toEqual([400, 'payout.providerUnknown']);
    expect(await orderOf(order.id)).toMatchObject({ status: 'APPROVED', payerId: null });
    expect(await attemptsOf(order.id)).toEqual([]);

    // A dual-approval withdrawal: neither approver may pay it.
    const large = await approvedWithdrawal('12000');
    expect((await orderOf(large.id)).status).toBe('APPROVED');
    expect((await dispatch(clerk, large.id)).status).toBe(403);
    expect((await dispatch(checker, large.id)).body.data.reason).toBe('payout.payerIsReviewer');

    // In flight: a second dispatch and a retry are refused.
    const silent = await silentlyDispatched();
    expect((await dispatch(admin, silent.id)).body.data.reason).toBe('review.stateChanged');
    expect((await retry(admin, silent.id)).body.data.reason).toBe('payout.notRetryable');
    expect(await attemptsOf(silent.id)).toHaveLength(1);
  });

  it('refuses the approvers as payers of the manual payout too (start and complete); failing stays open to them', async () => {
    const manual = (token: string, id: number, action: 'start' | 'complete' | 'fail') =>
      post(token, FINANCE_ENDPOINTS.withdrawPayout, { id, action, remark: action === 'fail' ? 'bank refused' : '', payoutRef: action === 'complete' ? 'bank-tx-1' : '' });
    const order = await approvedWithdrawal('100');
    const start = await manual(checker, order.id, 'start');
    expect([start.status, start.body.data.reason]).toEqual([403, 'payout.payerIsReviewer']);
    expect(await orderOf(order.id)).toMatchObject({ status: 'APPROVED', payerId: null });
    expect((await manual(admin, order.id, 'start')).body.data.status).toBe('PAYING');
    const complete = await manual(checker, order.id, 'complete');
    expect([complete.status, complete.body.data.reason]).toEqual([403, 'payout.payerIsReviewer']);
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });
    expect(await logTypes(order.id)).toEqual(['WITHDRAW_FREEZE/AVAILABLE', 'WITHDRAW_FREEZE/FROZEN']);
    // Failing sends nothing out: the approver may return the money to the member.
    expect((await manual(checker, order.id, 'fail')).body.data.status).toBe('FAILED');

    const paid = await approvedWithdrawal('100');
    expect((await manual(admin, paid.id, 'start')).body.data.status).toBe('PAYING');
    expect((await manual(admin, paid.id, 'complete')).body.data.status).toBe('COMPLETED');
  });

  it('a retryable failure keeps the funds frozen and the order PAYING; a retry is a new attempt and request id, without any fee', async () => {
    const { id, memberId } = await approvedWithdrawal('870');
    await dispatch(admin, id);
    await vi.waitFor(async () => expect((await attemptsOf(id))[0]).toMatchObject({ status: 'FAILED', retryable: true, errorCode: 'SIM_TEMPORARY' }), { timeout: 10_000, interval: 100 });
    expect((await orderOf(id)).status).toBe('PAYING');
    expect(await walletOf(memberId)).toMatchObject({ available: '4130', frozen: '870' });
    expect((await state(admin, id)).rights).toMatchObject({ retry: { allowed: true }, reconcile: { allowed: false, reason: 'NOTHING_TO_RECONCILE' } });
    // The approver may not retry either.
    expect((await retry(checker, id)).body.data.reason).toBe('payout.payerIsReviewer');
    const again = await retry(admin, id);
    expect(again.body.code, again.body.msg).toBe(0);
    await settledTo(id, 'COMPLETED');
    const attempts = await attemptsOf(id);
    expect(attempts.map((a) => [a.attemptNo, a.status])).toEqual([[1, 'FAILED'], [2, 'SUCCEEDED']]);
    expect(attempts[0]!.requestId).not.toBe(attempts[1]!.requestId);
    expect(await logTypes(id)).toEqual(['WITHDRAW_FREEZE/AVAILABLE', 'WITHDRAW_FREEZE/FROZEN', 'WITHDRAW/FROZEN']);
    expect(await walletOf(memberId)).toMatchObject({ available: '4130', frozen: '0' });
    // Completed: nothing more to retry.
    expect((await retry(admin, id)).body.data.reason).toBe('review.stateChanged');
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a final failure fails the withdrawal through the built path: the frozen amount goes back to available', async () => {
    const { id, memberId } = await approvedWithdrawal('860');
    await dispatch(admin, id);
    await settledTo(id, 'FAILED');
    expect((await attemptsOf(id))[0]).toMatchObject({ status: 'FAILED', retryable: false, errorCode: 'SIM_DESTINATION_REJECTED' });
    expect((await orderOf(id)).remark).toContain('SIM_DESTINATION_REJECTED');
    expect(await logTypes(id)).toEqual(['WITHDRAW_FREEZE/AVAILABLE', 'WITHDRAW_FREEZE/FROZEN', 'WITHDRAW_UNFREEZE/FROZEN', 'WITHDRAW_UNFREEZE/AVAILABLE']);
    expect(await walletOf(memberId)).toMatchObject({ available: '5000', frozen: '0' });
    expect((await retry(admin, id)).status).toBe(409);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a request the provider refuses at sending is a retryable failed attempt at once', async () => {
    const { id } = await approvedWithdrawal('850');
    const res = await dispatch(admin, id);
    expect(res.body.data).toMatchObject([{ status: 'FAILED', retryable: true, errorCode: 'SIM_BUSY', providerRef: null }]);
    expect((await orderOf(id)).status).toBe('PAYING');
    expect((await retry(admin, id)).body.data).toMatchObject([{ status: 'FAILED' }, { attemptNo: 2, status: 'ACKED' }]);
    await settledTo(id, 'COMPLETED');
  });

  it('refuses and records a bad signature, a stale timestamp and a replayed event; applies a good one once', async () => {
    const { id, providerRef } = await silentlyDispatched();
    const event = succeeded(providerRef);

    const forged = await webhook(event, { secret: 'not-the-secret-at-all' });
    expect([forged.status, forged.body.data.reason]).toEqual([403, 'payout.badSignature']);
    expect(await callbacksOf(event.eventId)).toMatchObject([{ outcome: 'REJECTED', signatureValid: false }]);

    const stale = await webhook(event, { signedAt: Date.now() - 6 * 60_000 });
    expect([stale.status, stale.body.data.reason]).toEqual([403, 'payout.staleEvent']);
    expect((await orderOf(id)).status).toBe('PAYING');

    const good = await webhook(event);
    expect([good.status, good.body.data.outcome]).toEqual([200, 'APPLIED']);
    expect((await orderOf(id)).status).toBe('COMPLETED');

    const replay = await webhook(event);
    expect([replay.status, replay.body.data.reason]).toEqual([409, 'payout.replayedEvent']);
    // Another event about the same payment: received, changes nothing.
    const later = await webhook(succeeded(providerRef));
    expect([later.status, later.body.data.outcome]).toEqual([200, 'NO_CHANGE']);
    expect((await callbacksOf(event.eventId)).map((c) => [c.outcome, c.signatureValid])).toEqual([
      ['REJECTED', false],
      ['REJECTED', true],
      ['ACCEPTED', true],
      ['DUPLICATE', true],
    ]);
    const garbled = await webhook({ hello: 'world' });
    expect([garbled.status, garbled.body.data.reason]).toEqual([400, 'payout.malformedEvent']);
    const stranger = await webhook(succeeded('SIM-no-such-payment'));
    expect([stranger.status, stranger.body.data.reason]).toEqual([404, 'payout.unknownPayment']);
    expect(await logTypes(id)).toEqual(['WITHDRAW_FREEZE/AVAILABLE', 'WITHDRAW_FREEZE/FROZEN', 'WITHDRAW/FROZEN']);
  });

  it('concurrent duplicate webhooks, and concurrent different events about one payment, complete it once', async () => {
    const { id, memberId, providerRef } = await silentlyDispatched();
    const event = succeeded(providerRef);
    const answers = await Promise.all([...Array.from({ length: 5 }, () => webhook(event)), ...Array.from({ length: 3 }, () => webhook(succeeded(providerRef)))]);
    expect(answers.filter((a) => a.body.data.outcome === 'APPLIED')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(await logTypes(id)).toEqual(['WITHDRAW_FREEZE/AVAILABLE', 'WITHDRAW_FREEZE/FROZEN', 'WITHDRAW/FROZEN']);
    expect(await walletOf(memberId)).toMatchObject({ available: '4160', frozen: '0' });
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('concurrent dispatches start one attempt; a repeated Idempotency-Key answers the first result', async () => {
    const { id } = await approvedWithdrawal('840');
    const answers = await Promise.all(Array.from({ length: 5 }, () => dispatch(admin, id)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await attemptsOf(id)).toHaveLength(1);

    const other = await approvedWithdrawal('840');
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await dispatch(admin, other.id, key);
    const repeat = await dispatch(admin, other.id, key);
    expect(first.body.code).toBe(0);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await attemptsOf(other.id)).toHaveLength(1);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('reconciles: an unanswered attempt becomes UNKNOWN; the job settles a stale one from the provider\'s answer', async () => {
    const silent = await silentlyDispatched();
    const res = await reconcile(admin, silent.id);
    expect(res.body.data).toMatchObject([{ status: 'UNKNOWN', errorCode: 'PROVIDER_PENDING' }]);
    expect((await orderOf(silent.id)).status).toBe('PAYING');
    // Still in flight: no second attempt while the first is UNKNOWN.
    expect((await retry(admin, silent.id)).body.data.reason).toBe('payout.notRetryable');
    expect((await state(admin, silent.id)).rights.reconcile).toEqual({ allowed: true });

    // Dispatched, then (before its webhook) made to look 20 minutes old: the job asks the provider.
    const { id } = await approvedWithdrawal('100');
    await dispatch(admin, id);
    await db().update(payoutAttempts).set({ sentAt: sql`now() - interval '20 minutes'` }).where(eq(payoutAttempts.withdrawId, id));
    const job = t.services.jobs.registry.get('payout-reconcile')!;
    const message = await job.run({ olderThanMinutes: 10 }, { signal: new AbortController().signal, trigger: 'manual', scheduledFor: null });
    expect(message?.en).toMatch(/settled [1-9]/);
    expect(message?.['zh-cn']).toMatch(/已了结 [1-9]\d* 笔/);
    expect((await orderOf(id)).status).toBe('COMPLETED');
    // The webhook that follows finds it settled and changes nothing.
    await vi.waitFor(async () => expect(await db().select().from(payoutCallbacks).where(sql`${payoutCallbacks.body} like ${`%${(await attemptsOf(id))[0]!.providerRef}%`}`)).toHaveLength(1), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await logTypes(id)).toEqual(['WITHDRAW_FREEZE/AVAILABLE', 'WITHDRAW_FREEZE/FROZEN', 'WITHDRAW/FROZEN']);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('lists PAYING withdrawals older than 30 minutes in the queue, with their latest attempt', async () => {
    const { id } = await approvedWithdrawal('870');
    await dispatch(admin, id);
    const list = async () => (await post(admin, endpointOf(payoutQueueResource, 'list').path, { pageIndex: 1, pageSize: 100 })).body.data.list as Array<Record<string, unknown>>;
    expect((await list()).some((row) => row.id === id)).toBe(false);
    await db().update(withdrawOrders).set({ payStartedAt: sql`now() - interval '31 minutes'` }).where(eq(withdrawOrders.id, id));
    await vi.waitFor(async () => expect((await attemptsOf(id))[0]!.status).toBe('FAILED'), { timeout: 10_000, interval: 100 });
    const row = (await list()).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'PAYING', providerCode: 'SIMULATED', attemptNo: 1, attemptStatus: 'FAILED', attemptError: 'SIM_TEMPORARY' });
  });
});
