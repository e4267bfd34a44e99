import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_BASE, ENDPOINTS, REQUEST_TIMEOUT_MS, ResultCode, type DictBatchResponse, type Envelope } from '@ledgerdesk/shared';
import { REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import i18n from './i18n';
import { ApiError, TRANSPORT_CODES } from './apiError';
import { noteAnswered, noteUnreachable } from './connectivity';
import { queryString } from './queryString';
import { feedback } from './feedback';
import { loadRefusalDicts } from './refusalDicts';
import { refusalText } from './refusalText';
import { loadRefusalMessages } from './refusalMessages';
import { noteRevisions } from './revisions';
import { sessionExpired } from './sessionExpiry';
import { getToken } from './storage';

export interface RequestOptions extends AxiosRequestConfig {
  /**
   * The caller shows its own message for every failure: no toast and no "session expired"
   * alert (a 401 from the login call means bad credentials, not an expired session).
   */
  silent?: boolean;
  /**
   * The caller handles a 401 itself even though it sent a token (the scan confirmation, which
   * signs in and comes back). Otherwise a 401 on a call that carried a session — silent or not,
   * the pending poll included — takes the one session-expiry path (lib/sessionExpiry).
   */
  ownsUnauthorized?: boolean;
}

export { ApiError, TRANSPORT_CODES } from './apiError';
export { setSessionExpiredExit } from './sessionExpiry';

export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  paramsSerializer: { serialize: (params) => queryString(params) },
  // Every status is settled below: the HTTP status mirrors the envelope code, and the envelope is what counts.
  validateStatus: () => true,
  // No XSRF cookie: the API authenticates by the Authorization header. Left at axios's default, every
  // same-origin request read document.cookie (a synchronous call into the browser) to look for one.
  xsrfCookieName: '',
});

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

// Every signed-in answer says which revision of the menus and dictionaries the server holds (lib/revisions).
http.interceptors.response.use((response) => {
  noteRevisions(response.headers[REVISION_HEADER] as string | undefined);
  return response;
});

/* ---------- settling answers ---------- */

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).code === 'number';
}

/** A failure as it will reject: what it says is rendered later, in the language shown then. */
function envelopeFailure(response: AxiosResponse): ApiError | null {
  const body: unknown = response.data;
  if (isEnvelope(body)) return body.code === ResultCode.ok ? null : new ApiError(body.code, body.msg, body.data);
  if (response.status === ResultCode.unauthorized) return new ApiError(ResultCode.unauthorized, i18n.t('message.request.sessionExpired'), null);
  // A 2xx without an envelope is not our API (e.g. an HTML fallback page): the path is wrong.
  const ok = response.status >= 200 && response.status < 300;
  const msg = !ok && response.statusText ? response.statusText : i18n.t('message.request.pathNotFound');
  return new ApiError(ok ? TRANSPORT_CODES.unknown : TRANSPORT_CODES.http, msg, null);
}

function transportFailure(error: unknown): ApiError | AxiosResponse {
  if (axios.isCancel(error)) return new ApiError(TRANSPORT_CODES.canceled, 'canceled', null);
  const e = error as AxiosError;
  if (e.response) return e.response;
  noteUnreachable();
  if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT || /timeout/i.test(e.message ?? '')) {
    return new ApiError(TRANSPORT_CODES.timeout, i18n.t('message.request.timeout'), null);
  }
  if (e.code === AxiosError.ERR_NETWORK || e.message === 'Network Error') {
    return new ApiError(TRANSPORT_CODES.network, i18n.t('message.request.networkError'), null);
  }
  return new ApiError(TRANSPORT_CODES.unknown, i18n.t('message.request.pathNotFound'), null);
}

const fetchDicts = async (dictTypes: string[]) =>
  (await request<DictBatchResponse>({ url: ENDPOINTS.dictBatch, method: 'GET', params: { dictTypes }, silent: true })).dicts;

/**
 * Shows a failure (unless the caller does) and rejects with it. The same text is one toast: calls
 * failing together (a time-out of a page's list and its dictionaries) do not stack copies.
 */
async function fail(error: ApiError, options: Pick<RequestOptions, 'silent' | 'ownsUnauthorized'>, sentToken: boolean): Promise<never> {
  if (error.code === ResultCode.unauthorized && (sentToken || !options.silent) && !options.ownsUnauthorized) {
    sessionExpired();
    throw error;
  }
  // The refusal texts load with the first failure: the login page (and a console that works) never needs them.
  if (error.code !== TRANSPORT_CODES.canceled) await Promise.all([loadRefusalDicts(error.data, fetchDicts), loadRefusalMessages().catch(() => undefined)]);
  if (!options.silent && error.code !== ResultCode.unauthorized && error.code !== TRANSPORT_CODES.canceled) {
    const content = refusalText(error);
    feedback().message.error({ content, key: `request-failure:${content}` });
  }
  throw error;
}

/** Calls the API and resolves with the envelope's `data`; see SPEC §8 for how failures surface. */
export async function request<T>({ silent, ownsUnauthorized, ...config }: RequestOptions): Promise<T> {
  const sentToken = getToken() !== null;
  let response: AxiosResponse;
  try {
    response = await http.request(config);
  } catch (error) {
    const failure = transportFailure(error);
    if (failure instanceof ApiError) return fail(failure, { silent, ownsUnauthorized }, sentToken);
    response = failure;
  }
  noteAnswered();
  const failure = envelopeFailure(response);
  if (failure) return fail(failure, { silent, ownsUnauthorized }, sentToken);
  return (response.data as Envelope<T>).data;
}
