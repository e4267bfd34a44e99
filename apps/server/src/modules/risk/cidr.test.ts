import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { addToBlockList, cidrContains, isLoopback, parseAddress, parseCidr, type Cidr } from './cidr';

const cidr = (text: string): Cidr => {
  const parsed = parseCidr(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
};
const holds = (range: string, ip: string) => cidrContains(cidr(range), parseAddress(ip)!);

describe('CIDR ranges', () => {
  it('normalises addresses and ranges: host bits cleared, IPv6 compressed and lower case', () => {
    expect(cidr('203.0.113.7').text).toBe('203.0.113.7/32');
    expect(cidr(' 10.1.2.3/8 ').text).toBe('10.0.0.0/8');
    expect(cidr('198.51.100.255/24').text).toBe('198.51.100.0/24');
    expect(cidr('2001:0DB8:0000:0000:0000:0000:0000:0001').text).toBe('2001:db8::1/128');
    expect(cidr('2001:db8:abcd:12ff::1/48').text).toBe('2001:db8:abcd::/48');
    expect(cidr('fe80::1/10').text).toBe('fe80::/10');
    // An IPv4-mapped IPv6 address or range is the IPv4 one.
    expect(cidr('::ffff:192.0.2.9').text).toBe('192.0.2.9/32');
    expect(cidr('::ffff:192.0.2.0/120').text).toBe('192.0.2.0/24');
    expect(cidr('0.0.0.0/0').text).toBe('0.0.0.0/0');
    expect(cidr('::/0').text).toBe('::/0');
  });

  it('refuses what is not an address or range, naming it', () => {
    for (const bad of ['', 'localhost', '1.2.3', '256.1.1.1', '01.2.3.4', '1.2.3.4/33', '1.2.3.4/', '1.2.3.4/-1', '1.2.3.4/8x', '2001:db8::/129', 'fe80::1%eth0', '2001:db8:::1', '1.2.3.4/ 8']) {
      const parsed = parseCidr(bad);
      expect('problem' in parsed, bad).toBe(true);
    }
  });

  it('matches addresses at the edges of IPv4 ranges', () => {
    expect(holds('10.0.0.0/8', '10.0.0.0')).toBe(true);
    expect(holds('10.0.0.0/8', '10.255.255.255')).toBe(true);
    expect(holds('10.0.0.0/8', '11.0.0.0')).toBe(false);
    expect(holds('10.0.0.0/8', '9.255.255.255')).toBe(false);
    expect(holds('192.0.2.128/25', '192.0.2.127')).toBe(false);
    expect(holds('192.0.2.128/25', '192.0.2.128')).toBe(true);
    expect(holds('203.0.113.7', '203.0.113.7')).toBe(true);
    expect(holds('203.0.113.7', '203.0.113.8')).toBe(false);
    expect(holds('0.0.0.0/0', '255.255.255.255')).toBe(true);
    // A client seen as IPv4-mapped IPv6 is matched by the IPv4 rule.
    expect(holds('10.0.0.0/8', '::ffff:10.9.8.7')).toBe(true);
  });

  it('matches addresses at the edges of IPv6 ranges, and never across families', () => {
    expect(holds('2001:db8::/32', '2001:db8::')).toBe(true);
    expect(holds('2001:db8::/32', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff')).toBe(true);
    expect(holds('2001:db8::/32', '2001:db9::')).toBe(false);
    expect(holds('2001:db8::/32', '2001:db7:ffff:ffff:ffff:ffff:ffff:ffff')).toBe(false);
    expect(holds('2001:db8:0:1::/64', '2001:db8:0:1:ffff::1')).toBe(true);
    expect(holds('2001:db8:0:1::/64', '2001:db8:0:2::1')).toBe(false);
    expect(holds('::1', '::1')).toBe(true);
    expect(holds('::/0', '10.0.0.1')).toBe(false);
    expect(holds('0.0.0.0/0', '2001:db8::1')).toBe(false);
  });

  it('agrees with Node\'s BlockList on every range it adds', () => {
    const list = new net.BlockList();
    for (const range of ['10.0.0.0/8', '192.0.2.128/25', '2001:db8::/32']) addToBlockList(list, cidr(range));
    for (const [ip, type, expected] of [
      ['10.200.0.1', 'ipv4', true],
      ['192.0.2.200', 'ipv4', true],
      ['192.0.2.1', 'ipv4', false],
      ['2001:db8:1::1', 'ipv6', true],
      ['2001:db9::1', 'ipv6', false],
    ] as const) {
      expect(list.check(ip, type), ip).toBe(expected);
    }
  });

  it('knows loopback', () => {
    expect(isLoopback(parseAddress('127.0.0.1')!)).toBe(true);
    expect(isLoopback(parseAddress('127.9.9.9')!)).toBe(true);
    expect(isLoopback(parseAddress('::1')!)).toBe(true);
    expect(isLoopback(parseAddress('::ffff:127.0.0.1')!)).toBe(true);
    expect(isLoopback(parseAddress('128.0.0.1')!)).toBe(false);
    expect(isLoopback(parseAddress('::2')!)).toBe(false);
  });
});
