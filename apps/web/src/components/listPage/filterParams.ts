import type { Dayjs } from 'dayjs';

/** The filter form's name for its time-range picker; the API takes it as createdFrom / createdTo. */
export const CREATED_RANGE = 'createdRange';

export type FilterValues = Record<string, unknown>;
export type ListFilters = Record<string, string | number>;

function isDayjsPair(value: unknown): value is [Dayjs, Dayjs] {
  return Array.isArray(value) && value.length === 2 && value.every((v) => v && typeof (v as Dayjs).toISOString === 'function');
}

/**
 * Turns the filter form's values into list-call filters: text trimmed, empty values dropped, the
 * date range widened to whole days in the browser's zone and sent as UTC instants (so "today"
 * means the operator's today, not the server's).
 */
export function filtersToParams(values: FilterValues): ListFilters {
  const params: ListFilters = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === CREATED_RANGE) {
      if (isDayjsPair(value)) {
        params.createdFrom = value[0].startOf('day').toISOString();
        params.createdTo = value[1].endOf('day').toISOString();
      }
    } else if (typeof value === 'string') {
      const text = value.trim();
      if (text) params[key] = text;
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      params[key] = value;
    }
  }
  return params;
}

/** The filters an address presets (?status=PENDING&memberId=7), limited to the names a list accepts. */
export function filtersFromSearch(search: URLSearchParams, accepted: readonly string[]): FilterValues {
  const values: FilterValues = {};
  for (const name of accepted) {
    const value = search.get(name);
    if (value) values[name] = value;
  }
  return values;
}
