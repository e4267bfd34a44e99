import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  dictParam,
  KYC_LEVEL_OF,
  type KycApplication,
  type KycApplicationLevel,
  type KycStatus,
  type kycReviewSchema,
} from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { kycApplications, members } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { maskIdNumber } from '../../lib/mask';
import { iso } from '../../lib/list-query';
import { recordStateChange, sqlState, UNIQUE_VIOLATION, type Operator, wrongState } from '../../lib/review-support';
import { subject } from '../../lib/refused-subject';
import { publishEvent, TOPICS } from '../outbox/publish';

const levelParam = (value: string) => dictParam('kyc_application_level', value);

type KycRow = typeof kycApplications.$inferSelect & { memberAccount: string | null };

const selection = { ...getTableColumns(kycApplications), memberAccount: members.account };

function toKycApplication(row: KycRow, revealIdNumber: boolean): KycApplication {
  return {
    id: row.id,
    memberId: row.memberId,
    memberAccount: row.memberAccount ?? '',
    level: row.level as KycApplicationLevel,
    realName: row.realName,
    idType: row.idType,
    idNumber: revealIdNumber ? row.idNumber : maskIdNumber(row.idNumber),
    idNumberMasked: !revealIdNumber,
    country: row.country,
    status: row.status as KycStatus,
    rejectReason: row.rejectReason,
    reviewerId: row.reviewerId,
    reviewedAt: iso(row.reviewedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface KycSubmission {
  memberId: number;
  level: KycApplicationLevel;
  realName: string;
  idNumber: string;
  idType?: string;
  country?: string;
}

/**
 * Real-name applications: PRIMARY first, ADVANCED only after PRIMARY is approved; PENDING →
 * APPROVED | REJECTED. One ID number verifies one account (checked here for a clear message and
 * enforced by a partial unique index for races).
 */
export class KycService {
  constructor(private readonly db: Db) {}

  async get(id: number, revealIdNumber: boolean, db: Db | Tx = this.db): Promise<KycApplication> {
    const [row] = await db.select(selection).from(kycApplications).leftJoin(members, eq(members.id, kycApplications.memberId)).where(eq(kycApplications.id, id));
    if (!row) throw notFound(`real-name application ${id} does not exist`, { reason: 'kyc.notFound', params: { id } });
    return toKycApplication(row, revealIdNumber);
  }

  /** A member's submission (member-facing side; used by the demo seed and tests). */
  async submit(input: KycSubmission): Promise<KycApplication> {
    return this.db.transaction(async (tx) => {
      const [member] = await tx.select().from(members).where(eq(members.id, input.memberId));
      if (!member) throw notFound(`member ${input.memberId} does not exist`, { reason: 'member.notFound', params: { id: input.memberId } });
      if (input.level === 'ADVANCED' && member.kycLevel < KYC_LEVEL_OF.PRIMARY) {
        throw conflict(`member ${member.account} needs an approved PRIMARY verification before applying for ADVANCED`, { reason: 'kyc.primaryFirst', params: { account: member.account } });
      }
      if (member.kycLevel >= KYC_LEVEL_OF[input.level]) {
        throw conflict(`member ${member.account} is already verified at ${input.level}`, { reason: 'kyc.alreadyVerified', params: { account: member.account, level: levelParam(input.level) } });
      }
      try {
        const [created] = await tx
          .insert(kycApplications)
          .values({ ...input, idType: input.idType ?? 'ID_CARD', country: input.country ?? '' })
          .returning({ id: kycApplications.id });
        await publishEvent(tx, { topic: TOPICS.kycSubmitted, key: `kyc:${created!.id}`, payload: { kycId: created!.id, memberId: input.memberId, level: input.level, status: 'PENDING' } });
        return this.get(created!.id, true, tx);
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) {
          throw conflict(`member ${member.account} already has a pending ${input.level} application`, { reason: 'kyc.pendingExists', params: { account: member.account, level: levelParam(input.level) } });
        }
        throw error;
      }
    });
  }

  async review(input: z.output<typeof kycReviewSchema>, operator: Operator): Promise<KycApplication> {
    return this.db.transaction(async (tx) => {
      const [application] = await tx.select().from(kycApplications).where(eq(kycApplications.id, input.id));
      if (!application) throw notFound(`real-name application ${input.id} does not exist`, { reason: 'kyc.notFound', params: { id: input.id } });
      const what = subject('kycApplication', application.id);
      if (application.status !== 'PENDING') throw wrongState(what, application, ['PENDING']);
      const level = application.level as KycApplicationLevel;
      if (input.action === 'approve') await this.checkApprovable(tx, application.memberId, level, application.idType, application.idNumber);

      const to: KycStatus = input.action === 'approve' ? 'APPROVED' : 'REJECTED';
      let moved: Array<{ id: number }>;
      try {
        moved = await tx
          .update(kycApplications)
          .set({
            status: to,
            rejectReason: input.action === 'reject' ? input.remark : '',
            reviewerId: operator.userId,
            reviewedAt: sql`now()`,
            version: sql`${kycApplications.version} + 1`,
            updatedAt: sql`now()`,
            updatedBy: operator.userId,
          })
          .where(and(eq(kycApplications.id, application.id), eq(kycApplications.status, 'PENDING')))
          .returning({ id: kycApplications.id });
      } catch (error) {
        // Another account's application with this ID number was approved a moment ago.
        if (sqlState(error) === UNIQUE_VIOLATION) {
          const idNumber = maskIdNumber(application.idNumber);
          throw conflict(`ID number ${idNumber} is already verified on another account`, { reason: 'kyc.idNumberTaken', params: { idNumber } });
        }
        throw error;
      }
      if (moved.length === 0) {
        const [now] = await tx.select().from(kycApplications).where(eq(kycApplications.id, application.id));
        throw wrongState(what, now ?? application, ['PENDING']);
      }
      if (to === 'APPROVED') {
        await tx
          .update(members)
          .set({ kycLevel: sql`greatest(${members.kycLevel}, ${KYC_LEVEL_OF[level]})`, updatedAt: sql`now()`, updatedBy: operator.userId })
          .where(eq(members.id, application.memberId));
      }
      await recordStateChange(tx, {
        subjectType: 'KYC', subjectId: application.id, action: input.action, fromStatus: 'PENDING', toStatus: to, operator, remark: input.remark,
      });
      await publishEvent(tx, { topic: TOPICS.kycReviewed, key: `kyc:${application.id}:${to}`, payload: { kycId: application.id, memberId: application.memberId, level, status: to } });
      return this.get(application.id, true, tx);
    });
  }

  private async checkApprovable(tx: Tx, memberId: number, level: KycApplicationLevel, idType: string, idNumber: string) {
    if (level === 'ADVANCED') {
      const [member] = await tx.select({ kycLevel: members.kycLevel, account: members.account }).from(members).where(eq(members.id, memberId));
      if ((member?.kycLevel ?? 0) < KYC_LEVEL_OF.PRIMARY) {
        const account = member?.account ?? String(memberId);
        throw conflict(`member ${account} has no approved PRIMARY verification`, { reason: 'kyc.noPrimary', params: { account } });
      }
      return;
    }
    const [elsewhere] = await tx
      .select({ account: members.account })
      .from(kycApplications)
      .innerJoin(members, eq(members.id, kycApplications.memberId))
      .where(
        and(
          eq(kycApplications.idType, idType),
          eq(kycApplications.idNumber, idNumber),
          eq(kycApplications.level, 'PRIMARY'),
          eq(kycApplications.status, 'APPROVED'),
          ne(kycApplications.memberId, memberId),
        ),
      )
      .limit(1);
    if (elsewhere) {
      const masked = maskIdNumber(idNumber);
      throw conflict(`ID number ${masked} is already verified on account ${elsewhere.account}; one ID verifies one account`, {
        reason: 'kyc.idNumberTaken', params: { idNumber: masked, account: elsewhere.account },
      });
    }
  }
}
