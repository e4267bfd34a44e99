/**
 * The `cidr` list filter's input: one address (203.0.113.7, 2001:db8::1) or a range (198.51.100.0/24,
 * 2001:db8::/32), host bits allowed (10.1.2.3/8 means 10.0.0.0/8, as PostgreSQL's inet reads it).
 * Parsed here so the list schema refuses garbage with a field message before any SQL runs; the
 * server then hands the same text to PostgreSQL as a bound inet parameter.
 */

const V4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const V4 = new RegExp(`^${V4_PART}(\\.${V4_PART}){3}$`);
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

function isIpv6(text: string): boolean {
  if (!text.includes(':') || text.split('::').length > 2) return false;
  let groups = text;
  let slots = 8;
  // An embedded IPv4 tail (::ffff:192.0.2.1) takes two groups.
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    if (!V4.test(text.slice(lastColon + 1))) return false;
    groups = `${text.slice(0, lastColon + 1)}0`;
    slots = 7;
  }
  const [head, tail] = groups.split('::') as [string, string | undefined];
  const parts = (side: string | undefined) => (side ? side.split(':') : []);
  const all = [...parts(head), ...parts(tail)];
  if (!all.every((group) => HEX_GROUP.test(group))) return false;
  return tail === undefined ? all.length === slots : all.length < slots;
}

/** The address family of a valid filter value, or null when it is not an address or range. */
export function ipFilterFamily(value: string): 4 | 6 | null {
  const [address = '', prefix, extra] = value.trim().split('/');
  if (extra !== undefined) return null;
  const family = V4.test(address) ? 4 : isIpv6(address) ? 6 : null;
  if (family === null) return null;
  if (prefix === undefined) return family;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return null;
  return family;
}

/** The most characters an IPv6 range takes (45 for the address, 4 for /128). */
export const IP_FILTER_MAX = 49;
