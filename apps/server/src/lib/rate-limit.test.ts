import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { databaseKinds, openTestDatabase } from '../test/harness';
import { RateLimiter } from './rate-limit';

describe.each(databaseKinds)('shared fixed-window rate limit (%s)', (kind) => {
  let database: Database;
  let limiter: RateLimiter;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    limiter = new RateLimiter(database.db);
  });
  afterAll(() => database.close());

  const stored = async (key: string) => (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];
  const endWindow = (key: string) => database.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, key));

  it('allows `limit` hits in a window, then refuses with the seconds left', async () => {
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit('t:seq', 3, 60_000));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts.map((v) => v.hits)).toEqual([1, 2, 3, 4]);
    expect(verdicts[0]!.retryAfterSeconds).toBe(0);
    expect(verdicts[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(verdicts[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await stored('t:seq'))!.hits).toBe(4);
  });

  it('keeps keys apart', async () => {
    expect((await limiter.hit('t:a', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('t:b', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('t:a', 1, 60_000)).allowed).toBe(false);
  });

  it('starts afresh once the window has ended, with a new end', async () => {
    await limiter.hit('t:window', 1, 3_600_000);
    expect((await limiter.hit('t:window', 1, 3_600_000)).allowed).toBe(false);
    await endWindow('t:window');
    const again = await limiter.hit('t:window', 1, 3_600_000);
    expect(again).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 0 });
    const row = await stored('t:window');
    expect(row!.resetAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
  });

  // On PostgreSQL the pool runs these on several connections at once, as several instances would.
  it('counts parallel hits exactly: no more than the limit get through', async () => {
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('t:burst', 5, 60_000)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.map((v) => v.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('refuses a nonsensical limit or window instead of counting', async () => {
    await expect(limiter.hit('t:bad', 0, 60_000)).rejects.toThrow(/positive integer/);
    await expect(limiter.hit('t:bad', 1, 10)).rejects.toThrow(/at least a second/);
    expect(await stored('t:bad')).toBeUndefined();
  });

  it('prunes ended windows only', async () => {
    await limiter.hit('t:old', 1, 60_000);
    await limiter.hit('t:live', 1, 60_000);
    await endWindow('t:old');
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    expect(await stored('t:old')).toBeUndefined();
    expect(await stored('t:live')).toBeDefined();
  });
});
