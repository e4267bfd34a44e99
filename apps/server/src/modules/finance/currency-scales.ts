import type { Db } from '../../db/client';
import { currencies } from '../../db/schema';
import type { ApiRow } from '../../resource';

/**
 * The engine's `moneyScale` hook for rows with a `currency`: money is exported with that
 * currency's decimals (displayScale, SPEC §5: CNY 2, USDT 6). Read once per export.
 */
export async function currencyScales({ db }: { db: Db }): Promise<(row: ApiRow) => number | undefined> {
  const rows = await db.select({ code: currencies.code, scale: currencies.displayScale }).from(currencies);
  const scales = new Map(rows.map((r) => [r.code, r.scale]));
  return (row) => scales.get(String(row.currency));
}
