import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ResultCode, type FieldIssue, type Language } from '@ledgerdesk/shared';
import {
  CAPABILITY_FLAGS,
  COMPLIANCE_REASONS,
  DEFAULT_MEMBER_CONFIG,
  MEMBER_CONFIG_APPROVAL_KIND,
  type MemberConfigChange,
  type MemberConfigOutcome,
  type MemberConfigValues,
  type MemberConfigView,
} from '@ledgerdesk/shared/member-config';
import type { Db, Tx } from '../../db/client';
import { approvals, memberConfigChanges, memberConfigs, members, rechargeOrders, users } from '../../db/schema';
import { conflict, fieldRefusal, fieldsRefusal, refuse } from '../../lib/errors';
import type { AreaDeps } from '../area-deps';

type ApprovalRow = typeof approvals.$inferSelect;

type ConfigRow = typeof memberConfigs.$inferSelect;
type Reader = Db | Tx;

/** What a change asks for (the dialog sends the whole config). */
export interface ConfigChange {
  memberId: number;
  /** The version read; null when the member had no row. */
  version: number | null;
  values: MemberConfigValues;
  changeReason: string;
  remark: string;
}

/** The payload of a member-config four-eyes request: what the approver reads and what is applied. */
export interface ConfigApprovalPayload {
  memberId: number;
  account: string;
  before: MemberConfigValues;
  after: MemberConfigValues;
  changeReason: string;
  remark: string;
  [key: string]: unknown;
}

const LIMIT_DECIMALS = 2;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A row's values as the API carries them (defaults for a member without a row). */
export function valuesOf(row: ConfigRow | null | undefined): MemberConfigValues {
  if (!row) return { ...DEFAULT_MEMBER_CONFIG };
  return {
    canLogin: row.canLogin,
    canTrade: row.canTrade,
    canWithdraw: row.canWithdraw,
    canRecharge: row.canRecharge,
    canTransfer: row.canTransfer,
    withdrawDailyLimitUsd: row.withdrawDailyLimitUsd === null ? null : normalise(row.withdrawDailyLimitUsd),
    withdraw30dLimitUsd: row.withdraw30dLimitUsd === null ? null : normalise(row.withdraw30dLimitUsd),
    feeTier: row.feeTier,
    isTest: row.isTest,
    restrictionReasonCode: row.restrictionReasonCode,
    memberNoticeTemplate: row.memberNoticeTemplate,
    reviewDueAt: iso(row.reviewDueAt),
  };
}

