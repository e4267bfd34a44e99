import { z } from 'zod';
import { API_PREFIX, instantSchema } from '../api';
import { idSchema, textSchema } from '../input';
import { describedAs } from '../schema-description';

/**
 * Third-party payout of approved withdrawals (catalogue §3.6): each try at paying through a
 * provider is an attempt; the provider's signed webhook settles it. The server's
 * apps/server/src/modules/payout/README.md describes every call and the failure rule.
 */

export const PAYOUT_ENDPOINTS = {
  /** The withdrawal's attempts, the providers and what the signed-in operator may do now. */
  state: `${API_PREFIX}/payout/state`,
  dispatch: `${API_PREFIX}/payout/dispatch`,
  retry: `${API_PREFIX}/payout/retry`,
  reconcile: `${API_PREFIX}/payout/reconcile`,
  /** The providers' webhook, one per provider code (public: the signature is the credential). */
  callback: `${API_PREFIX}/payout/callback`,
} as const;

export const PAYOUT_PERMISSIONS = {
  list: 'finance/payout/list',
  dispatch: 'finance/payout/dispatch',
  retry: 'finance/payout/retry',
  reconcile: 'finance/payout/reconcile',
} as const;

/** The built-in provider that pays nobody: for demos and tests, always labelled as simulated. */
export const SIMULATED_PROVIDER = 'SIMULATED';

export const PAYOUT_ATTEMPT_STATUSES = ['SENT', 'ACKED', 'SUCCEEDED', 'FAILED', 'UNKNOWN'] as const;
export type PayoutAttemptStatus = (typeof PAYOUT_ATTEMPT_STATUSES)[number];
/** An attempt the provider may still pay: at most one per withdrawal (a unique index). */
export const PAYOUT_OPEN_STATUSES: readonly PayoutAttemptStatus[] = ['SENT', 'ACKED', 'UNKNOWN'];

/** How long a withdrawal may stay PAYING before the queue page lists it. */
export const PAYOUT_STALE_MINUTES = 30;

export const payoutDispatchSchema = z.object({
  withdrawId: idSchema,
  /** A registered provider's code (default: the simulated one). */
  providerCode: textSchema().trim().min(1).max(32).optional().default(SIMULATED_PROVIDER),
});
export type PayoutDispatchRequest = z.input<typeof payoutDispatchSchema>;

/** Retry and reconcile name the withdrawal; they act on its latest attempt. */
export const payoutWithdrawalSchema = z.object({ withdrawId: idSchema });
export type PayoutWithdrawalRequest = z.input<typeof payoutWithdrawalSchema>;
export const payoutStateQuerySchema = payoutWithdrawalSchema;

export const payoutAttemptSchema = z.object({
  id: z.number().int(),
  withdrawId: z.number().int(),
  providerCode: z.string(),
  attemptNo: z.number().int(),
  requestId: z.string().meta(describedAs('我方在服务商处的幂等键', 'our idempotency key at the provider', '我方在服務商處的冪等鍵')),
  providerRef: z.string().nullable(),
  status: z.enum(PAYOUT_ATTEMPT_STATUSES),
  sentAt: instantSchema,
  callbackAt: instantSchema.nullable(),
  errorCode: z.string(),
  retryable: z.boolean(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
});
export type PayoutAttempt = z.infer<typeof payoutAttemptSchema>;

/** Why an operator action is not offered now: a code the console translates. */
export const PAYOUT_BARS = ['NOT_APPROVED', 'PAYER_IS_REVIEWER', 'NOT_RETRYABLE', 'NOTHING_TO_RECONCILE', 'NO_PERMISSION'] as const;
export const payoutDecisionSchema = z.object({ allowed: z.boolean(), reason: z.enum(PAYOUT_BARS).optional() });
export type PayoutDecision = z.infer<typeof payoutDecisionSchema>;

export const payoutStateSchema = z.object({
  withdrawId: z.number().int(),
  status: z.string().meta(describedAs('提现单的状态', "the withdrawal's state", '提領單的狀態')),
  attempts: z.array(payoutAttemptSchema).meta(describedAs('最早的在前', 'oldest first', '最早的在前')),
  providers: z.array(z.object({ code: z.string(), simulated: z.boolean() })),
  rights: z.object({ dispatch: payoutDecisionSchema, retry: payoutDecisionSchema, reconcile: payoutDecisionSchema }),
});
export type PayoutState = z.infer<typeof payoutStateSchema>;

/** What the webhook answers a provider that delivered a verified event. */
export const payoutCallbackAnswerSchema = z.object({
  eventId: z.string(),
  /** APPLIED: the result moved the attempt; DUPLICATE: this event was already received; NO_CHANGE: the attempt already had this result. */
  outcome: z.enum(['APPLIED', 'DUPLICATE', 'NO_CHANGE']),
});
