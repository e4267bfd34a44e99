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
 * tree is fetched whole, so it has no page. Only a sort the operator chose is sent: without one
 * the server applies the definition's default sort itself (which need not be a sortable field).
 */
export function useResourceList<Row extends ResourceRow>(definition: ResourceDefinition, initialFilters: ListParams) {
  const defaultSort: SortState = { sortField: definition.defaultSort.field, sortOrder: definition.defaultSort.order };
  const [filters, setFilters] = useState<ListParams>(initialFilters);
  const [page, setPage] = useState<PageState>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [chosenSort, setChosenSort] = useState<SortState | null>(null);
  const sort = chosenSort ?? defaultSort;
  const tree = definition.tree !== undefined;
  const sortParams: ListParams = chosenSort ? { ...chosenSort } : {};
  const params: ListParams = tree ? { ...filters, ...sortParams } : { ...page, ...sortParams, ...filters };
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
    setChosenSort(next);
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };
  return { query, filters, page, setPage, sort, sortParams, setSort, search, params };
}
