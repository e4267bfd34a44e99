import { eq, sql } from 'drizzle-orm';
import { FOUR_EYES_PARAM } from '@ledgerdesk/shared/resources/finance/budget';
import type { Db, Tx } from '../db/client';
import { currencies } from '../db/schema';

/** The part of the config accessor (modules/config ConfigParams) the threshold is read through. */
interface NumberParams {
  number(key: string, fallback: number, bounds?: { min?: number; max?: number }): Promise<number>;
}

export interface FourEyesCheck {
  /** Whether a second operator must approve. */
  needed: boolean;
  /** The amount in US dollars at the currency's reference rate, or null when the rate is unknown. */
  usdValue: string | null;
  thresholdUsd: number;
}

/**
 * Whether moving `amount` of `currency` needs a second operator (catalogue §1.3): its US-dollar
 * value at the currency's reference rate (fin_currency.usd_rate) above the configured threshold.
 * The product is computed by the database in numeric, never in floating point; a currency without
 * a rate always needs the second operator, so a missing rate can never wave a large amount through.
 */
export async function fourEyesCheck(db: Db | Tx, params: NumberParams, currency: string, amount: string): Promise<FourEyesCheck> {
  const thresholdUsd = await params.number(FOUR_EYES_PARAM.key, FOUR_EYES_PARAM.default, FOUR_EYES_PARAM.range);
  const [row] = await db
    .select({
      usdValue: sql<string | null>`(${amount}::numeric * ${currencies.usdRate})::text`,
      above: sql<boolean | null>`${amount}::numeric * ${currencies.usdRate} > ${thresholdUsd}::numeric`,
    })
    .from(currencies)
    .where(eq(currencies.code, currency));
  if (!row || row.usdValue === null) return { needed: true, usdValue: null, thresholdUsd };
  return { needed: row.above === true, usdValue: row.usdValue, thresholdUsd };
}

/**
 * A four-eyes kind's answer to "what does a rejection leave?" (the approval registry's `onReject`)
 * when its request changes nothing until approved: the open approval row is the only trace, so a
 * rejected or withdrawn request has nothing to move on.
 */
export const NOTHING_WAITS = 'nothing-waits' as const;
