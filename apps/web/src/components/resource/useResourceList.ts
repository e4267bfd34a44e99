import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type PageResult, type ResourceDefinition } from '@ledgerdesk/shared';
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
  /** Keyset paging: the cursor that reads `page` (the previous answer's next or prev cursor); absent: by page number. */
  cursor?: string;
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
  const params: ListParams = tree ? { ...filters, ...sortParams } : { ...state.page, ...sortParams, ...filters, ...(state.cursor ? { cursor: state.cursor } : {}) };
  const api = resourceApi(definition);
  const query = useQuery({
    queryKey: resourceKeys(definition).list(params),
    queryFn: async (): Promise<PageResult<Row>> => (tree ? { list: await api.tree<Row>(params), total: 0, pageIndex: 1, pageSize: 0 } : api.list<Row>(params)),
    placeholderData: keepPreviousData,
  });
  // Stable: the filter form is memoised and need not re-render when only the rows change.
  const search = useCallback((values: FilterValues) => setState((s) => ({ ...s, values, page: { ...s.page, pageIndex: 1 }, cursor: undefined })), [setState]);
  /** A sort the operator cleared falls back to the definition's. */
  const setSort = (next: SortState | null) => setState((s) => ({ ...s, sort: next, page: { ...s.page, pageIndex: 1 }, cursor: undefined }));
  /**
   * The next or previous page is read from the shown page's cursor (keyset: one index range however
   * deep, and rows added meanwhile do not shift it); any other page, a new size or page 1 by number.
   */
  const setPage = (page: PageState) =>
    setState((s) => {
      // Only the answer for the page on screen names its neighbours (not a previous page still shown while the next loads).
      const shown = !query.isPlaceholderData && query.data?.pageIndex === s.page.pageIndex ? query.data : undefined;
      const sameSize = page.pageSize === s.page.pageSize;
      const cursor =
        !sameSize || page.pageIndex === 1
          ? undefined
          : page.pageIndex === s.page.pageIndex + 1
            ? shown?.nextCursor
            : page.pageIndex === s.page.pageIndex - 1
              ? shown?.prevCursor
              : undefined;
      return { ...s, page, cursor };
    });
  return { query, values: state.values, filters, page: state.page, setPage, sort, sortParams, setSort, search, params };
}
