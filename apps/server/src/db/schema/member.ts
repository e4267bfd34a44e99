import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { users } from './system';
import { foldedTextIndex } from '../folded-text';

/** Members of the platform (the people whose money this console administers). */
export const members = pgTable(
  'mem_member',
  {
    id: id(),
    account: text('account').notNull(),
    nickname: text('nickname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** NORMAL, FROZEN (read-only: no withdrawals) or DISABLED (no login). */
    status: text('status').notNull().default('NORMAL'),
    /** 0 none, 1 primary, 2 advanced: raised by approving real-name applications. */
    kycLevel: integer('kyc_level').notNull().default(0),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    registerIp: text('register_ip').notNull().default(''),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator the member is assigned to; data scopes reach a member through this operator's department. */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Optimistic concurrency for edits through the resource engine. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('mem_member_account_uq').on(t.account),
    index('mem_member_registered_idx').on(t.registeredAt, t.id),
    index('mem_member_phone_idx').on(t.phone),
    index('mem_member_email_idx').on(t.email),
    index('mem_member_operator_idx').on(t.operatorId),
    check('mem_member_status_ck', sql`${t.status} in ('NORMAL', 'FROZEN', 'DISABLED')`),
    foldedTextIndex('mem_member_account_folded_idx', t.account),
    foldedTextIndex('mem_member_nickname_folded_idx', t.nickname),
    foldedTextIndex('mem_member_phone_folded_idx', t.phone),
  ],
);

/**
 * Real-name applications; one row per submission so the history stays. The partial unique index
 * on approved primary ID numbers makes "one ID verifies one account" hold even under races.
 */
export const kycApplications = pgTable(
  'mem_kyc_application',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** PRIMARY (name and ID number) or ADVANCED (document images). */
    level: text('level').notNull(),
    realName: text('real_name').notNull(),
    idType: text('id_type').notNull().default('ID_CARD'),
    idNumber: text('id_number').notNull(),
    country: text('country').notNull().default(''),
    frontImage: text('front_image').notNull().default(''),
    backImage: text('back_image').notNull().default(''),
    selfieImage: text('selfie_image').notNull().default(''),
    status: text('status').notNull().default('PENDING'),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('mem_kyc_member_idx').on(t.memberId, t.createdAt),
    index('mem_kyc_created_idx').on(t.createdAt, t.id),
    index('mem_kyc_pending_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('mem_kyc_verified_id_uq').on(t.idType, t.idNumber).where(sql`${t.status} = 'APPROVED' and ${t.level} = 'PRIMARY'`),
    uniqueIndex('mem_kyc_open_uq').on(t.memberId, t.level).where(sql`${t.status} = 'PENDING'`),
    check('mem_kyc_level_ck', sql`${t.level} in ('PRIMARY', 'ADVANCED')`),
    check('mem_kyc_status_ck', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);
