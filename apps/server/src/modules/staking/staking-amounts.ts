import { eq, sql, type SQL } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

/** The currency's display scale: the decimals a staking amount and an income row are cut to. */
export async function scaleOf(reader: Db | Tx, currency: string): Promise<number> {
  const [row] = await reader.select({ scale: currencies.displayScale }).from(currencies).where(eq(currencies.code, currency));
  return row?.scale ?? 18;
}

/** A positive amount with no more decimals than the currency has; anything else is a 400 naming the field. */
export async function checkAmount(reader: Db | Tx, currency: string, amount: unknown, field: string): Promise<string> {
  const text = typeof amount === 'string' || typeof amount === 'number' ? String(amount).trim() : '';
  const scale = await scaleOf(reader, currency);
  const decimals = text.split('.')[1]?.length ?? 0;
  if (!DECIMAL.test(text) || decimals > scale || !/[1-9]/.test(text)) {
    throw badRequest(`${field} ${text || '(empty)'} must be above zero with at most ${scale} decimal places for ${currency}`, { [field]: `above zero, at most ${scale} decimals` }, {
      reason: 'staking.amountInvalid',
      params: { field, amount: text, scale, currency },
    });
  }
  return text;
}

/** a ≤ b, compared by the database in numeric (never floats). */
export async function notAbove(reader: Db | Tx, a: string | SQL, b: string): Promise<boolean> {
  const [row] = await reader.select({ ok: sql<boolean>`(${a})::numeric <= (${b})::numeric` }).from(sql`(select 1) x`);
  return row!.ok;
}

/** b − a as trimmed decimal text, in numeric. */
export async function difference(reader: Db | Tx, b: string, a: string): Promise<string> {
  const [row] = await reader.select({ left: sql<string>`greatest(${b}::numeric - ${a}::numeric, 0)::text` }).from(sql`(select 1) x`);
  return decimalParam(row!.left);
}
