import { NOTIFICATION_OFFSETS_PX, type PendingCounts } from '@ledgerdesk/shared';
import { REVIEW_QUEUE_PATHS } from '@ledgerdesk/shared/resources/finance/review-queues';

export type PendingKind = 'recharge' | 'withdraw' | 'realName';

export interface PendingKindInfo {
  kind: PendingKind;
  count: (counts: PendingCounts) => number;
  /** Each kind keeps one fixed place on screen (SPEC §9: 20, 100 and 180 px from the top). */
  top: number;
  /** The review list, filtered to every state the count counts. */
  reviewPath: string;
}

export const PENDING_KINDS: readonly PendingKindInfo[] = [
  { kind: 'recharge', count: (c) => c.systemRechargeCount, top: NOTIFICATION_OFFSETS_PX[0], reviewPath: REVIEW_QUEUE_PATHS.recharge },
  { kind: 'withdraw', count: (c) => c.withdrawCount, top: NOTIFICATION_OFFSETS_PX[1], reviewPath: REVIEW_QUEUE_PATHS.withdraw },
  { kind: 'realName', count: (c) => c.realNameAuthCount, top: NOTIFICATION_OFFSETS_PX[2], reviewPath: REVIEW_QUEUE_PATHS.realName },
];
