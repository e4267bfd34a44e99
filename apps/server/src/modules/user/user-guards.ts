import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { refuse } from '../../lib/errors';
import type { SessionUser } from '../access/delegation';


type Reader = Pick<Db | Tx, 'select' | 'selectDistinct'>;

export const rolesOfUser = async (db: Reader, userId: number): Promise<number[]> =>
  (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.roleId).sort((a, b) => a - b);

/** Enabled users holding an enabled super role: those who can still administer everything. */
async function superUsers(db: Reader): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isSuper, true), eq(roles.status, '0')))
    .where(eq(users.status, '0'));
  return rows.map((r) => r.userId);
}

/**
 * Refuses (409) a change after which no enabled user would hold the super role: deleting or
 * disabling the last super user, or taking the role from them. `affected`: the users who would
 * stop being super users.
 */
export async function refuseLastSuper(db: Reader, affected: readonly number[], what: string): Promise<void> {
  const supers = await superUsers(db);
  if (!affected.some((id) => supers.includes(id))) return;
  if (supers.some((id) => !affected.includes(id))) return;
  throw refuse(ResultCode.conflict, `the last super user cannot be ${what}: make another user super first`, {
    reason: 'user.lastSuper', params: { action: what }, extra: { ids: [...affected] },
  });
}

/** Whether the roles would leave the user a super user (an enabled super role among them). */
export async function holdsSuper(db: Reader, roleIds: readonly number[]): Promise<boolean> {
  if (roleIds.length === 0) return false;
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, [...roleIds]), eq(roles.isSuper, true), eq(roles.status, '0')))
    .limit(1);
  return row !== undefined;
}

/** Nobody disables or deletes their own account (they would lock themself out mid-session). */
export function refuseSelf(caller: SessionUser, userId: number, what: string): void {
  if (caller.userId === userId) throw refuse(ResultCode.conflict, `you cannot ${what} your own account`, { reason: 'user.ownAccount', params: { action: what }, extra: { ids: [userId] } });
}
