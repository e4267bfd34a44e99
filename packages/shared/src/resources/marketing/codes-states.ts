/**
 * The state machines of redemption codes and coupons (catalogue §7.2, §7.3), shared so the
 * server's checks and the console's offered actions come from one table.
 *
 * Redeem batch: DRAFT → ACTIVE (its codes minted) → PAUSED ↔ ACTIVE → EXPIRED (the window closed,
 * or the batch voided; final). Redeem code: UNUSED → REDEEMED | VOID (both final).
 * Coupon template: DRAFT → PUBLISHED → PAUSED ↔ PUBLISHED → ENDED (final).
 * Coupon: UNUSED → LOCKED (an order placed) → USED (filled) or back to UNUSED (cancelled);
 * UNUSED → EXPIRED (the expiry job) | REVOKED (an operator, with a reason). USED, EXPIRED, REVOKED are final.
 */
export const REDEEM_BATCH_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'EXPIRED'] as const;
export type RedeemBatchStatus = (typeof REDEEM_BATCH_STATUSES)[number];
export const REDEEM_CODE_STATUSES = ['UNUSED', 'REDEEMED', 'VOID'] as const;
export type RedeemCodeStatus = (typeof REDEEM_CODE_STATUSES)[number];
export const COUPON_TEMPLATE_STATUSES = ['DRAFT', 'PUBLISHED', 'PAUSED', 'ENDED'] as const;
export type CouponTemplateStatus = (typeof COUPON_TEMPLATE_STATUSES)[number];
export const COUPON_STATUSES = ['UNUSED', 'LOCKED', 'USED', 'EXPIRED', 'REVOKED'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const REDEEM_BATCH_TRANSITIONS: Readonly<Record<RedeemBatchStatus, readonly RedeemBatchStatus[]>> = {
  DRAFT: ['ACTIVE', 'EXPIRED'],
  ACTIVE: ['PAUSED', 'EXPIRED'],
  PAUSED: ['ACTIVE', 'EXPIRED'],
  EXPIRED: [],
};
export const REDEEM_CODE_TRANSITIONS: Readonly<Record<RedeemCodeStatus, readonly RedeemCodeStatus[]>> = {
  UNUSED: ['REDEEMED', 'VOID'],
  REDEEMED: [],
  VOID: [],
};
export const COUPON_TEMPLATE_TRANSITIONS: Readonly<Record<CouponTemplateStatus, readonly CouponTemplateStatus[]>> = {
  DRAFT: ['PUBLISHED'],
  PUBLISHED: ['PAUSED', 'ENDED'],
  PAUSED: ['PUBLISHED', 'ENDED'],
  ENDED: [],
};
export const COUPON_TRANSITIONS: Readonly<Record<CouponStatus, readonly CouponStatus[]>> = {
  UNUSED: ['LOCKED', 'EXPIRED', 'REVOKED'],
  LOCKED: ['USED', 'UNUSED'],
  USED: [],
  EXPIRED: [],
  REVOKED: [],
};

const mayMove =
  <S extends string>(table: Readonly<Record<S, readonly S[]>>) =>
  (from: string, to: S): boolean =>
    (table[from as S] ?? []).includes(to);
const statesInto =
  <S extends string>(all: readonly S[], table: Readonly<Record<S, readonly S[]>>) =>
  (to: S): S[] =>
    all.filter((from) => table[from].includes(to));

export const redeemBatchMayMove = mayMove(REDEEM_BATCH_TRANSITIONS);
export const redeemCodeMayMove = mayMove(REDEEM_CODE_TRANSITIONS);
export const couponTemplateMayMove = mayMove(COUPON_TEMPLATE_TRANSITIONS);
export const couponMayMove = mayMove(COUPON_TRANSITIONS);
export const redeemBatchStatesInto = statesInto(REDEEM_BATCH_STATUSES, REDEEM_BATCH_TRANSITIONS);
export const couponTemplateStatesInto = statesInto(COUPON_TEMPLATE_STATUSES, COUPON_TEMPLATE_TRANSITIONS);

/** Four-eyes kinds of the area. */
export const REDEEM_GENERATE_KIND = 'redeem-batch.generate';
export const COUPON_SEND_KIND = 'coupon.send';

/** Most members one sending names. */
export const COUPON_SEND_MAX = 1000;
/** Wrong codes a member (or an IP) may type in the window before redemption is refused for them. */
export const REDEEM_FAILURE_LIMIT = 5;
export const REDEEM_FAILURE_WINDOW_MINUTES = 15;
