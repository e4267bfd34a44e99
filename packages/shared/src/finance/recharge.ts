import { z } from 'zod';
import { API_PREFIX, instantSchema } from '../api';
import type { TextPerLanguage } from '../constants';
import { idSchema, textSchema, versionSchema } from '../input';
import { reasonToReject, rejectHasReason, reviewRequestBase } from '../review';
import { decimalTextSchema, moneyAmountSchema } from './money';
import { describedAs } from '../schema-description';

/** Recharge (top-up) orders: list, detail, manual entry, edit, review, cancel, export (SPEC §7). */

export const RECHARGE_ENDPOINTS = {
  rechargeList: `${API_PREFIX}/cwManage/chargeLogList`,
  rechargeGet: `${API_PREFIX}/memberRechargeLog/get`,
  rechargeAdd: `${API_PREFIX}/cwManage/chargeLogAdd`,
  rechargeEdit: `${API_PREFIX}/memberRechargeLog/edit`,
  rechargeReview: `${API_PREFIX}/cwManage/chargeLogReview`,
  rechargeCancel: `${API_PREFIX}/cwManage/chargeLogCancel`,
  rechargeExport: `${API_PREFIX}/cwManage/chargeLogExport`,
  rechargeChannelList: `${API_PREFIX}/cwManage/rechargeChannelList`,
  rechargeChannelChecks: `${API_PREFIX}/cwManage/chargeLogChannelChecks`,
  /** The order's payment voucher as an image, for its reviewer (the review permission, within reach). */
  rechargeVoucher: `${API_PREFIX}/memberRechargeLog/voucher`,
} as const;

/**
 * The channel of an order an operator entered by hand with no member-facing channel behind it (a
 * credit agreed off-platform). Every other channel an order names is a recharge channel's code
 * (fin_recharge_channel, catalogue §3.2) in the order's currency.
 */
export const MANUAL_RECHARGE_CHANNEL = 'MANUAL';
/** How the console and the export name the manual channel. */
export const MANUAL_RECHARGE_CHANNEL_NAMES: TextPerLanguage = { 'zh-cn': '人工录入', en: 'Manual entry', 'zh-tw': '人工錄入' };
/**
 * The manual channel's name as a list row carries it: a translation key the console translates and
 * an export writes in its language (SEEDED_NAME_TEXTS), so a page of manual orders carries no
 * text beyond ASCII (one such character makes the whole answer costlier to encode; bench/README.md).
 */
export const MANUAL_RECHARGE_CHANNEL_KEY = 'message.finance.channel.manual';

/** A channel an order may be entered with: its code, what it carries, its name in each language. */
export const rechargeChannelOptionSchema = z.object({
  code: z.string(),
  walletCode: z.string(),
  currency: z.string().meta(
    describedAs(
      '其钱包代码的币种：经此通道的订单均以该币种计',
      'the asset of its wallet code: orders through it are in this currency',
      '其錢包代碼的幣種：經此通道的訂單均以該幣種計',
    ),
  ),
  names: z.object({ 'zh-cn': z.string(), en: z.string(), 'zh-tw': z.string() }),
  active: z.boolean().meta(
    describedAs(
      'PAUSED 的通道不再接受会员新提交；已经由它到账的款项仍可录入',
      'PAUSED channels take no new member submissions; money that arrived through one is still entered',
      'PAUSED 的通道不再接受會員新提交；已經由它到帳的款項仍可登錄',
    ),
  ),
});
export type RechargeChannelOption = z.infer<typeof rechargeChannelOptionSchema>;

/**
 * Each state has a dictionary type of the same name in snake case. PENDING_SECOND_REVIEW: a first
 * approval proposed crediting more than requested, or more than the dual-approval threshold; a
 * second, different operator approves (and only then credits) or rejects.
 */
