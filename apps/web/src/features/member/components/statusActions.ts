import type { MemberStatus } from '@ledgerdesk/shared';

export type StatusAction = 'freeze' | 'disable' | 'restore';

/** The status each action sets. */
export const TARGET_STATUS: Record<StatusAction, MemberStatus> = { freeze: 'FROZEN', disable: 'DISABLED', restore: 'NORMAL' };

/** What an operator may do from each status (the server checks again). */
export const ACTIONS_FROM: Record<MemberStatus, StatusAction[]> = {
  NORMAL: ['freeze', 'disable'],
  FROZEN: ['restore', 'disable'],
  DISABLED: ['restore'],
};
