import { useQuery } from '@tanstack/react-query';
import type { Currency } from '@ledgerdesk/shared';
import { listCurrencies } from '../api';

/**
 * The platform's currencies (cached: they change rarely) and each one's decimal places: the
 * currency's displayScale is the one source of its precision for the forms, the lists and the API.
 */
export function useCurrencies() {
  const query = useQuery({ queryKey: ['currencies'], queryFn: listCurrencies, staleTime: 5 * 60_000 });
  const list: Currency[] = query.data?.list ?? [];
  const scaleOf = (code: string | null | undefined): number | undefined => list.find((c) => c.code === code)?.displayScale;
  return { list, isLoading: query.isLoading, scaleOf };
}
