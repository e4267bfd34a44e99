import { gte, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_LIST_SIZE, type PageResult } from '@ledgerdesk/shared';

export interface Paging {
  pageIndex: number;
  pageSize?: number;
}

/** DESIGN.md §4: pageSize 1–1000; without one a list answers up to DEFAULT_LIST_SIZE rows. */
export function pageWindow(query: Paging): { limit: number; offset: number; pageIndex: number; pageSize: number } {
  const pageSize = query.pageSize ?? DEFAULT_LIST_SIZE;
  return { limit: pageSize, offset: (query.pageIndex - 1) * pageSize, pageIndex: query.pageIndex, pageSize };
}

export function pageResult<T>(list: T[], total: number, query: Paging): PageResult<T> {
  const { pageIndex, pageSize } = pageWindow(query);
  return { list, total, pageIndex, pageSize };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-time range, both bounds inclusive; a bare date covers its whole UTC day. */
export function createdBetween(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, new Date(DATE_ONLY.test(from) ? `${from}T00:00:00.000Z` : from)));
  if (to) conditions.push(lte(column, new Date(DATE_ONLY.test(to) ? `${to}T23:59:59.999Z` : to)));
  return conditions;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
