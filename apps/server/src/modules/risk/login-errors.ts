import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { loginLogs, memberLocks, memberLoginEvents, members, users } from '../../db/schema';
import { conflict, fieldRefusal } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import { requestReach, usersInReach } from '../access/data-scope';

type LockRow = typeof memberLocks.$inferSelect;

/** Staff sign-in failures that are about the account or its password (what the lock and the black list react to). */
const STAFF_FAILURES = sql`${loginLogs.success} = false and ${loginLogs.reason} not in ('unlock', 'unlockFailed', 'unlockLimited')`;

export interface Offender {
  ip: string;
  memberFailures: number;
  staffFailures: number;
  accounts: number;
}

/** The addresses with the most failed sign-ins in the last hour, members' and staff's together. */
export async function topOffenders(db: Db, limit = 10): Promise<Offender[]> {
  const since = sql`now() - interval '1 hour'`;
  const [memberRows, staffRows] = await Promise.all([
    db
      .select({ ip: memberLoginEvents.ip, failures: sql<number>`count(*)::int`, accounts: sql<number>`count(distinct ${memberLoginEvents.account})::int` })
      .from(memberLoginEvents)
      .where(and(eq(memberLoginEvents.result, 'FAILURE'), gt(memberLoginEvents.createdAt, since)))
      .groupBy(memberLoginEvents.ip),
    db
      .select({ ip: loginLogs.ip, failures: sql<number>`count(*)::int`, accounts: sql<number>`count(distinct ${loginLogs.userName})::int` })
      .from(loginLogs)
      .where(and(STAFF_FAILURES, gt(loginLogs.createdAt, since)))
      .groupBy(loginLogs.ip),
  ]);
  const byIp = new Map<string, Offender>();
  const entry = (ip: string) => byIp.get(ip) ?? byIp.set(ip, { ip, memberFailures: 0, staffFailures: 0, accounts: 0 }).get(ip)!;
  for (const r of memberRows) Object.assign(entry(r.ip), { memberFailures: r.failures, accounts: entry(r.ip).accounts + r.accounts });
  for (const r of staffRows) Object.assign(entry(r.ip), { staffFailures: r.failures, accounts: entry(r.ip).accounts + r.accounts });
  return [...byIp.values()]
    .sort((a, b) => b.memberFailures + b.staffFailures - (a.memberFailures + a.staffFailures) || a.ip.localeCompare(b.ip))
    .slice(0, limit);
}

/**
 * Lifts a member's sign-in lock with a remark (support). It only ends the lock: the member's next
 * sign-in still asks for two-factor verification, which the member-facing app enforces.
 */
export async function unlockMember(tx: Tx, lock: LockRow, remark: string, operator: Operator) {
  if (lock.unlockedAt || lock.lockedUntil.getTime() <= Date.now()) {
    const [member] = await tx.select({ account: members.account }).from(members).where(eq(members.id, lock.memberId));
    throw conflict(`member ${member?.account ?? lock.memberId} is not locked`, { reason: 'risk.notLocked', params: { account: member?.account ?? String(lock.memberId) } });
  }
  const [row] = await tx
    .update(memberLocks)
    .set({ unlockedAt: sql`now()`, unlockedBy: operator.userId, unlockRemark: remark, updatedAt: sql`now()`, updatedBy: operator.userId })
    .where(eq(memberLocks.id, lock.id))
    .returning();
  return { id: row!.id, unlockedAt: row!.unlockedAt, twoFactorRequired: true };
}

/**
 * Unlocks a staff account from the login-errors page, as the users page's unlock does: the
 * failures and the lock are cleared and the account's version moves on, which starts its sign-in
 * counter afresh (auth/name-lock.ts keys it by id and version). Only users in the caller's data
 * scope; an account that is not locked is a 409, so the log shows only real unlocks.
 */
export async function unlockStaff(db: Db, request: FastifyRequest, userName: string, operator: Operator) {
  const reach = usersInReach(await requestReach(db, request));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.userName, userName), reach))
      .for('update');
    if (!user) throw fieldRefusal('userName', `no user named ${userName} in your data scope`, { code: 'noSuchRecord', params: { value: userName } });
    const locked = (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) || user.failedLogins > 0;
    if (!locked) throw conflict(`${userName} is not locked`, { reason: 'risk.notLocked', params: { account: userName } });
    await tx
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null, version: sql`${users.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(eq(users.id, user.id));
    return { userName, unlocked: true };
  });
}
