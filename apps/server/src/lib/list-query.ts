import { and, asc, desc, eq, gte, inArray, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_LIST_SIZE, type PageResult } from '@ledgerdesk/shared';
import type { Db } from '../db/client';
import { members } from '../db/schema';

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

/** createdFrom/createdTo are inclusive; a bare date covers its whole UTC day. */
export function createdBetween(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, new Date(DATE_ONLY.test(from) ? `${from}T00:00:00.000Z` : from)));
  if (to) conditions.push(lte(column, new Date(DATE_ONLY.test(to) ? `${to}T23:59:59.999Z` : to)));
  return conditions;
}

/** Sorts by a whitelisted field (never raw SQL), newest first by default, id as the tie-breaker. */
export function sortBy<F extends string>(
  columns: Record<F, AnyColumn>,
  field: F | undefined,
  order: 'asc' | 'desc' | undefined,
  fallback: F,
  idColumn: AnyColumn,
): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const column = columns[field ?? fallback];
  return column === idColumn ? [direction(idColumn)] : [direction(column), direction(idColumn)];
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A list's member conditions: by id, and by account through the members table (both may be given). */
export function memberIs(db: Db, memberIdColumn: AnyColumn, query: { memberId?: number; memberAccount?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (query.memberId) conditions.push(eq(memberIdColumn, query.memberId));
  if (query.memberAccount) {
    conditions.push(inArray(memberIdColumn, db.select({ id: members.id }).from(members).where(eq(members.account, query.memberAccount))));
  }
  return conditions;
}

export interface OrderFilter {
  orderNo?: string;
  memberId?: number;
  memberAccount?: string;
  status?: string;
  currency?: string;
  createdFrom?: string;
  createdTo?: string;
}

/** The filters recharge and withdrawal lists share (DESIGN.md §4), on the order table's columns. */
export function orderFilter(
  db: Db,
  t: { orderNo: AnyColumn; memberId: AnyColumn; status: AnyColumn; currency: AnyColumn; createdAt: AnyColumn },
  query: OrderFilter,
): SQL | undefined {
  return and(
    query.orderNo ? eq(t.orderNo, query.orderNo) : undefined,
    ...memberIs(db, t.memberId, query),
    query.status ? eq(t.status, query.status) : undefined,
    query.currency ? eq(t.currency, query.currency) : undefined,
    ...createdBetween(t.createdAt, query.createdFrom, query.createdTo),
  );
}
