import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { WithdrawOrder } from '@ledgerdesk/shared';
import {
  PAYOUT_OPEN_STATUSES,
  type PayoutAttempt,
  type PayoutAttemptStatus,
  type PayoutDecision,
  type PayoutState,
} from '@ledgerdesk/shared/finance/payout';
import type { Db, Tx } from '../../db/client';
import { payoutAttempts, payoutCallbacks, users, withdrawOrders } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, type AppError } from '../../lib/errors';
import { iso } from '../../lib/list-query';
import { sqlState, UNIQUE_VIOLATION, wrongState, type Operator } from '../../lib/review-support';
import { subject } from '../../lib/refused-subject';
import { payerReviewerBar, refusePayerIsReviewer, type WithdrawService } from '../finance/withdraw-service';
import type { PayoutEvent, PayoutProvider, PayoutProviderRegistry, PayoutQueryResult } from './provider';
import { publishEvent, TOPICS } from '../outbox/publish';

type AttemptRow = typeof payoutAttempts.$inferSelect;

/** A webhook signed longer ago than this (or this far ahead) is refused: a captured delivery cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;
/** The stored copy of a webhook body is cut here (the body limit is 1 MiB; a real event is a few hundred bytes). */
const STORED_BODY_MAX = 16_384;

/** What settling an attempt did. */
type Settled = 'APPLIED' | 'NO_CHANGE';

/** A provider's result, from a webhook or a query. */
interface Result {
  status: 'SUCCEEDED' | 'FAILED' | 'UNKNOWN';
  retryable: boolean;
  errorCode: string;
  providerRef?: string;
}

const toAttempt = (row: AttemptRow & { operatorName: string | null }): PayoutAttempt => ({
  id: row.id,
  withdrawId: row.withdrawId,
  providerCode: row.providerCode,
  attemptNo: row.attemptNo,
  requestId: row.requestId,
  providerRef: row.providerRef,
  status: row.status as PayoutAttemptStatus,
  sentAt: row.sentAt.toISOString(),
  callbackAt: iso(row.callbackAt),
  errorCode: row.errorCode,
  retryable: row.retryable,
  operatorId: row.operatorId,
  operatorName: row.operatorName,
});

const isOpen = (status: string) => (PAYOUT_OPEN_STATUSES as readonly string[]).includes(status);

/**
 * Third-party payout of approved withdrawals (catalogue §3.6). Money moves only through
 * WithdrawService.payoutIn (start → PAYING, complete → COMPLETED, fail → FAILED with the frozen
 * amount returned), inside the same transaction that records the attempt's result, so a result
 * applies once whoever delivers it how often. The provider is called outside any transaction.
 *
 * Attempt: SENT → ACKED (accepted) → SUCCEEDED | FAILED | UNKNOWN; SENT → FAILED (refused at
 * sending) | UNKNOWN (no answer). The failure rule: a retryable failure keeps the withdrawal
 * PAYING (an operator retries, the member pays nothing more); a final one fails the withdrawal.
 */
export class PayoutService {
  constructor(
    private readonly db: Db,
    private readonly providers: PayoutProviderRegistry,
    private readonly withdrawals: WithdrawService,
  ) {}

  /** The withdrawal's attempts, the providers and what `operator` may do now. */
  async state(withdrawId: number, operatorId: number, can: (permission: 'dispatch' | 'retry' | 'reconcile') => boolean): Promise<PayoutState> {
    const order = await this.withdrawals.get(withdrawId);
    const attempts = await this.attemptsOf(withdrawId);
    const last = attempts.at(-1);
    const reviewer = payerReviewerBar(order, operatorId) ? 'PAYER_IS_REVIEWER' : null;
    const decide = (permission: 'dispatch' | 'retry' | 'reconcile', ...bars: Array<PayoutDecision['reason'] | null>): PayoutDecision => {
      const bar = [...bars, can(permission) ? null : ('NO_PERMISSION' as const)].find((b) => b != null);
      return bar ? { allowed: false, reason: bar } : { allowed: true };
    };
    return {
      withdrawId,
      status: order.status,
      attempts,
      providers: this.providers.list().map((p) => ({ code: p.code, simulated: p.simulated })),
      rights: {
        dispatch: decide('dispatch', order.status === 'APPROVED' ? null : 'NOT_APPROVED', reviewer),
        retry: decide('retry', order.status === 'PAYING' && last?.status === 'FAILED' && last.retryable ? null : 'NOT_RETRYABLE', reviewer),
        reconcile: decide('reconcile', order.status === 'PAYING' && last && isOpen(last.status) ? null : 'NOTHING_TO_RECONCILE'),
      },
    };
  }

