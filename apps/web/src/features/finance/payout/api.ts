import { PAYOUT_ENDPOINTS, type PayoutAttempt, type PayoutState } from '@ledgerdesk/shared/finance/payout';
import { request } from '@/lib/request';

/* The payout area's own calls (the queue list goes through the resource engine). */

export const fetchPayoutState = (withdrawId: number) =>
  request<PayoutState>({ url: PAYOUT_ENDPOINTS.state, method: 'GET', params: { withdrawId } });

export type PayoutAction = 'dispatch' | 'retry' | 'reconcile';

/** One operator action; `idempotencyKey` is minted when its confirmation opens, so a repeated click acts once. */
export const runPayoutAction = (action: PayoutAction, withdrawId: number, idempotencyKey: string) =>
  request<PayoutAttempt[]>({ url: PAYOUT_ENDPOINTS[action], method: 'POST', data: { withdrawId }, headers: { 'Idempotency-Key': idempotencyKey } });
