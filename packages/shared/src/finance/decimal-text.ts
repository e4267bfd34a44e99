/**
 * Decimal text as the console shows and checks it, without zod: a page that formats an amount
 * does not load the schemas (money.ts) with it. Text only, never a float.
 */

/** A decimal string: optional minus, digits, optional fraction. */
export const DECIMAL = /^-?\d+(\.\d+)?$/;

const ZERO = 48;
const MINUS = 45;

/** Drops leading zeros and trailing fraction zeros: "0100.500" → "100.5". Text only, no float. */
export function normalizeDecimal(value: string): string {
  const dot = value.indexOf('.');
  const first = value.charCodeAt(0);
  // The database's own text (no sign, no leading zero but a lone one, one point) loses only its
  // fraction's trailing zeros: a 1000-row list page normalises 2,000 amounts.
  if (dot > 0 && first !== MINUS && (first !== ZERO || dot === 1) && value.indexOf('.', dot + 1) === -1) {
    let end = value.length;
    while (value.charCodeAt(end - 1) === ZERO) end -= 1;
    return value.slice(0, end === dot + 1 ? dot : end);
  }
  return normalizeAnyDecimal(value);
}

/** The rule for any text (signs, leading zeros, stray points): normalizeDecimal's fast path answers as it does. */
export function normalizeAnyDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [rawWhole = '0', rawFraction = ''] = (negative ? value.slice(1) : value).split('.');
  const whole = rawWhole.replace(/^0+(?=\d)/, '') || '0';
  const fraction = rawFraction.replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

/** Decimal places a decimal string carries, trailing zeros not counted ("1.50" → 1). */
export function decimalPlacesOf(value: string): number {
  const fraction = value.trim().split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/**
 * What is wrong with an amount in a currency of `scale` decimals (the currency's displayScale,
 * the one source of its precision: forms, the API and exports all ask it), or null when it fits.
 */
export function amountScaleProblem(value: string, scale: number): string | null {
  const places = decimalPlacesOf(value);
  if (places <= scale) return null;
  return scale === 0 ? 'no decimal places allowed in this currency' : `at most ${scale} decimal places in this currency`;
}

/**
 * An amount as a reader sees it in a currency of `scale` decimals: the fraction padded to the
 * scale ("100.5", 2 → "100.50"). Digits beyond the scale (amounts stored before it was enforced)
 * are kept, never rounded away: money is shown as it is. Text only, no float.
 */
export function amountAtScale(value: string, scale: number): string {
  const text = value.trim();
  if (!DECIMAL.test(text)) return text;
  const normal = normalizeDecimal(text);
  const [whole = '0', fraction = ''] = normal.split('.');
  const padded = fraction.length >= scale ? fraction : fraction.padEnd(scale, '0');
  return padded ? `${whole}.${padded}` : whole;
}

const DECIMAL_PARTS = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * Moves a decimal string's point by `places` (2: 0.015 → 1.5, -2: 1.5 → 0.015) on the text
 * itself, so a rate shown as a percentage keeps every digit it had; null when it is no decimal.
 */
export function shiftDecimal(value: string, places: number): string | null {
  const match = DECIMAL_PARTS.exec(value.trim());
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  let digits = whole + fraction;
  let point = whole.length + places;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits + '0'.repeat(point - digits.length);
  const text = `${sign}${digits.slice(0, point) || '0'}${point < digits.length ? `.${digits.slice(point)}` : ''}`;
  return normalizeDecimal(text);
}

/** A stored rate as a percentage, every digit kept: "0.00150000" → "0.15%"; other text as it is. */
export function percentText(value: string): string {
  const shifted = shiftDecimal(value, 2);
  return shifted === null ? value : `${shifted}%`;
}