/** numeric text without trailing zeros, so "100.000000000000000000" and "100" compare equal. */
function normalise(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

const sameValues = (a: MemberConfigValues, b: MemberConfigValues) => (Object.keys(a) as (keyof MemberConfigValues)[]).every((k) => a[k] === b[k]);
export const restricted = (v: MemberConfigValues) => CAPABILITY_FLAGS.some((flag) => !v[flag]);

/**
 * Member config changes (catalogue §2.1). A change is checked, then either applied at once — the
 * row (created on the first change) and a mem_config_change row with before and after, in one
 * transaction — or, when it lifts a restriction set for AML review or a court order, or touches the
 * test flag, filed as a four-eyes request that a second operator's approval applies later.
 */
export class MemberConfigService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  /** The member's config or the defaults, its history (newest first) and any request waiting. */
  async view(memberId: number, reader: Reader = this.db): Promise<MemberConfigView> {
    const member = await requireMember(reader, memberId);
    const [row] = await reader.select().from(memberConfigs).where(eq(memberConfigs.memberId, memberId));
    const [pending] = await reader
      .select({ id: approvals.id, makerId: approvals.makerId, createdAt: approvals.createdAt })
      .from(approvals)
      .where(and(eq(approvals.kind, MEMBER_CONFIG_APPROVAL_KIND), eq(approvals.subjectType, 'MEMBER'), eq(approvals.subjectId, memberId), eq(approvals.status, 'PENDING')));
    return {
      memberId,
      account: member.account,
      id: row?.id ?? null,
      version: row?.version ?? null,
      values: valuesOf(row),
      changes: await this.history(reader, memberId),
      pendingApproval: pending ? { id: pending.id, makerId: pending.makerId, createdAt: iso(pending.createdAt)! } : null,
    };
  }

  async history(reader: Reader, memberId: number): Promise<MemberConfigChange[]> {
    const operator = alias(users, 'operator');
    const approver = alias(users, 'approver');
    const rows = await reader
      .select({ change: memberConfigChanges, operatorName: operator.userName, approverName: approver.userName })
      .from(memberConfigChanges)
      .leftJoin(operator, eq(operator.id, memberConfigChanges.operatorId))
      .leftJoin(approvals, eq(approvals.id, memberConfigChanges.approvalId))
      .leftJoin(approver, eq(approver.id, approvals.approverId))
      .where(eq(memberConfigChanges.memberId, memberId))
      .orderBy(desc(memberConfigChanges.createdAt), desc(memberConfigChanges.id))
      .limit(100);
    return rows.map(({ change, operatorName, approverName }) => ({
      id: change.id,
      before: change.before as MemberConfigValues,
      after: change.after as MemberConfigValues,
      reasonCode: change.reasonCode,
      remark: change.remark,
      operatorId: change.operatorId,
      operatorName,
      approvalId: change.approvalId,
      approverName,
      createdAt: iso(change.createdAt)!,
    }));
  }

  /** Checks a change and applies it, or files it for a second operator. */
  async submit(change: ConfigChange, makerId: number): Promise<MemberConfigOutcome> {
    return this.db.transaction(async (tx) => {
      const member = await this.lockMember(tx, change.memberId);
      const row = await this.lockRow(tx, change.memberId);
      if ((row?.version ?? null) !== change.version) {
        throw refuse(
          ResultCode.conflict,
          `the config of member ${member.account} was changed by someone else since it was read`,
          { reason: 'record.stale', params: { id: change.memberId }, issues: { version: { code: 'stale' } } },
          { version: 'was changed by someone else since it was read' },
        );
      }
      const before = valuesOf(row);
      const after = normalised(change.values);
      checkValues(after, before);
      if (sameValues(before, after)) {
        throw conflict('nothing would change', { reason: 'memberConfig.noChange' });
      }
      if (before.isTest !== after.isTest) await refuseTestFlagAfterRecharge(tx, member);

      const liftsCompliance = COMPLIANCE_REASONS.includes(before.restrictionReasonCode ?? '') && CAPABILITY_FLAGS.some((f) => !before[f] && after[f]);
      if (liftsCompliance || before.isTest !== after.isTest) {
        const payload: ConfigApprovalPayload = { memberId: member.id, account: member.account, before, after, changeReason: change.changeReason, remark: change.remark };
        const filed = await this.approvals.request(tx, {
          kind: MEMBER_CONFIG_APPROVAL_KIND,
          subjectType: 'MEMBER',
          subjectId: member.id,
          summary: summaryOf(member.account, before, after),
          payload,
          makerId,
          makerRemark: change.remark,
        });
        return { applied: false, approvalId: filed.id, memberId: member.id };
      }
      await write(tx, { memberId: member.id, row, before, after, reasonCode: change.changeReason, remark: change.remark, operatorId: makerId, updatedBy: makerId, approvalId: null });
      return { applied: true, approvalId: null, memberId: member.id };
    });
  }

  /**
   * The four-eyes handler's apply, in the approver's transaction: the config must still be what the
   * maker saw (else 409: reject it and file a new one), and the test flag still free to change.
   */
  async applyApproved(tx: Tx, approval: ApprovalRow, approverId: number): Promise<Record<string, unknown>> {
    const payload = approval.payload as ConfigApprovalPayload;
    const member = await this.lockMember(tx, payload.memberId);
    const row = await this.lockRow(tx, payload.memberId);
    const before = valuesOf(row);
    if (!sameValues(before, payload.before)) {
      throw conflict(`the config of member ${member.account} changed after the request was filed`, {
        reason: 'memberConfig.changedSince',
        params: { account: member.account },
      });
    }
    if (before.isTest !== payload.after.isTest) await refuseTestFlagAfterRecharge(tx, member);
    const changeId = await write(tx, {
      memberId: member.id,
      row,
      before,
      after: payload.after,
      reasonCode: payload.changeReason,
      remark: payload.remark,
      operatorId: approval.makerId,
      updatedBy: approverId,
      approvalId: approval.id,
    });
    return { changeId };
  }

  /** Locks the member (serialises the first change, which creates the row) or answers the 400 naming it. */
  private async lockMember(tx: Tx, memberId: number) {
    return requireMember(tx, memberId, true);
  }

  private async lockRow(tx: Tx, memberId: number): Promise<ConfigRow | null> {
    const [row] = await tx.select().from(memberConfigs).where(eq(memberConfigs.memberId, memberId)).for('update');
    return row ?? null;
  }
}

/** The member a change names (locked for a change, which may create its config row), or a 400 naming memberId. */
async function requireMember(reader: Reader, memberId: number, lock = false) {
  const query = reader.select({ id: members.id, account: members.account }).from(members).where(eq(members.id, memberId));
  const [member] = await (lock ? query.for('update') : query);
  if (!member) throw fieldRefusal('memberId', `no member with id ${memberId}`, { code: 'noSuchRecord', params: { value: memberId } });
  return member;
}

/** Without restrictions there is nothing to give a reason, a review date or a notice for. */
function normalised(values: MemberConfigValues): MemberConfigValues {
  if (restricted(values)) return { ...values };
  return { ...values, restrictionReasonCode: null, reviewDueAt: null, memberNoticeTemplate: null };
}

