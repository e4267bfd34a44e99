import { NOTHING_WAITS } from '../../lib/four-eyes';
import { and, eq, ne } from 'drizzle-orm';
import { ResultCode, type RefusalReason } from '@ledgerdesk/shared';
import { LEAD_MIN_KYC_LEVEL, LEAD_TIER_APPROVE_PERMISSION, LEAD_TIER_KIND, LEAD_TIERS, type LeadTier } from '@ledgerdesk/shared/resources/copy/tiers';
import type { Db, Tx } from '../../db/client';
import { contractPositions, copyFollows, leadTraders, marketMakers, members } from '../../db/schema';
import { fieldRefusal, notFound, refuse } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { units } from '../../lib/exact-decimal';
import { publishEvent, TOPICS } from '../outbox/publish';

export type LeadTraderRow = typeof leadTraders.$inferSelect;

export const copyRefusal = (reason: string, message: string, params: Record<string, string | number> = {}) =>
  refuse(ResultCode.conflict, message, { reason: `copy.${reason}` as RefusalReason, params });

/** The member's inbox hears of a lead's suspension or revocation, and of an operator's stop of a follow. */
export const COPY_TOPICS = { leadStatus: TOPICS.copyLeadStatus, followStopped: TOPICS.copyFollowStopped } as const;

export interface LeadApplication {
  memberId: number;
  nickname: string;
  bio?: string;
  tags?: string[];
  profitShareRate: string;
  shareBasis?: 'STANDARD' | 'HIGH_WATER_MARK';
  minCopyAmount?: string;
  allowedProducts?: number[];
  conflictsDisclosure?: string;
  isHouse?: boolean;
}

/**
 * Lead traders (catalogue §6.1): a member applies, an operator approves or rejects against the
 * guards (advanced KYC, not following anyone, no open positions, one trader account, a house or
 * market-maker account only when labelled), suspends or revokes with a reason (followers hear of it;
 * their open copies keep running, new copies stop), and changes the tier only through a second
 * operator. Figures are derived by the stats job; nothing here writes them.
 */
