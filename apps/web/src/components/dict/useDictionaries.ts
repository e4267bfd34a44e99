import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type DictBatchResponse, type DictDataResponse, type DictValue } from '@ledgerdesk/shared';
import { request } from '@/lib/request';
import { dictKeys } from './dictKeys';
import { DICT_STALE_MS } from './useDictData';

export type DictionaryMap = Readonly<Record<string, readonly DictValue[]>>;

/** A page that shows no dictionary's values. */
export const NO_DICTIONARIES: DictionaryMap = {};

/**
 * Every dictionary type a page shows, in ONE call. Each type's answer also seeds the per-type
 * cache DictSelect and DictTag read, so they find it there instead of asking again. The page
 * renders its cells from the returned map: no subscription per table cell.
 */
export function useDictionaries(dictTypes: readonly string[]) {
  const queryClient = useQueryClient();
  const types = [...new Set(dictTypes)].sort();
  const query = useQuery({
    queryKey: dictKeys.batch(types),
    queryFn: async () => {
      const answer = await request<DictBatchResponse>({ url: ENDPOINTS.dictBatch, method: 'GET', params: { dictTypes: types } });
      for (const [type, values] of Object.entries(answer.dicts)) {
        queryClient.setQueryData<DictDataResponse>(dictKeys.type(type), { values });
      }
      return answer.dicts as DictionaryMap;
    },
    enabled: types.length > 0,
    staleTime: DICT_STALE_MS,
  });
  return { dicts: query.data ?? NO_DICTIONARIES, isLoading: query.isLoading, isError: query.isError };
}