/** A restriction names its coded reason and a review date (in the future when it is set anew); limits keep cents. */
function checkValues(after: MemberConfigValues, before: MemberConfigValues): void {
  const problems: Record<string, { message: string; issue: FieldIssue }> = {};
  if (restricted(after)) {
    if (!after.restrictionReasonCode) problems.restrictionReasonCode = { message: 'a restriction needs its reason', issue: { code: 'required' } };
    if (!after.reviewDueAt) problems.reviewDueAt = { message: 'a restriction needs a review date', issue: { code: 'required' } };
    else if (after.reviewDueAt !== before.reviewDueAt && Date.parse(after.reviewDueAt) <= Date.now()) {
      problems.reviewDueAt = { message: 'must be in the future', issue: { code: 'invalid' } };
    }
  }
  for (const field of ['withdrawDailyLimitUsd', 'withdraw30dLimitUsd'] as const) {
    const value = after[field];
    if (value !== null && (value.split('.')[1]?.length ?? 0) > LIMIT_DECIMALS) {
      problems[field] = { message: `at most ${LIMIT_DECIMALS} decimal places`, issue: { code: 'maxDecimals', params: { maximum: LIMIT_DECIMALS } } };
    }
  }
  if (Object.keys(problems).length === 1) {
    const [[field, p]] = Object.entries(problems) as [[string, { message: string; issue: FieldIssue }]];
    throw fieldRefusal(field, p.message, p.issue);
  }
  if (Object.keys(problems).length) throw fieldsRefusal(problems);
}

/** A member with an approved recharge has real money in: it can never be (un)marked a test account. */
async function refuseTestFlagAfterRecharge(tx: Tx, member: { id: number; account: string }): Promise<void> {
  const [recharge] = await tx
    .select({ id: rechargeOrders.id })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.memberId, member.id), eq(rechargeOrders.status, 'APPROVED')))
    .limit(1);
  if (recharge) {
    throw conflict(`member ${member.account} has an approved recharge; the test-account flag cannot change`, {
      reason: 'memberConfig.testFlagLocked',
      params: { account: member.account },
    });
  }
}

/** One line for the Approvals list: which member, and which values change. */
/** The changed settings by key, from → to (the payload view beside it labels each one). */
function summaryOf(account: string, before: MemberConfigValues, after: MemberConfigValues): Readonly<Record<Language, string>> {
  const changed = (Object.keys(after) as (keyof MemberConfigValues)[]).filter((k) => before[k] !== after[k]);
  const list = (separator: string) => changed.map((k) => `${k} ${String(before[k])} → ${String(after[k])}`).join(separator);
  return { 'zh-cn': `会员 ${account} 的配置：${list('，')}`, en: `${account}: ${list(', ')}`, 'zh-tw': `會員 ${account} 的配置：${list('，')}` };
}

interface WriteArgs {
  memberId: number;
  row: ConfigRow | null;
  before: MemberConfigValues;
  after: MemberConfigValues;
  reasonCode: string;
  remark: string;
  operatorId: number;
  updatedBy: number;
  approvalId: number | null;
}

/** The row (created on the first change) and its change row, in the caller's transaction. */
async function write(tx: Tx, args: WriteArgs): Promise<number> {
  const { after } = args;
  const columns = {
    canLogin: after.canLogin,
    canTrade: after.canTrade,
    canWithdraw: after.canWithdraw,
    canRecharge: after.canRecharge,
    canTransfer: after.canTransfer,
    withdrawDailyLimitUsd: after.withdrawDailyLimitUsd,
    withdraw30dLimitUsd: after.withdraw30dLimitUsd,
    feeTier: after.feeTier,
    isTest: after.isTest,
    restrictionReasonCode: after.restrictionReasonCode,
    memberNoticeTemplate: after.memberNoticeTemplate,
    reviewDueAt: after.reviewDueAt ? new Date(after.reviewDueAt) : null,
    updatedBy: args.updatedBy,
    updatedAt: sql`now()`,
  };
  if (args.row) {
    await tx
      .update(memberConfigs)
      .set({ ...columns, version: sql`${memberConfigs.version} + 1` })
      .where(eq(memberConfigs.id, args.row.id));
  } else {
    await tx.insert(memberConfigs).values({ memberId: args.memberId, ...columns, createdBy: args.updatedBy });
  }
  const [change] = await tx
    .insert(memberConfigChanges)
    .values({
      memberId: args.memberId,
      before: args.before,
      after,
      reasonCode: args.reasonCode,
      remark: args.remark,
      operatorId: args.operatorId,
      approvalId: args.approvalId,
    })
    .returning({ id: memberConfigChanges.id });
  return change!.id;
}
