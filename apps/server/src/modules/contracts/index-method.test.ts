import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { indexSources, priceSamples } from '../../db/schema';
import { openTestDatabase } from '../../test/harness';
import { demoFeed } from './demo-feed';
import { computeIndex, type RawQuote } from './index-method';
import { ingestTick } from './index-ingestion';
import { verifyChain } from './index-price';
import { PriceFeedRegistry } from './price-feed';

const q = (venue: string, price: string, weight = '1', extra: Partial<RawQuote> = {}): RawQuote => ({ venue, symbol: 'BTCUSDT', price, weight, ...extra });

describe('index methods (worked examples)', () => {
  it('MEDIAN drops quotes beyond the outlier threshold from the median, then takes the median of the rest', () => {
    // Median of all four is 100.5; 3 % of it is 3.015, so 110 is out; the median of 100, 101, 102 is 101.
    const { value, quotes } = computeIndex([q('a', '100'), q('b', '101'), q('c', '102'), q('d', '110')], 'MEDIAN', '3');
    expect(value).toBe('101');
    expect(quotes.map((x) => x.excluded)).toEqual([false, false, false, true]);
  });

  it('VWAP weighs each kept price by weight × volume', () => {
    // (100·1·1 + 102·1·3) / (1 + 3) = 101.5
    expect(computeIndex([q('a', '100', '1', { volume: '1' }), q('b', '102', '1', { volume: '3' })], 'VWAP', '5').value).toBe('101.5');
  });

  it('TWAP averages each venue over its window, weighted', () => {
    // a: (100 + 102) / 2 = 101, weight 3; b: 104, weight 1 → (303 + 104) / 4 = 101.75
    expect(computeIndex([q('a', '102', '3', { window: ['100', '102'] }), q('b', '104', '1', { window: ['104'] })], 'TWAP', '5').value).toBe('101.75');
  });

  it('rounds half up to the scale and refuses an empty basket', () => {
    expect(computeIndex([q('a', '1'), q('b', '2'), q('c', '2')], 'VWAP', '50', 2).value).toBe('1.67');
    expect(computeIndex([q('a', '1.005')], 'MEDIAN', '50', 2).value).toBe('1.01');
    expect(computeIndex([q('a', '1'), q('b', '1.0001')], 'MEDIAN', '50', 2).value).toBe('1');
    expect(() => computeIndex([], 'MEDIAN', '3')).toThrow(/no quotes/);
  });
});

describe('the DEMO feed and the ingestion job', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database?.close());

  it('gives the same quotes for the same second (deterministic) and records one chained sample per source and second', async () => {
    const [source] = await database.db
      .insert(indexSources)
      .values({ code: 'DEMO-T', name: 'demo', constituents: ['a', 'b', 'c'].map((v) => ({ venue: `demo-${v}`, symbol: 'ETHUSDT', weight: '1' })), method: 'MEDIAN', windowSeconds: 5, feed: 'demo' })
      .returning();
    const at = new Date(Date.UTC(2026, 5, 1, 12, 0, 0));
    expect(await demoFeed.quotes(source!, at)).toEqual(await demoFeed.quotes(source!, at));
    expect(await demoFeed.quotes(source!, new Date(at.getTime() + 1000))).not.toEqual(await demoFeed.quotes(source!, at));
    const feeds = new PriceFeedRegistry();
    feeds.register(demoFeed);
    expect((await ingestTick(database.db, feeds, at)).recorded).toBe(1);
    expect((await ingestTick(database.db, feeds, new Date(at.getTime() + 400))).recorded).toBe(0);
    expect((await ingestTick(database.db, feeds, new Date(at.getTime() + 2000))).recorded).toBe(1);
    const rows = await database.db.select().from(priceSamples).where(eq(priceSamples.indexSourceId, source!.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.value).toBe(computeIndex(await demoFeed.quotes(source!, at), 'MEDIAN', '3').value);
    expect(await verifyChain(database.db, source!.id)).toEqual({ checked: 2, breaks: [] });
  });

  it('reports a source whose feed is not installed instead of inventing a price', async () => {
    await database.db.insert(indexSources).values({ code: 'REAL-X', name: 'x', constituents: [{ venue: 'binance', symbol: 'BTCUSDT', weight: '1' }], method: 'MEDIAN', windowSeconds: 5, feed: 'binance' });
    const feeds = new PriceFeedRegistry();
    const { recorded, skipped } = await ingestTick(database.db, feeds, new Date(Date.UTC(2026, 5, 2)));
    expect(recorded).toBe(0);
    expect(skipped.some((s) => s.startsWith('REAL-X: no feed binance'))).toBe(true);
  });
});
