import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, members, users } from '../../db/schema';

/*
 * Reaches and the query conditions they become, apart from the request that decides them
 * (data-scope.ts): an area that is handed a reach (the approvals, deciding for a session) needs
 * these without the HTTP layer's types.
 */

/**
 * How far a request reaches (packages/shared/src/data-scope.ts): every row, or the rows placed in
 * some departments plus the signed-in user's own. Built from ids the server holds, never from input.
 */
export type Reach =
  | { all: true }
  | {
      all: false;
      deptIds: number[];
      selfUserId: number | null;
      /**
       * The departments reached as a subtree (`deptAndBelow`): a department created under one of
       * them later in the same request (a child added) is in the subtree too, though not in deptIds.
       */
      subtreeIds: number[];
    };

const NOTHING = sql`false`;

/** A department and every department under it (the tree is small: read whole, walked in memory). */
export async function subtreeOf(db: Db, rootId: number): Promise<number[]> {
  const rows = await db.select({ id: departments.id, parentId: departments.parentId }).from(departments);
  const children = new Map<number, number[]>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  }
  const found: number[] = [];
  const queue = rows.some((r) => r.id === rootId) ? [rootId] : [];
  while (queue.length) {
    const id = queue.shift()!;
    found.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}

/** Users placed by their department (and the user themself under `self`). */
export function usersInReach(reach: Reach): SQL | undefined {
  if (reach.all) return undefined;
  const parts = [
    reach.deptIds.length ? inArray(users.deptId, reach.deptIds) : undefined,
    reach.selfUserId !== null ? eq(users.id, reach.selfUserId) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts) : NOTHING;
}

/** Members placed by the department of the operator they are assigned to (`self`: assigned to the user). */
export function membersInReach(db: Db, reach: Reach): SQL | undefined {
  if (reach.all) return undefined;
  const parts = [
    reach.deptIds.length
      ? inArray(members.operatorId, db.select({ id: users.id }).from(users).where(inArray(users.deptId, reach.deptIds)))
      : undefined,
    reach.selfUserId !== null ? eq(members.operatorId, reach.selfUserId) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts) : NOTHING;
}

/** Rows that belong to a member (orders, real-name applications, money logs): their member is in reach. */
export function memberRowsInReach(db: Db, reach: Reach, memberIdColumn: Parameters<typeof inArray>[0]): SQL | undefined {
  const memberCondition = membersInReach(db, reach);
  if (memberCondition === undefined) return undefined;
  return inArray(memberIdColumn, db.select({ id: members.id }).from(members).where(memberCondition));
}
