import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hasPermission, type Language } from '@ledgerdesk/shared';
import type { Tx } from '../../db/client';
import type { approvals } from '../../db/schema';
import { NOTHING_WAITS } from '../../lib/four-eyes';

export type ApprovalRow = typeof approvals.$inferSelect;

/**
 * How one kind of four-eyes request is applied once a second operator approves it. Each area
 * registers its kinds (e.g. 'member-config.edit') when its plugin starts.
 */
export interface ApprovalHandler {
  kind: string;
  /** How the Approvals page names the kind in each language (its list, its filter by kind). */
  title: Readonly<Record<Language, string>>;
  /** What an approver must hold, e.g. 'member/config/approve'. */
  permission: string;
  /**
   * Applies the payload inside the approver's transaction. It must re-check what may have changed
   * since the request (versions, balances) and throw a refusal when the request no longer applies.
   * Whatever it returns is stored as the approval's result.
   */
  apply(tx: Tx, approval: ApprovalRow, approverId: number): Promise<Record<string, unknown> | null>;
  /**
   * What a request that ends without being applied (REJECTED by a checker, CANCELLED by its maker)
   * leaves behind. A kind whose request parks a row of its own in a waiting state (a sending in
   * PENDING_APPROVAL) moves that row on here, inside the decider's transaction, so nothing waits
   * forever; a kind whose request changes nothing until it is approved (the open approval row is
   * the only trace) says so with NOTHING_WAITS. Required, so every kind has to answer the question.
   */
  onReject: RejectHook | typeof NOTHING_WAITS;
  /**
   * For a kind about one member's row (an order, a grant, the member itself): the column naming that
   * row's member, in the table whose `id` is the request's subjectId. The approver must then reach
   * the member with the roles that grant `permission` (the data scope the row's own pages apply);
   * otherwise the approval is refused (403, nothing applied, the request stays pending), as the
   * row's own actions are. Left out by kinds about no member (products, rates, settings).
   */
  subjectMember?: PgColumn;
}

/** The request ended unapplied: REJECTED (a checker said no) or CANCELLED (its maker withdrew it). */
export type RejectOutcome = 'REJECTED' | 'CANCELLED';
export type RejectHook = (tx: Tx, approval: ApprovalRow, outcome: RejectOutcome, operatorId: number) => Promise<void>;

export { NOTHING_WAITS };

/** The `id` column of the table a kind's subjectMember belongs to: the row the request's subjectId names. */
export function subjectIdColumn(memberColumn: PgColumn): PgColumn | undefined {
  return (getTableColumns(memberColumn.table) as Record<string, PgColumn>).id;
}

/** The handlers by kind; an approval of an unregistered kind is refused rather than marked done. */
export class ApprovalRegistry {
  private readonly handlers = new Map<string, ApprovalHandler>();

  register(handler: ApprovalHandler): void {
    if (this.handlers.has(handler.kind)) throw new Error(`approval kind ${handler.kind} is registered twice`);
    if (handler.subjectMember && !subjectIdColumn(handler.subjectMember)) throw new Error(`approval kind ${handler.kind}: the table of subjectMember has no id column`);
    this.handlers.set(handler.kind, handler);
  }

  get(kind: string): ApprovalHandler | undefined {
    return this.handlers.get(kind);
  }

  kinds(): string[] {
    return [...this.handlers.keys()].sort();
  }

  /** The kinds an operator holding `permissions` may decide (what their pending count counts). */
  kindsDecidableWith(permissions: readonly string[]): string[] {
    return this.kinds().filter((kind) => hasPermission(permissions, this.handlers.get(kind)!.permission));
  }
}
