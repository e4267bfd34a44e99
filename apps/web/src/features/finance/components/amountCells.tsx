import { useMemo, type ReactNode } from 'react';
import { AmountText } from '@/components/format/AmountText';
import { useCurrencies } from './useCurrencies';

/**
 * List cells for a page's money fields, each shown in its row's currency precision (CNY
 * "2,000.00", BTC eight places). `signed` names the fields that are a signed change.
 */
export function useAmountCells<Row extends { currency: string }>(fields: readonly string[], signed: readonly string[] = []) {
  const { scaleOf } = useCurrencies();
  const fieldsKey = fields.join(',');
  const signedKey = signed.join(',');
  // The same renderers until the currencies change: the list's columns are rebuilt only then.
  return useMemo(
    () =>
      Object.fromEntries(
        fieldsKey.split(',').map((name) => [
          name,
          (value: unknown, row: Row): ReactNode => (
            <AmountText value={value === null || value === undefined ? null : String(value)} scale={scaleOf(row.currency)} signed={signedKey.split(',').includes(name)} />
          ),
        ]),
      ),
    [fieldsKey, signedKey, scaleOf],
  );
}
