/**
 * Exact decimal arithmetic for the contract areas (index values, settlement payouts, margins,
 * fees, P&L, the profit share): amounts are held as BigInt counts of 10^-18 (the ledger's
 * numeric(36,18)), so no price or amount ever passes through a float. `mul`/`div` truncate toward
 * zero; the `Rounded` forms and `roundTo` round half away from zero, as the published index and
 * settlement rules say; every caller says which.
 */
const PLACES = 18;
const ONE = 10n ** BigInt(PLACES);

/** A decimal string ("-12.5") as 10^-18 units. */
export function units(text: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`"${text}" is not a decimal number`);
  const [, minus, whole, fraction = ''] = match;
  const value = BigInt(whole!) * ONE + BigInt((fraction.slice(0, PLACES) || '0').padEnd(PLACES, '0'));
  return minus ? -value : value;
}

/** 10^-18 units as a trimmed decimal string. */
export function text(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(PLACES + 1, '0');
  const fraction = digits.slice(-PLACES).replace(/0+$/, '');
  const result = `${digits.slice(0, -PLACES)}${fraction ? `.${fraction}` : ''}`;
  return negative && result !== '0' ? `-${result}` : result;
}

export const mul = (a: bigint, b: bigint): bigint => (a * b) / ONE;
/** a ÷ b, truncated toward zero at 18 places. */
export const div = (a: bigint, b: bigint): bigint => (a * ONE) / b;
export const fromInt = (n: number): bigint => BigInt(n) * ONE;
export const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);
export const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** Rounded down (toward negative infinity) to `scale` places: what a member is charged or paid is never rounded in their disfavour twice. */
export function floorTo(value: bigint, scale: number): bigint {
  const step = 10n ** BigInt(PLACES - scale);
  const remainder = ((value % step) + step) % step;
  return value - remainder;
}

/** Rounded up (toward positive infinity) to `scale` places: a charge rounded so the platform never undercharges margin. */
export function ceilTo(value: bigint, scale: number): bigint {
  const floored = floorTo(value, scale);
  return floored === value ? value : floored + 10n ** BigInt(PLACES - scale);
}

/** Truncated toward zero to `scale` places. */
export function truncTo(value: bigint, scale: number): bigint {
  return value < 0n ? -floorTo(-value, scale) : floorTo(value, scale);
}

export const abs = (value: bigint): bigint => (value < 0n ? -value : value);

/** a ÷ b with the quotient rounded half away from zero. */
function roundedQuotient(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  const q = (abs(a) * 2n + abs(b)) / (2n * abs(b));
  return a < 0n !== b < 0n ? -q : q;
}

/** a × b, rounded half away from zero at 18 places. */
export const mulRounded = (a: bigint, b: bigint): bigint => roundedQuotient(a * b, ONE);
/** a ÷ b, rounded half away from zero at 18 places. */
export const divRounded = (a: bigint, b: bigint): bigint => roundedQuotient(a * ONE, b);

/** Rounded half away from zero to `scale` places. */
export function roundTo(value: bigint, scale: number): bigint {
  const step = 10n ** BigInt(PLACES - scale);
  return roundedQuotient(value, step) * step;
}