  async attemptsOf(withdrawId: number, db: Db | Tx = this.db): Promise<PayoutAttempt[]> {
    const rows = await db
      .select({ attempt: payoutAttempts, operatorName: users.userName })
      .from(payoutAttempts)
      .leftJoin(users, eq(users.id, payoutAttempts.operatorId))
      .where(eq(payoutAttempts.withdrawId, withdrawId))
      .orderBy(asc(payoutAttempts.attemptNo));
    return rows.map((r) => toAttempt({ ...r.attempt, operatorName: r.operatorName }));
  }

  /** Starts paying an APPROVED withdrawal through `providerCode`: PAYING, attempt 1, then the request. */
  async dispatch(withdrawId: number, providerCode: string, operator: Operator): Promise<PayoutAttempt[]> {
    const provider = this.requireProvider(providerCode);
    const { order, attempt } = await this.db.transaction(async (tx) => {
      const order = await this.withdrawals.lock(withdrawId, tx);
      if (order.status !== 'APPROVED') throw this.wrongState(order, ['APPROVED']);
      refusePayerIsReviewer(order, operator);
      // The built transition: checks the state again under its version guard, the member's status, sets the payer.
      await this.withdrawals.payoutIn(tx, { id: order.id, action: 'start', remark: provider.code, payoutRef: '' }, operator);
      return { order, attempt: await this.openAttempt(tx, order, provider, operator) };
    });
    await this.send(provider, order, attempt, operator);
    return this.attemptsOf(withdrawId);
  }

  /** A new attempt (new number, new request id) after a retryable failure. Costs the member nothing. */
  async retry(withdrawId: number, operator: Operator): Promise<PayoutAttempt[]> {
    const { order, attempt, provider } = await this.db.transaction(async (tx) => {
      // The order's lock, as the manual payout takes it: a hand settlement of this withdrawal either
      // committed before (the order is no longer PAYING: refused here) or waits and then sees this
      // attempt in flight (refused there). Without it both pass and the provider pays a FAILED order.
      const order = await this.withdrawals.lock(withdrawId, tx);
      if (order.status !== 'PAYING') throw this.wrongState(order, ['PAYING']);
      const last = await this.lastAttempt(tx, withdrawId);
      if (!last || last.status !== 'FAILED' || !last.retryable) {
        const what = subject('withdrawOrder', order.orderNo);
        throw conflict(`the last payout attempt of ${what.text} is ${last ? `${last.status}${last.errorCode ? ` (${last.errorCode})` : ''}` : 'missing'}; only a retryable failure can be retried`, {
          reason: 'payout.notRetryable',
          params: { ...what.params, status: last?.status ?? '', errorCode: last?.errorCode ?? '' },
        });
      }
      refusePayerIsReviewer(order, operator);
      const provider = this.requireProvider(last.providerCode);
      return { order, provider, attempt: await this.openAttempt(tx, order, provider, operator) };
    });
    await this.send(provider, order, attempt, operator);
    return this.attemptsOf(withdrawId);
  }

  /** Asks the provider about the withdrawal's open attempt and applies what it says. */
  async reconcile(withdrawId: number, operator: Operator): Promise<PayoutAttempt[]> {
    const order = await this.withdrawals.get(withdrawId);
    const last = await this.lastAttempt(this.db, withdrawId);
    if (!last || !isOpen(last.status)) {
      const what = subject('withdrawOrder', order.orderNo);
      throw conflict(`${what.text} has no payout attempt waiting for a result`, { reason: 'payout.nothingToReconcile', params: what.params });
    }
    await this.reconcileAttempt(last, operator);
    return this.attemptsOf(withdrawId);
  }

