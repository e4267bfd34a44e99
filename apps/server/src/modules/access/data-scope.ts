import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasPermission } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { departments, members, roleDepts, users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';

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

/** The signed-in user as the access plugin puts it on the request (no import of the auth module's internals). */
type SessionUser = NonNullable<FastifyRequest['user']>;

/**
 * The union of the scopes of the user's enabled roles that grant `permission` (null: every role,
 * for calls that need only a session). No such role reaches nothing: deny by default.
 */
export async function reachOf(db: Db, user: SessionUser, permission: string | null): Promise<Reach> {
  const grants = user.grants.filter((g) => permission === null || hasPermission(g.permissions, permission));
  if (grants.some((g) => g.dataScope === 'all')) return { all: true };
  const deptIds = new Set<number>();
  let selfUserId: number | null = null;
  const customRoles = grants.filter((g) => g.dataScope === 'custom').map((g) => g.roleId);
  if (customRoles.length) {
    const rows = await db.select({ deptId: roleDepts.deptId }).from(roleDepts).where(inArray(roleDepts.roleId, customRoles));
    for (const r of rows) deptIds.add(r.deptId);
  }
  if (user.deptId !== null && grants.some((g) => g.dataScope === 'dept')) deptIds.add(user.deptId);
  const subtreeIds = user.deptId !== null && grants.some((g) => g.dataScope === 'deptAndBelow') ? await subtreeOf(db, user.deptId) : [];
  for (const id of subtreeIds) deptIds.add(id);
  if (grants.some((g) => g.dataScope === 'self')) selfUserId = user.userId;
  return { all: false, deptIds: [...deptIds].sort((a, b) => a - b), selfUserId, subtreeIds };
}

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

/** The permission the matched route requires (null for routes open to any session). */
export function routePermission(request: FastifyRequest): string | null {
  const access = request.routeOptions.config.access;
  return typeof access === 'object' ? access.permission : null;
}

/** Reaches already worked out for a request (the scope hook runs on the check, the read and the answer of one call). */
const reachesOf = new WeakMap<FastifyRequest, Promise<Reach>>();

/** The reach of the current request: its user's roles that grant the route's permission. Fails closed without a session. */
export async function requestReach(db: Db, request: FastifyRequest): Promise<Reach> {
  if (!request.user) throw unauthorized();
  let reach = reachesOf.get(request);
  if (!reach) {
    reach = reachOf(db, request.user, routePermission(request));
    reachesOf.set(request, reach);
  }
  return reach;
}
