/**
 * Exact decimal arithmetic for the trading engine and the profit share: amounts are held as BigInt
 * counts of 10^-18 (the ledger's numeric(36,18)), so margins, fees and P&L never pass through a
 * float. Division and rounding truncate toward zero unless asked to floor; every caller says which.
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
