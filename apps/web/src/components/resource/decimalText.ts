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
