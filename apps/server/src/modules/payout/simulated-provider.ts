import { randomUUID } from 'node:crypto';
import { decimalParam } from '@ledgerdesk/shared';
import { SIMULATED_PROVIDER } from '@ledgerdesk/shared/finance/payout';
import { SIGNATURE_HEADER, signPayload, TIMESTAMP_HEADER, verifySignature } from './hmac-signature';
import type { PayoutEvent, PayoutProvider, PayoutQueryResult, PayoutRequest, PayoutSendResult, WebhookVerdict } from './provider';

/** Sends a signed webhook to our own callback route. */
export type WebhookTransport = (headers: Record<string, string>, rawBody: string) => Promise<void>;

export interface SimulatedProviderOptions {
  secret: string;
  /** After how long an accepted request's webhook is sent; null: never by itself (tests sign their own). */
  webhookDelayMs: number | null;
  transport: WebhookTransport;
}

type Outcome = Pick<PayoutEvent, 'status' | 'retryable' | 'errorCode'> | 'SILENT';

/**
 * The outcome the simulator gives, by the cents of the net amount, so a test or a demo chooses it:
 * .13 fails retryably on the first attempt (a retry succeeds), .14 fails for good, .15 is refused
 * at sending on the first attempt (retryable), .16 is accepted and never reported (reconciliation).
 * Anything else succeeds.
 */
export function simulatedOutcome(amount: string, attemptNo: number): { refuse?: PayoutSendResult; outcome: Outcome } {
  const cents = /\.(\d\d)$/.exec(decimalParam(amount))?.[1];
  if (cents === '13' && attemptNo === 1) return { outcome: { status: 'FAILED', retryable: true, errorCode: 'SIM_TEMPORARY' } };
  if (cents === '14') return { outcome: { status: 'FAILED', retryable: false, errorCode: 'SIM_DESTINATION_REJECTED' } };
  if (cents === '15' && attemptNo === 1) return { refuse: { accepted: false, retryable: true, errorCode: 'SIM_BUSY' }, outcome: 'SILENT' };
  if (cents === '16') return { outcome: 'SILENT' };
  return { outcome: { status: 'SUCCEEDED', retryable: false, errorCode: '' } };
}

interface Payment {
  providerRef: string;
  outcome: Outcome;
}

/**
 * The built-in provider 'SIMULATED': pays nobody. It acknowledges a request at once and, after a
 * delay, posts a webhook signed like a real PSP's (HMAC-SHA256 over timestamp and body, secret
 * PAYOUT_SIM_SECRET) with a fresh event id. What it knows lives in this process only: after a
 * restart a query answers NOT_FOUND and the attempt waits for an operator.
 */
export class SimulatedPayoutProvider implements PayoutProvider {
  readonly code = SIMULATED_PROVIDER;
  readonly simulated = true;
  private readonly payments = new Map<string, Payment>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SimulatedProviderOptions) {}

  async send(request: PayoutRequest): Promise<PayoutSendResult> {
    const known = this.payments.get(request.requestId);
    // Idempotent on our request id, as a real provider must be.
    if (known) return { accepted: true, providerRef: known.providerRef };
    const { refuse, outcome } = simulatedOutcome(request.amount, request.attemptNo);
    if (refuse) return refuse;
    const payment = { providerRef: `SIM-${randomUUID()}`, outcome };
    this.payments.set(request.requestId, payment);
    const delay = this.options.webhookDelayMs;
    if (outcome !== 'SILENT' && delay !== null) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.deliver(request.requestId).catch(() => undefined);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
    return { accepted: true, providerRef: payment.providerRef };
  }

  async query(requestId: string): Promise<PayoutQueryResult> {
    const payment = this.payments.get(requestId);
    if (!payment) return { status: 'NOT_FOUND' };
    if (payment.outcome === 'SILENT' || payment.outcome.status === 'UNKNOWN') return { status: 'PENDING', providerRef: payment.providerRef };
    return { status: payment.outcome.status, providerRef: payment.providerRef, retryable: payment.outcome.retryable, errorCode: payment.outcome.errorCode };
  }

  /** Posts the payment's result now (the timer's work). */
  async deliver(requestId: string): Promise<void> {
    const payment = this.payments.get(requestId);
    if (!payment || payment.outcome === 'SILENT') return;
    const body = JSON.stringify({ eventId: `evt_${randomUUID()}`, providerRef: payment.providerRef, requestId, ...payment.outcome });
    const timestamp = Math.floor(Date.now() / 1000);
    await this.options.transport(
      { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signPayload(this.options.secret, timestamp, body) },
      body,
    );
  }

  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): WebhookVerdict {
    let parsed: Record<string, unknown> | null = null;
    try {
      const value: unknown = JSON.parse(rawBody);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) parsed = value as Record<string, unknown>;
    } catch {
      parsed = null;
    }
    const eventId = typeof parsed?.eventId === 'string' ? parsed.eventId.slice(0, 128) : '';
    const stamp = verifySignature(this.options.secret, headers, rawBody);
    if (stamp === null) return { valid: false, problem: 'signature', eventId };
    const { providerRef, requestId, status, retryable, errorCode } = parsed ?? {};
    if (
      !eventId ||
      typeof providerRef !== 'string' ||
      !['SUCCEEDED', 'FAILED', 'UNKNOWN'].includes(status as string) ||
      (requestId !== undefined && typeof requestId !== 'string')
    ) {
      return { valid: false, problem: 'malformed', eventId };
    }
    return {
      valid: true,
      event: {
        eventId,
        timestamp: new Date(stamp * 1000),
        providerRef,
        requestId: requestId as string | undefined,
        status: status as PayoutEvent['status'],
        retryable: retryable === true,
        errorCode: typeof errorCode === 'string' ? errorCode.slice(0, 64) : '',
      },
    };
  }

  /** Drops the webhooks not yet sent (the server is closing). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
