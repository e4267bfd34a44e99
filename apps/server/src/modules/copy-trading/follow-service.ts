import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { copyFollows, copyInvites, copyInviteUses, leadTraders, testMembers } from '../../db/schema';
import { fieldRefusal, notFound } from '../../lib/errors';
import { newOrderNo, sqlState, UNIQUE_VIOLATION, type Operator } from '../../lib/review-support';
import { newToken } from '../../lib/tokens';
import { units } from '../../lib/exact-decimal';
import { publishEvent } from '../outbox/publish';
import { COPY_TOPICS, copyRefusal } from './lead-trader-service';

export type FollowRow = typeof copyFollows.$inferSelect;
export type InviteRow = typeof copyInvites.$inferSelect;

export interface FollowInput {
  followerMemberId: number;
  leadTraderId: number;
  mode: 'FIXED_AMOUNT' | 'FIXED_QTY' | 'RATIO' | 'EQUITY_RATIO';
  param: string;
  investment: string;
  maxPositionValue?: string | null;
  stopLossRate?: string | null;
  copyOpen?: boolean;
  copyClose?: boolean;
  /** The invite the member came through (attribution only). */
  inviteCode?: string;
}

const FOLLOWABLE = ['APPROVED', 'ACTIVE'];
const positive = (field: string, value: string) => {
  if (!/^\d+(\.\d+)?$/.test(value) || units(value) <= 0n) throw fieldRefusal(field, `${field} must be a positive decimal`, { code: 'positive' });
};

/**
 * Follows (catalogue §6.2) and invites (§6.3). A member follows an APPROVED/ACTIVE lead within its
 * slots, at least its minimum amount; one live follow per (follower, lead) (a partial unique index).
 * Only orders the lead places after the follow starts are copied. An operator stops a follow only
 * with a compliance reason; the follower's positions stay theirs. An invite is a random code that
 * opens a lead's profile (or private strategy) and records who came through it — it carries no
 * product, side, amount, time window or expected profit, and places no order.
 */
export class FollowService {
  constructor(private readonly db: Db) {}

  /** Member-side (tests and the demo seed call it). */
  async follow(input: FollowInput): Promise<FollowRow> {
    positive('param', input.param);
    positive('investment', input.investment);
    return this.db.transaction(async (tx) => {
      const [lead] = await tx.select().from(leadTraders).where(eq(leadTraders.id, input.leadTraderId)).for('update');
      if (!lead) throw fieldRefusal('leadTraderId', `lead trader ${input.leadTraderId} does not exist`, { code: 'noSuchRecord' }, 404);
      if (!FOLLOWABLE.includes(lead.status)) throw copyRefusal('leadNotOpen', `lead trader ${lead.nickname} is ${lead.status}; new follows are not accepted`, { nickname: lead.nickname, status: lead.status });
      if (lead.memberId === input.followerMemberId) throw copyRefusal('selfFollow', 'a lead trader cannot follow themself');
      if (units(input.investment) < units(lead.minCopyAmount)) throw copyRefusal('belowMinCopy', `the investment is below ${lead.nickname}'s minimum ${lead.minCopyAmount}`, { minimum: lead.minCopyAmount });
      const [live] = await tx.select({ n: count() }).from(copyFollows).where(and(eq(copyFollows.leadTraderId, lead.id), ne(copyFollows.status, 'STOPPED')));
      if ((live?.n ?? 0) >= lead.maxFollowers) throw copyRefusal('slotsFull', `lead trader ${lead.nickname} has all ${lead.maxFollowers} follower slots taken`, { nickname: lead.nickname, max: lead.maxFollowers });
      const invite = input.inviteCode ? await this.useInvite(tx, input.inviteCode, lead.id, input.followerMemberId) : undefined;
      const [test] = await tx.select({ id: testMembers.id }).from(testMembers).where(and(eq(testMembers.memberId, input.followerMemberId), eq(testMembers.active, true)));
      let row: FollowRow | undefined;
      try {
        [row] = await tx
          .insert(copyFollows)
          .values({
            followNo: newOrderNo('F'),
            followerMemberId: input.followerMemberId,
            leadTraderId: lead.id,
            mode: input.mode,
            param: input.param,
            investment: input.investment,
            maxPositionValue: input.maxPositionValue ?? null,
            stopLossRate: input.stopLossRate ?? null,
            copyOpen: input.copyOpen ?? true,
            copyClose: input.copyClose ?? true,
            inviteId: invite?.id ?? null,
            isTest: Boolean(test),
          })
          .returning();
      } catch (error) {
        if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
        throw copyRefusal('followExists', `the member already follows ${lead.nickname}`, { nickname: lead.nickname });
      }
      if (invite) await tx.update(copyInviteUses).set({ followId: row!.id }).where(and(eq(copyInviteUses.inviteId, invite.id), eq(copyInviteUses.memberId, input.followerMemberId)));
      if (lead.status === 'APPROVED') await tx.update(leadTraders).set({ status: 'ACTIVE', updatedAt: new Date() }).where(eq(leadTraders.id, lead.id));
      return row!;
    });
  }

  /** Member-side pause and resume: a paused follow copies nothing new. */
  async setPaused(followId: number, paused: boolean): Promise<FollowRow> {
    return this.db.transaction(async (tx) => {
      const follow = await this.lock(tx, followId);
      const from = paused ? 'ACTIVE' : 'PAUSED';
      if (follow.status !== from) throw copyRefusal('followWrongState', `follow ${follow.followNo} is ${follow.status}`, { followNo: follow.followNo, status: follow.status });
      const [row] = await tx.update(copyFollows).set({ status: paused ? 'PAUSED' : 'ACTIVE', version: follow.version + 1, updatedAt: new Date() }).where(eq(copyFollows.id, followId)).returning();
      return row!;
    });
  }

