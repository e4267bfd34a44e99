import { AxiosError } from 'axios';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, throwing } from '@/test/mockApi';
import { ApiError, http, request, setSessionExpiredExit } from './request';
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
    expect(sent?.baseURL).toBe('/admin');
    expect(sent?.timeout).toBe(50_000);
    expect(sent?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('reads no cookie to send a request: the token goes in a header, and there is no XSRF cookie to look for', async () => {
    // The browser's own transport, where axios looks for its XSRF cookie (the mock adapter never would).
    const adapter = http.defaults.adapter;
    http.defaults.adapter = 'xhr';
    const cookieRead = vi.spyOn(document, 'cookie', 'get');
    try {
      // Nothing answers in the test page: the call fails, after the point where the cookie would be read.
      await rejection(request({ url: '/api/v2/sitebkd/x/y', silent: true }));
      expect(cookieRead).not.toHaveBeenCalled();
    } finally {
      cookieRead.mockRestore();
      http.defaults.adapter = adapter;
    }
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockApi({ 'GET x/y': ok({}) });
    await request({ url: '/api/v2/sitebkd/x/y' });
    expect(api.calls[0]?.headers.get('Authorization')).toBeFalsy();
  });

  it('serialises query params with dotted keys and bracketed arrays', () => {
    const url = http.getUri({ url: '/x', params: { filter: { status: 'PENDING' }, ids: [1, 2] } });
    expect(decodeURIComponent(url)).toBe('/admin/x?filter.status=PENDING&ids[]=1&ids[]=2');
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
    ['time-out', new AxiosError('timeout of 50000ms exceeded', AxiosError.ECONNABORTED), 'network timeout'],
    ['network error', new AxiosError('Network Error', AxiosError.ERR_NETWORK), 'network connection error'],
    ['no response at all', new AxiosError('boom'), 'interface path not found'],
  ])('maps a %s to its message', async (_name, error, text) => {
    await act(() => import('./i18n').then((m) => m.setLanguage('en')));
    http.defaults.adapter = throwing(() => error);
    const rejected = await rejection(request({ url: '/x' }));
    expect(rejected.msg).toBe(text);
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

    // Once dismissed, a later expiry alerts again.
    await rejection(request({ url: '/api/v2/sitebkd/a' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Confirm' }).length).toBeGreaterThan(0));
    // Dismissed and gone before the file ends: a dialog still closing would render after jsdom is torn down.
    await userEvent.click(screen.getAllByRole('button', { name: 'Confirm' })[0]!);
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
    http.defaults.adapter = throwing(() => new AxiosError('timeout of 50000ms exceeded', AxiosError.ECONNABORTED));
    await Promise.all([rejection(request({ url: '/a' })), rejection(request({ url: '/b' }))]);
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
    http.defaults.adapter = throwing(() => new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    expect((await rejection(request({ url: '/x' }))).msg).toBe('网络连接错误');
  });
});