  /**
   * The job: attempts SENT or ACKED longer than `olderThanMinutes` are queried; what the provider
   * cannot settle is marked UNKNOWN for an operator. Answers how many were looked at and settled.
   */
  async reconcileStale(olderThanMinutes: number, signal?: AbortSignal): Promise<{ checked: number; settled: number }> {
    const stale = await this.db
      .select()
      .from(payoutAttempts)
      .where(and(inArray(payoutAttempts.status, ['SENT', 'ACKED']), lt(payoutAttempts.sentAt, sql`now() - make_interval(mins => ${olderThanMinutes})`)))
      .orderBy(asc(payoutAttempts.sentAt))
      .limit(500);
    let settled = 0;
    for (const attempt of stale) {
      if (signal?.aborted) break;
      const operator = { userId: attempt.operatorId!, userName: '' };
      const result = await this.reconcileAttempt(attempt, operator);
      if (result === 'APPLIED') settled += 1;
    }
    return { checked: stale.length, settled };
  }

  /**
   * A provider's webhook. Every receipt is stored (fin_payout_callback): refused ones (bad
   * signature, malformed, stale, replayed, unknown payment) as REJECTED or DUPLICATE, then refused;
   * a verified one as ACCEPTED in the transaction that applies it.
   */
  async receive(providerCode: string, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ eventId: string; outcome: Settled }> {
    const provider = this.providers.get(providerCode);
    const record = (eventId: string, signatureValid: boolean, outcome: 'REJECTED' | 'DUPLICATE') =>
      this.db.insert(payoutCallbacks).values({ providerCode: providerCode.slice(0, 32), eventId, signatureValid, outcome, body: rawBody.slice(0, STORED_BODY_MAX) });
    if (!provider) {
      await record('', false, 'REJECTED');
      throw notFound(`no payout provider ${providerCode}`, { reason: 'payout.providerUnknown', params: { provider: providerCode.slice(0, 32) } });
    }
    const verdict = provider.verifyWebhook(headers, rawBody);
    if (!verdict.valid) {
      await record(verdict.eventId, verdict.problem !== 'signature', 'REJECTED');
      if (verdict.problem === 'signature') throw forbidden('the webhook signature does not verify', { reason: 'payout.badSignature' });
      throw badRequest('the webhook body is not a payout event', { body: 'not a payout event' }, { reason: 'payout.malformedEvent' });
    }
    const { event } = verdict;
    if (Math.abs(Date.now() - event.timestamp.getTime()) > WEBHOOK_MAX_AGE_MS) {
      await record(event.eventId, true, 'REJECTED');
      throw forbidden(`the webhook was signed at ${event.timestamp.toISOString()}, more than five minutes from now`, {
        reason: 'payout.staleEvent',
        params: { signedAt: event.timestamp.toISOString() },
      });
    }
    let refusal: { error: AppError; outcome: 'REJECTED' | 'DUPLICATE' } | null = null;
    const outcome = await this.db
      .transaction(async (tx) => {
        const [accepted] = await tx
          .insert(payoutCallbacks)
          .values({ providerCode, eventId: event.eventId, signatureValid: true, outcome: 'ACCEPTED', body: rawBody.slice(0, STORED_BODY_MAX) })
          .onConflictDoNothing()
          .returning({ id: payoutCallbacks.id });
        if (!accepted) {
          refusal = {
            outcome: 'DUPLICATE',
            error: conflict(`event ${event.eventId} was already received`, { reason: 'payout.replayedEvent', params: { eventId: event.eventId } }),
          };
          throw refusal.error;
        }
        const attempt = await this.attemptOfEvent(tx, provider.code, event);
        if (!attempt) {
          refusal = {
            outcome: 'REJECTED',
            error: notFound(`no payout attempt has the reference ${event.providerRef}`, { reason: 'payout.unknownPayment', params: { providerRef: event.providerRef.slice(0, 128) } }),
          };
          throw refusal.error;
        }
        const operator = { userId: attempt.operatorId!, userName: '' };
        const settled = await this.settle(tx, attempt, { ...event, providerRef: event.providerRef }, operator, `${provider.code} ${event.eventId}`, JSON.parse(rawBody) as unknown);
        const [order] = await tx.select({ memberId: withdrawOrders.memberId, status: withdrawOrders.status }).from(withdrawOrders).where(eq(withdrawOrders.id, attempt.withdrawId));
        await publishEvent(tx, {
          topic: TOPICS.payoutCallback,
          key: `${provider.code}:${event.eventId}`,
          payload: { withdrawId: attempt.withdrawId, memberId: order?.memberId ?? null, attemptId: attempt.id, result: event.status, settled, status: order?.status ?? '' },
        });
        return settled;
      })
      .catch(async (error: unknown) => {
        const refused = refusal as { error: AppError; outcome: 'REJECTED' | 'DUPLICATE' } | null;
        if (refused && error === refused.error) await record(event.eventId, true, refused.outcome);
        throw error;
      });
    return { eventId: event.eventId, outcome };
  }

