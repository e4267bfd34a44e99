import type { ReactNode } from 'react';
import { AmountText } from '@/components/format/AmountText';
import { useCurrencies } from './useCurrencies';

/**
 * List cells for a page's money fields, each shown in its row's currency precision (CNY
 * "2,000.00", BTC eight places). `signed` names the fields that are a signed change.
 */
export function useAmountCells<Row extends { currency: string }>(fields: readonly string[], signed: readonly string[] = []) {
  const { scaleOf } = useCurrencies();
  return Object.fromEntries(
    fields.map((name) => [
      name,
      (value: unknown, row: Row): ReactNode => <AmountText value={value === null || value === undefined ? null : String(value)} scale={scaleOf(row.currency)} signed={signed.includes(name)} />,
    ]),
  );
}
