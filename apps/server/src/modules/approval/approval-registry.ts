import { hasPermission, type Language } from '@ledgerdesk/shared';
import type { Tx } from '../../db/client';
import type { approvals } from '../../db/schema';

export type ApprovalRow = typeof approvals.$inferSelect;

/**
 * How one kind of four-eyes request is applied once a second operator approves it. Each area
 * registers its kinds (e.g. 'member-config.edit') when its plugin starts.
 */
export interface ApprovalHandler {
  kind: string;
  /** How the Approvals page names the kind in each language (else the kind code itself). */
  title?: Readonly<Record<Language, string>>;
  /** What an approver must hold, e.g. 'member/config/approve'. */
  permission: string;
  /**
   * Applies the payload inside the approver's transaction. It must re-check what may have changed
   * since the request (versions, balances) and throw a refusal when the request no longer applies.
   * Whatever it returns is stored as the approval's result.
   */
  apply(tx: Tx, approval: ApprovalRow, approverId: number): Promise<Record<string, unknown> | null>;
}

/** The handlers by kind; an approval of an unregistered kind is refused rather than marked done. */
export class ApprovalRegistry {
  private readonly handlers = new Map<string, ApprovalHandler>();

  register(handler: ApprovalHandler): void {
    if (this.handlers.has(handler.kind)) throw new Error(`approval kind ${handler.kind} is registered twice`);
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
