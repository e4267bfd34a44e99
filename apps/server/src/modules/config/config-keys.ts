import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, type TextPerLanguage } from '@ledgerdesk/shared';
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
  /** Its name and remark in each console language (the list shows the reader's). */
  name: TextPerLanguage;
  type: ConfigValueType;
  value: string;
  sensitive?: boolean;
  remark: TextPerLanguage;
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
    name: { 'zh-cn': '登录失败锁定次数', en: 'Sign-in failures before lock', 'zh-tw': '登入失敗鎖定次數' },
    type: 'number',
    value: String(LOGIN_MAX_FAILURES),
    remark: {
      'zh-cn': '连续输错密码达到此次数即锁定该用户名（每次登录时读取；1–100）。',
      en: 'Wrong passwords in a row that lock a user name (read on every sign-in; 1–100).',
      'zh-tw': '連續輸錯密碼達到此次數即鎖定該使用者名稱（每次登入時讀取；1–100）。',
    },
    range: { min: 1, max: 100, integer: true },
  },
  {
    key: CONFIG_KEYS.loginLockMinutes,
    name: { 'zh-cn': '登录锁定分钟数', en: 'Sign-in lock minutes', 'zh-tw': '登入鎖定分鐘數' },
    type: 'number',
    value: String(LOGIN_LOCK_MS / 60_000),
    remark: {
      'zh-cn': '用户名被锁定的时长，也是失败次数被记住的时长（1–1440）。',
      en: 'How long a locked user name stays locked, and how long failures are remembered (1–1440).',
      'zh-tw': '使用者名稱被鎖定的時長，也是失敗次數被記住的時長（1–1440）。',
    },
    range: { min: 1, max: 1440, integer: true },
  },
  {
    key: CONFIG_KEYS.smsProviderApiKey,
    name: { 'zh-cn': '短信服务商 API 密钥', en: 'SMS provider API key', 'zh-tw': '簡訊服務商 API 金鑰' },
    type: 'string',
    value: '',
    sensitive: true,
    remark: {
      'zh-cn': '真实短信服务商插件读取的凭据（modules/sms/README.md）；SMS_SENDER 为 none 或 log 时不使用。',
      en: 'The credential a real SMS provider plug-in reads (modules/sms/README.md); unused with SMS_SENDER none or log.',
      'zh-tw': '真實簡訊服務商外掛讀取的憑證（modules/sms/README.md）；SMS_SENDER 為 none 或 log 時不使用。',
    },
  },
  // -- reports: referral commissions on fees actually charged (catalogue §10.2), fractions of the fee
  {
    key: 'report.commission.level1Rate',
    name: { 'zh-cn': '推荐佣金（一级）', en: 'Referral commission, level 1', 'zh-tw': '推薦佣金（一級）' },
    type: 'number',
    value: '0.2',
    remark: {
      'zh-cn': '实际收取的提现手续费中付给会员邀请人的比例（0–0.5；modules/report）。',
      en: "Share of a withdrawal fee actually charged paid to the member's inviter (0–0.5; modules/report).",
      'zh-tw': '實際收取的提領手續費中付給會員邀請人的比例（0–0.5；modules/report）。',
    },
    range: { min: 0, max: 0.5 },
  },
  {
    key: 'report.commission.level2Rate',
    name: { 'zh-cn': '推荐佣金（二级）', en: 'Referral commission, level 2', 'zh-tw': '推薦佣金（二級）' },
    type: 'number',
    value: '0.1',
    remark: {
      'zh-cn': '手续费中付给邀请人之邀请人的比例；没有第三级（0–0.5）。',
      en: "Share of the fee paid to the inviter's inviter; there is no level 3 (0–0.5).",
      'zh-tw': '手續費中付給邀請人之邀請人的比例；沒有第三級（0–0.5）。',
    },
    range: { min: 0, max: 0.5 },
  },
  {
    key: 'report.commission.maxTotalRate',
    name: { 'zh-cn': '推荐佣金上限', en: 'Referral commission cap', 'zh-tw': '推薦佣金上限' },
    type: 'number',
    value: '0.3',
    remark: {
      'zh-cn': '两级合计最多可得一笔手续费的比例；二级得到其下剩余部分（0–0.5）。',
      en: 'Most of one fee both levels together may receive; level 2 gets what is left under it (0–0.5).',
      'zh-tw': '兩級合計最多可得一筆手續費的比例；二級得到其下剩餘部分（0–0.5）。',
    },
    range: { min: 0, max: 0.5 },
  },
  // -- four-eyes threshold of money actions (issue 14: budget funding, trial funds)
  {
    key: FOUR_EYES_PARAM.key,
    name: { 'zh-cn': '双人复核阈值', en: 'Four-eyes threshold', 'zh-tw': '雙人複核門檻' },
    type: 'number',
    value: String(FOUR_EYES_PARAM.default),
    remark: {
      'zh-cn': '超过此金额的资金操作（如预算注资）需等待第二位操作员；在有参考汇率之前，按该笔金额自身的币种比较（0–1,000,000,000）。',
      en: 'Money actions above this amount (a budget funding, say) wait for a second operator; compared with the amount in its own currency until reference rates exist (0–1,000,000,000).',
      'zh-tw': '超過此金額的資金操作（如預算注資）需等待第二位操作員；在有參考匯率之前，依該筆金額自身的幣種比較（0–1,000,000,000）。',
    },
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
