import { z } from 'zod';
import { API_PREFIX, pageQuerySchema } from './api';

/**
 * The contract of the money operations (recharge, withdrawal, real-name, members, money log).
 * Money is a decimal string on the wire and numeric(36,18) in the database, never a JS number.
 * The server's README (apps/server/src/modules/finance/README.md) describes every call.
 */

export const FINANCE_ENDPOINTS = {
  rechargeList: `${API_PREFIX}/cwManage/chargeLogList`,
  rechargeGet: `${API_PREFIX}/memberRechargeLog/get`,
  rechargeAdd: `${API_PREFIX}/cwManage/chargeLogAdd`,
  rechargeEdit: `${API_PREFIX}/memberRechargeLog/edit`,
  rechargeReview: `${API_PREFIX}/cwManage/chargeLogReview`,
  rechargeCancel: `${API_PREFIX}/cwManage/chargeLogCancel`,
  rechargeExport: `${API_PREFIX}/cwManage/chargeLogExport`,
  withdrawList: `${API_PREFIX}/cwManage/withdrawLogList`,
  withdrawGet: `${API_PREFIX}/memberWithdrawLog/get`,
  withdrawAdd: `${API_PREFIX}/cwManage/withdrawLogAdd`,
  withdrawReview: `${API_PREFIX}/cwManage/withdrawLogReview`,
  withdrawPayout: `${API_PREFIX}/cwManage/withdrawLogPayout`,
  withdrawExport: `${API_PREFIX}/cwManage/withdrawLogExport`,
  pendingCounts: `${API_PREFIX}/cwManage/rechargeWithdrawReview`,
  todoSummary: `${API_PREFIX}/cwManage/todoSummary`,
  moneyLogList: `${API_PREFIX}/cwManage/moneyLogList`,
  moneyLogExport: `${API_PREFIX}/cwManage/moneyLogExport`,
  currencyList: `${API_PREFIX}/cwManage/currencyList`,
  kycList: `${API_PREFIX}/memberAuth/list`,
  kycGet: `${API_PREFIX}/memberAuth/get`,
  kycReview: `${API_PREFIX}/memberAuth/review`,
  memberList: `${API_PREFIX}/member/list`,
  memberGet: `${API_PREFIX}/member/get`,
  memberChangeStatus: `${API_PREFIX}/member/changeStatus`,
} as const;

/* ---------- states and types (each has a dictionary type of the same name in snake case) ---------- */

export const RECHARGE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

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

export const KYC_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_APPLICATION_LEVELS = ['PRIMARY', 'ADVANCED'] as const;
export type KycApplicationLevel = (typeof KYC_APPLICATION_LEVELS)[number];
/** A member's verified level: 0 none, 1 primary, 2 advanced (dictionary kyc_level). */
export const KYC_LEVEL_OF: Record<KycApplicationLevel, number> = { PRIMARY: 1, ADVANCED: 2 };

export const MEMBER_STATUSES = ['NORMAL', 'FROZEN', 'DISABLED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MONEY_LOG_TYPES = ['RECHARGE', 'WITHDRAW_FREEZE', 'WITHDRAW_UNFREEZE', 'WITHDRAW'] as const;
export type MoneyLogType = (typeof MONEY_LOG_TYPES)[number];
export const BALANCE_KINDS = ['AVAILABLE', 'FROZEN'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** Rows an export writes at most; the workbook says so when the filter matched more. */
export const EXPORT_MAX_ROWS = 100_000;

/* ---------- money ---------- */

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A positive amount that fits numeric(36,18): at most 18 integer digits and 18 decimals.
 * Checked on the text, so no float ever touches it.
 */
export const moneyAmountSchema = z
  .string({ error: 'must be a decimal string such as "100.5"' })
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!DECIMAL.test(value)) return fail('must be a decimal string such as "100.5"');
    if (value.startsWith('-')) return fail('must be positive');
    const [whole = '', fraction = ''] = value.split('.');
    if (fraction.length > 18) return fail('at most 18 decimal places');
    if (whole.replace(/^0+/, '').length > 18) return fail('at most 18 integer digits');
    if (/^[0.]+$/.test(value)) return fail('must be positive');
  })
  .transform(normalizeDecimal);

/** Drops leading zeros and trailing fraction zeros: "0100.500" → "100.5". Text only, no float. */
export function normalizeDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [rawWhole = '0', rawFraction = ''] = (negative ? value.slice(1) : value).split('.');
  const whole = rawWhole.replace(/^0+(?=\d)/, '') || '0';
  const fraction = rawFraction.replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

