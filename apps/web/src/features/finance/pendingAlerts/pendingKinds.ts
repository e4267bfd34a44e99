import { NOTIFICATION_OFFSETS_PX, type PendingCounts } from '@ledgerdesk/shared';

export type PendingKind = 'recharge' | 'withdraw' | 'realName';

export interface PendingKindInfo {
  kind: PendingKind;
  count: (counts: PendingCounts) => number;
  /** Each kind keeps one fixed place on screen (SPEC §9: 20, 100 and 180 px from the top). */
  top: number;
  /** The review list, filtered to what waits. */
  reviewPath: string;
}

export const PENDING_KINDS: readonly PendingKindInfo[] = [
  { kind: 'recharge', count: (c) => c.systemRechargeCount, top: NOTIFICATION_OFFSETS_PX[0], reviewPath: '/finance/recharge?status=PENDING' },
  { kind: 'withdraw', count: (c) => c.withdrawCount, top: NOTIFICATION_OFFSETS_PX[1], reviewPath: '/finance/withdraw?status=PENDING_REVIEW' },
  { kind: 'realName', count: (c) => c.realNameAuthCount, top: NOTIFICATION_OFFSETS_PX[2], reviewPath: '/member/kyc?status=PENDING' },
];
