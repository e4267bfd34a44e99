import { l } from './labels';

/**
 * The staking state machines (catalogue §4), shared so the server's checks and the console's
 * offered actions come from one table.
 *
 * Product: DRAFT → ACTIVE (a second operator approves the terms) ⇄ PAUSED (no new subscriptions) → CLOSED.
 * Order: HOLDING → MATURED (term ends) | REDEEM_REQUESTED → UNLOCKING → REDEEMED (early or flexible
 * redemption) | CANCELLED (operator, four-eyes: principal and accrued returned).
 */
export const STAKING_PRODUCT_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED'] as const;
export type StakingProductStatus = (typeof STAKING_PRODUCT_STATUSES)[number];
export const STAKING_ORDER_STATUSES = ['HOLDING', 'REDEEM_REQUESTED', 'UNLOCKING', 'REDEEMED', 'MATURED', 'CANCELLED'] as const;
export type StakingOrderStatus = (typeof STAKING_ORDER_STATUSES)[number];

export const STAKING_PRODUCT_TRANSITIONS: Readonly<Record<StakingProductStatus, readonly StakingProductStatus[]>> = {
  DRAFT: ['ACTIVE', 'CLOSED'],
  ACTIVE: ['PAUSED', 'CLOSED'],
  PAUSED: ['ACTIVE', 'CLOSED'],
  CLOSED: [],
};
export const STAKING_ORDER_TRANSITIONS: Readonly<Record<StakingOrderStatus, readonly StakingOrderStatus[]>> = {
  HOLDING: ['REDEEM_REQUESTED', 'MATURED', 'CANCELLED'],
  REDEEM_REQUESTED: ['UNLOCKING', 'CANCELLED'],
  UNLOCKING: ['REDEEMED'],
  REDEEMED: [],
  MATURED: [],
  CANCELLED: [],
};

export const productMayMove = (from: string, to: StakingProductStatus): boolean => (STAKING_PRODUCT_TRANSITIONS[from as StakingProductStatus] ?? []).includes(to);
export const orderMayMove = (from: string, to: StakingOrderStatus): boolean => (STAKING_ORDER_TRANSITIONS[from as StakingOrderStatus] ?? []).includes(to);
export const productStatesInto = (to: StakingProductStatus) => STAKING_PRODUCT_STATUSES.filter((s) => STAKING_PRODUCT_TRANSITIONS[s].includes(to));
export const orderStatesInto = (to: StakingOrderStatus) => STAKING_ORDER_STATUSES.filter((s) => STAKING_ORDER_TRANSITIONS[s].includes(to));

/** Four-eyes kinds (the Approvals page decides them). */
export const STAKING_APPROVAL_KINDS = {
  activate: 'staking.product.activate',
  terms: 'staking.product.terms',
  rate: 'staking.rate.publish',
  cancel: 'staking.order.cancel',
} as const;

export const STAKING_PERMISSIONS = {
  productApprove: 'earn/product/approve',
  rateApprove: 'earn/rate/approve',
  orderCancel: 'earn/order/cancel',
} as const;

export const YIELD_SOURCE_OPTIONS = [
  { value: 'ONCHAIN_VALIDATOR', label: l('链上验证节点奖励', 'On-chain validator rewards', '鏈上驗證節點獎勵') },
  { value: 'LENDING_DESK', label: l('借贷业务收入', 'Lending desk income', '借貸業務收入') },
  { value: 'TREASURY_PROMO', label: l('平台推广资金', 'Treasury promotion', '平台推廣資金') },
] as const;
export const EARLY_REDEEM_OPTIONS = [
  { value: 'NOT_ALLOWED', label: l('不可提前赎回', 'Not allowed', '不可提前贖回') },
  { value: 'FORFEIT_ACCRUED', label: l('放弃已计收益', 'Forfeit accrued income', '放棄已計收益') },
  { value: 'FEE_RATE', label: l('按费率扣费', 'Fee on principal', '按費率扣費') },
] as const;
export const PAYOUT_MODE_OPTIONS = [
  { value: 'DAILY', label: l('每日发放', 'Daily', '每日發放') },
  { value: 'AT_MATURITY', label: l('到期发放', 'At maturity', '到期發放') },
] as const;
/** Income starts the day after the subscription (the only rule the engine has; the table's check holds it). */
export const ACCRUAL_START_OPTIONS = [{ value: 'T_PLUS_1', label: l('次日起息（T+1）', 'Next day (T+1)', '次日起息（T+1）') }] as const;
/** A day's income is cut to the currency's display scale, never rounded up (the platform never pays a fraction it does not hold). */
export const ROUNDING_OPTIONS = [{ value: 'ROUND_DOWN', label: l('向下舍入', 'Round down', '無條件捨去') }] as const;
export const PRODUCT_STATUS_OPTIONS = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'ACTIVE', label: l('可申购', 'Active', '可申購'), color: 'success' },
  { value: 'PAUSED', label: l('暂停申购', 'Paused', '暫停申購'), color: 'warning' },
  { value: 'CLOSED', label: l('已关闭', 'Closed', '已關閉'), color: 'default' },
] as const;
export const ORDER_STATUS_OPTIONS = [
  { value: 'HOLDING', label: l('持有中', 'Holding', '持有中'), color: 'processing' },
  { value: 'REDEEM_REQUESTED', label: l('已申请赎回', 'Redemption requested', '已申請贖回'), color: 'warning' },
  { value: 'UNLOCKING', label: l('解锁中', 'Unlocking', '解鎖中'), color: 'warning' },
  { value: 'REDEEMED', label: l('已赎回', 'Redeemed', '已贖回'), color: 'default' },
  { value: 'MATURED', label: l('已到期', 'Matured', '已到期'), color: 'success' },
  { value: 'CANCELLED', label: l('已取消', 'Cancelled', '已取消'), color: 'error' },
] as const;
export const ACCRUAL_STATUS_OPTIONS = [
  { value: 'ACCRUED', label: l('已计提', 'Accrued', '已計提'), color: 'processing' },
  { value: 'PAID', label: l('已发放', 'Paid', '已發放'), color: 'success' },
  { value: 'FORFEITED', label: l('已放弃', 'Forfeited', '已放棄'), color: 'warning' },
  { value: 'REVERSED', label: l('已冲回', 'Reversed', '已沖回'), color: 'error' },
] as const;
