import { and, eq, sql } from 'drizzle-orm';
import type { MemberDetail, MemberStatus } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { members, wallets } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { recordStateChange, type Operator, wrongState } from '../../lib/review-support';
import { subject } from '../../lib/refused-subject';

type MemberRow = typeof members.$inferSelect;

/** A member's balances per currency, as the detail shows them. */
export function walletsOf(db: Db | Tx, memberId: number) {
  return db
    .select({ currency: wallets.currency, available: wallets.available, frozen: wallets.frozen, trial: wallets.trial })
    .from(wallets)
    .where(eq(wallets.memberId, memberId))
    .orderBy(wallets.currency);
}

/** What each status change is recorded as in the review history. */
const ACTION_OF: Record<MemberStatus, string> = { NORMAL: 'restore', FROZEN: 'freeze', DISABLED: 'disable' };

/** A member's account status. Balances are read here but change only through orders. */
export class MemberService {
  constructor(private readonly db: Db) {}

  /** The member with its wallets (the answer of a status change). */
  async detail(id: number): Promise<MemberDetail> {
    const [row] = await this.db.select().from(members).where(eq(members.id, id));
    if (!row) throw notFound(`member ${id} does not exist`, { reason: 'member.notFound', params: { id } });
    return {
      id: row.id,
      account: row.account,
      nickname: row.nickname,
      phone: row.phone,
      email: row.email,
      status: row.status as MemberStatus,
      kycLevel: row.kycLevel,
      inviterId: row.inviterId,
      registerIp: row.registerIp,
      registeredAt: row.registeredAt.toISOString(),
      operatorId: row.operatorId,
      wallets: await walletsOf(this.db, id),
    };
  }

  /**
   * Freezes, disables or restores an account whose row the caller read and locked in `tx` (and
   * found in a state the change accepts), with the reason recorded in the review history.
   * Balances are never touched by a status change.
   */
  async changeStatus(tx: Tx, current: MemberRow, to: MemberStatus, reason: string, operator: Operator): Promise<void> {
    const [moved] = await tx
      .update(members)
      .set({ status: to, version: sql`${members.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(and(eq(members.id, current.id), eq(members.status, current.status)))
      .returning({ id: members.id });
    if (!moved) throw wrongState(subject('member', current.account), current, [current.status]);
    await recordStateChange(tx, {
      subjectType: 'MEMBER',
      subjectId: current.id,
      action: ACTION_OF[to],
      fromStatus: current.status,
      toStatus: to,
      operator,
      remark: reason,
    });
  }
}