  /* ---------- inside ---------- */

  private requireProvider(code: string): PayoutProvider {
    const provider = this.providers.get(code);
    if (!provider) {
      throw badRequest(`no payout provider ${code}`, { providerCode: `no provider ${code}` }, {
        reason: 'payout.providerUnknown', params: { provider: code }, issues: { providerCode: { code: 'noSuchRecord', params: { value: code } } },
      });
    }
    return provider;
  }

  private wrongState(order: WithdrawOrder, expected: string[]) {
    return wrongState(subject('withdrawOrder', order.orderNo), { status: order.status, updatedAt: new Date(order.updatedAt) }, expected);
  }

  private async lastAttempt(db: Db | Tx, withdrawId: number): Promise<AttemptRow | undefined> {
    const [row] = await db.select().from(payoutAttempts).where(eq(payoutAttempts.withdrawId, withdrawId)).orderBy(desc(payoutAttempts.attemptNo)).limit(1);
    return row;
  }

  /** The next attempt, SENT. Two at once meet the unique indexes (number, one in flight): the loser is a 409. */
  private async openAttempt(tx: Tx, order: WithdrawOrder, provider: PayoutProvider, operator: Operator): Promise<AttemptRow> {
    const last = await this.lastAttempt(tx, order.id);
    try {
      const [row] = await tx
        .insert(payoutAttempts)
        .values({
          withdrawId: order.id,
          providerCode: provider.code,
          attemptNo: (last?.attemptNo ?? 0) + 1,
          requestId: randomUUID(),
          status: 'SENT',
          operatorId: operator.userId,
          createdBy: operator.userId,
          updatedBy: operator.userId,
        })
        .returning();
      return row!;
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      const what = subject('withdrawOrder', order.orderNo);
      throw conflict(`another payout attempt of ${what.text} was started at the same moment`, { reason: 'payout.inFlight', params: what.params });
    }
  }

  /** Calls the provider (no transaction open) and records its answer. */
  private async send(provider: PayoutProvider, order: WithdrawOrder, attempt: AttemptRow, operator: Operator): Promise<void> {
    let answer: Awaited<ReturnType<PayoutProvider['send']>> | null = null;
    try {
      answer = await provider.send({
        requestId: attempt.requestId,
        withdrawId: order.id,
        orderNo: order.orderNo,
        attemptNo: attempt.attemptNo,
        currency: order.currency,
        amount: order.netAmount,
        address: order.address,
      });
    } catch {
      answer = null;
    }
    await this.db.transaction(async (tx) => {
      const current = await this.lockAttempt(tx, attempt.id);
      // A webhook may have settled it already (a fast provider answers before we record its acknowledgement).
      if (current.status !== 'SENT') return;
      if (answer === null) {
        // It may or may not have reached the provider: never assume either way.
        await this.updateAttempt(tx, current, { status: 'UNKNOWN', errorCode: 'SEND_ERROR' });
      } else if (answer.accepted) {
        await this.updateAttempt(tx, current, { status: 'ACKED', providerRef: answer.providerRef ?? null });
      } else {
        await this.settle(tx, current, { status: 'FAILED', retryable: answer.retryable === true, errorCode: answer.errorCode ?? 'REFUSED' }, operator, provider.code, null);
      }
    });
  }

