import { API_PREFIX } from '../api';

/**
 * The append-only money log (every balance change, DESIGN.md §5) and the currency list. The log's
 * rows, filters and export are its resource definition's (resources/finance/money-log.ts).
 */

export const MONEY_LOG_ENDPOINTS = {
  moneyLogList: `${API_PREFIX}/cwManage/moneyLogList`,
  moneyLogExport: `${API_PREFIX}/cwManage/moneyLogExport`,
  currencyList: `${API_PREFIX}/cwManage/currencyList`,
} as const;

export const MONEY_LOG_TYPES = ['RECHARGE', 'WITHDRAW_FREEZE', 'WITHDRAW_UNFREEZE', 'WITHDRAW'] as const;
export type MoneyLogType = (typeof MONEY_LOG_TYPES)[number];
export const BALANCE_KINDS = ['AVAILABLE', 'FROZEN'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];
