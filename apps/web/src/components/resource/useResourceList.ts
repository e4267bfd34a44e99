import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type ResourceDefinition } from '@ledgerdesk/shared';
import type { PageState } from './listPagination';
import { resourceApi, type ListParams, type ResourceRow } from './resourceApi';
import { resourceKeys } from './resourceKeys';

export interface SortState {
  sortField: string;
  sortOrder: 'asc' | 'desc';
}

/**
 * One resource's list: the applied filters, sort and page, and the query they make. A new search
 * or sort goes back to page 1; the previous page stays on screen while the next one loads. A
 * tree is fetched whole, so it has no page.
 */
export function useResourceList<Row extends ResourceRow>(definition: ResourceDefinition, initialFilters: ListParams) {
  const defaultSort: SortState = { sortField: definition.defaultSort.field, sortOrder: definition.defaultSort.order };
  const [filters, setFilters] = useState<ListParams>(initialFilters);
  const [page, setPage] = useState<PageState>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSortState] = useState<SortState>(defaultSort);
  const tree = definition.tree !== undefined;
  const params: ListParams = tree ? { ...filters, ...sort } : { ...page, ...sort, ...filters };
  const api = resourceApi(definition);
  const query = useQuery({
    queryKey: resourceKeys(definition).list(params),
    queryFn: async () => (tree ? { list: await api.tree<Row>(params), total: 0 } : api.list<Row>(params)),
    placeholderData: keepPreviousData,
  });
  const search = (next: ListParams) => {
    setFilters(next);
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };
  /** A sort the operator cleared falls back to the definition's. */
  const setSort = (next: SortState | null) => {
    setSortState(next ?? defaultSort);
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };
  return { query, filters, page, setPage, sort, setSort, search, params };
}
