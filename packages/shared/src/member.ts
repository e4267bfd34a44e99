import { z } from 'zod';
import { API_PREFIX, instantSchema } from './api';
import { decimalTextSchema } from './finance/money';

/**
 * Members: list, detail with wallets, freeze/disable/restore. The list, its filters and the status
 * actions come from the resource definition (resources/member/member.ts).
 */

export const MEMBER_ENDPOINTS = {
  memberList: `${API_PREFIX}/member/list`,
  memberGet: `${API_PREFIX}/member/get`,
} as const;

/** Each state has a dictionary type of the same name in snake case. */
export const MEMBER_STATUSES = ['NORMAL', 'FROZEN', 'DISABLED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

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
