/** Keys whose values never reach a log, by name at any depth (passwords, tokens, keys, credentials). */
const SECRET_KEY = /pass(word|wd)?|token|secret|captcha|authorization|cookie|credential|api[-_]?key|private[-_]?key/i;

/** A JSON rendering of request parameters with secrets replaced, cut to `limit` characters. */
export function maskedParams(value: unknown, limit = 2000): string {
  if (value === undefined || value === null) return '';
  const text = JSON.stringify(value, (key, v) => (key && SECRET_KEY.test(key) ? '******' : v));
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** Shows the first four and last four characters of an ID number: 1101**********1234. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length <= 8) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 4)}${'*'.repeat(idNumber.length - 8)}${idNumber.slice(-4)}`;
}
