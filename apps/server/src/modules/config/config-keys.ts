import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@ledgerdesk/shared';
import type { ConfigValueType } from '@ledgerdesk/shared/resources/system/config';
import { FOUR_EYES_PARAM } from '@ledgerdesk/shared/resources/finance/budget';
import { RISK_BUILT_IN_PARAMS } from '../../lib/risk-params';

/**
 * The built-in parameters: seeded once (../../db/seed/areas/config.ts), never deletable, and read
 * by the server through ConfigParams. The seeded value is the code's default, which also holds
 * whenever the key is absent. `range` is checked when the value is saved, so a consumer never
 * meets a value it cannot use (ConfigParams falls back to the default as well).
 */
export interface BuiltInParam {
  key: string;
  name: string;
  type: ConfigValueType;
  value: string;
  sensitive?: boolean;
  remark: string;
  range?: { min: number; max: number; integer?: boolean };
}

export const CONFIG_KEYS = {
  loginMaxFailures: 'sys.login.maxFailures',
  loginLockMinutes: 'sys.login.lockMinutes',
  smsProviderApiKey: 'sms.provider.apiKey',
} as const;

export const BUILT_IN_PARAMS: readonly BuiltInParam[] = [
  {
    key: CONFIG_KEYS.loginMaxFailures,
    name: 'Sign-in failures before lock',
    type: 'number',
    value: String(LOGIN_MAX_FAILURES),
    remark: 'Wrong passwords in a row that lock a user name (read on every sign-in; 1–100).',
    range: { min: 1, max: 100, integer: true },
  },
  {
    key: CONFIG_KEYS.loginLockMinutes,
    name: 'Sign-in lock minutes',
    type: 'number',
    value: String(LOGIN_LOCK_MS / 60_000),
    remark: 'How long a locked user name stays locked, and how long failures are remembered (1–1440).',
    range: { min: 1, max: 1440, integer: true },
  },
  {
    key: CONFIG_KEYS.smsProviderApiKey,
    name: 'SMS provider API key',
    type: 'string',
    value: '',
    sensitive: true,
    remark: 'The credential a real SMS provider plug-in reads (modules/sms/README.md); unused with SMS_SENDER none or log.',
  },
  // -- reports: referral commissions on fees actually charged (catalogue §10.2), fractions of the fee
  {
    key: 'report.commission.level1Rate',
    name: 'Referral commission, level 1',
    type: 'number',
    value: '0.2',
    remark: "Share of a withdrawal fee actually charged paid to the member's inviter (0–0.5; modules/report).",
    range: { min: 0, max: 0.5 },
  },
  {
    key: 'report.commission.level2Rate',
    name: 'Referral commission, level 2',
    type: 'number',
    value: '0.1',
    remark: "Share of the fee paid to the inviter's inviter; there is no level 3 (0–0.5).",
    range: { min: 0, max: 0.5 },
  },
  {
    key: 'report.commission.maxTotalRate',
    name: 'Referral commission cap',
    type: 'number',
    value: '0.3',
    remark: 'Most of one fee both levels together may receive; level 2 gets what is left under it (0–0.5).',
    range: { min: 0, max: 0.5 },
  },
  // -- four-eyes threshold of money actions (issue 14: budget funding, trial funds)
  {
    key: FOUR_EYES_PARAM.key,
    name: 'Four-eyes threshold',
    type: 'number',
    value: String(FOUR_EYES_PARAM.default),
    remark: 'Money actions above this amount (a budget funding, say) wait for a second operator; compared with the amount in its own currency until reference rates exist (0–1,000,000,000).',
    range: { ...FOUR_EYES_PARAM.range },
  },
  // -- risk and security (the automatic IP black-list rule)
  ...RISK_BUILT_IN_PARAMS,
];

export const builtInParam = (key: string): BuiltInParam | undefined => BUILT_IN_PARAMS.find((p) => p.key === key);

/** What the sign-in lock reads on each attempt (modules/auth/name-lock.ts). */
export interface SignInLockSettings {
  maxFailures: number;
  lockMs: number;
}

export async function signInLockSettings(params: {
  number(key: string, fallback: number, bounds?: BuiltInParam['range']): Promise<number>;
}): Promise<SignInLockSettings> {
  const range = (key: string) => builtInParam(key)!.range;
  const [maxFailures, lockMinutes] = await Promise.all([
    params.number(CONFIG_KEYS.loginMaxFailures, LOGIN_MAX_FAILURES, range(CONFIG_KEYS.loginMaxFailures)),
    params.number(CONFIG_KEYS.loginLockMinutes, LOGIN_LOCK_MS / 60_000, range(CONFIG_KEYS.loginLockMinutes)),
  ]);
  return { maxFailures, lockMs: lockMinutes * 60_000 };
}
