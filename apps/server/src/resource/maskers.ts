import type { MaskKind } from '@ledgerdesk/shared';
import { maskIdNumber } from '../lib/mask';

/** Phone: the first three and last four digits of a long number stay (138****5678); else only the last two. */
function maskPhone(phone: string): string {
  if (phone.length >= 9) return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
  return phone.length <= 2 ? '*'.repeat(phone.length) : `${'*'.repeat(phone.length - 2)}${phone.slice(-2)}`;
}

/** E-mail: the first character of the local part and the whole domain stay (a***@example.com). */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? `${email[0]}***` : '';
  return `${email[0]}***${email.slice(at)}`;
}

/** Name: the first character stays, every other one becomes * (张** / J***). */
function maskName(name: string): string {
  const characters = [...name];
  return characters.length <= 1 ? characters.join('') : `${characters[0]}${'*'.repeat(characters.length - 1)}`;
}

/** A secret shows nothing of itself, not even its length. */
const maskSecret = (secret: string): string => (secret ? '******' : '');

const MASKERS: Record<MaskKind, (value: string) => string> = {
  idNumber: maskIdNumber,
  phone: maskPhone,
  email: maskEmail,
  name: maskName,
  secret: maskSecret,
};

/** Personal data as lists, exports and (without the reveal permission) details show it. */
export function maskValue(kind: MaskKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return text === '' ? '' : MASKERS[kind](text);
}
