import { z } from 'zod';
import { API_PREFIX } from '../api';
import { idSchema } from '../list-filters';
import { reasonToReject, rejectHasReason, reviewRequestBase } from '../review';
import { moneyAmountSchema } from './money';
import { orderListBase } from './order-list';

/** Withdrawal orders: list, detail, request, review (dual approval above a limit), payout, export. */

export const WITHDRAW_ENDPOINTS = {
  withdrawList: `${API_PREFIX}/cwManage/withdrawLogList`,
  withdrawGet: `${API_PREFIX}/memberWithdrawLog/get`,
  withdrawAdd: `${API_PREFIX}/cwManage/withdrawLogAdd`,
  withdrawReview: `${API_PREFIX}/cwManage/withdrawLogReview`,
  withdrawPayout: `${API_PREFIX}/cwManage/withdrawLogPayout`,
  withdrawExport: `${API_PREFIX}/cwManage/withdrawLogExport`,
} as const;

/** Each state has a dictionary type of the same name in snake case. */
export const WITHDRAW_STATUSES = [
  'PENDING_REVIEW',
  'PENDING_SECOND_REVIEW',
  'APPROVED',
  'PAYING',
  'COMPLETED',
  'REJECTED',
  'FAILED',
  'CANCELLED',
] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
/** The withdrawal states that wait for a reviewer (counted by the pending poll). */
export const WITHDRAW_AWAITING_REVIEW: readonly WithdrawStatus[] = ['PENDING_REVIEW', 'PENDING_SECOND_REVIEW'];

export const WITHDRAW_SORT_FIELDS = ['createdAt', 'amount', 'id'] as const;
export const withdrawListQuerySchema = orderListBase.extend({
  status: z.enum(WITHDRAW_STATUSES).optional(),
  sortField: z.enum(WITHDRAW_SORT_FIELDS).optional(),
});
export type WithdrawListQuery = z.input<typeof withdrawListQuerySchema>;

export const withdrawAddSchema = z.object({
  memberId: idSchema,
  currency: z.string().trim().min(1, 'currency is required').max(16),
  amount: moneyAmountSchema,
  address: z.string().trim().min(1, 'address is required').max(128),
});
export type WithdrawAddRequest = z.input<typeof withdrawAddSchema>;

export const withdrawReviewSchema = reviewRequestBase.refine(rejectHasReason, reasonToReject);
export type WithdrawReviewRequest = z.input<typeof withdrawReviewSchema>;

export const withdrawPayoutSchema = z
  .object({
    id: idSchema,
    action: z.enum(['start', 'complete', 'fail']),
    remark: z.string().trim().max(500).optional().default(''),
    /** Transaction hash or bank reference, recorded on `complete`. */
    payoutRef: z.string().trim().max(128).optional().default(''),
  })
  .refine((v) => v.action !== 'fail' || v.remark.length > 0, { path: ['remark'], message: 'a reason is required when a payout fails' });
export type WithdrawPayoutRequest = z.input<typeof withdrawPayoutSchema>;

export interface WithdrawOrder {
  id: number;
  orderNo: string;
  memberId: number;
  memberAccount: string;
  currency: string;
  address: string;
  /** Gross: what leaves the member's balance (frozen at request time). */
  amount: string;
  fee: string;
  /** What the address receives: amount − fee, fixed at request time. */
  netAmount: string;
  feeRule: string;
  status: WithdrawStatus;
  needsSecondReview: boolean;
  firstReviewerId: number | null;
  firstReviewedAt: string | null;
  secondReviewerId: number | null;
  secondReviewedAt: string | null;
  payerId: number | null;
  payStartedAt: string | null;
  finishedAt: string | null;
  payoutRef: string;
  remark: string;
  version: number;
  createdBy: number | null;
  /** The last operator who changed it; they may not approve it either. */
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
}
