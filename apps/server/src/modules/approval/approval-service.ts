import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { dictParam, hasPermission, LANGUAGES, ResultCode, WILDCARD_PERMISSION, type Language } from '@ledgerdesk/shared';
import { APPROVAL_STATUS_DICT, type ApprovalSubjectType } from '@ledgerdesk/shared/resources/system/approval';
import type { Db, Tx } from '../../db/client';
import { approvals } from '../../db/schema';
import { conflict, fieldRefusal, forbidden, notFound, refuse } from '../../lib/errors';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/review-support';
import { memberRowsInReach, type Reach } from '../access/reach-conditions';
import { subjectIdColumn, type ApprovalHandler, type ApprovalRegistry, type ApprovalRow, type RejectOutcome } from './approval-registry';

export interface ApprovalRequest {
  kind: string;
  subjectType: ApprovalSubjectType;
  subjectId: number | null;
  /** Which part of the subject, where one subject takes several requests at once (a staking product's day). */
  subjectKey?: string;
  /** What the approver reads, in each console language (the payload is shown beside it). */
  summary: Readonly<Record<Language, string>>;
  payload: Record<string, unknown>;
  makerId: number;
  makerRemark?: string;
}

export interface Decision {
  approvalId: number;
  operatorId: number;
  permissions: readonly string[];
  /**
   * How far the decider's roles granting a permission reach (modules/access reachOf): the route
   * passes the session's. Left out, only a holder of every permission (a seed, a test acting as the
   * super role) reaches every member; anyone else reaches none, so a caller that forgets it fails closed.
   */
  reach?: (permission: string) => Promise<Reach>;
  remark?: string;
}

/**
 * A request whose kind no handler on this server applies (its module was removed or renamed) cannot
 * be approved; rejecting it needs a permission no role is granted by name, so only a holder of
 * every permission (the super role) clears it, and its maker may still withdraw it.
 */
export const ORPHAN_KIND_PERMISSION = 'system/approval/orphan';


/**
 * Four-eyes requests (catalogue §1.3). A maker files a request in their own transaction (the change
 * itself waits); a different operator holding the kind's permission approves it, and the kind's
 * handler applies the payload in the approver's transaction, or rejects it. Approver ≠ maker is
 * enforced here and by a check constraint on the table.
 */
export class ApprovalService {
  constructor(
    private readonly db: Db,
    private readonly registry: ApprovalRegistry,
  ) {}

  /** Files a request inside the caller's transaction; a second open request for the same subject and kind is a 409. */
  async request(tx: Tx, request: ApprovalRequest): Promise<ApprovalRow> {
    if (!this.registry.get(request.kind)) throw new Error(`approval kind ${request.kind} has no handler`);
    if (LANGUAGES.some((language) => !request.summary[language]?.trim())) throw new Error(`approval kind ${request.kind}: a request needs a summary the approver can read in every language`);
    try {
      const [row] = await tx
        .insert(approvals)
        .values({
          kind: request.kind,
          subjectType: request.subjectType,
          subjectId: request.subjectId,
          subjectKey: request.subjectKey ?? '',
          summary: request.summary,
          payload: request.payload,
          makerId: request.makerId,
          makerRemark: request.makerRemark ?? '',
          createdBy: request.makerId,
          updatedBy: request.makerId,
        })
        .returning();
      return row!;
    } catch (error) {
      // Drizzle wraps the driver's error: the SQLSTATE sits on its cause.
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      throw conflict(`a ${request.kind} request for this ${request.subjectType.toLowerCase().replaceAll('_', ' ')}${request.subjectKey ? ` (${request.subjectKey})` : ''} is already waiting for approval`, {
        reason: 'approval.alreadyPending',
        params: { kind: request.kind },
      });
    }
  }

  async approve(decision: Decision): Promise<ApprovalRow> {
    return this.db.transaction(async (tx) => {
      const open = await this.lockOpen(tx, decision.approvalId);
      const handler = this.registry.get(open.kind);
      if (!handler) throw conflict(`no handler applies ${open.kind} requests on this server`, { reason: 'approval.unknownKind', params: { kind: open.kind } });
      this.checkChecker(open, decision, handler.permission);
      await this.requireSubjectInReach(tx, open, handler, decision);
      const result = await handler.apply(tx, open, decision.operatorId);
      return this.decide(tx, open, decision, 'APPROVED', result);
    });
  }

  async reject(decision: Decision): Promise<ApprovalRow> {
    return this.db.transaction(async (tx) => {
      const open = await this.lockOpen(tx, decision.approvalId);
      const handler = this.registry.get(open.kind);
      this.checkChecker(open, decision, handler?.permission ?? ORPHAN_KIND_PERMISSION);
      if (!decision.remark?.trim()) {
        throw fieldRefusal('remark', 'a rejection must say why', { code: 'required' });
      }
      await this.settleSubject(tx, open, 'REJECTED', decision.operatorId);
      return this.decide(tx, open, decision, 'REJECTED', null);
    });
  }

