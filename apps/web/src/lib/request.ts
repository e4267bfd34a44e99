import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import qs from 'qs';
import { API_BASE, REQUEST_TIMEOUT_MS, ResultCode, type Envelope } from '@ledgerdesk/shared';
import { REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import i18n from './i18n';
import { feedback } from './feedback';
import { noteRevisions } from './revisions';
import { getToken } from './storage';
import { useSession } from './session';

export interface RequestOptions extends AxiosRequestConfig {
  /**
   * The caller shows its own message for every failure: no toast and no "session expired"
   * alert (a 401 from the login call means bad credentials, not an expired session).
   */
  silent?: boolean;
}

/** How every failed call rejects: the envelope's code, msg and data, or a transport failure. */
export class ApiError<D = unknown> extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: D;

  constructor(code: number, msg: string, data: D) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

/** Codes for failures that never reached an envelope. */
export const TRANSPORT_CODES = { timeout: -1, network: -2, http: -3, unknown: -4, canceled: -5 } as const;

export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  paramsSerializer: { serialize: (params) => qs.stringify(params, { allowDots: true, arrayFormat: 'brackets' }) },
  // Every status is settled below: the HTTP status mirrors the envelope code, and the envelope is what counts.
  validateStatus: () => true,
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

/* ---------- session expiry: one alert however many calls fail together ---------- */

let expiryAlertOpen = false;
let leaveToRoot = (): void => window.location.assign('/');

/** Lets tests observe where the expiry alert sends the user. */
export function setSessionExpiredExit(exit: () => void): void {
  leaveToRoot = exit;
}

function onSessionExpired(): void {
  useSession.getState().clear();
  if (expiryAlertOpen) return;
  expiryAlertOpen = true;
  feedback().modal.warning({
    title: i18n.t('message.request.noticeTitle'),
    content: i18n.t('message.request.sessionExpired'),
    okText: i18n.t('message.request.confirm'),
    keyboard: false,
    onOk: () => {
      expiryAlertOpen = false;
      leaveToRoot();
    },
  });
}

/* ---------- settling answers ---------- */

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).code === 'number';
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) {
    if (error.code === ResultCode.unauthorized) onSessionExpired();
    else if (error.code !== TRANSPORT_CODES.canceled) feedback().message.error(error.msg);
  }
  throw error;
}

function settle<T>(response: AxiosResponse, silent: boolean | undefined): T {
  const body: unknown = response.data;
  if (isEnvelope(body)) {
    if (body.code === ResultCode.ok) return body.data as T;
    return fail(new ApiError(body.code, body.msg, body.data), silent);
  }
  if (response.status === ResultCode.unauthorized) {
    return fail(new ApiError(ResultCode.unauthorized, i18n.t('message.request.sessionExpired'), null), silent);
  }
  // A 2xx without an envelope is not our API (e.g. an HTML fallback page): the path is wrong.
  const ok = response.status >= 200 && response.status < 300;
  const msg = !ok && response.statusText ? response.statusText : i18n.t('message.request.pathNotFound');
  return fail(new ApiError(ok ? TRANSPORT_CODES.unknown : TRANSPORT_CODES.http, msg, null), silent);
}

function transportFailure(error: unknown, silent: boolean | undefined): never {
  if (axios.isCancel(error)) return fail(new ApiError(TRANSPORT_CODES.canceled, 'canceled', null), true);
  const e = error as AxiosError;
  if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT || /timeout/i.test(e.message ?? '')) {
    return fail(new ApiError(TRANSPORT_CODES.timeout, i18n.t('message.request.timeout'), null), silent);
  }
  if (e.code === AxiosError.ERR_NETWORK || e.message === 'Network Error') {
    return fail(new ApiError(TRANSPORT_CODES.network, i18n.t('message.request.networkError'), null), silent);
  }
  if (e.response) return settle(e.response, silent);
  return fail(new ApiError(TRANSPORT_CODES.unknown, i18n.t('message.request.pathNotFound'), null), silent);
}

/** Calls the API and resolves with the envelope's `data`; see SPEC §8 for how failures surface. */
export async function request<T>({ silent, ...config }: RequestOptions): Promise<T> {
  let response: AxiosResponse;
  try {
    response = await http.request(config);
  } catch (error) {
    return transportFailure(error, silent);
  }
  return settle<T>(response, silent);
}
