import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { IpBlacklistScope } from '@ledgerdesk/shared/resources/risk/ip-blacklist';
import type { Db } from '../../db/client';
import { ipBlacklist } from '../../db/schema';
import { RevisionCache } from '../../lib/revisions';
import { addToBlockList, cidrContains, parseAddress, parseCidr, type Cidr } from './cidr';

interface Entry {
  id: number;
  cidr: Cidr;
  scope: IpBlacklistScope;
  expiresAt: number | null;
}

/** Per scope, one BlockList answering "no" in one call, and the entries to name the one that matched. */
type ByScope = Map<IpBlacklistScope, { list: net.BlockList; entries: Entry[] }>;

/** How often counted hits are written (one UPDATE per entry hit since the last write). */
const FLUSH_MS = 5_000;

/**
 * The active IP black list in memory, tagged with the 'risk' revision it was read at (a
 * RevisionCache): every write to the list bumps the revision in its own transaction, and
 * every signed-in request already carries the revisions in its session row, so checking an
 * address costs no query; a change made on any instance is seen by every instance on its next
 * request. Expiry is checked at match time (it passes without a write). Hits are counted in
 * memory and written every few seconds and when the server closes, never on the request's path.
 */
export class IpBlacklistCache {
  private readonly active: RevisionCache<ByScope>;
  private readonly hits = new Map<number, { count: number; last: Date }>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    this.active = new RevisionCache(db, 'risk', () => this.load());
    this.timer = setInterval(() => void this.flushHits().catch(() => undefined), FLUSH_MS);
    this.timer.unref();
  }

  /**
   * The active, unexpired entry of one of these scopes that holds the address, or undefined.
   * `revision`: the one the request's session carries; without it the stored one is read (one
   * primary-key lookup, for requests without a session).
   */
  async match(ip: string, scopes: readonly IpBlacklistScope[], revision?: number): Promise<{ id: number; cidr: string } | undefined> {
    const address = parseAddress(ip);
    if (!address) return undefined;
    const byScope = await this.active.current(revision);
    const now = Date.now();
    // The text as it came (an IPv4-mapped IPv6 address is checked as IPv6: BlockList matches it to IPv4 rules).
    const type = net.isIP(ip.trim()) === 6 ? 'ipv6' : 'ipv4';
    for (const scope of scopes) {
      const group = byScope.get(scope);
      if (!group?.list.check(ip.trim(), type)) continue;
      const entry = group.entries.find((e) => (e.expiresAt === null || e.expiresAt > now) && cidrContains(e.cidr, address));
      if (entry) return { id: entry.id, cidr: entry.cidr.text };
    }
    return undefined;
  }

  /** Counts a refusal against its entry; written later in one statement per entry. */
  countHit(id: number): void {
    const hit = this.hits.get(id);
    if (hit) {
      hit.count += 1;
      hit.last = new Date();
    } else this.hits.set(id, { count: 1, last: new Date() });
  }

  async flushHits(): Promise<void> {
    const pending = [...this.hits.entries()];
    this.hits.clear();
    for (const [id, hit] of pending) {
      await this.db
        .update(ipBlacklist)
        .set({ hitCount: sql`${ipBlacklist.hitCount} + ${hit.count}`, lastHitAt: sql`greatest(coalesce(${ipBlacklist.lastHitAt}, ${hit.last}), ${hit.last})` })
        .where(eq(ipBlacklist.id, id));
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flushHits();
  }

  private async load(): Promise<ByScope> {
    const rows = await this.db
      .select({ id: ipBlacklist.id, ipCidr: ipBlacklist.ipCidr, scope: ipBlacklist.scope, expiresAt: ipBlacklist.expiresAt })
      .from(ipBlacklist)
      .where(and(eq(ipBlacklist.status, 'ACTIVE'), sql`(${ipBlacklist.expiresAt} is null or ${ipBlacklist.expiresAt} > now())`));
    const byScope: ByScope = new Map();
    for (const row of rows) {
      const cidr = parseCidr(row.ipCidr);
      if ('problem' in cidr) continue;
      const scope = row.scope as IpBlacklistScope;
      let group = byScope.get(scope);
      if (!group) byScope.set(scope, (group = { list: new net.BlockList(), entries: [] }));
      addToBlockList(group.list, cidr);
      group.entries.push({ id: row.id, cidr, scope, expiresAt: row.expiresAt ? row.expiresAt.getTime() : null });
    }
    return byScope;
  }
}
