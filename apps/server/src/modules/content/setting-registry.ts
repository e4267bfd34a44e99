import { z } from 'zod';
import type { TextPerLanguage } from '@ledgerdesk/shared';

/**
 * The registry of internal web config keys (catalogue §8.6): every `app_setting` key, its zod
 * schema, its default and whether it is a secret reference or a money rule (four-eyes). A key that
 * is not here cannot exist: the seed adds each one with its default, and an edit is checked against
 * the schema here. By design there are no keys for wagering (turnover before withdrawal), recharge
 * rebates, multi-level rebates or outcome control: `setting-registry.test.ts` walks it.
 */

/** A secret is kept in a secret store; the setting holds only where: `secret://smtp/password`. */
export const SECRET_REF = /^secret:\/\/[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)+$/;
const secretRef = z.string().regex(SECRET_REF, 'must be a secret reference secret://<store>/<name>, never the secret itself');
const decimalText = z.string().regex(/^(0|[1-9]\d{0,17})(\.\d{1,8})?$/, 'must be a non-negative decimal number as text, e.g. "10000"');
const hostName = z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a lower-case host name, e.g. help.example.com');
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone, e.g. Asia/Singapore');

export interface SettingSpec {
  key: string;
  schemaRef: string;
  schema: z.ZodType;
  default: unknown;
  /** What the key sets, in each console language: the seed writes it to the row on every start. */
  description: TextPerLanguage;
  secret?: true;
  /** Changes what money may move (limits, thresholds): filed for a second operator. */
  moneyRule?: true;
}

export const SETTING_REGISTRY: readonly SettingSpec[] = [
  { key: 'platform.businessDay.timezone', schemaRef: 'TimeZone', schema: timeZone, default: 'UTC', description: { 'zh-cn': '业务日（对账单、每日限额）所用的时区', en: 'The zone business days (statements, daily caps) are counted in', 'zh-tw': '營業日（對帳單、每日限額）所用的時區' } },
  { key: 'trading.delivery.enabled', schemaRef: 'Boolean', schema: z.boolean(), default: true, description: { 'zh-cn': '向会员提供交割（期货）合约交易', en: 'Delivery (futures) trading is offered to members', 'zh-tw': '向會員提供交割（期貨）合約交易' } },
  { key: 'trading.swap.enabled', schemaRef: 'Boolean', schema: z.boolean(), default: true, description: { 'zh-cn': '向会员提供永续合约', en: 'Perpetual swaps are offered to members', 'zh-tw': '向會員提供永續合約' } },
  {
    key: 'compliance.jurisdiction.allowList',
    schemaRef: 'CountryCodes',
    schema: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166 alpha-2 country codes')).max(250),
    default: ['SG', 'HK', 'GB', 'AU'],
    description: { 'zh-cn': '会员可注册的国家或地区（ISO 3166 二位代码）', en: 'Countries members may register from (ISO 3166 alpha-2)', 'zh-tw': '會員可註冊的國家或地區（ISO 3166 二位代碼）' },
  },
  // Delivery (fixed-expiry) contracts, catalogue §5: off until a licence is recorded and a jurisdiction allowed.
  { key: 'contract.delivery.licensed', schemaRef: 'Boolean', schema: z.boolean(), default: false, description: { 'zh-cn': '已持有定期（交割）合约牌照；没有牌照则不能开交割单', en: 'A licence for fixed-expiry (delivery) contracts is held; without it no delivery order opens', 'zh-tw': '已持有定期（交割）合約牌照；沒有牌照則不能開交割單' } },
  {
    key: 'contract.delivery.jurisdictions',
    schemaRef: 'CountryCodes',
    schema: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166 alpha-2 country codes')).max(250),
    default: [],
    description: { 'zh-cn': '可提供交割合约的国家或地区（按会员已通过的实名认证）', en: 'Countries (of the member’s approved identity check) where delivery contracts may be offered', 'zh-tw': '可提供交割合約的國家或地區（依會員已通過的實名認證）' },
  },
  { key: 'content.banner.linkDomains', schemaRef: 'HostNames', schema: z.array(hostName).max(100), default: ['ledgerdesk.example', 'help.ledgerdesk.example'], description: { 'zh-cn': '外部横幅链接可指向的域名', en: 'Domains an external banner link may point to', 'zh-tw': '外部橫幅連結可指向的網域' } },
  { key: 'finance.fourEyes.usdThreshold', schemaRef: 'DecimalText', schema: decimalText, default: '10000', description: { 'zh-cn': 'FOUR_EYES_USD：超过此金额需第二名操作员复核', en: 'FOUR_EYES_USD: amounts above it need a second operator', 'zh-tw': 'FOUR_EYES_USD：超過此金額需第二名操作員覆核' }, moneyRule: true },
  { key: 'finance.withdraw.dailyLimitUsd', schemaRef: 'DecimalText', schema: decimalText, default: '50000', description: { 'zh-cn': '会员每个业务日的提现上限（美元）', en: 'A member’s withdrawals per business day, in USD', 'zh-tw': '會員每個營業日的提領上限（美元）' }, moneyRule: true },
  { key: 'mail.smtp.host', schemaRef: 'HostName', schema: hostName, default: 'smtp.ledgerdesk.example', description: { 'zh-cn': '发信邮件服务器', en: 'Outgoing mail server', 'zh-tw': '發信郵件伺服器' } },
  { key: 'mail.smtp.password', schemaRef: 'SecretRef', schema: secretRef, default: 'secret://smtp/password', description: { 'zh-cn': '发信邮箱密码（指向密钥库的引用）', en: 'Outgoing mail password (a reference to the secret store)', 'zh-tw': '發信信箱密碼（指向密鑰庫的參照）' }, secret: true },
  { key: 'storage.object.secretKey', schemaRef: 'SecretRef', schema: secretRef, default: 'secret://object-storage/secret-key', description: { 'zh-cn': '对象存储密钥（指向密钥库的引用）', en: 'Object storage secret key (a reference to the secret store)', 'zh-tw': '物件儲存密鑰（指向密鑰庫的參照）' }, secret: true },
];

const BY_KEY = new Map(SETTING_REGISTRY.map((spec) => [spec.key, spec]));

export const settingSpec = (key: string): SettingSpec | undefined => BY_KEY.get(key);

/** `trading.delivery.enabled` → `trading`. */
export const namespaceOf = (key: string): string => key.slice(0, key.indexOf('.'));

/** Checks a value against its key's schema; answers the problem in words, or null when it fits. */
export function settingProblem(spec: SettingSpec, value: unknown): string | null {
  if (spec.secret && typeof value === 'string' && !SECRET_REF.test(value)) return 'a secret is stored only as a reference secret://<store>/<name>, never as a plain value';
  const parsed = spec.schema.safeParse(value);
  if (parsed.success) return null;
  return parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** The list's view of a secret reference: its store, the name hidden. */
export const maskSecretRef = (value: unknown): string => (typeof value === 'string' && value.startsWith('secret://') ? `secret://${value.slice(9).split('/')[0]}/••••` : '••••');
