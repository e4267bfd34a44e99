import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@ledgerdesk/shared';
import { fail, mockApi, ok } from '@/test/mockApi';
import { ApiError, request, setSessionExpiredExit, TRANSPORT_CODES } from './request';
import { getToken, session, setToken } from './storage';
import { useSession } from './session';
import { bindFeedback } from './feedback';

const message = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };

beforeEach(async () => {
  const { Modal } = await import('antd');
  bindFeedback({ message, modal: Modal });
  message.error.mockReset();
});

afterEach(() => {
  document.body.innerHTML = '';
});

const toast = (content: string) => expect.objectContaining({ content });

// The platform's fetch, before any test answers in its place.
const platformFetch = globalThis.fetch;

/** No answer ever comes (a server that hangs): only the time-out or a cancel ends the call. */
const hanging = () => new Promise<never>(() => undefined);

/** What fetch throws when nothing answers at all (offline, refused, reset). */
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request client', () => {
  it('resolves with data of a code-0 envelope and sends the Bearer token', async () => {
    setToken('tok-123');
    const api = mockApi({ 'GET user/getUserInfo': ok({ id: 1 }) });
    await expect(request({ url: '/api/v2/sitebkd/user/getUserInfo' })).resolves.toEqual({ id: 1 });
    const sent = api.calls[0];
    expect(sent?.href).toBe('/admin/api/v2/sitebkd/user/getUserInfo');
    expect(sent?.headers.get('Authorization')).toBe('Bearer tok-123');
    // A GET has no body, so it says no content type (the server refuses an empty JSON body).
    expect(sent?.headers.get('Content-Type')).toBeNull();
  });

  it('sends a JSON body with its content type', async () => {
    const api = mockApi({ 'POST a/b': ok(null) });
    await request({ url: '/api/v2/sitebkd/a/b', method: 'POST', data: { id: 7, ids: [1, 2] } });
    expect(api.calls[0]?.data).toBe('{"id":7,"ids":[1,2]}');
    expect(api.calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS / 1000} s without an answer (SPEC's time-out), or after the call's own`, async () => {
    await act(() => import('./i18n').then((m) => m.setLanguage('en')));
    const api = mockApi({ 'GET slow': hanging });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const settled = rejection(request({ url: '/api/v2/sitebkd/slow' }));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(api.calls[0]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled).toMatchObject({ code: TRANSPORT_CODES.timeout, msg: 'network timeout' });
      const own = rejection(request({ url: '/api/v2/sitebkd/slow', timeout: 10 * 60_000 }));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(api.calls[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect((await own).code).toBe(TRANSPORT_CODES.timeout);
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects as canceled, with no toast, when the caller's signal aborts", async () => {
    const api = mockApi({ 'GET slow': hanging });
    const controller = new AbortController();
    const settled = rejection(request({ url: '/api/v2/sitebkd/slow', signal: controller.signal }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    controller.abort();
    expect((await settled).code).toBe(TRANSPORT_CODES.canceled);
    expect(api.calls[0]?.signal?.aborted).toBe(true);
    expect(message.error).not.toHaveBeenCalled();
  });

  it('reads no cookie to send a request: the token goes in a header', async () => {
    // The platform's own transport (the mock never would read one).
    globalThis.fetch = platformFetch;
    const cookieRead = vi.spyOn(document, 'cookie', 'get');
    try {
      // Nothing answers in the test page: the call fails, after the point where a cookie would be read.
      await rejection(request({ url: '/api/v2/sitebkd/x/y', silent: true }));
      expect(cookieRead).not.toHaveBeenCalled();
    } finally {
      cookieRead.mockRestore();
    }
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockApi({ 'GET x/y': ok({}) });
    await request({ url: '/api/v2/sitebkd/x/y' });
    expect(api.calls[0]?.headers.get('Authorization')).toBeFalsy();
  });

  it('serialises query params with dotted keys and bracketed arrays', async () => {
    const api = mockApi({ 'GET x': ok(null) });
    await request({ url: '/api/v2/sitebkd/x', params: { filter: { status: 'PENDING' }, ids: [1, 2] } });
    expect(decodeURIComponent(api.calls[0]!.query)).toBe('filter.status=PENDING&ids[]=1&ids[]=2');
  });

  it('rejects another non-zero code with ApiError and toasts the server msg', async () => {
    mockApi({ 'POST a/b': fail(409, 'already reviewed', { id: 7 }) });
    const error = await rejection(request({ url: '/api/v2/sitebkd/a/b', method: 'POST' }));
    expect(error).toMatchObject({ code: 409, msg: 'already reviewed', data: { id: 7 } });
    expect(message.error).toHaveBeenCalledWith(toast('already reviewed'));
  });

  it('stays quiet with silent: the caller explains the failure', async () => {
    mockApi({ 'POST auth/login': fail(401, 'bad credentials', { reason: 'badCredentials' }) });
    setToken('old');
    const error = await rejection(request({ url: '/api/v2/sitebkd/auth/login', method: 'POST', silent: true, ownsUnauthorized: true }));
    expect(error.code).toBe(401);
    expect(message.error).not.toHaveBeenCalled();
    expect(screen.queryByText('Login status has expired, please log in again')).not.toBeInTheDocument();
    expect(getToken()).toBe('old');
  });

  it.each([
    ['time-out', hanging, TRANSPORT_CODES.timeout, 'network timeout'],
    ['network error', unreachable, TRANSPORT_CODES.network, 'network connection error'],
    [
      'failure of another kind',
      () => {
        throw new Error('boom');
      },
      TRANSPORT_CODES.unknown,
      'interface path not found',
    ],
  ])('maps a %s to its message', async (_name, answer, code, text) => {
    await act(() => import('./i18n').then((m) => m.setLanguage('en')));
    mockApi({ 'GET x': answer });
    const rejected = await rejection(request({ url: '/api/v2/sitebkd/x', timeout: 20 }));
    expect(rejected).toMatchObject({ code, msg: text });
    expect(message.error).toHaveBeenCalledWith(toast(text));
  });

  it('shows the HTTP status text for a response without an envelope', async () => {
    mockApi({ 'GET x': { status: 502, statusText: 'Bad Gateway', body: '<html>' } });
    expect((await rejection(request({ url: '/api/v2/sitebkd/x' }))).msg).toBe('Bad Gateway');
    expect(message.error).toHaveBeenCalledWith(toast('Bad Gateway'));
  });

  it('treats a 2xx answer without an envelope as a wrong path', async () => {
    await act(() => import('./i18n').then((m) => m.setLanguage('en')));
    mockApi({ 'GET x': { status: 200, body: '<!doctype html>' } });
    expect((await rejection(request({ url: '/api/v2/sitebkd/x' }))).msg).toBe('interface path not found');
  });

  it('on 401 shows ONE alert for many failing calls, clears the session and goes to the root', async () => {
    await act(() => import('./i18n').then((m) => m.setLanguage('en')));
    const exit = vi.fn();
    setSessionExpiredExit(exit);
    setToken('expired');
    session.set('userInfo', { id: 1 });
    session.set('menuList', []);
    sessionStorage.setItem('someone-else', 'keep');
    // Body code 401 and a bare HTTP 401 (no envelope) take the same path.
    mockApi({ 'GET a': fail(401, 'session expired'), 'GET b': { status: 401, statusText: 'Unauthorized', body: '' } });

    const calls = ['a', 'b', 'a'].map((p) => rejection(request({ url: `/api/v2/sitebkd/${p}` })));
    const errors = await Promise.all(calls);
    expect(errors.every((e) => e.code === 401)).toBe(true);

    await waitFor(() => expect(screen.getAllByText('Login status has expired, please log in again')).toHaveLength(1));
    expect(screen.getAllByText('Notice').length).toBeGreaterThan(0);
    expect(message.error).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(session.get('userInfo')).toBeNull();
    expect(sessionStorage.getItem('someone-else')).toBe('keep');
    expect(useSession.getState().phase).toBe('anonymous');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(exit).toHaveBeenCalledTimes(1);
    // Gone before the next expiry, so the alert counted below is the new one, not this one closing.
    await waitFor(() => expect(screen.queryByText('Login status has expired, please log in again')).toBeNull(), { timeout: 5000 });

    // Once dismissed, a later expiry alerts again.
    await rejection(request({ url: '/api/v2/sitebkd/a' }));
    await waitFor(() => expect(screen.getAllByText('Login status has expired, please log in again')).toHaveLength(1));
    // Dismissed and gone before the file ends: a dialog still closing would render after jsdom is torn down.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Login status has expired, please log in again')).toBeNull(), { timeout: 5000 });
  });

  it('takes a silent call that meets a 401 with a session (the pending poll) through the same expiry path', async () => {
    await act(() => import('./i18n').then((m) => m.setLanguage('en')));
    const exit = vi.fn();
    setSessionExpiredExit(exit);
    setToken('revoked');
    mockApi({ 'POST finance/pending': fail(401, 'not signed in or the session has expired') });
    const error = await rejection(request({ url: '/api/v2/sitebkd/finance/pending', method: 'POST', silent: true }));
    expect(error.code).toBe(401);
    expect(getToken()).toBeNull();
    await waitFor(() => expect(screen.getAllByText('Login status has expired, please log in again')).toHaveLength(1));
    expect(message.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(exit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Login status has expired, please log in again')).toBeNull(), { timeout: 5000 });
  });

  it('shows calls failing with the same text as one toast, translated, keyed by its text', async () => {
    await act(() => import('./i18n').then((m) => m.setLanguage('zh-cn')));
    mockApi({ 'GET a': hanging, 'GET b': hanging });
    await Promise.all([rejection(request({ url: '/api/v2/sitebkd/a', timeout: 20 })), rejection(request({ url: '/api/v2/sitebkd/b', timeout: 20 }))]);
    const keys = new Set(message.error.mock.calls.map(([arg]) => (arg as { key: string }).key));
    expect(keys.size).toBe(1);
    expect(message.error).toHaveBeenCalledWith(toast('网络超时'));
  });

  it('toasts a refusal by its reason in the language shown, the English msg only as fallback', async () => {
    await act(() => import('./i18n').then((m) => m.setLanguage('zh-cn')));
    setToken('tok');
    mockApi({
      'POST own': fail(403, 'you created recharge order R1; another operator must approve it', { reason: 'review.ownOrder', params: { kind: 'rechargeOrder', ref: 'R1' } }),
      'POST odd': fail(409, 'something new', { reason: 'not.known' }),
    });
    await rejection(request({ url: '/api/v2/sitebkd/own', method: 'POST' }));
    expect(message.error).toHaveBeenCalledWith(toast('充值订单 R1 由您创建，须由其他操作员审核。'));
    await rejection(request({ url: '/api/v2/sitebkd/odd', method: 'POST' }));
    expect(message.error).toHaveBeenCalledWith(toast('something new'));
  });

  it('translates the catalogue: zh-cn', async () => {
    await act(() => import('./i18n').then((m) => m.setLanguage('zh-cn')));
    mockApi({ 'GET x': unreachable });
    expect((await rejection(request({ url: '/api/v2/sitebkd/x' }))).msg).toBe('网络连接错误');
  });
});