/* ---------- shared list pieces ---------- */

const idSchema = z.coerce.number({ error: 'must be a number' }).int().positive();
const optionalText = (max = 64) => z.string().trim().max(max).optional().transform((v) => v || undefined);
const dateFilter = z
  .string()
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'must be an ISO-8601 date or date-time')
  .optional()
  .transform((v) => v || undefined);
const sortOrderSchema = z.enum(['asc', 'desc']).optional();

/** Paging and the filters every order list shares (DESIGN.md §4). */
const orderListBase = pageQuerySchema.extend({
  orderNo: optionalText(),
  memberId: idSchema.optional(),
  memberAccount: optionalText(),
  currency: optionalText(16),
  /** Inclusive; a date without a time means the start of that UTC day. */
  createdFrom: dateFilter,
  /** Inclusive; a date without a time means the end of that UTC day. */
  createdTo: dateFilter,
  sortOrder: sortOrderSchema,
});

export const idQuerySchema = z.object({ id: idSchema });
export type IdQuery = z.infer<typeof idQuerySchema>;

/* ---------- recharge ---------- */

export const RECHARGE_SORT_FIELDS = ['createdAt', 'requestedAmount', 'reviewedAt', 'id'] as const;
export const rechargeListQuerySchema = orderListBase.extend({
  status: z.enum(RECHARGE_STATUSES).optional(),
  sortField: z.enum(RECHARGE_SORT_FIELDS).optional(),
});
export type RechargeListQuery = z.input<typeof rechargeListQuerySchema>;

export const rechargeAddSchema = z.object({
  memberId: idSchema,
  currency: z.string().trim().min(1, 'currency is required').max(16),
  amount: moneyAmountSchema,
  channel: z.string().trim().max(32).optional().default('MANUAL'),
  paymentRef: z.string().trim().max(128).optional().default(''),
  remark: z.string().trim().max(500).optional().default(''),
});
export type RechargeAddRequest = z.input<typeof rechargeAddSchema>;

export const rechargeEditSchema = z.object({
  id: idSchema,
  /** The version the editor read; a different current version answers 409. */
  version: z.coerce.number().int().min(0),
  amount: moneyAmountSchema.optional(),
  channel: z.string().trim().max(32).optional(),
  paymentRef: z.string().trim().max(128).optional(),
  remark: z.string().trim().max(500).optional(),
});
export type RechargeEditRequest = z.input<typeof rechargeEditSchema>;

export const reviewActionSchema = z.enum(['approve', 'reject']);
export type ReviewAction = z.infer<typeof reviewActionSchema>;
/** Every rejection carries a reason the member can be told. */
const reasonToReject = { path: ['remark'], message: 'a reason is required to reject' };
const rejectHasReason = (v: { action: ReviewAction; remark: string }) => v.action !== 'reject' || v.remark.length > 0;
const reviewBase = z.object({ id: idSchema, action: reviewActionSchema, remark: z.string().trim().max(500).optional().default('') });

export const rechargeReviewSchema = reviewBase
  .extend({
    /** The credited amount when it differs from the requested one (a remark is then required). */
    amount: moneyAmountSchema.optional(),
  })
  .refine(rejectHasReason, reasonToReject);
export type RechargeReviewRequest = z.input<typeof rechargeReviewSchema>;

export const cancelSchema = z.object({ id: idSchema, remark: z.string().trim().min(1, 'a reason is required').max(500) });
export type CancelRequest = z.input<typeof cancelSchema>;

