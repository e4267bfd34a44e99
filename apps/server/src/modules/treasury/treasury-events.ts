import type { Tx } from '../../db/client';
import { reviewEvents } from '../../db/schema';

/** The treasury records whose changes are logged beside the change (fin_review_event). */
export type TreasurySubject = 'CHANNEL' | 'RECHARGE_ADDRESS' | 'ADDRESS_BLACKLIST' | 'WITHDRAW_ADDRESS';

/**
 * Who changed which treasury record how, in the transaction of the change: a receiving account
 * requested or swapped (a security event), an address assigned, retired, lifted or disabled.
 */
export async function logTreasuryEvent(
  tx: Tx,
  event: { subjectType: TreasurySubject; subjectId: number; action: string; from: string; to: string; operatorId: number; remark?: string },
): Promise<void> {
  await tx.insert(reviewEvents).values({
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    action: event.action,
    fromStatus: event.from,
    toStatus: event.to,
    operatorId: event.operatorId,
    remark: event.remark ?? '',
  });
}
