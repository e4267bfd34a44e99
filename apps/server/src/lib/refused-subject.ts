import { dictParam, type RefusalParams } from '@ledgerdesk/shared';

/** The kinds of record a review refusal is about, each with the dictionary of its states. */
const STATE_DICT = {
  rechargeOrder: 'recharge_status',
  withdrawOrder: 'withdraw_status',
  kycApplication: 'kyc_status',
  member: 'member_status',
} as const;
export type SubjectKind = keyof typeof STATE_DICT;

const ENGLISH: Record<SubjectKind, string> = {
  rechargeOrder: 'recharge order',
  withdrawOrder: 'withdrawal order',
  kycApplication: 'real-name application',
  member: 'member',
};

/**
 * A record a refusal names: its English text for `msg`, and `kind` + `ref` for the client, which
 * says "recharge order R…" in the operator's language.
 */
export interface Subject {
  text: string;
  params: RefusalParams;
  kind: SubjectKind;
}

export const subject = (kind: SubjectKind, ref: string | number): Subject => ({
  text: `${ENGLISH[kind]} ${ref}`,
  params: { kind, ref: String(ref) },
  kind,
});

/** A state of the subject's kind, shown by its dictionary label. */
export const stateParam = (of: Subject, state: string | readonly string[]) =>
  dictParam(STATE_DICT[of.kind], typeof state === 'string' ? state : [...state]);
