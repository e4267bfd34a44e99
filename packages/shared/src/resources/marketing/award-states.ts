/**
 * The state machines of awards and red envelopes (catalogue §7.1, §7.7), shared so the server's
 * checks and the console's offered actions come from one table.
 *
 * Campaign: DRAFT → PENDING_APPROVAL → ACTIVE → CLOSED; a request may be sent back (→ DRAFT), a
 * draft may be closed unused. Grant: PENDING_APPROVAL → APPROVED | REJECTED; APPROVED → PAID;
 * PAID → REVERSED. Envelope: DRAFT → ACTIVE (funded) → EXHAUSTED | EXPIRED | CANCELLED; a draft may
 * be CANCELLED too.
 */
export const AWARD_CAMPAIGN_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'CLOSED'] as const;
export type AwardCampaignStatus = (typeof AWARD_CAMPAIGN_STATUSES)[number];
export const AWARD_GRANT_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'PAID', 'REJECTED', 'REVERSED'] as const;
export type AwardGrantStatus = (typeof AWARD_GRANT_STATUSES)[number];
export const RED_ENVELOPE_STATUSES = ['DRAFT', 'ACTIVE', 'EXHAUSTED', 'EXPIRED', 'CANCELLED'] as const;
export type RedEnvelopeStatus = (typeof RED_ENVELOPE_STATUSES)[number];

export const AWARD_CAMPAIGN_TRANSITIONS: Readonly<Record<AwardCampaignStatus, readonly AwardCampaignStatus[]>> = {
  DRAFT: ['PENDING_APPROVAL', 'CLOSED'],
  PENDING_APPROVAL: ['ACTIVE', 'DRAFT'],
  ACTIVE: ['CLOSED'],
  CLOSED: [],
};
export const AWARD_GRANT_TRANSITIONS: Readonly<Record<AwardGrantStatus, readonly AwardGrantStatus[]>> = {
  PENDING_APPROVAL: ['APPROVED', 'REJECTED'],
  APPROVED: ['PAID'],
  PAID: ['REVERSED'],
  REJECTED: [],
  REVERSED: [],
};
export const RED_ENVELOPE_TRANSITIONS: Readonly<Record<RedEnvelopeStatus, readonly RedEnvelopeStatus[]>> = {
  DRAFT: ['ACTIVE', 'CANCELLED'],
  ACTIVE: ['EXHAUSTED', 'EXPIRED', 'CANCELLED'],
  EXHAUSTED: [],
  EXPIRED: [],
  CANCELLED: [],
};

export const campaignMayMove = (from: string, to: AwardCampaignStatus): boolean => (AWARD_CAMPAIGN_TRANSITIONS[from as AwardCampaignStatus] ?? []).includes(to);
export const awardMayMove = (from: string, to: AwardGrantStatus): boolean => (AWARD_GRANT_TRANSITIONS[from as AwardGrantStatus] ?? []).includes(to);
export const envelopeMayMove = (from: string, to: RedEnvelopeStatus): boolean => (RED_ENVELOPE_TRANSITIONS[from as RedEnvelopeStatus] ?? []).includes(to);

export const campaignStatesInto = (to: AwardCampaignStatus) => AWARD_CAMPAIGN_STATUSES.filter((s) => AWARD_CAMPAIGN_TRANSITIONS[s].includes(to));
export const awardStatesInto = (to: AwardGrantStatus) => AWARD_GRANT_STATUSES.filter((s) => AWARD_GRANT_TRANSITIONS[s].includes(to));
export const envelopeStatesInto = (to: RedEnvelopeStatus) => RED_ENVELOPE_STATUSES.filter((s) => RED_ENVELOPE_TRANSITIONS[s].includes(to));

/** The four-eyes kind an envelope funded above the threshold files. */
export const RED_ENVELOPE_FUND_KIND = 'red-envelope.fund';
/** Most lines one award batch names. */
export const AWARD_BATCH_MAX = 500;
