import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAttempts, users, wallets, withdrawOrders } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import type { Operator } from '../../lib/review-support';
import { addMember, addSuperOperator, financeClient } from '../finance/finance-test-kit';
import { WithdrawService } from '../finance/withdraw-service';
import { PayoutService } from './payout-service';
import { PayoutProviderRegistry, type PayoutRequest } from './provider';

/** A promise the test resolves when it chooses: holds a transaction open at a chosen step. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * A provider retry and a hand settlement of the same PAYING withdrawal, each held open in its
 * transaction while the other starts: both take the order's row lock, so the second waits and is
 * refused, and the member is never paid by the provider after the money went back to available.
 * PGlite runs one transaction at a time; PostgreSQL shows the lock at work.
 */
describe.each(databaseKinds)('payout retry against a manual settlement (%s)', (kind) => {
  let t: TestApp;
  let withdrawals: WithdrawService;
  let payouts: PayoutService;
  let sends: PayoutRequest[];
  const db = () => t.database.db;
  const operator = async (userName: string): Promise<Operator> => ({ userId: (await db().select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id, userName });

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off' });
    for (const name of ['race_checker', 'race_payer', 'race_treasurer']) await addSuperOperator(db(), name);
    withdrawals = new WithdrawService(db());
    const registry = new PayoutProviderRegistry();
    // Attempt 1 of every withdrawal fails retryably; any later one is accepted.
    registry.register({
      code: 'RACE',
      simulated: true,
      send: async (request) => {
        sends.push(request);
        return request.attemptNo === 1 ? { accepted: false, retryable: true, errorCode: 'BUSY' } : { accepted: true, providerRef: `race-${request.requestId}` };
      },
      query: async () => ({ status: 'PENDING' }),
      verifyWebhook: () => ({ valid: false, problem: 'malformed', eventId: '' }),
    });
    payouts = new PayoutService(db(), registry, withdrawals);
  });
  afterAll(() => t.close());

  /** A withdrawal of 100 whose first provider attempt failed retryably: PAYING, 100 frozen. */
  const awaitingRetry = async () => {
    const { call } = financeClient(t);
    const admin = await t.signIn('admin');
    const checker = await t.signIn('race_checker');
    const memberId = await addMember(db());
    const recharge = await call(admin, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '100' });
    expect((await call(checker, 'POST', 'rechargeReview', { id: recharge.body.data.id, action: 'approve' })).body.data.status).toBe('APPROVED');
    const order = await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount: '100', address: 'TRaceAddr' });
    expect((await call(checker, 'POST', 'withdrawReview', { id: order.body.data.id, action: 'approve' })).body.data.status).toBe('APPROVED');
    sends = [];
    await payouts.dispatch(order.body.data.id, 'RACE', await operator('race_payer'));
    const [first] = await db().select().from(payoutAttempts).where(eq(payoutAttempts.withdrawId, order.body.data.id));
    expect(first).toMatchObject({ status: 'FAILED', retryable: true });
    return { id: order.body.data.id as number, memberId };
  };
  const walletOf = async (memberId: number) => (await db().select().from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.currency, 'USDT'))))[0]!;
  const statusOf = async (id: number) => (await db().select({ status: withdrawOrders.status }).from(withdrawOrders).where(eq(withdrawOrders.id, id)))[0]!.status;
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'done',
      (error: { data?: { reason?: string } }) => error.data?.reason ?? String(error),
    );
  /** Lets the other transaction run into the lock (PostgreSQL) or queue behind the open one (PGlite). */
  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('a manual fail that comes while a retry is in its transaction is refused: the provider pays, the money stays frozen', async () => {
    const { id, memberId } = await awaitingRetry();
    // Read before any transaction is held open: PGlite would queue these reads behind it.
    const [payer, treasurer] = [await operator('race_payer'), await operator('race_treasurer')];
    const inserted = gate();
    const release = gate();
    const inside = payouts as unknown as { openAttempt: (...args: unknown[]) => Promise<unknown> };
    const openAttempt = inside.openAttempt.bind(payouts);
    inside.openAttempt = async (...args: unknown[]) => {
      const row = await openAttempt(...args);
      inserted.open();
      await release.opened;
      return row;
    };
    try {
      const retrying = outcome(payouts.retry(id, payer));
      await inserted.opened;
      const failing = outcome(withdrawals.payout({ id, action: 'fail', remark: 'bank refused', payoutRef: '' }, treasurer));
      await aMoment();
      release.open();
      expect(await retrying).toBe('done');
      expect(await failing).toBe('payout.providerPaying');
    } finally {
      inside.openAttempt = openAttempt;
    }
    expect(sends.map((s) => s.attemptNo)).toEqual([1, 2]);
    expect(await statusOf(id)).toBe('PAYING');
    expect(await walletOf(memberId)).toMatchObject({ available: '0', frozen: '100' });
  });

  it('a retry that comes while a manual fail is in its transaction is refused: the provider is not asked again', async () => {
    const { id, memberId } = await awaitingRetry();
    const [payer, treasurer] = [await operator('race_payer'), await operator('race_treasurer')];
    const moved = gate();
    const release = gate();
    const payoutIn = withdrawals.payoutIn.bind(withdrawals);
    withdrawals.payoutIn = async (...args) => {
      const order = await payoutIn(...args);
      moved.open();
      await release.opened;
      return order;
    };
    try {
      const failing = outcome(withdrawals.payout({ id, action: 'fail', remark: 'bank refused', payoutRef: '' }, treasurer));
      await moved.opened;
      const retrying = outcome(payouts.retry(id, payer));
      await aMoment();
      release.open();
      expect(await failing).toBe('done');
      expect(await retrying).toBe('review.stateChanged');
    } finally {
      withdrawals.payoutIn = payoutIn;
    }
    expect(sends.map((s) => s.attemptNo)).toEqual([1]);
    expect(await statusOf(id)).toBe('FAILED');
    expect(await walletOf(memberId)).toMatchObject({ available: '100', frozen: '0' });
  });
});
