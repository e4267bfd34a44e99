import { WILDCARD_PERMISSION } from '@ledgerdesk/shared';
import type { Db } from '../db/client';
import { ApprovalRegistry } from '../modules/approval/approval-registry';
import { ApprovalService } from '../modules/approval/approval-service';
import { registerTreasuryApprovals } from '../modules/treasury/routes';

/**
 * The service the Approvals page calls, knowing the treasury area's four-eyes kinds: a second
 * operator decides a request through it (the treasury tests' `approveAs`).
 */
export function treasuryApprover(db: Db) {
  const registry = new ApprovalRegistry();
  registerTreasuryApprovals(registry);
  const service = new ApprovalService(db, registry);
  return (operatorId: number, approvalId: number) => service.approve({ approvalId, operatorId, permissions: [WILDCARD_PERMISSION], remark: 'checked' });
}
