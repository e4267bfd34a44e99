import type { approvals } from '../../db/schema';
import type { AreaDeps } from '../area-deps';

/** A four-eyes request row, and a kind's handler, as the area deps hand them over (modules/approval stays private). */
export type ApprovalRow = typeof approvals.$inferSelect;
export type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