  /** Stop: by the member (no operator), or by an operator for a compliance reason (the follower is told). */
  async stop(followId: number, reason: string, operator: Operator | null): Promise<FollowRow> {
    return this.db.transaction(async (tx) => {
      const follow = await this.lock(tx, followId);
      if (follow.status === 'STOPPED') throw copyRefusal('followWrongState', `follow ${follow.followNo} is already STOPPED`, { followNo: follow.followNo, status: follow.status });
      const [row] = await tx
        .update(copyFollows)
        .set({ status: 'STOPPED', stoppedAt: new Date(), stopReason: reason.slice(0, 500), stoppedBy: operator?.userId ?? null, version: follow.version + 1, updatedAt: new Date(), updatedBy: operator?.userId ?? null })
        .where(eq(copyFollows.id, followId))
        .returning();
      if (operator) await publishEvent(tx, { topic: COPY_TOPICS.followStopped, key: `${follow.id}`, payload: { memberId: follow.followerMemberId, followId: follow.id, status: 'STOPPED' } });
      return row!;
    });
  }

  private async lock(tx: Tx, followId: number): Promise<FollowRow> {
    const [follow] = await tx.select().from(copyFollows).where(eq(copyFollows.id, followId)).for('update');
    if (!follow) throw notFound(`follow ${followId} does not exist`);
    return follow;
  }

  /** A lead's new invite: the code is 32 random bytes (base64url), never derived from anything guessable. */
  async createInvite(input: { leadTraderId: number; kind: 'PROFILE_LINK' | 'PRIVATE_STRATEGY'; maxUses: number; expiresAt: Date }): Promise<InviteRow> {
    if (!Number.isInteger(input.maxUses) || input.maxUses < 1 || input.maxUses > 100_000) throw fieldRefusal('maxUses', 'maxUses is a whole number from 1 to 100000', { code: 'invalid' });
    if (!(input.expiresAt.getTime() > Date.now())) throw fieldRefusal('expiresAt', 'an invite expires in the future', { code: 'invalid' });
    const [lead] = await this.db.select().from(leadTraders).where(eq(leadTraders.id, input.leadTraderId));
    if (!lead) throw fieldRefusal('leadTraderId', `lead trader ${input.leadTraderId} does not exist`, { code: 'noSuchRecord' }, 404);
    if (!FOLLOWABLE.includes(lead.status)) throw copyRefusal('leadNotOpen', `lead trader ${lead.nickname} is ${lead.status}`, { nickname: lead.nickname, status: lead.status });
    const [row] = await this.db.insert(copyInvites).values({ code: newToken(), leadTraderId: lead.id, kind: input.kind, maxUses: input.maxUses, expiresAt: input.expiresAt }).returning();
    return row!;
  }

  /** What opening an invite answers: the lead's profile, nothing to trade. */
  async openInvite(code: string): Promise<{ leadTraderId: number; nickname: string; kind: string }> {
    const [invite] = await this.db.select().from(copyInvites).where(eq(copyInvites.code, code));
    if (!invite || invite.status !== 'ACTIVE' || invite.expiresAt.getTime() <= Date.now()) throw copyRefusal('inviteNotUsable', 'this invite is not valid');
    const [lead] = await this.db.select({ id: leadTraders.id, nickname: leadTraders.nickname }).from(leadTraders).where(eq(leadTraders.id, invite.leadTraderId));
    return { leadTraderId: lead!.id, nickname: lead!.nickname, kind: invite.kind };
  }

  private async useInvite(tx: Tx, code: string, leadTraderId: number, memberId: number): Promise<InviteRow> {
    const [invite] = await tx.select().from(copyInvites).where(eq(copyInvites.code, code)).for('update');
    if (!invite || invite.leadTraderId !== leadTraderId || invite.status !== 'ACTIVE' || invite.expiresAt.getTime() <= Date.now() || invite.uses >= invite.maxUses) {
      throw copyRefusal('inviteNotUsable', 'this invite is not valid');
    }
    const used = await tx.insert(copyInviteUses).values({ inviteId: invite.id, memberId }).onConflictDoNothing().returning();
    if (used.length === 0) throw copyRefusal('inviteAlreadyUsed', 'the member has already used this invite');
    await tx.update(copyInvites).set({ uses: sql`${copyInvites.uses} + 1`, updatedAt: new Date() }).where(eq(copyInvites.id, invite.id));
    return invite;
  }

  async revokeInvite(inviteId: number, reason: string, operator: Operator): Promise<InviteRow> {
    return this.db.transaction(async (tx) => {
      const [invite] = await tx.select().from(copyInvites).where(eq(copyInvites.id, inviteId)).for('update');
      if (!invite) throw notFound(`invite ${inviteId} does not exist`);
      if (invite.status !== 'ACTIVE') throw copyRefusal('inviteNotUsable', `invite ${inviteId} is ${invite.status}`);
      const [row] = await tx
        .update(copyInvites)
        .set({ status: 'REVOKED', revokedReason: reason.slice(0, 500), revokedBy: operator.userId, version: invite.version + 1, updatedAt: new Date(), updatedBy: operator.userId })
        .where(eq(copyInvites.id, inviteId))
        .returning();
      return row!;
    });
  }
}
