import { abs, divRounded, fromInt, mulRounded, roundTo, text, units } from '../../lib/exact-decimal';
import type { PriceQuote } from './index-price';

/** One venue's quote as a feed delivers it, before the method decides whether it counts. */
export interface RawQuote {
  venue: string;
  symbol: string;
  price: string;
  weight: string;
  /** Traded volume in the window (VWAP weights by it; the others ignore it). */
  volume?: string;
  /** The prices seen across the window (TWAP averages them; a single price is one observation). */
  window?: string[];
}

export type IndexMethod = 'MEDIAN' | 'VWAP' | 'TWAP';

const median = (values: bigint[]): bigint => {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : divRounded(sorted[mid - 1]! + sorted[mid]!, fromInt(2));
};
const sum = (values: bigint[]): bigint => values.reduce((s, v) => s + v, 0n);

/** The published outlier rule in words, stored beside the number it is computed from. */
export const outlierRuleText = (percent: string): string => `Quotes more than ${text(units(percent))} % from the median of all quotes are excluded`;

/**
 * The index from its constituent quotes (catalogue §5.7, IX): quotes further than `outlierPercent`
 * from the median of all quotes are excluded, then MEDIAN (of the kept prices), VWAP (weights ×
 * volumes) or TWAP (the mean of each venue's window, weighted) over the rest, rounded half-up to
 * `scale`. Deterministic: the same quotes always give the same value. Throws when nothing is left.
 */
export function computeIndex(raw: readonly RawQuote[], method: IndexMethod, outlierPercent: string, scale = 8): { value: string; quotes: PriceQuote[] } {
  if (raw.length === 0) throw new Error('no quotes to compute an index from');
  const center = median(raw.map((q) => units(q.price)));
  const limit = divRounded(mulRounded(center, units(outlierPercent)), fromInt(100));
  const quotes: PriceQuote[] = raw.map((q) => ({
    venue: q.venue,
    symbol: q.symbol,
    price: q.price,
    weight: q.weight,
    excluded: abs(units(q.price) - center) > limit,
  }));
  const kept = raw.filter((_, i) => !quotes[i]!.excluded);
  if (kept.length === 0) throw new Error('every quote is an outlier');
  let value: bigint;
  if (method === 'MEDIAN') value = median(kept.map((q) => units(q.price)));
  else {
    const weightOf = (q: RawQuote) => (method === 'VWAP' ? mulRounded(units(q.weight), units(q.volume ?? '1')) : units(q.weight));
    const priceOf = (q: RawQuote) => (method === 'TWAP' && q.window?.length ? divRounded(sum(q.window.map((price) => units(price))), fromInt(q.window.length)) : units(q.price));
    const total = sum(kept.map(weightOf));
    if (total === 0n) throw new Error('the kept quotes weigh nothing');
    value = divRounded(sum(kept.map((q) => mulRounded(priceOf(q), weightOf(q)))), total);
  }
  return { value: text(roundTo(value, scale)), quotes };
}
