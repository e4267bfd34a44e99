/**
 * Exact decimal arithmetic for index values and payouts: numbers as BigInt units of 10^-18 (the
 * money columns' scale), so no float ever touches a price or an amount. Division and scaling
 * round half away from zero, as the published rules say.
 */
export type Fixed = bigint;

const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

export function fx(decimal: string | number): Fixed {
  const text = String(decimal).trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`${text} is not a decimal number`);
  const units = BigInt(match[2]!) * ONE + BigInt((match[3] ?? '').slice(0, SCALE).padEnd(SCALE, '0') || '0');
  return match[1] ? -units : units;
}

const roundDiv = (a: bigint, b: bigint): bigint => {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (x * 2n + y) / (2n * y);
  return negative ? -q : q;
};

export const mul = (a: Fixed, b: Fixed): Fixed => roundDiv(a * b, ONE);
export const div = (a: Fixed, b: Fixed): Fixed => {
  if (b === 0n) throw new RangeError('division by zero');
  return roundDiv(a * ONE, b);
};
export const abs = (a: Fixed): Fixed => (a < 0n ? -a : a);

/** Rounded to `places` decimals (half away from zero). */
export const roundTo = (a: Fixed, places: number): Fixed => {
  const step = 10n ** BigInt(SCALE - places);
  return roundDiv(a, step) * step;
};

/** The shortest decimal text: no trailing zeros, no exponent. */
export function text(a: Fixed): string {
  const negative = a < 0n;
  const units = negative ? -a : a;
  const whole = units / ONE;
  const fraction = (units % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
