import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitVerdict {
  allowed: boolean;
  /** When refused: whole seconds until the window ends (at least 1); 0 when allowed. */
  retryAfterSeconds: number;
  /** Hits counted in the current window, this one included. */
  hits: number;
}

/**
 * Fixed-window counters in sys_rate_limit, shared by every instance on the database: each hit is
 * one INSERT … ON CONFLICT DO UPDATE … RETURNING, so concurrent hits from any instance are counted
 * exactly and no read-then-write can let one through. Time is the database's, so instances with
 * skewed clocks agree on when a window ends.
 *
 * A key is one limit (e.g. `sms:phone:13800000000:1m`): give two limits on one subject two keys.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts a hit on `key` and says whether it is within `limit` hits per `windowMs`. */
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitVerdict> {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`rate limit for ${key} must be a positive integer, got ${limit}`);
    if (!(windowMs >= 1000)) throw new Error(`rate-limit window for ${key} must be at least a second, got ${windowMs}`);
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    // In SET, the table's columns are the stored row before this hit: a window that has ended starts again.
    const ended = sql`${rateLimits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        secondsLeft: sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`,
      });
    const hits = row!.hits;
    const allowed = hits <= limit;
    return { allowed, hits, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(Number(row!.secondsLeft))) };
  }

  /** Forgets windows that have ended (their next hit would start afresh anyway); safe on every instance at once. */
  async prune(): Promise<number> {
    const removed = await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`)).returning({ key: rateLimits.key });
    return removed.length;
  }
}
