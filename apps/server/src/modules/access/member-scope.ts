import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { refuse } from '../../lib/errors';
import type { RequestContext } from '../../resource';
import { memberRowsInReach, membersInReach, requestReach } from './data-scope';

/**
 * The resource engine's `scope` hooks for members and what belongs to them (orders, real-name
 * applications, money logs): a query condition from the request's reach, never SQL text. The
 * engine applies it to list, export, get, edit, delete and every action by id.
 */
export const memberScope =
  (db: Db) =>
  async ({ request }: RequestContext) =>
    membersInReach(db, await requestReach(db, request));

/** Rows reached through their member (`memberColumn` names the member they belong to). */
export const memberRowScope =
  (db: Db, memberColumn: PgColumn) =>
  async ({ request }: RequestContext) =>
    memberRowsInReach(db, await requestReach(db, request), memberColumn);

/**
 * An order entered for a member the request does not reach is refused (403, nothing written). A
 * member that does not exist is left to the service, whose 400 names the field.
 */
export async function requireMemberInReach(db: Db, request: FastifyRequest, memberId: number): Promise<void> {
  const condition = membersInReach(db, await requestReach(db, request));
  if (condition === undefined) return;
  const [member] = await db
    .select({ reached: sql<boolean>`coalesce((${condition}), false)` })
    .from(members)
    .where(eq(members.id, memberId));
  if (member && member.reached !== true) {
    throw refuse(ResultCode.forbidden, `member ${memberId} is outside your data scope`, {
      reason: 'access.outsideScope', params: { ids: String(memberId) }, issues: { memberId: { code: 'outsideScope' } },
    }, { memberId: 'is outside your data scope' });
  }
}
