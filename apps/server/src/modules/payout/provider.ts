/**
 * The seam between Ledgerdesk and whoever moves the money out (a PSP, a custodian, a bank file).
 * One adapter per provider; README.md says how to add one.
 */

/** What we ask a provider to pay. `requestId` is our idempotency key: the same id twice is one payment. */
export interface PayoutRequest {
  requestId: string;
  withdrawId: number;
  orderNo: string;
  attemptNo: number;
  currency: string;
  /** The net amount (decimal text): what the destination receives. */
  amount: string;
  address: string;
}

/** The provider's immediate answer to a request. */
export interface PayoutSendResult {
  /** The provider took the request (it will report the outcome later, by webhook or query). */
  accepted: boolean;
  /** The provider's own id of the payment, when accepted. */
  providerRef?: string;
  /** When not accepted: may the same withdrawal be tried again (a new attempt)? */
  retryable?: boolean;
  errorCode?: string;
}

/** Where a payment stands at the provider. PENDING: still working; NOT_FOUND: it never heard of the request. */
export type ProviderPaymentStatus = 'SUCCEEDED' | 'FAILED' | 'PENDING' | 'NOT_FOUND';

export interface PayoutQueryResult {
  status: ProviderPaymentStatus;
  providerRef?: string;
  retryable?: boolean;
  errorCode?: string;
}

/** A verified webhook: one result of one payment. */
export interface PayoutEvent {
  /** Unique per event at the provider: a second delivery of the same id is a replay. */
  eventId: string;
  /** When the provider signed it (the route refuses events older than five minutes). */
  timestamp: Date;
  providerRef: string;
  requestId?: string;
  /** UNKNOWN: the provider cannot say (left for manual reconciliation). */
  status: 'SUCCEEDED' | 'FAILED' | 'UNKNOWN';
  retryable: boolean;
  errorCode: string;
}

export type WebhookVerdict =
  | { valid: true; event: PayoutEvent }
  /** `eventId` when the body names one (recorded with the refusal), else ''. */
  | { valid: false; problem: 'signature' | 'malformed'; eventId: string };

export interface PayoutProvider {
  /** Upper snake, stored on every attempt and in the webhook's path. */
  readonly code: string;
  /** A provider that moves no real money: the console labels it so. */
  readonly simulated: boolean;
  send(request: PayoutRequest): Promise<PayoutSendResult>;
  query(requestId: string): Promise<PayoutQueryResult>;
  /** Checks the provider's signature over the raw body (as received, before any parsing). */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): WebhookVerdict;
}

/** The providers this instance can pay through, by code. */
export class PayoutProviderRegistry {
  private readonly providers = new Map<string, PayoutProvider>();

  register(provider: PayoutProvider): void {
    if (!/^[A-Z][A-Z0-9_]{1,31}$/.test(provider.code)) throw new Error(`payout provider code ${provider.code} must be upper snake`);
    if (this.providers.has(provider.code)) throw new Error(`payout provider ${provider.code} is registered twice`);
    this.providers.set(provider.code, provider);
  }

  get(code: string): PayoutProvider | undefined {
    return this.providers.get(code);
  }

  list(): PayoutProvider[] {
    return [...this.providers.values()];
  }
}
