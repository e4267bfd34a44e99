import { createHash } from 'node:crypto';
import type { RawQuote } from './index-method';
import type { IndexSourceRow, PriceFeedAdapter } from './price-feed';

/** Where the simulated prices centre, by base symbol (anything else centres on 100). */
const CENTRES: Record<string, number> = { BTC: 60_000, ETH: 3_000, SOL: 150 };

/** A number in [0, 1) from the hash of its inputs: the same inputs always give the same number. */
const unit = (...parts: Array<string | number>): number => createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0) / 2 ** 32;

/** The simulated mid price of a symbol at a second: a slow wave plus a small deterministic wobble. */
function midAt(symbol: string, second: number): number {
  const centre = CENTRES[Object.keys(CENTRES).find((base) => symbol.startsWith(base)) ?? ''] ?? 100;
  return centre * (1 + 0.02 * Math.sin(second / 600) + 0.004 * (unit(symbol, second) - 0.5));
}

const priceText = (price: number) => price.toFixed(2);

/**
 * The built-in DEMO feed: simulated, deterministic quotes (a function of the symbol, venue and
 * second, never of the clock or a random source), so tests and the demo can re-derive every value.
 * About one quote in twenty is pushed 5 % away, so the outlier rule visibly works. It is labelled
 * DEMO in the data (`feed = 'demo'`) and in the console; it is not a market price.
 */
export const demoFeed: PriceFeedAdapter = {
  name: 'demo',
  simulated: true,
  async quotes(source: IndexSourceRow, at: Date): Promise<RawQuote[]> {
    const second = Math.floor(at.getTime() / 1000);
    return source.constituents.map(({ venue, symbol, weight }) => {
      const spread = 1 + 0.001 * (unit(venue, symbol, second) - 0.5);
      const outlier = unit('outlier', venue, symbol, second) < 0.05 ? 1.05 : 1;
      const window = Array.from({ length: Math.min(source.windowSeconds, 5) }, (_, i) => priceText(midAt(symbol, second - i) * spread));
      return {
        venue,
        symbol,
        weight,
        price: priceText(midAt(symbol, second) * spread * outlier),
        volume: (1 + 9 * unit('volume', venue, symbol, second)).toFixed(4),
        window,
      };
    });
  },
};
