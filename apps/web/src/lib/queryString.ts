/** RFC 3986: everything but letters, digits and `-._~` is percent-encoded (as qs does). */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Query parameters written as `qs.stringify(params, { allowDots: true, arrayFormat: 'brackets' })`
 * writes them — `filter.status=PENDING&ids[]=1&ids[]=2`, null as an empty value, undefined left
 * out, dates as ISO-8601 — without qs and the helpers it brings (some 12 KB compressed on the
 * login page, which sends no query at all).
 */
export function queryString(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
    if (value === null) parts.push(`${encode(key)}=`);
    else if (value instanceof Date) parts.push(`${encode(key)}=${encode(value.toISOString())}`);
    else if (Array.isArray(value)) value.forEach((item) => add(`${key}[]`, item));
    else if (typeof value === 'object') for (const [name, item] of Object.entries(value)) add(`${key}.${name}`, item);
    else parts.push(`${encode(key)}=${encode(String(value))}`);
  };
  for (const [name, value] of Object.entries(params)) add(name, value);
  return parts.join('&');
}
