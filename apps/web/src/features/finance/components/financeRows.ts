import type { RowOf } from '@ledgerdesk/shared';
import type { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import type { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';

/** The rows the order lists answer, as their definitions describe them. */
export type RechargeRow = RowOf<typeof rechargeResource>;
export type WithdrawRow = RowOf<typeof withdrawResource>;
