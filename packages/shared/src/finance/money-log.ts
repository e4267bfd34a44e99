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

export const MONEY_LOG_TYPES = [
  'RECHARGE',
  'WITHDRAW_FREEZE',
  'WITHDRAW_UNFREEZE',
  'WITHDRAW',
  // Trial funds (catalogue §2.2): a platform expense, never the member's own money.
  'TRIAL_GRANT',
  'TRIAL_EXPIRE',
  'TRIAL_REVOKE',
  'TRIAL_PROFIT_RELEASE',
  // Reports (catalogue §10.3–10.4): swaps at a recorded reference rate, transfers between own accounts.
  'SWAP_OUT',
  'SWAP_IN',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  // Referral commission on fees actually charged, depth at most 2 (catalogue §10.2).
  'REFERRAL_COMMISSION',
  // A recharge credited FROZEN (black-listed sender, catalogue §3.4) released by a four-eyes compliance decision.
  'RECHARGE_RELEASE',
  // Marketing (catalogue §7.1, §7.7): awards paid from a campaign budget and their reversal; red-envelope claims from escrow.
  'AWARD_CREDIT',
  'AWARD_REVERSAL',
  'RED_ENVELOPE_CLAIM',
  // Marketing (catalogue §7.2, §7.3): a redemption code's asset credit and a coupon's cash rebate, both paid from a budget.
  'REDEEM_CODE_CREDIT',
  'COUPON_REBATE',
  // Marketing (catalogue §7.5–7.6): asset rewards paid from a funded budget.
  'SIGNIN_REWARD',
  'LOTTERY_PRIZE',
  // Staking (catalogue §4): principal locked in FROZEN, income from the product's yield pool, the
  // principal released, paid income taken back from the principal on early redemption, the early fee.
  'STAKE_LOCK',
  'STAKE_INTEREST',
  'STAKE_REDEEM',
  'STAKE_FORFEIT',
  'STAKE_FEE',
  // Contract trading (catalogue §5.5): written by the engine only, one key per fill (or per order for its margin).
  'CTR_MARGIN_LOCK',
  'CTR_MARGIN_UNLOCK',
  'CTR_FEE',
  'CTR_REALISED_PNL',
  'CTR_LIQUIDATION',
  // Copy-trading profit share (catalogue §6.2): withheld daily, paid to the lead or refunded at cycle end.
  'COPY_SHARE_HOLD',
  'COPY_SHARE_PAY',
  'COPY_SHARE_REFUND',
  // Contracts (catalogue §5.2, §5.4): a delivery order's stake and settlement, a void's refund, a test-asset grant.
  'DELIVERY_STAKE',
  'DELIVERY_SETTLE',
  'DELIVERY_VOID_REFUND',
  'TEST_FAUCET',
] as const;
export type MoneyLogType = (typeof MONEY_LOG_TYPES)[number];
export const BALANCE_KINDS = ['AVAILABLE', 'FROZEN', 'TRIAL'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];
