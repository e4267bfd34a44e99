import { API_BASE, API_PREFIX } from '@ledgerdesk/shared';

export interface MockAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** Response headers (e.g. the revision header the server sends on signed-in answers). */
  headers?: Record<string, string>;
}

/** A call as it went to fetch: its path under API_BASE, its query read back, its JSON body as sent. */
export interface RecordedCall {
  /** The path under API_BASE, without the query (`/api/v2/sitebkd/user/getUserInfo`). */
  url: string;
  /** The path as fetched, API_BASE included. */
  href: string;
  /** The query string as sent, without its `?`. */
  query: string;
  method: string;
  /** The query string read back: dotted keys nest, bracketed keys are arrays, every value a string. */
  params: Record<string, unknown>;
  /** The body as sent: JSON text. */
  data: string | undefined;
  headers: Headers;
  signal: AbortSignal | undefined;
}

type Handler = (call: RecordedCall) => MockAnswer | Promise<MockAnswer>;

export const ok = (data: unknown): MockAnswer => ({ status: 200, body: { code: 0, msg: 'ok', data } });
export const fail = (code: number, msg: string, data: unknown = null): MockAnswer => ({ status: code, body: { code, msg, data } });

/** The query as lib/queryString writes it, read back into an object. */
function readQuery(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    const path = key.replace(/\[\]$/, '').split('.');
    let node = params;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    const last = path[path.length - 1]!;
    if (key.endsWith('[]')) node[last] = [...((node[last] as string[] | undefined) ?? []), value];
    else node[last] = value;
  }
  return params;
}

const aborted = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * Answers the request client's calls in place of fetch (no network), keyed by 'METHOD area/action'.
 * Unknown calls answer the server's 404 envelope; a handler that throws is a network failure (throw
 * a TypeError, as fetch does); an abort rejects as fetch's does.
 */
export function mockApi(routes: Record<string, Handler | MockAnswer>) {
  const calls: RecordedCall[] = [];
  const answer = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const address = new URL(String(input), 'http://console.test');
    const call: RecordedCall = {
      url: address.pathname.replace(new RegExp(`^${API_BASE}`), ''),
      href: address.pathname,
      query: address.search.replace(/^\?/, ''),
      method: (init.method ?? 'GET').toUpperCase(),
      params: readQuery(address.searchParams),
      data: typeof init.body === 'string' ? init.body : undefined,
      headers: new Headers(init.headers),
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    if (call.signal?.aborted) throw aborted();
    const route = routes[`${call.method} ${call.url.replace(`${API_PREFIX}/`, '')}`];
    const handled = Promise.resolve(typeof route === 'function' ? route(call) : (route ?? fail(404, 'not found')));
    const reply = await new Promise<MockAnswer>((resolve, reject) => {
      call.signal?.addEventListener('abort', () => reject(aborted()));
      handled.then(resolve, reject);
    });
    const body = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status ?? 200, statusText: reply.statusText ?? '', headers: reply.headers ?? {} });
  };
  globalThis.fetch = answer as typeof fetch;
  return { calls, count: (key: string) => calls.filter((c) => `${c.method} ${c.url.replace(`${API_PREFIX}/`, '')}` === key).length };
}
