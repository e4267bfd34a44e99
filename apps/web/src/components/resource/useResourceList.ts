import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type ResourceDefinition } from '@ledgerdesk/shared';
import type { PageState } from './listPagination';
import { usePageMemory } from './pageMemory';
import { resourceApi, type ListParams, type ResourceRow } from './resourceApi';
import type { FilterValues } from './resourceFilters';
import { resourceKeys } from './resourceKeys';

export interface SortState {
  sortField: string;
  sortOrder: 'asc' | 'desc';
}

/** What the operator asked for: the filter form's values at the last search, the page and the sort. */
interface ListState {
  values: FilterValues;
  /** The address's preset these values started from; another preset replaces them. */
  presetKey: string;
  page: PageState;
  sort: SortState | null;
}

export interface ListInput {
  /** Tells apart two lists of one page (a dictionary's types and its data). */
  memoryName: string;
  /** The filters the address presets, as the form holds them, and a key that changes with them. */
  preset: FilterValues;
  presetKey: string;
  /** The list call's filters for the form's values (the page's fixed scope included). */
  toParams: (values: FilterValues) => ListParams;
}

/**
 * One resource's list: the applied filters, sort and page, and the query they make. They live in
 * the page's memory (pageMemory.tsx), so the filter form, the rows and the export always show one
 * request however often the page is hidden, remounted or refreshed. A new search or sort goes back
 * to page 1; the previous page stays on screen while the next one loads. A tree is fetched whole,
 * so it has no page. Only a sort the operator chose is sent: without one the server applies the
 * definition's default sort itself (which need not be a sortable field).
 */
export function useResourceList<Row extends ResourceRow>(definition: ResourceDefinition, input: ListInput) {
  const { memoryName, preset, presetKey, toParams } = input;
  const [state, setState] = usePageMemory<ListState>(`list:${definition.name}:${memoryName}`, () => ({
    values: preset,
    presetKey,
    page: { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE },
    sort: null,
  }));
  // Following a link to this open page with other filters (share mode) replaces what was asked.
  if (state.presetKey !== presetKey) setState((s) => ({ ...s, values: preset, presetKey, page: { ...s.page, pageIndex: 1 } }));

  const defaultSort: SortState = { sortField: definition.defaultSort.field, sortOrder: definition.defaultSort.order };
  const sort = state.sort ?? defaultSort;
  const tree = definition.tree !== undefined;
  const filters = toParams(state.values);
  const sortParams: ListParams = state.sort ? { ...state.sort } : {};
  const params: ListParams = tree ? { ...filters, ...sortParams } : { ...state.page, ...sortParams, ...filters };
  const api = resourceApi(definition);
  const query = useQuery({
    queryKey: resourceKeys(definition).list(params),
    queryFn: async () => (tree ? { list: await api.tree<Row>(params), total: 0 } : api.list<Row>(params)),
    placeholderData: keepPreviousData,
  });
  const search = (values: FilterValues) => setState((s) => ({ ...s, values, page: { ...s.page, pageIndex: 1 } }));
  /** A sort the operator cleared falls back to the definition's. */
  const setSort = (next: SortState | null) => setState((s) => ({ ...s, sort: next, page: { ...s.page, pageIndex: 1 } }));
  const setPage = (page: PageState) => setState((s) => ({ ...s, page }));
  return { query, values: state.values, filters, page: state.page, setPage, sort, sortParams, setSort, search, params };
}
