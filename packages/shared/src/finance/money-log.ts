import { z } from 'zod';
import { API_PREFIX, instantSchema } from '../api';
import { decimalTextSchema } from './money';

/** The append-only money log (every balance change, DESIGN.md §5) and the currency list. */

export const MONEY_LOG_ENDPOINTS = {
  moneyLogList: `${API_PREFIX}/cwManage/moneyLogList`,
  moneyLogExport: `${API_PREFIX}/cwManage/moneyLogExport`,
  currencyList: `${API_PREFIX}/cwManage/currencyList`,
} as const;

export const MONEY_LOG_TYPES = ['RECHARGE', 'WITHDRAW_FREEZE', 'WITHDRAW_UNFREEZE', 'WITHDRAW'] as const;
export type MoneyLogType = (typeof MONEY_LOG_TYPES)[number];
export const BALANCE_KINDS = ['AVAILABLE', 'FROZEN'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export const moneyLogEntrySchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  currency: z.string(),
  type: z.enum(MONEY_LOG_TYPES),
  balanceKind: z.enum(BALANCE_KINDS),
  before: decimalTextSchema,
  change: decimalTextSchema,
  after: decimalTextSchema,
  refType: z.enum(['RECHARGE', 'WITHDRAW']).describe('the kind of order that caused the change'),
  refId: z.number().int(),
  refNo: z.string(),
  operatorId: z.number().int().nullable(),
  remark: z.string(),
  createdAt: instantSchema,
});
export type MoneyLogEntry = z.infer<typeof moneyLogEntrySchema>;