  /** The maker withdraws their own request. */
  async cancel(approvalId: number, makerId: number): Promise<ApprovalRow> {
    return this.db.transaction(async (tx) => {
      const open = await this.lockOpen(tx, approvalId);
      if (open.makerId !== makerId) throw forbidden('only the operator who filed a request can withdraw it', { reason: 'approval.notMaker' });
      await this.settleSubject(tx, open, 'CANCELLED', makerId);
      return this.decide(tx, open, { approvalId, operatorId: makerId, permissions: [] }, 'CANCELLED', null);
    });
  }

  /** A request ends unapplied: its kind moves on whatever its request left waiting (an orphan kind has no hook to run). */
  private async settleSubject(tx: Tx, open: ApprovalRow, outcome: RejectOutcome, operatorId: number): Promise<void> {
    const hook = this.registry.get(open.kind)?.onReject;
    if (typeof hook === 'function') await hook(tx, open, outcome, operatorId);
  }

  private async lockOpen(tx: Tx, id: number): Promise<ApprovalRow> {
    const [row] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update');
    if (!row) throw notFound(`approval request ${id} does not exist`, { reason: 'approval.missing', params: { id } });
    if (row.status !== 'PENDING') {
      throw conflict(`approval request ${id} is already ${row.status.toLowerCase()}`, {
        reason: 'approval.decided',
        params: { id, status: dictParam(APPROVAL_STATUS_DICT, row.status) },
      });
    }
    return row;
  }

  /** How many requests wait for this operator: kinds they may decide, filed by someone else. */
  async pendingFor(operatorId: number, permissions: readonly string[]): Promise<number> {
    const kinds = this.registry.kindsDecidableWith(permissions);
    if (!kinds.length) return 0;
    const [row] = await this.db
      .select({ n: count() })
      .from(approvals)
      .where(and(eq(approvals.status, 'PENDING'), inArray(approvals.kind, kinds), ne(approvals.makerId, operatorId)));
    return row!.n;
  }

  private checkChecker(open: ApprovalRow, decision: Decision, permission: string): void {
    if (open.makerId === decision.operatorId) {
      throw refuse(ResultCode.forbidden, 'the operator who asked for a change cannot also approve or reject it: a second operator must', {
        reason: 'approval.sameOperator',
      });
    }
    if (!hasPermission(decision.permissions, permission)) {
      throw forbidden(`permission ${permission} is required`, { reason: 'access.permissionRequired', params: { permission } });
    }
  }

  /**
   * A request about a member outside the approver's data scope is refused before the kind applies
   * anything, as the member's own pages refuse the row. Rejecting is not checked: it changes nothing.
   */
  private async requireSubjectInReach(tx: Tx, open: ApprovalRow, handler: ApprovalHandler, decision: Decision): Promise<void> {
    const memberColumn = handler.subjectMember;
    if (!memberColumn || open.subjectId === null) return;
    const reach: Reach = decision.reach
      ? await decision.reach(handler.permission)
      : hasPermission(decision.permissions, WILDCARD_PERMISSION) ? { all: true } : { all: false, deptIds: [], selfUserId: null, subtreeIds: [] };
    const inReach = memberRowsInReach(this.db, reach, memberColumn);
    if (inReach === undefined) return;
    const [row] = await tx
      .select({ memberId: memberColumn, reached: sql<boolean>`coalesce((${inReach}), false)` })
      .from(memberColumn.table)
      .where(eq(subjectIdColumn(memberColumn)!, open.subjectId));
    // A subject gone since the request is the kind's to refuse (it names what is missing).
    if (!row || row.reached === true) return;
    throw refuse(ResultCode.forbidden, `member ${String(row.memberId)} of this ${open.kind} request is outside your data scope`, {
      reason: 'access.outsideScope', params: { ids: String(row.memberId) },
    });
  }

  private async decide(tx: Tx, open: ApprovalRow, decision: Decision, status: ApprovalRow['status'], result: Record<string, unknown> | null) {
    const approver = status === 'CANCELLED' ? null : decision.operatorId;
    const [row] = await tx
      .update(approvals)
      .set({
        status,
        approverId: approver,
        decidedAt: sql`now()`,
        decisionRemark: decision.remark ?? '',
        result,
        version: sql`${approvals.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: decision.operatorId,
      })
      .where(and(eq(approvals.id, open.id), eq(approvals.status, 'PENDING')))
      .returning();
    return row!;
  }
}
