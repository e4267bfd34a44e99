import type { ReviewRights, RowOf } from '@ledgerdesk/shared';
import type { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import type { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';

/** The rows the order lists answer, as their definitions describe them. */
export type RechargeRow = RowOf<typeof rechargeResource>;
export type WithdrawRow = RowOf<typeof withdrawResource>;

/** What the server says the signed-in operator may decide about a row (absent on an older answer). */
export const rightsOf = (row: { reviewRights?: unknown }): ReviewRights | undefined => (row.reviewRights as ReviewRights | null | undefined) ?? undefined;
