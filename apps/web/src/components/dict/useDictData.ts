import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type DictDataResponse, type DictValue } from '@ledgerdesk/shared';
import { request } from '@/lib/request';
import { dictKeys } from './dictKeys';

/** Dictionaries change rarely; one fetch per type serves every select on every page for a while. */
export const DICT_STALE_MS = 5 * 60_000;

export function useDictData(dictType: string, defaultValue?: string) {
  return useQuery({
    queryKey: dictKeys.type(dictType, defaultValue),
    queryFn: () =>
      request<DictDataResponse>({ url: ENDPOINTS.dictData, method: 'GET', params: { dictType, defaultValue } }),
    select: (data): DictValue[] => data.values,
    staleTime: DICT_STALE_MS,
  });
}

/** The value a dictionary control starts on: the caller's default, else the entry marked default. */
export function dictDefault(values: readonly DictValue[] | undefined, defaultValue?: string): string | undefined {
  if (defaultValue !== undefined) return defaultValue;
  return values?.find((v) => v.isDefault)?.value;
}
