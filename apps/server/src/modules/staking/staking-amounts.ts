import { eq } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { max, text, units } from '../../lib/exact-decimal';

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

/** The currency's display scale: the decimals a staking amount and an income row are cut to. */
export async function scaleOf(reader: Db | Tx, currency: string): Promise<number> {
  const [row] = await reader.select({ scale: currencies.displayScale }).from(currencies).where(eq(currencies.code, currency));
  return row?.scale ?? 18;
}

/** A positive amount with no more decimals than the currency's `scale`; anything else is a 400 naming the field. */
export function checkAmount(currency: string, scale: number, amount: unknown, field: string): string {
  const text = typeof amount === 'string' || typeof amount === 'number' ? String(amount).trim() : '';
  const decimals = text.split('.')[1]?.length ?? 0;
  if (!DECIMAL.test(text) || decimals > scale || !/[1-9]/.test(text)) {
    throw badRequest(`${field} ${text || '(empty)'} must be above zero with at most ${scale} decimal places for ${currency}`, { [field]: `above zero, at most ${scale} decimals` }, {
      reason: 'staking.amountInvalid',
      params: { field, amount: text, scale, currency },
    });
  }
  return text;
}

/** a ≤ b, exactly (decimal text, never floats). */
export const notAbove = (a: string, b: string): boolean => units(a) <= units(b);

/** What is left of `cap` once `used` is taken, never below zero, as trimmed decimal text. */
export const leftOf = (cap: string, used: string): string => decimalParam(text(max(units(cap) - units(used), 0n)));
