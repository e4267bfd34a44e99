import { AUTH_ENDPOINTS } from './auth';
import { DICT_ENDPOINTS } from './dict';
import { MONEY_LOG_ENDPOINTS } from './finance/money-log';
import { PENDING_ENDPOINTS } from './finance/pending';
import { RECHARGE_ENDPOINTS } from './finance/recharge';
import { WITHDRAW_ENDPOINTS } from './finance/withdraw';
import { KYC_ENDPOINTS } from './kyc';
import { MEMBER_ENDPOINTS } from './member';
import { USER_ENDPOINTS } from './user';

/*
 * Each area names its calls in its own file; these two tables gather them the way the console
 * looks them up: the shell's calls, and the money operations together with members and KYC.
 */

export const ENDPOINTS = { ...AUTH_ENDPOINTS, ...USER_ENDPOINTS, ...DICT_ENDPOINTS } as const;

export const FINANCE_ENDPOINTS = {
  ...RECHARGE_ENDPOINTS,
  ...WITHDRAW_ENDPOINTS,
  ...PENDING_ENDPOINTS,
  ...MONEY_LOG_ENDPOINTS,
  ...KYC_ENDPOINTS,
  ...MEMBER_ENDPOINTS,
} as const;
