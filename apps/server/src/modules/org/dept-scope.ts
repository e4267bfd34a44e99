import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { departments } from '../../db/schema';
import type { Reach } from '../access/data-scope';

/**
 * The departments a reach covers: every one, or those whose id it names (a `self`-only reach
 * names none, so it sees no department), plus any whose parent lies in a reached subtree (a child
 * just added under it belongs to the subtree). Built from ids the server holds, never from input.
 */
export function deptsInReach(reach: Reach): SQL | undefined {
  if (reach.all) return undefined;
  if (!reach.deptIds.length) return sql`false`;
  const named = inArray(departments.id, reach.deptIds);
  return reach.subtreeIds.length ? or(named, inArray(departments.parentId, reach.subtreeIds)) : named;
}

/** Whether a department may be placed under `parentId` by this reach: a top-level one needs every department. */
export function reachesParent(reach: Reach, parentId: number | null): boolean {
  if (reach.all) return true;
  return parentId !== null && reach.deptIds.includes(parentId);
}