export interface RechargeOrder {
  id: number;
  orderNo: string;
  memberId: number;
  memberAccount: string;
  currency: string;
  channel: string;
  requestedAmount: string;
  /** Set on approval. */
  creditedAmount: string | null;
  paymentRef: string;
  status: RechargeStatus;
  remark: string;
  reviewRemark: string;
  reviewerId: number | null;
  reviewedAt: string | null;
  version: number;
  createdBy: number | null;
  /** The last operator who changed it; they may not approve it either. */
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/* ---------- withdrawal ---------- */

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

export const withdrawReviewSchema = reviewBase.refine(rejectHasReason, reasonToReject);
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

/* ---------- pending counts and the to-do summary ---------- */

export const pendingCountsRequestSchema = z.object({ Type: z.coerce.number().int().optional() }).optional();
export interface PendingCounts {
  systemRechargeCount: number;
  withdrawCount: number;
  realNameAuthCount: number;
}

export interface OldestWaiting {
  id: number;
  /** Order number, or the member account for a real-name application. */
  ref: string;
  createdAt: string;
  waitingSeconds: number;
}
export interface CurrencyTotal {
  currency: string;
  amount: string;
  count: number;
}
export interface TodoSummary extends PendingCounts {
  oldest: { recharge: OldestWaiting | null; withdraw: OldestWaiting | null; realNameAuth: OldestWaiting | null };
  /** The UTC day the totals cover, from its start (ISO-8601). */
  dayStart: string;
  today: { recharged: CurrencyTotal[]; withdrawn: CurrencyTotal[] };
}

/* ---------- money log ---------- */

export const MONEY_LOG_SORT_FIELDS = ['createdAt', 'id'] as const;
export const moneyLogListQuerySchema = pageQuerySchema.extend({
  memberId: idSchema.optional(),
  memberAccount: optionalText(),
  currency: optionalText(16),
  type: z.enum(MONEY_LOG_TYPES).optional(),
  /** The number of the order that caused the change. */
  orderNo: optionalText(),
  createdFrom: dateFilter,
  createdTo: dateFilter,
  sortField: z.enum(MONEY_LOG_SORT_FIELDS).optional(),
  sortOrder: sortOrderSchema,
});
export type MoneyLogListQuery = z.input<typeof moneyLogListQuerySchema>;

export interface MoneyLogEntry {
  id: number;
  memberId: number;
  memberAccount: string;
  currency: string;
  type: MoneyLogType;
  balanceKind: BalanceKind;
  before: string;
  change: string;
  after: string;
  refType: 'RECHARGE' | 'WITHDRAW';
  refId: number;
  refNo: string;
  operatorId: number | null;
  remark: string;
  createdAt: string;
}

export interface Currency {
  code: string;
  name: string;
  displayScale: number;
  withdrawFeeFixed: string;
  withdrawFeeRate: string;
  withdrawMin: string;
  enabled: boolean;
}

/* ---------- real-name (KYC) ---------- */

export const KYC_SORT_FIELDS = ['createdAt', 'id'] as const;
export const kycListQuerySchema = pageQuerySchema.extend({
  memberId: idSchema.optional(),
  memberAccount: optionalText(),
  realName: optionalText(),
  status: z.enum(KYC_STATUSES).optional(),
  level: z.enum(KYC_APPLICATION_LEVELS).optional(),
  createdFrom: dateFilter,
  createdTo: dateFilter,
  sortField: z.enum(KYC_SORT_FIELDS).optional(),
  sortOrder: sortOrderSchema,
});
export type KycListQuery = z.input<typeof kycListQuerySchema>;

export const kycReviewSchema = reviewBase.refine(rejectHasReason, reasonToReject);
export type KycReviewRequest = z.input<typeof kycReviewSchema>;

export interface KycApplication {
  id: number;
  memberId: number;
  memberAccount: string;
  level: KycApplicationLevel;
  realName: string;
  idType: string;
  /** Masked (1101**********1234) except in memberAuth/get for holders of the review permission. */
  idNumber: string;
  idNumberMasked: boolean;
  country: string;
  status: KycStatus;
  rejectReason: string;
  reviewerId: number | null;
  reviewedAt: string | null;
  createdAt: string;
}

/* ---------- members ---------- */

export const MEMBER_SORT_FIELDS = ['registeredAt', 'id', 'account'] as const;
export const memberListQuerySchema = pageQuerySchema.extend({
  memberId: idSchema.optional(),
  account: optionalText(),
  phone: optionalText(),
  email: optionalText(128),
  status: z.enum(MEMBER_STATUSES).optional(),
  kycLevel: z.coerce.number().int().min(0).max(2).optional(),
  inviterId: idSchema.optional(),
  createdFrom: dateFilter,
  createdTo: dateFilter,
  sortField: z.enum(MEMBER_SORT_FIELDS).optional(),
  sortOrder: sortOrderSchema,
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

export const memberChangeStatusSchema = z.object({
  id: idSchema,
  status: z.enum(MEMBER_STATUSES),
  reason: z.string().trim().min(1, 'a reason is required').max(500),
});
export type MemberChangeStatusRequest = z.input<typeof memberChangeStatusSchema>;

export interface Wallet {
  currency: string;
  available: string;
  frozen: string;
}

export interface Member {
  id: number;
  account: string;
  nickname: string;
  phone: string;
  email: string;
  status: MemberStatus;
  kycLevel: number;
  inviterId: number | null;
  registerIp: string;
  registeredAt: string;
}

export interface MemberDetail extends Member {
  wallets: Wallet[];
}
