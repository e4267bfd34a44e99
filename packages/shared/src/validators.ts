/** The validator helper set of SPEC §5. Each returns true when the value is acceptable. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date written YYYY-MM-DD (a business day), which must exist: 2026-02-30 does not. */
export function isCalendarDate(value: string): boolean {
  const parts = ISO_DATE.exec(value.trim());
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const HEX_COLOR = /^#?[0-9a-fA-F]{6}$/;
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value.trim());
/** One rgb channel: 1 to 3 digits, 0–255. */
export const isRgbChannel = (value: string): boolean => /^\d{1,3}$/.test(value) && Number(value) <= 255;

/** Caps a percentage at 100 (and floors it at 0). */
export const clampPercent = (value: number): number => Math.min(100, Math.max(0, value));
/** Keeps at most two decimal places of a typed number string, without rounding. */
export function limitTwoDecimals(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

export const isMobilePhone = (v: string): boolean => /^1[3-9]\d{9}$/.test(v);
/** Landline: a 3–4 digit area code and a 7–8 digit number. */
export const isLandline = (v: string): boolean => /^(\d{3}-\d{8}|\d{4}-\d{7,8})$/.test(v);
export const isUserName = (v: string): boolean => /^[a-zA-Z][a-zA-Z0-9_]{4,15}$/.test(v);
export const isPassword = (v: string): boolean => /^[a-zA-Z][\x21-\x7e]{5,15}$/.test(v);

const characterClasses = (v: string): number =>
  [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z0-9]/].filter((re) => re.test(v)).length;
/** Strong: 8–16 characters from at least three classes of lower, upper, digit, symbol. */
export const isStrongPassword = (v: string): boolean => v.length >= 8 && v.length <= 16 && characterClasses(v) >= 3;
export type PasswordStrength = 'weak' | 'medium' | 'strong';
export function passwordStrength(v: string): PasswordStrength {
  const classes = characterClasses(v);
  if (v.length >= 8 && classes >= 3) return 'strong';
  if (v.length >= 6 && classes >= 2) return 'medium';
  return 'weak';
}

export const isIPv4 = (v: string): boolean =>
  /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(v);
export const isEmail = (v: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** Mainland resident ID: 18 characters with the ISO 7064 MOD 11-2 check digit. */
export function isChineseIdCard(v: string): boolean {
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/.test(v)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const checks = '10X98765432';
  const sum = weights.reduce((acc, w, i) => acc + w * Number(v[i]), 0);
  return checks[sum % 11] === v[17]!.toUpperCase();
}
export const isChineseName = (v: string): boolean => /^[\u4e00-\u9fa5]{2,}(·[\u4e00-\u9fa5]{2,})*$/.test(v);
export const isPostcode = (v: string): boolean => /^\d{6}$/.test(v);
export function isUrl(v: string): boolean {
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
export const isLicencePlate = (v: string): boolean =>
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/.test(v);
