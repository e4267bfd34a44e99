/**
 * The two state machines of trial funds (catalogue §2.2), shared so the server's checks and the
 * console's offered actions come from one table.
 *
 * Template: DRAFT → ACTIVE → PAUSED ↔ ACTIVE → ENDED (ENDED also from PAUSED; final).
 * Grant: ACTIVE until it is used up (CONSUMED, by contract settlement), runs out (EXPIRED, the
 * expiry job) or is taken back (REVOKED, four-eyes); ISSUED is a grant not yet usable, which only
 * becomes ACTIVE or REVOKED. CONSUMED, EXPIRED and REVOKED are final.
 */
export const TRIAL_TEMPLATE_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'ENDED'] as const;
export type TrialTemplateStatus = (typeof TRIAL_TEMPLATE_STATUSES)[number];

export const TRIAL_GRANT_STATUSES = ['ISSUED', 'ACTIVE', 'CONSUMED', 'EXPIRED', 'REVOKED'] as const;
export type TrialGrantStatus = (typeof TRIAL_GRANT_STATUSES)[number];

export const TRIAL_TEMPLATE_TRANSITIONS: Readonly<Record<TrialTemplateStatus, readonly TrialTemplateStatus[]>> = {
  DRAFT: ['ACTIVE'],
  ACTIVE: ['PAUSED', 'ENDED'],
  PAUSED: ['ACTIVE', 'ENDED'],
  ENDED: [],
};

export const TRIAL_GRANT_TRANSITIONS: Readonly<Record<TrialGrantStatus, readonly TrialGrantStatus[]>> = {
  ISSUED: ['ACTIVE', 'REVOKED'],
  ACTIVE: ['CONSUMED', 'EXPIRED', 'REVOKED'],
  CONSUMED: [],
  EXPIRED: [],
  REVOKED: [],
};

export const templateMayMove = (from: string, to: TrialTemplateStatus): boolean =>
  (TRIAL_TEMPLATE_TRANSITIONS[from as TrialTemplateStatus] ?? []).includes(to);
export const grantMayMove = (from: string, to: TrialGrantStatus): boolean => (TRIAL_GRANT_TRANSITIONS[from as TrialGrantStatus] ?? []).includes(to);

/** The states a template may leave for `to` (an action's `when`). */
export const templateStatesInto = (to: TrialTemplateStatus): TrialTemplateStatus[] =>
  TRIAL_TEMPLATE_STATUSES.filter((from) => TRIAL_TEMPLATE_TRANSITIONS[from].includes(to));
export const grantStatesInto = (to: TrialGrantStatus): TrialGrantStatus[] => TRIAL_GRANT_STATUSES.filter((from) => TRIAL_GRANT_TRANSITIONS[from].includes(to));

/** Four-eyes kinds of the trial area. */
export const TRIAL_TERMS_KIND = 'trial-template.terms';
/** A draft goes live only through this request: its amount and budget were set by one operator alone. */
export const TRIAL_ACTIVATE_KIND = 'trial-template.activate';
export const TRIAL_REVOKE_KIND = 'trial-grant.revoke';
