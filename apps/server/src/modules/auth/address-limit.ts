import net from 'node:net';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { RateLimiter } from '../../lib/rate-limit';

export type AddressLimitKind = 'login' | 'captcha' | 'unlock';

export interface AddressLimit {
  limit: number;
  windowMs: number;
  /** A success gives its hit back: the limit counts failures (and attempts in flight), not an office's daily sign-ins. */
  successesFree: boolean;
}

/**
 * Per client address (request.ip: the socket's, or X-Forwarded-For's only with TRUST_PROXY), in
 * sys_rate_limit so every instance shares them. They bound what one address can try across many
 * user names, which the per-name lock cannot.
 */
export const ADDRESS_LIMITS: Record<AddressLimitKind, AddressLimit> = {
  login: { limit: 30, windowMs: 10 * 60_000, successesFree: true },
  captcha: { limit: 60, windowMs: 60_000, successesFree: false },
  unlock: { limit: 60, windowMs: 10 * 60_000, successesFree: true },
};

/**
 * The part of an address one client controls: IPv4 whole, IPv6 by its /64, since one host is
 * routinely given a whole /64 and could otherwise take a fresh address for every attempt.
 */
export function addressSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

function expandIpv6(ip: string): string[] {
  const [head, tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - left.length - right.length);
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}

export interface AddressVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export class AddressLimiter {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly limits: Record<AddressLimitKind, AddressLimit> = ADDRESS_LIMITS,
  ) {
    this.limiter = new RateLimiter(db);
  }

  /** Counts an attempt from `ip` before anything else is done for it. */
  async take(kind: AddressLimitKind, ip: string): Promise<AddressVerdict> {
    const { limit, windowMs } = this.limits[kind];
    const verdict = await this.limiter.hit(keyOf(kind, ip), limit, windowMs);
    return { allowed: verdict.allowed, retryAfterSeconds: verdict.retryAfterSeconds };
  }

  /** A successful attempt gives its hit back, where the kind says successes are free. */
  async giveBack(kind: AddressLimitKind, ip: string): Promise<void> {
    if (!this.limits[kind].successesFree) return;
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.key, keyOf(kind, ip)), gt(rateLimits.resetAt, sql`now()`)));
  }
}

const keyOf = (kind: AddressLimitKind, ip: string) => `${kind}:ip:${addressSubject(ip)}`;
