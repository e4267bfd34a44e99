import type { indexSources } from '../../db/schema';
import type { RawQuote } from './index-method';

export type IndexSourceRow = typeof indexSources.$inferSelect;

/**
 * A price feed adapter (README "Adding a real venue"): given an index source and a second, it
 * answers each constituent's quote for that second. It only fetches; the method, the outlier rule
 * and the recording are index-ingestion.ts's, so every adapter's quotes are treated alike.
 */
export interface PriceFeedAdapter {
  /** The value of `ctr_index_source.feed` that selects this adapter. */
  readonly name: string;
  /** True for simulated data: the console labels such sources DEMO wherever they appear. */
  readonly simulated: boolean;
  quotes(source: IndexSourceRow, at: Date, signal?: AbortSignal): Promise<RawQuote[]>;
}

/** The adapters this server knows; a source naming another feed is skipped by the ingestion and reported. */
export class PriceFeedRegistry {
  private readonly adapters = new Map<string, PriceFeedAdapter>();

  register(adapter: PriceFeedAdapter): void {
    if (this.adapters.has(adapter.name)) throw new Error(`price feed ${adapter.name} is registered twice`);
    this.adapters.set(adapter.name, adapter);
  }

  get(name: string): PriceFeedAdapter | undefined {
    return this.adapters.get(name);
  }
}
