import type { PendingCounts } from '@ledgerdesk/shared';
import { REVIEW_QUEUE_PATHS } from '@ledgerdesk/shared/resources/finance/review-queues';

export type PendingKind = 'recharge' | 'withdraw' | 'realName';

export interface PendingKindInfo {
  kind: PendingKind;
  count: (counts: PendingCounts) => number;
  /** The review list, filtered to every state the count counts. */
  reviewPath: string;
}

/** In the order the alerts show, so each kind keeps its place among them. */
export const PENDING_KINDS: readonly PendingKindInfo[] = [
  { kind: 'recharge', count: (c) => c.systemRechargeCount, reviewPath: REVIEW_QUEUE_PATHS.recharge },
  { kind: 'withdraw', count: (c) => c.withdrawCount, reviewPath: REVIEW_QUEUE_PATHS.withdraw },
  { kind: 'realName', count: (c) => c.realNameAuthCount, reviewPath: REVIEW_QUEUE_PATHS.realName },
];
