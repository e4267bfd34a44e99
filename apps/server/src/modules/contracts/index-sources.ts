import { ResultCode } from '@ledgerdesk/shared';
import type { indexSources } from '../../db/schema';
import { refuse } from '../../lib/errors';
import { outlierRuleText } from './index-method';
import type { PriceFeedRegistry } from './price-feed';

type SourceRow = typeof indexSources.$inferSelect;
const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;

const bad = (field: string, why: string) => refuse(ResultCode.badRequest, `${field}: ${why}`, { reason: 'contract.indexSourceInvalid', params: { field, why } }, { [field]: why });

/** Constituents: at least one, each a venue, a symbol and a positive weight, no venue twice. */
export function checkConstituents(value: unknown): Array<{ venue: string; symbol: string; weight: string }> {
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) throw bad('constituents', 'must be a list of 1–50 venues');
  const seen = new Set<string>();
  return value.map((c: unknown) => {
    const { venue, symbol, weight } = (c ?? {}) as Record<string, unknown>;
    if (typeof venue !== 'string' || !/^[a-z0-9][a-z0-9._-]{0,39}$/.test(venue)) throw bad('constituents', 'each venue is a lower-case name of up to 40 characters');
    if (typeof symbol !== 'string' || !/^[A-Z0-9._-]{1,40}$/.test(symbol)) throw bad('constituents', 'each symbol is upper-case letters and digits');
    const w = String(weight ?? '');
    if (!DECIMAL.test(w) || Number(w) <= 0) throw bad('constituents', 'each weight is a positive decimal');
    if (seen.has(venue)) throw bad('constituents', `venue ${venue} appears twice`);
    seen.add(venue);
    return { venue, symbol, weight: w };
  });
}

/**
 * The index-source resource's add/edit hook: a new source names a registered feed and valid
 * constituents, and its outlier rule text is written from the number. The method, window,
 * outlier threshold and constituents are never edited in place: that is the four-eyes change.
 */
export function indexSourceWriteCheck(feeds: PriceFeedRegistry) {
  return ({ op, input, current }: { op: 'add' | 'edit'; input: Record<string, unknown>; current: SourceRow | null }) => {
    if (op === 'edit' && current) {
      for (const field of ['method', 'windowSeconds', 'outlierPercent', 'constituents', 'feed', 'code'] as const) {
        if (input[field] !== undefined && JSON.stringify(input[field]) !== JSON.stringify(current[field])) {
          throw refuse(ResultCode.conflict, `${field} changes only through "Change method", four-eyes with a future effective time`, { reason: 'contract.methodFourEyes', params: { field } }, { [field]: 'needs four-eyes' });
        }
      }
      return input;
    }
    if (!feeds.get(String(input.feed))) throw bad('feed', `no price feed named ${String(input.feed)} is installed`);
    return { ...input, constituents: checkConstituents(input.constituents), outlierRule: outlierRuleText(String(input.outlierPercent)) };
  };
}
