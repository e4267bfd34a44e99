import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Currency } from '@ledgerdesk/shared';
import { listCurrencies } from '../api';

/**
 * The platform's currencies and each one's decimal places: the currency's displayScale is the one
 * source of its precision for the forms, the lists and the API. Cached for half a minute: they
 * change rarely, but from the console (Finance › Currencies), and a currency added or enabled there
 * should be offered by the next money page opened, not five minutes later.
 */
export function useCurrencies() {
  const query = useQuery({ queryKey: ['currencies'], queryFn: listCurrencies, staleTime: 30_000 });
  const data = query.data;
  // One look-up per answer (a list cell calls it per row), stable until the currencies change.
  const { list, scaleOf } = useMemo(() => {
    const list: Currency[] = data?.list ?? [];
    const scales = new Map(list.map((c) => [c.code, c.displayScale]));
    return { list, scaleOf: (code: string | null | undefined): number | undefined => (code ? scales.get(code) : undefined) };
  }, [data]);
  return { list, isLoading: query.isLoading, scaleOf };
}
