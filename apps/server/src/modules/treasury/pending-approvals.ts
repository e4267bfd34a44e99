import type { ApprovalSubjectType } from '@ledgerdesk/shared/resources/system/approval';
import { subjectsAwaiting } from '../../lib/approvals-awaiting';
import type { ApiRow } from '../../resource';
import type { AreaDeps } from '../area-deps';

// Shared with other areas' lists (lib/approvals-awaiting.ts).
export { subjectsAwaiting };

/** A list's `decorateList` answering `changePending`: whether a request of `kind` about the row waits (one query a page). */
export const changePendingOf =
  (kind: string, subjectType: ApprovalSubjectType) =>
  async (rows: ApiRow[], { db }: { db: Parameters<typeof subjectsAwaiting>[0] }): Promise<ApiRow[]> => {
    const pending = await subjectsAwaiting(db, kind, subjectType, rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, changePending: pending.has(r.id) }));
  };

/** How a four-eyes kind is applied, as the registry app.ts hands every area takes it. */
export type TreasuryApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
