import { z } from 'zod';
import { API_PREFIX, instantSchema } from '../api';
import { idSchema, textSchema } from '../input';
import { reasonToReject, rejectHasReason, reviewRequestBase } from '../review';
import { decimalTextSchema, moneyAmountSchema } from './money';
import { describedAs } from '../schema-description';

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

export const withdrawAddSchema = z.object({
  memberId: idSchema,
  currency: textSchema().trim().min(1, 'currency is required').max(16),
  amount: moneyAmountSchema,
  address: textSchema().trim().min(1, 'address is required').max(128),
  /** The network paid over (a wallet code carrying the currency); the address must fit it. */
  walletCode: textSchema().trim().min(1).max(32).optional(),
});
export type WithdrawAddRequest = z.input<typeof withdrawAddSchema>;

export const withdrawReviewSchema = reviewRequestBase.refine(rejectHasReason, reasonToReject);
export type WithdrawReviewRequest = z.input<typeof withdrawReviewSchema>;

export const withdrawPayoutSchema = z
  .object({
    id: idSchema,
    action: z.enum(['start', 'complete', 'fail']),
    remark: textSchema().trim().max(500).optional().default(''),
    /** Transaction hash or bank reference, recorded on `complete`. */
    payoutRef: textSchema().trim().max(128).optional().default(''),
  })
  .refine((v) => v.action !== 'fail' || v.remark.length > 0, { path: ['remark'], message: 'a reason is required when a payout fails' });
export type WithdrawPayoutRequest = z.input<typeof withdrawPayoutSchema>;

export const withdrawOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  currency: z.string(),
  address: z.string(),
  amount: decimalTextSchema.meta(
    describedAs(
      '总额：从会员余额扣出的金额（申请时冻结）',
      "gross: what leaves the member's balance (frozen at request time)",
      '總額：從會員餘額扣出的金額（申請時凍結）',
    ),
  ),
  fee: decimalTextSchema,
  netAmount: decimalTextSchema.meta(
    describedAs(
      '地址实际收到的金额：金额 − 手续费，申请时确定',
      'what the address receives: amount − fee, fixed at request time',
      '地址實際收到的金額：金額 − 手續費，申請時確定',
    ),
  ),
  feeRule: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  needsSecondReview: z.boolean(),
  firstReviewerId: z.number().int().nullable(),
  firstReviewedAt: instantSchema.nullable(),
  secondReviewerId: z.number().int().nullable(),
  secondReviewedAt: instantSchema.nullable(),
  payerId: z.number().int().nullable(),
  payStartedAt: instantSchema.nullable(),
  finishedAt: instantSchema.nullable(),
  payoutRef: z.string(),
  remark: z.string(),
  version: z.number().int(),
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable().meta(
    describedAs(
      '最后修改它的操作员；此人同样不得批准',
      'the last operator who changed it; they may not approve it either',
      '最後修改它的操作員；此人同樣不得核准',
    ),
  ),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;
