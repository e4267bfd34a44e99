import { z } from 'zod';
import { API_PREFIX, instantSchema, pageQuerySchema } from './api';
import { decimalTextSchema } from './finance/money';
import { dateBoundFilter, idSchema, optionalTextFilter, sortOrderSchema } from './list-filters';

/** Members: list, detail with wallets, freeze/disable/restore. */

export const MEMBER_ENDPOINTS = {
  memberList: `${API_PREFIX}/member/list`,
  memberGet: `${API_PREFIX}/member/get`,
  memberChangeStatus: `${API_PREFIX}/member/changeStatus`,
} as const;

/** Each state has a dictionary type of the same name in snake case. */
export const MEMBER_STATUSES = ['NORMAL', 'FROZEN', 'DISABLED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_SORT_FIELDS = ['registeredAt', 'id', 'account'] as const;
export const memberListQuerySchema = pageQuerySchema.extend({
  memberId: idSchema.optional(),
  account: optionalTextFilter(),
  phone: optionalTextFilter(),
  email: optionalTextFilter(128),
  status: z.enum(MEMBER_STATUSES).optional(),
  kycLevel: z.coerce.number().int().min(0).max(2).optional(),
  inviterId: idSchema.optional(),
  createdFrom: dateBoundFilter,
  createdTo: dateBoundFilter,
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

export const walletSchema = z.object({ currency: z.string(), available: decimalTextSchema, frozen: decimalTextSchema });
export type Wallet = z.infer<typeof walletSchema>;

export const memberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(MEMBER_STATUSES),
  kycLevel: z.number().int().describe('0 none, 1 primary, 2 advanced (dictionary kyc_level)'),
  inviterId: z.number().int().nullable(),
  registerIp: z.string(),
  registeredAt: instantSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberDetailSchema = memberSchema.extend({ wallets: z.array(walletSchema) });
export type MemberDetail = z.infer<typeof memberDetailSchema>;