  private async reconcileAttempt(attempt: AttemptRow, operator: Operator): Promise<Settled> {
    const provider = this.requireProvider(attempt.providerCode);
    let answer: PayoutQueryResult;
    try {
      answer = await provider.query(attempt.requestId);
    } catch {
      answer = { status: 'PENDING' };
    }
    return this.db.transaction(async (tx) => {
      const current = await this.lockAttempt(tx, attempt.id);
      if (!isOpen(current.status)) return 'NO_CHANGE';
      if (answer.status === 'SUCCEEDED' || answer.status === 'FAILED') {
        return this.settle(tx, current, { status: answer.status, retryable: answer.retryable === true, errorCode: answer.errorCode ?? '', providerRef: answer.providerRef }, operator, provider.code, { query: answer });
      }
      // The provider cannot say yet (or never heard of it): an operator decides, nothing moves.
      await this.updateAttempt(tx, current, { status: 'UNKNOWN', errorCode: answer.status === 'NOT_FOUND' ? 'PROVIDER_NOT_FOUND' : 'PROVIDER_PENDING' });
      return 'NO_CHANGE';
    });
  }

  private async lockAttempt(tx: Tx, id: number): Promise<AttemptRow> {
    const [row] = await tx.select().from(payoutAttempts).where(eq(payoutAttempts.id, id)).for('update');
    return row!;
  }

  private async attemptOfEvent(tx: Tx, providerCode: string, event: PayoutEvent): Promise<AttemptRow | undefined> {
    const [byRef] = await tx
      .select()
      .from(payoutAttempts)
      .where(and(eq(payoutAttempts.providerCode, providerCode), eq(payoutAttempts.providerRef, event.providerRef)))
      .for('update');
    if (byRef || !event.requestId) return byRef;
    const [byRequest] = await tx
      .select()
      .from(payoutAttempts)
      .where(and(eq(payoutAttempts.providerCode, providerCode), eq(payoutAttempts.requestId, event.requestId)))
      .for('update');
    return byRequest;
  }

  private async updateAttempt(tx: Tx, attempt: AttemptRow, fields: Partial<typeof payoutAttempts.$inferInsert>): Promise<void> {
    await tx
      .update(payoutAttempts)
      .set({ ...fields, version: sql`${payoutAttempts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(payoutAttempts.id, attempt.id));
  }

  /**
   * Records a result on a locked attempt and runs the withdrawal's built transition: SUCCEEDED
   * completes it, a final FAILED fails it (frozen amount back to available), a retryable FAILED
   * and UNKNOWN move no money. An attempt already settled is left as it is.
   */
  // `remark` names the provider (and the event) only: the order, its events and the money log show
  // it in every console language, and the state the order reaches already says what happened.
  private async settle(tx: Tx, attempt: AttemptRow, result: Result, operator: Operator, remark: string, raw: unknown): Promise<Settled> {
    if (!isOpen(attempt.status)) return 'NO_CHANGE';
    if (result.status === 'UNKNOWN' && attempt.status === 'UNKNOWN') return 'NO_CHANGE';
    const providerRef = attempt.providerRef ?? result.providerRef ?? null;
    await this.updateAttempt(tx, attempt, {
      status: result.status,
      providerRef,
      errorCode: result.errorCode,
      retryable: result.status === 'FAILED' && result.retryable,
      callbackAt: new Date(),
      rawCallback: raw,
    });
    const order = await this.withdrawals.lock(attempt.withdrawId, tx);
    // Settled by hand meanwhile (the manual payout): the attempt keeps the provider's word; money is not moved twice.
    if (order.status !== 'PAYING') return 'APPLIED';
    if (result.status === 'SUCCEEDED') {
      await this.withdrawals.payoutIn(tx, { id: order.id, action: 'complete', payoutRef: providerRef ?? '', remark }, operator);
    } else if (result.status === 'FAILED' && !result.retryable) {
      await this.withdrawals.payoutIn(tx, { id: order.id, action: 'fail', payoutRef: '', remark: result.errorCode ? `${remark}: ${result.errorCode}` : remark }, operator);
    }
    return 'APPLIED';
  }
}
