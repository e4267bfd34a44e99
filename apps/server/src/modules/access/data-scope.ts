import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasPermission } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { roleDepts } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { subtreeOf, type Reach } from './reach-conditions';

export * from './reach-conditions';

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
