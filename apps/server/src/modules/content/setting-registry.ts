import { z } from 'zod';

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
  description: string;
  secret?: true;
  /** Changes what money may move (limits, thresholds): filed for a second operator. */
  moneyRule?: true;
}

export const SETTING_REGISTRY: readonly SettingSpec[] = [
  { key: 'platform.businessDay.timezone', schemaRef: 'TimeZone', schema: timeZone, default: 'UTC', description: 'The zone business days (statements, daily caps) are counted in' },
  { key: 'trading.delivery.enabled', schemaRef: 'Boolean', schema: z.boolean(), default: true, description: 'Delivery (futures) trading is offered to members' },
  { key: 'trading.swap.enabled', schemaRef: 'Boolean', schema: z.boolean(), default: true, description: 'Perpetual swaps are offered to members' },
  {
    key: 'compliance.jurisdiction.allowList',
    schemaRef: 'CountryCodes',
    schema: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166 alpha-2 country codes')).max(250),
    default: ['SG', 'HK', 'GB', 'AU'],
    description: 'Countries members may register from (ISO 3166 alpha-2)',
  },
  // Delivery (fixed-expiry) contracts, catalogue §5: off until a licence is recorded and a jurisdiction allowed.
  { key: 'contract.delivery.licensed', schemaRef: 'Boolean', schema: z.boolean(), default: false, description: 'A licence for fixed-expiry (delivery) contracts is held; without it no delivery order opens' },
  {
    key: 'contract.delivery.jurisdictions',
    schemaRef: 'CountryCodes',
    schema: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166 alpha-2 country codes')).max(250),
    default: [],
    description: 'Countries (of the member’s approved identity check) where delivery contracts may be offered',
  },
  { key: 'content.banner.linkDomains', schemaRef: 'HostNames', schema: z.array(hostName).max(100), default: ['ledgerdesk.example', 'help.ledgerdesk.example'], description: 'Domains an external banner link may point to' },
  { key: 'finance.fourEyes.usdThreshold', schemaRef: 'DecimalText', schema: decimalText, default: '10000', description: 'FOUR_EYES_USD: amounts above it need a second operator', moneyRule: true },
  { key: 'finance.withdraw.dailyLimitUsd', schemaRef: 'DecimalText', schema: decimalText, default: '50000', description: 'A member’s withdrawals per business day, in USD', moneyRule: true },
  { key: 'mail.smtp.host', schemaRef: 'HostName', schema: hostName, default: 'smtp.ledgerdesk.example', description: 'Outgoing mail server' },
  { key: 'mail.smtp.password', schemaRef: 'SecretRef', schema: secretRef, default: 'secret://smtp/password', description: 'Outgoing mail password (a reference to the secret store)', secret: true },
  { key: 'storage.object.secretKey', schemaRef: 'SecretRef', schema: secretRef, default: 'secret://object-storage/secret-key', description: 'Object storage secret key (a reference to the secret store)', secret: true },
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
