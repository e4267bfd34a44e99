/**
 * A tag's canonical identity (anchor §4: refresh hitting the wrong page, cache misses with
 * Chinese characters). Two URLs that show the same page with the same parameters give the same
 * key whatever their encoding or query order; the key is decoded text, never percent-encoded.
 */
export interface TagRoute {
  /** The route's path pattern, e.g. `/member/detail/:id` (a plain path, possibly percent-encoded, for unmatched URLs). */
  pattern: string;
  /** Route params as the router gives them: already decoded, so they are not decoded twice. */
  params: Record<string, string>;
  /** The raw query string, with or without its leading `?`. */
  search: string;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Query pairs decoded (URLSearchParams also turns `+` into a space) and sorted by key, then value. */
export function normalisedQuery(search: string): Array<[string, string]> {
  const pairs = [...new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)];
  return pairs.sort(([ak, av], [bk, bv]) => (ak === bk ? compare(av, bv) : compare(ak, bk)));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `pattern` alone in share mode (one tag per route, SPEC isShareTagsView); otherwise the pattern,
 * then `:name=value` for each param and `name=value` for each query pair, in sorted order.
 */
export function tagKey(route: TagRoute, share: boolean): string {
  const pattern = safeDecode(route.pattern);
  if (share) return pattern;
  const params = Object.entries(route.params)
    .sort(([a], [b]) => compare(a, b))
    .map(([name, value]) => `:${name}=${value}`);
  const query = normalisedQuery(route.search).map(([name, value]) => `${name}=${value}`);
  const parts = [...params, ...query];
  return parts.length ? `${pattern}?${parts.join('&')}` : pattern;
}
