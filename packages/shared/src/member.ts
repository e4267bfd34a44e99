import { z } from 'zod';
import { API_PREFIX, pageQuerySchema } from './api';
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
