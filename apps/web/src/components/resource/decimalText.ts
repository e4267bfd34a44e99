import { normalizeDecimal } from '@ledgerdesk/shared';

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * Moves a decimal string's point by `places` (2: 0.015 → 1.5, -2: 1.5 → 0.015) on the text
 * itself, so a rate shown as a percentage keeps every digit it had; null when it is no decimal.
 */
export function shiftDecimal(value: string, places: number): string | null {
  const match = DECIMAL.exec(value.trim());
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

/** Compares two decimal strings exactly (no float): negative, zero or positive like a sort comparator. */
export function compareDecimal(a: string, b: string): number {
  const parse = (v: string) => {
    const [, sign = '', whole = '', fraction = ''] = DECIMAL.exec(normalizeDecimal(v.trim())) ?? [];
    return { negative: sign === '-', whole: whole.replace(/^0+/, ''), fraction: fraction.replace(/0+$/, '') };
  };
  const x = parse(a);
  const y = parse(b);
  const magnitude = () => {
    if (x.whole.length !== y.whole.length) return x.whole.length - y.whole.length;
    if (x.whole !== y.whole) return x.whole < y.whole ? -1 : 1;
    const width = Math.max(x.fraction.length, y.fraction.length);
    const fx = x.fraction.padEnd(width, '0');
    const fy = y.fraction.padEnd(width, '0');
    return fx === fy ? 0 : fx < fy ? -1 : 1;
  };
  const zero = (n: typeof x) => !n.whole && !n.fraction;
  if (zero(x) && zero(y)) return 0;
  if (x.negative !== y.negative) return x.negative && !zero(x) ? -1 : zero(y) && !x.negative ? 1 : y.negative ? 1 : -1;
  return x.negative ? -magnitude() : magnitude();
}
