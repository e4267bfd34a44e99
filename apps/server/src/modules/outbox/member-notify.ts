import { memberNotifications } from '../../db/schema';
import type { ConsumerGroup } from './consumers';
import { TOPICS } from './publish';

/** Which reference each topic's payload names. */
const REFS: Record<string, { refType: string; idField: string }> = {
  [TOPICS.rechargeReviewed]: { refType: 'RECHARGE', idField: 'rechargeId' },
  [TOPICS.withdrawReviewed]: { refType: 'WITHDRAW', idField: 'withdrawId' },
  [TOPICS.kycReviewed]: { refType: 'KYC', idField: 'kycId' },
  [TOPICS.payoutCallback]: { refType: 'WITHDRAW', idField: 'withdrawId' },
  // Copy trading (modules/copy-trading): a lead's suspension or revocation, an operator's stop of a follow.
  [TOPICS.copyLeadStatus]: { refType: 'LEAD_TRADER', idField: 'leadTraderId' },
  [TOPICS.copyFollowStopped]: { refType: 'COPY_FOLLOW', idField: 'followId' },
};

/**
 * `member-notify`: a decision about a member's order or application becomes a row of the member's
 * inbox (mem_notification, a translated message key and the reference, never amounts). Unique per
 * (event, member), besides the dispatcher's own per-group record.
 */
export const memberNotifyConsumer: ConsumerGroup = {
  name: 'member-notify',
  topics: Object.keys(REFS),
  handle: async (tx, event) => {
    const ref = REFS[event.topic];
    const memberId = Number(event.payload.memberId);
    const refId = Number(event.payload[ref?.idField ?? '']);
    if (!ref || !(Number.isSafeInteger(memberId) && memberId > 0) || !(Number.isSafeInteger(refId) && refId > 0)) throw new Error(`event ${event.id} (${event.topic}) names no member or reference`);
    const status = String(event.payload.status ?? '');
    await tx
      .insert(memberNotifications)
      .values({ memberId, eventId: event.id, messageKey: `notify.${event.topic}.${status.toLowerCase() || 'done'}`, refType: ref.refType, refId, status })
      .onConflictDoNothing();
  },
};
