import { z } from 'zod';
import { API_PREFIX, instantSchema } from './api';
import { decimalTextSchema } from './finance/money';
import { idSchema, textSchema } from './input';
import { pickerQuerySchema } from './resource/reference-options';
import { idListSchema } from './resource/schemas';
import { describedAs } from './schema-description';

/**
 * Members: list, detail with wallets, freeze/disable/restore. The list, its filters and the status
 * actions come from the resource definition (resources/member/member.ts).
 */

export const MEMBER_ENDPOINTS = {
  memberList: `${API_PREFIX}/member/list`,
  memberGet: `${API_PREFIX}/member/get`,
  /** The operators a member may be assigned to by the caller (GET, the assign permission). */
  operatorOptions: `${API_PREFIX}/member/operatorOptions`,
  /** Members in the caller's data scope by account, nickname or phone prefix, for pickers (GET, the member list permission). */
  memberOptions: `${API_PREFIX}/member/options`,
} as const;

/** Each state has a dictionary type of the same name in snake case. */
export const MEMBER_STATUSES = ['NORMAL', 'FROZEN', 'DISABLED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const walletSchema = z.object({
  currency: z.string(),
  available: decimalTextSchema,
  frozen: decimalTextSchema,
  /** Trial credit (catalogue §2.2): shown apart, never withdrawable, never part of the member's own assets. */
  trial: decimalTextSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const memberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(MEMBER_STATUSES),
  kycLevel: z.number().int().meta(
    describedAs(
      '0 未认证，1 初级，2 高级（字典 kyc_level）',
      '0 none, 1 primary, 2 advanced (dictionary kyc_level)',
      '0 未認證，1 初級，2 高級（字典 kyc_level）',
    ),
  ),
  inviterId: z.number().int().nullable(),
  registerIp: z.string(),
  registeredAt: instantSchema,
  operatorId: z.number().int().nullable().meta(
    describedAs(
      '会员所分配的操作员（sys_user）；null：未分配',
      'the operator (sys_user) the member is assigned to; null: nobody',
      '會員所分配的操作員（sys_user）；null：未分配',
    ),
  ),
});
export type Member = z.infer<typeof memberSchema>;

export const memberDetailSchema = memberSchema.extend({ wallets: z.array(walletSchema) });
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/* ---------- assigning members to operators ---------- */

/** Assigning members to operators (one or many at a time); seeded as a button under the member list. */
export const MEMBER_ASSIGN_PERMISSION = 'member/member/assign';

/** The operator to assign to, or null to take the members off whoever has them. Sent explicitly: a missing key never unassigns. */
const operatorChoice = idSchema.nullable();
export const memberAssignSchema = z.object({ id: idSchema, operatorId: operatorChoice });
export const memberAssignManySchema = z.object({ ids: idListSchema, operatorId: operatorChoice });
export type MemberAssignRequest = z.input<typeof memberAssignManySchema>;
export const memberAssignResultSchema = z.object({ assigned: z.number().int().meta(
  describedAs(
    '现分配给该操作员的会员数',
    'members now assigned to the operator',
    '現分配給該操作員的會員數',
  ),
) });
export type MemberAssignResult = z.infer<typeof memberAssignResultSchema>;

/** How many operators the picker offers at once (it narrows by what is typed). */
export const OPERATOR_OPTIONS_LIMIT = 50;
export const operatorOptionsQuerySchema = z.object({
  keyword: textSchema().trim().max(64, 'at most 64 characters').optional().meta(describedAs('用户名或昵称的开头', 'start of the user name or nickname', '使用者名稱或暱稱的開頭')),
});
export const operatorOptionSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  deptName: z.string().nullable(),
});
export type OperatorOption = z.infer<typeof operatorOptionSchema>;
export const operatorOptionsSchema = z.object({ list: z.array(operatorOptionSchema) });

/** How many members a picker offers at once (it narrows by what is typed). */
export const MEMBER_OPTIONS_LIMIT = 20;
export const memberOptionsQuerySchema = pickerQuerySchema(
  describedAs('账号、昵称或手机号的开头', 'start of the account, nickname or phone', '帳號、暱稱或手機號碼的開頭'),
  describedAs('按 ID 取一名会员（选择器显示表单中已有的会员）', 'one member by id (a picker showing the member a form already holds)', '按 ID 取一名會員（選擇器顯示表單中已有的會員）'),
);
export const memberOptionSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  phone: z.string(),
  status: z.enum(MEMBER_STATUSES),
});
export type MemberOption = z.infer<typeof memberOptionSchema>;
export const memberOptionsSchema = z.object({ list: z.array(memberOptionSchema) });
