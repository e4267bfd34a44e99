import { RECHARGE_REVIEWABLE } from '../../finance/recharge';
import { WITHDRAW_AWAITING_REVIEW } from '../../finance/withdraw';
import { kycResource } from '../member/kyc';
import { rechargeResource } from './recharge';
import { withdrawResource } from './withdraw';

/**
 * Where each kind of pending work is reviewed: its list filtered to exactly the states the pending
 * counts count (a recharge or withdrawal waits in either review state), so an alert or a to-do card that says
 * "3 waiting" opens a list of those 3.
 */
export const REVIEW_QUEUE_PATHS = {
  recharge: `${rechargeResource.menu.path}?status=${RECHARGE_REVIEWABLE.join(',')}`,
  withdraw: `${withdrawResource.menu.path}?status=${WITHDRAW_AWAITING_REVIEW.join(',')}`,
  realName: `${kycResource.menu.path}?status=PENDING`,
} as const;