export const RECHARGE_STATUSES = ['PENDING', 'PENDING_SECOND_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
/** The states a review (approve or reject) acts on. */
export const RECHARGE_REVIEWABLE: readonly RechargeStatus[] = ['PENDING', 'PENDING_SECOND_REVIEW'];

export const rechargeAddSchema = z.object({
  memberId: idSchema,
  currency: textSchema().trim().min(1, 'currency is required').max(16),
  amount: moneyAmountSchema,
  /** MANUAL_RECHARGE_CHANNEL, or a recharge channel's code in `currency` (its wallet code then fills `walletCode`). */
  channel: textSchema().trim().min(1).max(32).optional().default(MANUAL_RECHARGE_CHANNEL),
  paymentRef: textSchema().trim().max(128).optional().default(''),
  remark: textSchema().trim().max(500).optional().default(''),
  /** The network the deposit came over and its sender: screened against the black list on approval. */
  walletCode: textSchema().trim().min(1).max(32).optional(),
  fromAddress: textSchema().trim().max(128).optional(),
});
export type RechargeAddRequest = z.input<typeof rechargeAddSchema>;

export const rechargeEditSchema = z.object({
  id: idSchema,
  /** The version the editor read; a different current version answers 409. */
  version: versionSchema,
  amount: moneyAmountSchema.optional(),
  channel: textSchema().trim().min(1).max(32).optional(),
  paymentRef: textSchema().trim().max(128).optional(),
  remark: textSchema().trim().max(500).optional(),
});
export type RechargeEditRequest = z.input<typeof rechargeEditSchema>;

export const rechargeReviewSchema = reviewRequestBase
  .extend({
    /**
     * The credited amount when it differs from the requested one (a remark is then required). More
     * than requested, or more than RECHARGE_DUAL_APPROVAL_ABOVE, waits for a second approver; the
     * second approval confirms the amount the first proposed and cannot change it.
     */
    amount: moneyAmountSchema.optional(),
  })
  .refine(rejectHasReason, reasonToReject);
export type RechargeReviewRequest = z.input<typeof rechargeReviewSchema>;

export const cancelSchema = z.object({ id: idSchema, remark: textSchema().trim().min(1, 'a reason is required').max(500) });
export type CancelRequest = z.input<typeof cancelSchema>;

export const rechargeOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  currency: z.string(),
  channel: z.string(),
  requestedAmount: decimalTextSchema,
  creditedAmount: decimalTextSchema.nullable().meta(
    describedAs(
      '批准时写入；PENDING_SECOND_REVIEW 期间为第一审核人提议的金额',
      'set on approval; while PENDING_SECOND_REVIEW, the amount the first approver proposed',
      '核准時寫入；PENDING_SECOND_REVIEW 期間為第一審核人提議的金額',
    ),
  ),
  paymentRef: z.string(),
  status: z.enum(RECHARGE_STATUSES),
  remark: z.string(),
  reviewRemark: z.string(),
  reviewerId: z.number().int().nullable(),
  reviewedAt: instantSchema.nullable(),
  needsSecondReview: z.boolean().meta(describedAs('第一次批准后需由另一名审核人复核', 'the first approval needs a second, different approver', '第一次核准後需由另一名審核人複核')),
  firstReviewerId: z.number().int().nullable().meta(describedAs('两次批准中第一次的审核人', 'who gave the first of two approvals', '兩次核准中第一次的審核人')),
  firstReviewedAt: instantSchema.nullable(),
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
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

/**
 * What a reviewer is told about an order against its channel's rules (catalogue §3.2), in the
 * channel's terms: an amount outside its limits, a payment reference or a payment voucher it
 * requires and the order lacks, a member below the real-name level it requires, more of the member's orders that day than
 * it takes, the channel paused. Nothing here refuses the review: the money has arrived, and the
 * reviewer decides (a corrected amount or a rejection carries a remark).
 */
export const RECHARGE_CHANNEL_FINDINGS = ['belowMinimum', 'aboveMaximum', 'paymentRefMissing', 'voucherMissing', 'kycTooLow', 'dailyCapExceeded', 'channelPaused'] as const;
export type RechargeChannelFinding = (typeof RECHARGE_CHANNEL_FINDINGS)[number];

export const rechargeChannelChecksSchema = z.object({
  /** The channel's code; MANUAL has no rules, so nothing below applies to it. */
  channel: z.string(),
  /** The channel's fee on the requested amount (fixed + rate × amount) and what the member would get after it; null without a fee. */
  fee: z
    .object({
      fixed: decimalTextSchema,
      rate: decimalTextSchema,
      amount: decimalTextSchema,
      creditAfterFee: decimalTextSchema,
    })
    .nullable(),
  findings: z.array(
    z.object({
      code: z.enum(RECHARGE_CHANNEL_FINDINGS),
      /** The figures the finding compares (a limit and the order's amount, the member's level and the one required, the day's count and the cap). */
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
});
export type RechargeChannelChecks = z.infer<typeof rechargeChannelChecksSchema>;
