import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type PageResult } from '@ledgerdesk/shared';
import type { ListFilters } from './filterParams';
import type { PageState } from './listPagination';

export type ListParams = ListFilters & PageState;

/**
 * One paged list: the applied filters, the page, and the query they make. A new search goes back
 * to page 1; the previous page stays on screen while the next one loads.
 */
export function useListQuery<Row>(queryKey: string, fetchPage: (params: ListParams) => Promise<PageResult<Row>>, initialFilters: ListFilters) {
  const [filters, setFilters] = useState<ListFilters>(initialFilters);
  const [page, setPage] = useState<PageState>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const params: ListParams = { ...filters, ...page };
  const query = useQuery({ queryKey: [queryKey, params], queryFn: () => fetchPage(params), placeholderData: keepPreviousData });
  const search = (next: ListFilters) => {
    setFilters(next);
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };
  return { query, filters, page, setPage, search };
}
