import type { AreaDeps } from '../area-deps';

// Shared with other areas' lists (lib/approvals-awaiting.ts).
export { subjectsAwaiting } from '../../lib/approvals-awaiting';

/** How a four-eyes kind is applied, as the registry app.ts hands every area takes it. */
export type TreasuryApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
