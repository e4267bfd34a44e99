/** Integral points, sign-in and the prize wheel (catalogue §7.4–7.6): the states and limits both sides share. */

export const WHEEL_STATUSES = ['DRAFT', 'PUBLISHED', 'PAUSED', 'ENDED'] as const;
export type WheelStatus = (typeof WHEEL_STATUSES)[number];

/** DRAFT → PUBLISHED (four-eyes) ↔ PAUSED → ENDED; ENDED is final and a draft is never ended (it was never public). */
export const WHEEL_TRANSITIONS: Readonly<Record<WheelStatus, readonly WheelStatus[]>> = {
  DRAFT: ['PUBLISHED'],
  PUBLISHED: ['PAUSED', 'ENDED'],
  PAUSED: ['PUBLISHED', 'ENDED'],
  ENDED: [],
};
export const wheelMayMove = (from: string, to: string): boolean => (WHEEL_TRANSITIONS[from as WheelStatus] ?? []).includes(to as WheelStatus);

export const SIGNIN_STATUSES = ['DRAFT', 'ACTIVE', 'ENDED'] as const;
export type SigninStatus = (typeof SIGNIN_STATUSES)[number];

/** Points sources of the log (catalogue §7.4), plus the wheel's cost and prize and a redemption code's points. */
export const POINTS_SOURCES = ['SIGNIN', 'TASK', 'FEE_REWARD', 'EXCHANGE', 'GRANT', 'EXPIRE', 'REVERSAL', 'WHEEL_COST', 'WHEEL_PRIZE', 'REDEEM_CODE'] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** What a points-log row belongs to (its refType; refId names the row): the one record each posting comes from. */
export const POINTS_REF_TYPES = ['POINTS_GRANT', 'POINTS_EXCHANGE', 'SIGNIN_RECORD', 'WHEEL_DRAW', 'REDEEM_CODE'] as const;
export type PointsRefType = (typeof POINTS_REF_TYPES)[number];

/** Where a member's draw chances came from. */
export const WHEEL_CHANCE_SOURCES = ['SIGNIN', 'TASK', 'GRANT', 'POINTS'] as const;
export type WheelChanceSource = (typeof WHEEL_CHANCE_SOURCES)[number];

/** What a wheel prize gives. */
export const WHEEL_PRIZE_KINDS = ['NONE', 'POINTS', 'ASSET', 'COUPON', 'TRIAL_FUND'] as const;
export type WheelPrizeKind = (typeof WHEEL_PRIZE_KINDS)[number];

/** A grant above this many points waits for a second operator. */
export const POINTS_GRANT_FOUR_EYES_ABOVE = 10_000;
/** Most members one batch grant names. */
export const POINTS_BATCH_MAX = 500;
/** Sign-in days are dates in this zone, whatever the server's. */
export const SIGNIN_TIME_ZONE = 'Asia/Shanghai';

export const POINTS_GRANT_KIND = 'marketing-points.grant';
export const WHEEL_PUBLISH_KIND = 'marketing-wheel.publish';
export const POINTS_APPROVE_PERMISSION = 'marketing/points/approve';
export const WHEEL_APPROVE_PERMISSION = 'marketing/wheel/approve';
