import { z } from 'zod';
import { moneyAmountSchema } from './finance/money';
import { idSchema, instantInputSchema, textSchema, versionSchema } from './input';

/**
 * Per-member config (catalogue §2.1): capability flags, limits, fee tier and the test-account
 * flag. A change names why (a coded reason); a restriction carries a coded reason, a review date
 * and, at most, a reviewed notice template: never free text to the member, and no outcome,
 * streak, credit-score or wagering field.
 */

export const MEMBER_CONFIG_PERMISSION = 'member/config';
export const MEMBER_CONFIG_APPROVE_PERMISSION = 'member/config/approve';
export const MEMBER_CONFIG_VIEW_PERMISSION = 'member/config/view';
export const MEMBER_CONFIG_EDIT_PERMISSION = 'member/config/edit';
/** The four-eyes kind of a change that needs a second operator (modules/approval). */
export const MEMBER_CONFIG_APPROVAL_KIND = 'member-config.edit';

export const FEE_TIER_DICT = 'mem_fee_tier';
export const RESTRICTION_REASON_DICT = 'mem_restriction_reason';
export const CONFIG_CHANGE_REASON_DICT = 'mem_config_change_reason';
export const NOTICE_TEMPLATE_DICT = 'mem_notice_template';

export const FEE_TIERS = ['DEFAULT', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6', 'VIP7', 'VIP8'] as const;
export const RESTRICTION_REASONS = ['AML_REVIEW', 'KYC_EXPIRED', 'COURT_ORDER', 'MEMBER_REQUEST', 'OTHER'] as const;
/** Restrictions set for these reasons are lifted only with a second approver. */
export const COMPLIANCE_REASONS: readonly string[] = ['AML_REVIEW', 'COURT_ORDER'];
export const CHANGE_REASONS = ['REVIEW_COMPLETED', 'COMPLIANCE_REQUEST', 'MEMBER_REQUEST', 'KYC_UPDATED', 'LEGAL_ORDER', 'RISK_SIGNAL', 'CORRECTION', 'OTHER'] as const;
export const NOTICE_TEMPLATES = ['ACCOUNT_UNDER_REVIEW', 'WITHDRAWALS_PAUSED_REVIEW', 'KYC_RENEWAL_REQUIRED', 'PAUSED_AT_MEMBER_REQUEST', 'LEGAL_HOLD'] as const;

/** The capability flags, in the order the console shows them. */
export const CAPABILITY_FLAGS = ['canLogin', 'canTrade', 'canWithdraw', 'canRecharge', 'canTransfer'] as const;
export type CapabilityFlag = (typeof CAPABILITY_FLAGS)[number];

/** A member's config values as the API carries them (money as text, instants as ISO-8601). */
export interface MemberConfigValues {
  canLogin: boolean;
  canTrade: boolean;
  canWithdraw: boolean;
  canRecharge: boolean;
  canTransfer: boolean;
  withdrawDailyLimitUsd: string | null;
  withdraw30dLimitUsd: string | null;
  feeTier: string;
  isTest: boolean;
  restrictionReasonCode: string | null;
  memberNoticeTemplate: string | null;
  reviewDueAt: string | null;
}

/** What a member without a config row has: every capability, no withdrawal limit of its own, the default tier. */
export const DEFAULT_MEMBER_CONFIG: MemberConfigValues = {
  canLogin: true,
  canTrade: true,
  canWithdraw: true,
  canRecharge: true,
  canTransfer: true,
  withdrawDailyLimitUsd: null,
  withdraw30dLimitUsd: null,
  feeTier: 'DEFAULT',
  isTest: false,
  restrictionReasonCode: null,
  memberNoticeTemplate: null,
  reviewDueAt: null,
};

export const MEMBER_CONFIG_REMARK_MAX = 500;

const limit = moneyAmountSchema.nullable();
/** The whole config as the edit dialog sends it (every value, so the change row says exactly what was asked). */
export const memberConfigValuesSchema = z.object({
  canLogin: z.boolean(),
  canTrade: z.boolean(),
  canWithdraw: z.boolean(),
  canRecharge: z.boolean(),
  canTransfer: z.boolean(),
  withdrawDailyLimitUsd: limit,
  withdraw30dLimitUsd: limit,
  feeTier: z.enum(FEE_TIERS),
  isTest: z.boolean(),
  restrictionReasonCode: z.enum(RESTRICTION_REASONS).nullable(),
  memberNoticeTemplate: z.enum(NOTICE_TEMPLATES).nullable(),
  reviewDueAt: instantInputSchema.nullable(),
});

const changeWhy = {
  /** Why this change is made (coded; the remark is for colleagues, never shown to the member). */
  changeReason: z.enum(CHANGE_REASONS),
  remark: textSchema().trim().max(MEMBER_CONFIG_REMARK_MAX).optional().default(''),
  /** The version read (null: the member had no config row yet), so two editors never overwrite each other. */
  version: versionSchema.nullable(),
};

/** A change from the list (row action): `id` is the config row. */
export const memberConfigChangeSchema = z.object({ id: idSchema, ...changeWhy, values: memberConfigValuesSchema });
/** A change for any member (toolbar action), whether or not it has a config row yet. */
export const memberConfigConfigureSchema = z.object({ memberId: idSchema, ...changeWhy, values: memberConfigValuesSchema });

/** What a change answers: applied at once, or filed for a second operator's approval. */
export const memberConfigOutcomeSchema = z.object({
  applied: z.boolean(),
  approvalId: z.number().nullable(),
  memberId: z.number(),
});
export type MemberConfigOutcome = z.infer<typeof memberConfigOutcomeSchema>;

/** One entry of a member's change history (mem_config_change). */
export interface MemberConfigChange {
  id: number;
  before: MemberConfigValues;
  after: MemberConfigValues;
  reasonCode: string | null;
  remark: string;
  operatorId: number | null;
  operatorName: string | null;
  approvalId: number | null;
  approverName: string | null;
  createdAt: string;
}

/** A member's config whether or not it has a row yet, with its history and any request waiting. */
export interface MemberConfigView {
  memberId: number;
  account: string;
  /** The row's id and version (null: defaults, no row yet). */
  id: number | null;
  version: number | null;
  values: MemberConfigValues;
  changes: MemberConfigChange[];
  pendingApproval: { id: number; makerId: number; createdAt: string } | null;
}

export const MEMBER_CONFIG_ENDPOINTS = {
  /** GET ?memberId=: the member's config or the defaults, its history and any pending request. */
  ofMember: '/api/v2/sitebkd/member/config/ofMember',
} as const;
