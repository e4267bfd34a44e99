import { ENDPOINTS, ResultCode, type DictBatchResponse, type Envelope } from '@ledgerdesk/shared';
import i18n from './i18n';
import { ApiError, TRANSPORT_CODES } from './apiError';
import { feedback } from './feedback';
import { sendForJson, type HttpAnswer, type HttpCall } from './http';
import { loadRefusalDicts } from './refusalDicts';
import { refusalText } from './refusalText';
import { loadRefusalMessages } from './refusalMessages';
import { sessionExpired } from './sessionExpiry';
import { getToken } from './storage';

export interface RequestOptions extends HttpCall {
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

/* ---------- settling answers ---------- */

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).code === 'number';
}

/** A failure as it will reject: what it says is rendered later, in the language shown then. */
function envelopeFailure(answer: HttpAnswer<unknown>): ApiError | null {
  const { body } = answer;
  if (isEnvelope(body)) return body.code === ResultCode.ok ? null : new ApiError(body.code, body.msg, body.data);
  if (answer.status === ResultCode.unauthorized) return new ApiError(ResultCode.unauthorized, i18n.t('message.request.sessionExpired'), null);
  // A 2xx without an envelope is not our API (e.g. an HTML fallback page): the path is wrong.
  const ok = answer.status >= 200 && answer.status < 300;
  const msg = !ok && answer.statusText ? answer.statusText : i18n.t('message.request.pathNotFound');
  return new ApiError(ok ? TRANSPORT_CODES.unknown : TRANSPORT_CODES.http, msg, null);
}

const fetchDicts = async (dictTypes: string[]) =>
  (await request<DictBatchResponse>({ url: ENDPOINTS.dictBatch, method: 'GET', params: { dictTypes }, silent: true })).dicts;

/**
 * Loads what wording a failure takes (lib/refusalText): the refusal texts and the dictionaries its
 * params name. They load with the first failure: the login page (and a console that works) never
 * needs them.
 */
export async function loadRefusalWording(error: ApiError): Promise<void> {
  if (error.code === TRANSPORT_CODES.canceled) return;
  await Promise.all([loadRefusalDicts(error.data, fetchDicts), loadRefusalMessages().catch(() => undefined)]);
}

/**
 * Shows a failure (unless the caller does) and rejects with it. The same text is one toast: calls
 * failing together (a time-out of a page's list and its dictionaries) do not stack copies.
 */
async function fail(error: ApiError, options: Pick<RequestOptions, 'silent' | 'ownsUnauthorized'>, sentToken: boolean): Promise<never> {
  if (error.code === ResultCode.unauthorized && (sentToken || !options.silent) && !options.ownsUnauthorized) {
    sessionExpired();
    throw error;
  }
  await loadRefusalWording(error);
  if (!options.silent && error.code !== ResultCode.unauthorized && error.code !== TRANSPORT_CODES.canceled) {
    const content = refusalText(error);
    feedback().message.error({ content, key: `request-failure:${content}` });
  }
  throw error;
}

/** Calls the API and resolves with the envelope's `data` and the answer's headers; see SPEC §8 for how failures surface. */
export async function requestWithHeaders<T>({ silent, ownsUnauthorized, ...call }: RequestOptions): Promise<{ data: T; headers: Headers }> {
  const sentToken = getToken() !== null;
  let answer: HttpAnswer<unknown>;
  try {
    answer = await sendForJson(call);
  } catch (error) {
    return fail(error as ApiError, { silent, ownsUnauthorized }, sentToken);
  }
  const failure = envelopeFailure(answer);
  if (failure) return fail(failure, { silent, ownsUnauthorized }, sentToken);
  return { data: (answer.body as Envelope<T>).data, headers: answer.headers };
}

/** Calls the API and resolves with the envelope's `data`; see SPEC §8 for how failures surface. */
export async function request<T>(options: RequestOptions): Promise<T> {
  return (await requestWithHeaders<T>(options)).data;
}