export class LeadTraderService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  /** Member-side: the application (tests and the demo seed call it; there is no member app here). */
  async apply(input: LeadApplication): Promise<LeadTraderRow> {
    const tier: LeadTier = 'BRONZE';
    this.checkRate(input.profitShareRate, tier);
    try {
      const [row] = await this.db
        .insert(leadTraders)
        .values({
          memberId: input.memberId,
          nickname: input.nickname,
          bio: input.bio ?? '',
          tags: input.tags ?? [],
          tier,
          profitShareRate: input.profitShareRate,
          shareBasis: input.shareBasis ?? 'STANDARD',
          maxFollowers: LEAD_TIERS[tier].maxFollowers,
          minCopyAmount: input.minCopyAmount ?? '0',
          allowedProducts: input.allowedProducts ?? [],
          conflictsDisclosure: input.conflictsDisclosure ?? '',
          isHouse: input.isHouse ?? false,
        })
        .returning();
      return row!;
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      throw copyRefusal('alreadyLead', `member ${input.memberId} already has a lead-trader account`, { memberId: input.memberId });
    }
  }

  private checkRate(rate: string, tier: LeadTier): void {
    if (!/^\d+(\.\d+)?$/.test(rate)) throw fieldRefusal('profitShareRate', 'the profit-share rate is a decimal between 0 and the tier maximum', { code: 'decimal' });
    if (units(rate) > units(LEAD_TIERS[tier].maxShareRate)) {
      throw copyRefusal('rateAboveTier', `the profit-share rate ${rate} is above the ${tier} maximum ${LEAD_TIERS[tier].maxShareRate}`, { rate, tier, maximum: LEAD_TIERS[tier].maxShareRate });
    }
  }

  private async lock(tx: Tx, id: number): Promise<LeadTraderRow> {
    const [row] = await tx.select().from(leadTraders).where(eq(leadTraders.id, id)).for('update');
    if (!row) throw notFound(`lead trader ${id} does not exist`);
    return row;
  }

  private wrongState(row: LeadTraderRow, expected: string[]) {
    return copyRefusal('leadWrongState', `lead trader ${row.nickname} is ${row.status}; this needs ${expected.join(' or ')}`, { nickname: row.nickname, status: row.status, expected: expected.join(', ') });
  }

  /** The guards an approval checks, each named when it fails. */
  private async guards(tx: Tx, row: LeadTraderRow): Promise<{ kycLevel: number }> {
    const [member] = await tx.select({ kycLevel: members.kycLevel, status: members.status }).from(members).where(eq(members.id, row.memberId));
    const fail = (guard: string, message: string) => copyRefusal('applicationGuard', message, { guard, nickname: row.nickname });
    if (!member || member.status !== 'NORMAL') throw fail('MEMBER_NOT_NORMAL', `the applicant's account is not in normal standing`);
    if (member.kycLevel < LEAD_MIN_KYC_LEVEL) throw fail('KYC_ADVANCED', `the applicant has not passed advanced KYC (level ${member.kycLevel})`);
    const [following] = await tx.select({ id: copyFollows.id }).from(copyFollows).where(and(eq(copyFollows.followerMemberId, row.memberId), ne(copyFollows.status, 'STOPPED'))).limit(1);
    if (following) throw fail('FOLLOWING', 'the applicant follows a lead trader; a lead may not follow anyone');
    const [open] = await tx.select({ id: contractPositions.id }).from(contractPositions).where(and(eq(contractPositions.memberId, row.memberId), eq(contractPositions.status, 'OPEN'))).limit(1);
    if (open) throw fail('OPEN_POSITIONS', 'the applicant has open positions; they must be closed before approval');
    const [robot] = await tx.select({ id: marketMakers.id }).from(marketMakers).where(eq(marketMakers.memberId, row.memberId));
    if (robot && !row.isHouse) throw fail('HOUSE_UNLABELLED', 'a market-maker or house account may lead only when labelled as house');
    return { kycLevel: member.kycLevel };
  }

  async approve(id: number, operator: Operator): Promise<LeadTraderRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (row.status !== 'APPLIED') throw this.wrongState(row, ['APPLIED']);
      const { kycLevel } = await this.guards(tx, row);
      const [done] = await tx
        .update(leadTraders)
        .set({ status: 'APPROVED', approvedBy: operator.userId, approvedAt: new Date(), kycLevelSnapshot: kycLevel, version: row.version + 1, updatedAt: new Date(), updatedBy: operator.userId })
        .where(eq(leadTraders.id, id))
        .returning();
      return done!;
    });
  }

  async reject(id: number, reason: string, operator: Operator): Promise<LeadTraderRow> {
    return this.move(id, ['APPLIED'], 'REJECTED', { decisionReason: reason }, operator);
  }

  /** Suspend (reversible) or revoke: followers are told; open copies keep running, new copies stop. */
  async suspend(id: number, reason: string, operator: Operator): Promise<LeadTraderRow> {
    return this.move(id, ['APPROVED', 'ACTIVE'], 'SUSPENDED', { suspendedReason: reason }, operator);
  }

  async revoke(id: number, reason: string, operator: Operator): Promise<LeadTraderRow> {
    return this.move(id, ['APPROVED', 'ACTIVE', 'SUSPENDED'], 'REVOKED', { suspendedReason: reason }, operator);
  }

  async reinstate(id: number, operator: Operator): Promise<LeadTraderRow> {
    return this.move(id, ['SUSPENDED'], 'APPROVED', { suspendedReason: '' }, operator);
  }

  private async move(id: number, from: string[], to: string, extra: Partial<LeadTraderRow>, operator: Operator): Promise<LeadTraderRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (!from.includes(row.status)) throw this.wrongState(row, from);
      const [done] = await tx
        .update(leadTraders)
        .set({ ...extra, status: to, version: row.version + 1, updatedAt: new Date(), updatedBy: operator.userId })
        .where(eq(leadTraders.id, id))
        .returning();
      if (to === 'SUSPENDED' || to === 'REVOKED' || (row.status === 'SUSPENDED' && to === 'APPROVED')) await this.tellFollowers(tx, done!);
      return done!;
    });
  }

  private async tellFollowers(tx: Tx, lead: LeadTraderRow): Promise<void> {
    const followers = await tx.select({ followerMemberId: copyFollows.followerMemberId }).from(copyFollows).where(and(eq(copyFollows.leadTraderId, lead.id), ne(copyFollows.status, 'STOPPED')));
    for (const { followerMemberId } of followers) {
      await publishEvent(tx, {
        topic: COPY_TOPICS.leadStatus,
        key: `${lead.id}:${lead.version}:${followerMemberId}`,
        payload: { memberId: followerMemberId, leadTraderId: lead.id, status: lead.status },
      });
    }
  }

  /** A tier change waits for a second operator (the rate and slots follow the tier). */
  async requestTier(id: number, tier: string, operator: Operator): Promise<{ approvalId: number }> {
    if (!(tier in LEAD_TIERS)) throw fieldRefusal('tier', `tier must be one of ${Object.keys(LEAD_TIERS).join(', ')}`, { code: 'notChoosable' });
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (row.tier === tier) throw copyRefusal('tierUnchanged', `lead trader ${row.nickname} is already ${tier}`, { nickname: row.nickname, tier });
      const approval = await this.approvals.request(tx, {
        kind: LEAD_TIER_KIND,
        subjectType: 'LEAD_TRADER',
        subjectId: row.id,
        summary: {
          'zh-cn': `带单员 ${row.nickname} 等级 ${row.tier} → ${tier}`,
          en: `Lead trader ${row.nickname}: tier ${row.tier} → ${tier}`,
          'zh-tw': `帶單員 ${row.nickname} 等級 ${row.tier} → ${tier}`,
        },
        payload: { leadTraderId: row.id, from: row.tier, to: tier, version: row.version },
        makerId: operator.userId,
      });
      return { approvalId: approval.id };
    });
  }

  tierApprovalHandler(): Parameters<AreaDeps['approvalKinds']['register']>[0] {
    return {
      kind: LEAD_TIER_KIND,
      title: { 'zh-cn': '带单员等级变更', en: 'Lead trader tier change', 'zh-tw': '帶單員等級變更' },
      permission: LEAD_TIER_APPROVE_PERMISSION,
      // The tier changes only on approval; filing parks nothing.
      onReject: NOTHING_WAITS,
      subjectMember: leadTraders.memberId,
      apply: async (tx, approval, approverId) => {
        const { leadTraderId, to, version } = approval.payload as { leadTraderId: number; to: LeadTier; version: number };
        const row = await this.lock(tx, leadTraderId);
        if (row.version !== version) throw copyRefusal('leadWrongState', `lead trader ${row.nickname} changed since the request; file it again`, { nickname: row.nickname, status: row.status, expected: 'unchanged' });
        const terms = LEAD_TIERS[to];
        // A lower tier's maximum caps the rate; the followers beyond its slots are not removed, new copies for them are skipped (SLOTS_FULL).
        const rate = units(row.profitShareRate) > units(terms.maxShareRate) ? terms.maxShareRate : row.profitShareRate;
        await tx
          .update(leadTraders)
          .set({ tier: to, maxFollowers: terms.maxFollowers, profitShareRate: rate, version: row.version + 1, updatedAt: new Date(), updatedBy: approverId })
          .where(eq(leadTraders.id, row.id));
        return { leadTraderId, tier: to, profitShareRate: rate };
      },
    };
  }
}
