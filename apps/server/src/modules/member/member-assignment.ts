import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { OPERATOR_OPTIONS_LIMIT, ResultCode, type OperatorOption } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { startsWithInAnyCase } from '../../db/folded-text';
import { departments, members, users } from '../../db/schema';
import { fieldRefusal, refuse } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import { usersInReach, type Reach } from '../access/data-scope';

/** Only a user who can sign in takes members on. */
const enabled = eq(users.status, '0');

/**
 * Assigning members to operators. The members are the engine's to check (locked, in the caller's
 * member scope); the operator must be an enabled user the caller reaches (users by department, the
 * same reach the call's permission gives), so nobody hands members to a department they do not see.
 */
export class MemberAssignment {
  constructor(private readonly db: Db) {}

  /** The operators the caller may assign to, by the start of the user name or nickname in any case, in user-name order. */
  async options(reach: Reach, keyword?: string): Promise<OperatorOption[]> {
    return this.db
      .select({ id: users.id, userName: users.userName, nickname: users.nickname, deptName: departments.deptName })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(and(enabled, usersInReach(reach), keyword ? or(startsWithInAnyCase(users.userName, keyword), startsWithInAnyCase(users.nickname, keyword)) : undefined))
      .orderBy(asc(users.userName))
      .limit(OPERATOR_OPTIONS_LIMIT);
  }

  /**
   * Gives the (already locked) members to `operatorId`, or to nobody with null, in the caller's
   * transaction. A user who does not exist or is disabled is a 400 naming the field; one outside
   * the caller's reach a 403.
   */
  async assign(tx: Tx, reach: Reach, memberIds: readonly number[], operatorId: number | null, by: Operator): Promise<number> {
    if (operatorId !== null) await this.requireAssignable(tx, reach, operatorId);
    const moved = await tx
      .update(members)
      .set({ operatorId, version: sql`${members.version} + 1`, updatedAt: sql`now()`, updatedBy: by.userId })
      .where(inArray(members.id, [...memberIds]))
      .returning({ id: members.id });
    return moved.length;
  }

  private async requireAssignable(tx: Tx, reach: Reach, operatorId: number): Promise<void> {
    const [user] = await tx
      .select({ status: users.status, reached: sql<boolean>`coalesce((${usersInReach(reach) ?? sql`true`}), false)` })
      .from(users)
      .where(eq(users.id, operatorId));
    if (!user || user.status !== '0') {
      throw fieldRefusal('operatorId', `no enabled user has id ${operatorId}`, { code: 'noSuchRecord', params: { value: operatorId } });
    }
    if (user.reached !== true) {
      throw refuse(ResultCode.forbidden, `user ${operatorId} is outside your data scope`, {
        reason: 'access.outsideScope', params: { ids: String(operatorId) }, issues: { operatorId: { code: 'outsideScope' } },
      }, { operatorId: 'is outside your data scope' });
    }
  }
}
