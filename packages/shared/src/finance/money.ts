import { z } from 'zod';

/**
 * Amounts and the currencies they are in. Money is a decimal string on the wire and
 * numeric(36,18) in the database, never a JS number.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A positive amount that fits numeric(36,18): at most 18 integer digits and 18 decimals.
 * Checked on the text, so no float ever touches it.
 */
export const moneyAmountSchema = z
  .string({ error: 'must be a decimal string such as "100.5"' })
  .trim()
  .superRefine((value, ctx) => {
    // Each issue names its code (refusal.ts FIELD_ISSUE_CODES) so the console words it in the operator's language.
    const fail = (message: string, issue: string, params?: Record<string, number>) =>
      ctx.addIssue({ code: 'custom', message, params: { issue, ...(params ? { params } : {}) } });
    if (!DECIMAL.test(value)) return fail('must be a decimal string such as "100.5"', 'decimal');
    if (value.startsWith('-')) return fail('must be positive', 'positive');
    const [whole = '', fraction = ''] = value.split('.');
    if (fraction.length > 18) return fail('at most 18 decimal places', 'maxDecimals', { maximum: 18 });
    if (whole.replace(/^0+/, '').length > 18) return fail('at most 18 integer digits', 'maxDigits', { maximum: 18 });
    if (/^[0.]+$/.test(value)) return fail('must be positive', 'positive');
  })
  .transform(normalizeDecimal);

/** Drops leading zeros and trailing fraction zeros: "0100.500" → "100.5". Text only, no float. */
export function normalizeDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [rawWhole = '0', rawFraction = ''] = (negative ? value.slice(1) : value).split('.');
  const whole = rawWhole.replace(/^0+(?=\d)/, '') || '0';
  const fraction = rawFraction.replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

/** An amount as the API answers it: normalised decimal text. */
export const decimalTextSchema = z.string().describe('decimal string such as "100.5" (never a float)');

export const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Decimal places the console shows. */
  displayScale: z.number().int(),
  withdrawFeeFixed: decimalTextSchema,
  withdrawFeeRate: decimalTextSchema,
  withdrawMin: decimalTextSchema,
  enabled: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

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
