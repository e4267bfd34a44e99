import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { normalizeDecimal } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { priceSamples } from '../../db/schema';
import { sha256 } from '../../lib/tokens';

/**
 * The only door to index prices. Samples are appended with the hash of the sample before them, so
 * the chain check finds any row edited or removed afterwards; settlement, fills and marks read a
 * recorded sample and nothing else (catalogue §5.7).
 */

export type PriceQuote = { venue: string; symbol: string; price: string; weight: string; excluded: boolean };
export type PriceSample = typeof priceSamples.$inferSelect;

/** What a sample's hash covers: its place in the chain and every value it carries. */
export function sampleHash(s: { prevHash: string; indexSourceId: number; ts: Date; value: string; quotes: PriceQuote[] }): string {
  // Canonical form: jsonb re-orders object keys and numeric drops trailing zeros on the way back.
  const quotes = s.quotes.map((q) => [q.venue, q.symbol, normalizeDecimal(q.price), normalizeDecimal(q.weight), q.excluded]);
  return sha256(JSON.stringify([s.prevHash, s.indexSourceId, s.ts.getTime(), normalizeDecimal(s.value), quotes]));
}

/**
 * Appends one sample to its source's chain. Samples arrive in time order; one older than the head
 * is refused (the unique (source, prev_hash) index refuses a second writer racing on the same head).
 */
export async function recordSample(
  db: Db | Tx,
  input: { indexSourceId: number; ts: Date; value: string; quotes: PriceQuote[] },
): Promise<PriceSample> {
  const head = await latestSample(db, input.indexSourceId);
  if (head && head.ts.getTime() >= input.ts.getTime()) {
    throw new Error(`price sample at ${input.ts.toISOString()} is not after the chain head ${head.ts.toISOString()}`);
  }
  const prevHash = head?.hash ?? '';
  const hash = sampleHash({ ...input, prevHash });
  const [row] = await db.insert(priceSamples).values({ ...input, prevHash, hash }).returning();
  return row!;
}

/** The sample in force at `at`: the last one at or before it (settlement takes the sample at its close second). */
export async function sampleAt(db: Db | Tx, indexSourceId: number, at: Date): Promise<PriceSample | undefined> {
  const [row] = await db
    .select()
    .from(priceSamples)
    .where(and(eq(priceSamples.indexSourceId, indexSourceId), lte(priceSamples.ts, at)))
    .orderBy(desc(priceSamples.ts))
    .limit(1);
  return row;
}

export async function latestSample(db: Db | Tx, indexSourceId: number): Promise<PriceSample | undefined> {
  const [row] = await db.select().from(priceSamples).where(eq(priceSamples.indexSourceId, indexSourceId)).orderBy(desc(priceSamples.ts)).limit(1);
  return row;
}

/**
 * A sample older than this at the moment of a deal means the index is not being recorded (the feed
 * samples every 2 s; a paused ingestion or a dead venue stops it): no order opens, fills, settles
 * or is liquidated on it.
 */
export const SAMPLE_FRESHNESS_MS = 5_000;

/** The sample is at most SAMPLE_FRESHNESS_MS old at `now`. */
export const isFresh = (sample: PriceSample, now: Date): boolean => now.getTime() - sample.ts.getTime() <= SAMPLE_FRESHNESS_MS;

/** The latest sample if it is at most SAMPLE_FRESHNESS_MS old at `now`, else undefined. */
export async function freshSample(db: Db | Tx, indexSourceId: number, now: Date): Promise<PriceSample | undefined> {
  const sample = await latestSample(db, indexSourceId);
  return sample && isFresh(sample, now) ? sample : undefined;
}

export type ChainBreak = { sampleId: number; ts: Date; reason: 'HASH_MISMATCH' | 'LINK_BROKEN' };

/**
 * Walks a source's chain in time order, page by page, and names every sample whose stored hash is
 * not the hash of its own content, or whose link does not point at the sample before it.
 */
export async function verifyChain(db: Db | Tx, indexSourceId: number, pageSize = 5000): Promise<{ checked: number; breaks: ChainBreak[] }> {
  const breaks: ChainBreak[] = [];
  let prev: PriceSample | undefined;
  let checked = 0;
  for (;;) {
    const page = await db
      .select()
      .from(priceSamples)
      .where(prev ? and(eq(priceSamples.indexSourceId, indexSourceId), gt(priceSamples.ts, prev.ts)) : eq(priceSamples.indexSourceId, indexSourceId))
      .orderBy(asc(priceSamples.ts))
      .limit(pageSize);
    for (const s of page) {
      checked++;
      if (s.prevHash !== (prev?.hash ?? '')) breaks.push({ sampleId: s.id, ts: s.ts, reason: 'LINK_BROKEN' });
      else if (sampleHash(s) !== s.hash) breaks.push({ sampleId: s.id, ts: s.ts, reason: 'HASH_MISMATCH' });
      prev = s;
    }
    if (page.length < pageSize) return { checked, breaks };
  }
}
