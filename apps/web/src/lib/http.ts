import { API_BASE, REQUEST_TIMEOUT_MS } from '@ledgerdesk/shared';
import { REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import i18n from './i18n';
import { ApiError, TRANSPORT_CODES } from './apiError';
import { noteAnswered, noteUnreachable } from './connectivity';
import { queryString } from './queryString';
import { noteRevisions } from './revisions';
import { getToken } from './storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call to the API, as the console's code asks for it. */
export interface HttpCall {
  /** The path under API_BASE (`/api/v2/sitebkd/...`). */
  url: string;
  method?: HttpMethod;
  /** The query: dotted keys and bracketed arrays (lib/queryString). */
  params?: object;
  /** The JSON body. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds until the call gives up; 0: never (a long export). Default REQUEST_TIMEOUT_MS. */
  timeout?: number;
  /** Aborting it cancels the call (it rejects with TRANSPORT_CODES.canceled). */
  signal?: AbortSignal;
}

/** What came back over the wire, before anyone reads an envelope in it. */
export interface HttpAnswer<B> {
  status: number;
  statusText: string;
  headers: Headers;
  body: B;
}

/** JSON when the body is JSON, else its text (an HTML fallback page, a proxy's error), null when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A failure before the whole answer came: the time-out, the caller's cancel, or no network. */
function transportFailure(error: unknown, timedOut: boolean, signal: AbortSignal | undefined): ApiError {
  if (timedOut) {
    noteUnreachable();
    return new ApiError(TRANSPORT_CODES.timeout, i18n.t('message.request.timeout'), null);
  }
  if (signal?.aborted) return new ApiError(TRANSPORT_CODES.canceled, 'canceled', null);
  noteUnreachable();
  // fetch rejects with a TypeError when no answer came (offline, refused, reset).
  if (error instanceof TypeError) return new ApiError(TRANSPORT_CODES.network, i18n.t('message.request.networkError'), null);
  return new ApiError(TRANSPORT_CODES.unknown, i18n.t('message.request.pathNotFound'), null);
}

/**
 * Sends a call with the session's Bearer token and reads the whole answer, whatever its status
 * (the HTTP status mirrors the envelope's code, and the envelope is what counts). Rejects only
 * with an ApiError of TRANSPORT_CODES: nothing answered, in time or at all.
 *
 * The platform's fetch, not axios: the time-out, the cancel and blobs are fetch's own, the query
 * string is lib/queryString's, and what is left is this API's envelope, which no client knows.
 * axios was about 18 KB of the login page's 247 (brotli) for that.
 */
async function send<B>(call: HttpCall, read: (response: Response) => Promise<B>): Promise<HttpAnswer<B>> {
  const { url, method = 'GET', params, data, timeout = REQUEST_TIMEOUT_MS, signal } = call;
  const headers = new Headers(call.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (data !== undefined) headers.set('Content-Type', 'application/json');
  const query = params ? queryString(params as Record<string, unknown>) : '';
  const abort = new AbortController();
  let timedOut = false;
  const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), abort.abort()), timeout) : undefined;
  const cancel = () => abort.abort();
  if (signal?.aborted) abort.abort();
  signal?.addEventListener('abort', cancel);
  try {
    const response = await fetch(`${API_BASE}${url}${query ? `?${query}` : ''}`, {
      method,
      headers,
      body: data === undefined ? undefined : JSON.stringify(data),
      signal: abort.signal,
    });
    // The time-out covers the whole answer, its body included, as a slow body is no answer either.
    const body = await read(response);
    noteAnswered();
    // Every signed-in answer says which revision of the menus and dictionaries the server holds (lib/revisions).
    noteRevisions(response.headers.get(REVISION_HEADER) ?? undefined);
    return { status: response.status, statusText: response.statusText, headers: response.headers, body };
  } catch (error) {
    throw transportFailure(error, timedOut, signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** An answer read as JSON (or text): what the envelope is read from. */
export const sendForJson = (call: HttpCall): Promise<HttpAnswer<unknown>> => send(call, readBody);

/** An answer read as a file (exports, generated code): the envelope, if any, is inside the blob. */
export const sendForBlob = (call: HttpCall): Promise<HttpAnswer<Blob>> => send(call, (response) => response.blob());
