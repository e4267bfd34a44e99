import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { outboxEvents } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** A topic: lower-case words joined by dots (`recharge.created`). */
const TOPIC = /^[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)+$/;
/** Payload keys that would carry money amounts, balances or personal data: events carry ids and states. */
const FORBIDDEN_PAYLOAD_KEY = /balance|amount|password|secret|token|idNumber|phone|email|address|name/i;

export type EventPayload = Readonly<Record<string, string | number | boolean | null>>;

export interface PublishedEvent {
  topic: string;
  key: string;
  payload: EventPayload;
}

/**
 * Publishes an event in the caller's transaction (the transactional outbox): it commits with the
 * producer's change or not at all. A repeat with the same topic and key is a no-op (answers false).
 * Payloads are flat: ids, states, codes — never balances, amounts or personal data.
 */
export async function publishEvent(tx: Tx | Db, event: PublishedEvent): Promise<boolean> {
  if (!TOPIC.test(event.topic)) throw badRequest(`event topic "${event.topic}" is not dotted lower-case words`, { topic: 'not a topic' });
  if (!event.key || event.key.length > 200) throw badRequest('an event key is 1 to 200 characters', { key: 'required, at most 200 characters' });
  for (const [name, value] of Object.entries(event.payload)) {
    if (FORBIDDEN_PAYLOAD_KEY.test(name)) throw badRequest(`event payload field "${name}" may not be published (ids and states only)`, { payload: name });
    if (value !== null && typeof value === 'object') throw badRequest(`event payload field "${name}" is not a flat value`, { payload: name });
  }
  const inserted = await tx
    .insert(outboxEvents)
    .values({ topic: event.topic, key: event.key, payloadJson: event.payload, nextAttemptAt: sql`now()` })
    .onConflictDoNothing({ target: [outboxEvents.topic, outboxEvents.key] })
    .returning({ id: outboxEvents.id });
  return inserted.length > 0;
}

/** The topics the platform's own flows publish (producers in modules/finance, member and payout). */
export const TOPICS = {
  rechargeCreated: 'recharge.created',
  rechargeReviewed: 'recharge.reviewed',
  withdrawCreated: 'withdraw.created',
  withdrawReviewed: 'withdraw.reviewed',
  kycSubmitted: 'kyc.submitted',
  kycReviewed: 'kyc.reviewed',
  payoutCallback: 'payout.callback',
  copyLeadStatus: 'copy.lead-status',
  copyFollowStopped: 'copy.follow-stopped',
} as const;
