import { z } from 'zod';
import { DECIMAL, normalizeDecimal } from './decimal-text';
import { describedAs } from '../schema-description';

/**
 * Amounts and the currencies they are in. Money is a decimal string on the wire and
 * numeric(36,18) in the database, never a JS number.
 */

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

/** An amount as the API answers it: normalised decimal text. */
export const decimalTextSchema = z.string().meta(
  describedAs(
    '十进制字符串，如 "100.5"（绝不用浮点数）',
    'decimal string such as "100.5" (never a float)',
    '十進位字串，如 "100.5"（絕不用浮點數）',
  ),
);

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

export { amountAtScale, amountScaleProblem, decimalPlacesOf, normalizeDecimal, percentText, shiftDecimal } from './decimal-text';
