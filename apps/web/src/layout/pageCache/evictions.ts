export interface CacheUse {
  key: string;
  /** A counter, larger = used more recently. */
  usedAt: number;
}

/** How many pages stay mounted at most; the oldest others are dropped. */
export const MAX_CACHED_PAGES = 20;

/**
 * Keys to drop so that at most `max` entries remain: the least recently used first, never one
 * that `keep` protects (the page on screen, pinned tags), even if that leaves more than `max`.
 */
export function evictions(entries: readonly CacheUse[], max: number, keep: (key: string) => boolean): string[] {
  const excess = entries.length - max;
  if (excess <= 0) return [];
  return [...entries]
    .filter((e) => !keep(e.key))
    .sort((a, b) => a.usedAt - b.usedAt)
    .slice(0, excess)
    .map((e) => e.key);
}
