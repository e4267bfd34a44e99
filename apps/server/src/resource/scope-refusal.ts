import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { ResultCode } from '@ledgerdesk/shared';
import type { Db, Tx } from '../db/client';
import { refuse, type AppError } from '../lib/errors';
import type { BoundResource } from './bound-resource';

/**
 * A row the caller names by id but may not reach is refused as such (403, nothing done), not
 * reported missing: the issue asks operators to see why, and a missing id stays a 404.
 */
export function outsideScope(resource: BoundResource, ids: readonly number[]): AppError {
  const verb = ids.length === 1 ? 'is' : 'are';
  return refuse(ResultCode.forbidden, `${resource.title} ${ids.join(', ')} ${verb} outside your data scope`, {
    reason: 'access.outsideScope',
    params: { ids: ids.join(', ') },
    extra: { ids: [...ids] },
  });
}

/** An add or edit whose row, as written, the caller's scope would no longer reach (rolled back). */
export function leavingScope(resource: BoundResource): AppError {
  return refuse(ResultCode.forbidden, `${resource.title}: the row as written would be outside your data scope`, { reason: 'access.rowOutsideScope' });
}

/**
 * Of `ids`, the rows that exist (not soft-deleted) and whether the scope reaches each. One query;
 * the scope is asked as `coalesce(<scope>, false)` so a NULL (an unassigned member's operator)
 * counts as not reached, never as "not refused".
 */
export async function reachOfRows(db: Db | Tx, resource: BoundResource, ids: readonly number[], scope: SQL): Promise<Map<number, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: resource.idColumn, reached: sql<boolean>`coalesce((${scope}), false)` })
    .from(resource.table)
    .where(and(inArray(resource.idColumn, [...ids]), resource.notDeleted()));
  return new Map(rows.map((r) => [Number(r.id), r.reached === true]));
}

/**
 * After a scoped read missed `ids`: throws the 403 when any of them exists outside the scope;
 * returns (so the caller answers its own 404) when none exists at all. Without a scope nothing
 * can be outside it.
 */
export async function refuseOutsideScope(db: Db | Tx, resource: BoundResource, ids: readonly number[], scope: SQL | undefined): Promise<void> {
  if (scope === undefined || ids.length === 0) return;
  const reached = await reachOfRows(db, resource, ids, scope);
  const outside = ids.filter((id) => reached.get(id) === false);
  if (outside.length > 0) throw outsideScope(resource, outside);
}
