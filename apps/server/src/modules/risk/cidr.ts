import net from 'node:net';

/** An address range, IPv4 or IPv6, with its host bits cleared. */
export interface Cidr {
  family: 4 | 6;
  /** The network address as a number (host bits zero). */
  network: bigint;
  prefix: number;
  /** Canonical text: 198.51.100.0/24, 2001:db8::/48, 203.0.113.7/32. */
  text: string;
}

/** The narrowest prefix an entry may have: /0 would block everyone. */
export const MIN_PREFIX: Record<4 | 6, number> = { 4: 8, 6: 16 };

const BITS: Record<4 | 6, number> = { 4: 32, 6: 128 };
const V4_MAPPED = 0xffffn << 32n;

function v4ToBig(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

function v6ToBig(address: string): bigint {
  // SocketAddress writes the canonical form (lower case, '::' compressed, an embedded IPv4 as hex).
  let text = new net.SocketAddress({ address, family: 'ipv6' }).address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4ToBig(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((n, group) => (n << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function bigToText(value: bigint, family: 4 | 6): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => ((value >> BigInt(112 - i * 16)) & 0xffffn).toString(16));
  return new net.SocketAddress({ address: groups.join(':'), family: 'ipv6' }).address;
}

const mask = (family: 4 | 6, prefix: number) => {
  const bits = BigInt(BITS[family]);
  return ((1n << bits) - 1n) ^ ((1n << (bits - BigInt(prefix))) - 1n);
};

/** A client address as a family and number; an IPv4-mapped IPv6 address (::ffff:1.2.3.4) is the IPv4 one. */
export function parseAddress(input: string): { family: 4 | 6; value: bigint } | null {
  const text = input.trim();
  const family = net.isIP(text);
  if (family === 4) return { family: 4, value: v4ToBig(text) };
  if (family !== 6 || text.includes('%')) return null;
  const value = v6ToBig(text);
  if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

/**
 * Reads one entry as typed: an address (a /32 or /128) or a CIDR range, normalised — host bits
 * cleared, IPv6 compressed and lower case, an IPv4-mapped IPv6 range written as IPv4. Answers the
 * problem in words when the text is no address (a zone id, a prefix out of range, letters).
 */
export function parseCidr(input: string): Cidr | { problem: string } {
  const text = input.trim();
  const slash = text.indexOf('/');
  const addressText = slash < 0 ? text : text.slice(0, slash);
  const prefixText = slash < 0 ? undefined : text.slice(slash + 1);
  const address = parseAddress(addressText);
  if (!address) return { problem: `"${text.slice(0, 60)}" is not an IPv4 or IPv6 address` };
  const typedFamily = net.isIP(addressText.trim()) as 4 | 6;
  let prefix = BITS[typedFamily];
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return { problem: `"${text.slice(0, 60)}" has no valid prefix length after /` };
    prefix = Number(prefixText);
    if (prefix > BITS[typedFamily]) return { problem: `"${text.slice(0, 60)}": the prefix of an IPv${typedFamily} range is at most /${BITS[typedFamily]}` };
  }
  // A mapped range (::ffff:0:0/96 and narrower) is an IPv4 range; a wider one is IPv6.
  if (address.family === 4 && typedFamily === 6) {
    if (prefix < 96) return cidrOf(6, (V4_MAPPED | address.value) & mask(6, prefix), prefix);
    prefix -= 96;
  }
  return cidrOf(address.family, address.value & mask(address.family, prefix), prefix);
}

function cidrOf(family: 4 | 6, network: bigint, prefix: number): Cidr {
  return { family, network, prefix, text: `${bigToText(network, family)}/${prefix}` };
}

/** Whether the range holds the address. */
export function cidrContains(cidr: Cidr, address: { family: 4 | 6; value: bigint }): boolean {
  return cidr.family === address.family && (address.value & mask(cidr.family, cidr.prefix)) === cidr.network;
}

/** The range as Node's BlockList takes it. */
export function addToBlockList(list: net.BlockList, cidr: Cidr): void {
  list.addSubnet(bigToText(cidr.network, cidr.family), cidr.prefix, cidr.family === 4 ? 'ipv4' : 'ipv6');
}

/** Loopback addresses: this machine, or a proxy on it. The automatic rule never blocks them. */
export function isLoopback(address: { family: 4 | 6; value: bigint }): boolean {
  return address.family === 4 ? address.value >> 24n === 127n : address.value === 1n;
}
