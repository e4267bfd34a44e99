import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { indexSources } from '../../db/schema';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/review-support';
import { computeIndex, type IndexMethod } from './index-method';
import { latestSample, recordSample } from './index-price';
import type { PriceFeedRegistry } from './price-feed';

/**
 * One ingestion tick: for every ACTIVE source, its feed's quotes for this second, the published
 * method over them, and the sample recorded on the source's chain. A second already recorded
 * (another instance won the tick) is skipped; the chain's unique indexes make that safe.
 */
export async function ingestTick(db: Db, feeds: PriceFeedRegistry, at = new Date()): Promise<{ recorded: number; skipped: string[] }> {
  const second = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const sources = await db.select().from(indexSources).where(eq(indexSources.status, 'ACTIVE'));
  let recorded = 0;
  const skipped: string[] = [];
  for (const source of sources) {
    const feed = feeds.get(source.feed);
    if (!feed) {
      skipped.push(`${source.code}: no feed ${source.feed}`);
      continue;
    }
    const head = await latestSample(db, source.id);
    if (head && head.ts.getTime() >= second.getTime()) continue;
    try {
      const { value, quotes } = computeIndex(await feed.quotes(source, second), source.method as IndexMethod, source.outlierPercent);
      await recordSample(db, { indexSourceId: source.id, ts: second, value, quotes });
      recorded++;
    } catch (error) {
      // Another instance recorded this second first: its sample stands.
      if (sqlState(error) === UNIQUE_VIOLATION || /not after the chain head/.test((error as Error).message)) continue;
      skipped.push(`${source.code}: ${(error as Error).message}`);
    }
  }
  return { recorded, skipped };
}
