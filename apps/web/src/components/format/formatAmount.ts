import { amountAtScale, normalizeDecimal } from '@ledgerdesk/shared';

const WHOLE_AND_FRACTION = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Shows a decimal string as text: thousand separators on the integer part and no trailing
 * fraction zeros ("1234567.5000" → "1,234,567.5"). Only the text is touched, never a JS number,
 * so all 18 decimals of numeric(36,18) survive. Anything that is not a decimal comes back as is.
 * With the currency's `scale` the fraction is padded to it ("2000" in CNY → "2,000.00").
 */
export function formatAmount(value: string | null | undefined, scale?: number): string {
  if (value === null || value === undefined) return '';
  const text = value.trim();
  if (!WHOLE_AND_FRACTION.test(text)) return text;
  const [, sign = '', whole = '0', fraction = ''] = WHOLE_AND_FRACTION.exec(scale === undefined ? normalizeDecimal(text) : amountAtScale(text, scale)) ?? [];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Whether two decimal strings name the same amount ("100.50" and "100.5"), by text only. */
export function sameAmount(a: string, b: string): boolean {
  return normalizeDecimal(a.trim()) === normalizeDecimal(b.trim());
}
