import { useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/storage';
import { fail, mockApi, ok } from '@/test/mockApi';
import type { SignedInHandler } from '../types';
import LoginPage from './login';

const CAPTCHA = ok({ captchaId: '', image: '', enabled: false });
const PROVIDERS = ok({ mobile: false, scan: true, oidc: [{ id: 'corp', name: 'Corp SSO' }] });

const seen = { address: '' };
function Address() {
  const location = useLocation();
  useEffect(() => {
    seen.address = `${location.pathname}${location.search}`;
  });
  return null;
}

function renderLogin(at: string, onSignedIn: SignedInHandler = vi.fn(async () => 'ready' as const)) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[at]}>
        <LoginPage onSignedIn={onSignedIn} />
        <Address />
      </MemoryRouter>
    </Providers>,
  );
  return onSignedIn;
}

describe('login page: third-party sign-in', () => {
  beforeEach(() => setLanguage('en'));

  it('links each configured provider to its start call, carrying the page to open afterwards', async () => {
    mockApi({ 'GET auth/captcha': CAPTCHA, 'GET auth/methods': PROVIDERS });
    renderLogin(`/login?redirect=%2Ffinance%2Frecharge&params=${encodeURIComponent('{"status":"PENDING"}')}`);
    const link = await screen.findByRole('link', { name: /Sign in with Corp SSO/ });
    const href = new URL(link.getAttribute('href')!, 'http://console.test');
    expect(href.pathname).toBe('/admin/api/v2/sitebkd/auth/oidc/corp/start');
    expect(href.searchParams.get('redirect')).toBe('/finance/recharge?status=PENDING');
  });

  it('drops a remembered page that is not in the app', async () => {
    mockApi({ 'GET auth/captcha': CAPTCHA, 'GET auth/methods': PROVIDERS });
    renderLogin('/login?redirect=%2F%2Fevil.test');
    const link = await screen.findByRole('link', { name: /Sign in with Corp SSO/ });
    expect(new URL(link.getAttribute('href')!, 'http://console.test').search).toBe('');
  });

  it('shows no links without providers, and says the mobile method is off', async () => {
    mockApi({ 'GET auth/captcha': CAPTCHA, 'GET auth/methods': ok({ mobile: false, scan: true, oidc: [] }) });
    renderLogin('/login');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(await screen.findByText(/This sign-in method is not enabled on this console/)).toBeInTheDocument();
    expect(screen.queryByTestId('third-party-links')).not.toBeInTheDocument();
  });

  it('exchanges the one-time code once, signs in, and takes it out of the address', async () => {
    const api = mockApi({ 'GET auth/captcha': CAPTCHA, 'GET auth/methods': PROVIDERS, 'POST auth/oidc/exchange': ok({ token: 'tok-oidc', expiresAt: '2030-01-01T00:00:00Z' }) });
    const onSignedIn = renderLogin('/login?oidcCode=abc&redirect=%2Fmember%2Flist');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('tok-oidc');
    expect(api.count('POST auth/oidc/exchange')).toBe(1);
    expect(JSON.parse(String(api.calls.find((c) => c.url?.endsWith('auth/oidc/exchange'))!.data))).toEqual({ code: 'abc' });
    // OidcReturn loads with the page only on the way back from a provider: its navigation may land a render later.
    await waitFor(() => expect(seen.address).toBe('/login?redirect=%2Fmember%2Flist'));
  });

  it('explains a refused exchange', async () => {
    mockApi({ 'GET auth/captcha': CAPTCHA, 'GET auth/methods': PROVIDERS, 'POST auth/oidc/exchange': fail(401, 'gone', { reason: 'oidcCodeInvalid' }) });
    const onSignedIn = renderLogin('/login?oidcCode=old');
    expect(await screen.findByTestId('oidc-failure')).toHaveTextContent('The sign-in has expired or was started in another browser. Please start again here.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it.each([
    ['notLinked', 'This account is not linked to any user.'],
    ['stateInvalid', 'This sign-in has expired, was already used, or was started in another browser.'],
    ['unavailable', 'The identity provider cannot be reached.'],
    ['made-up', "The identity provider's answer failed validation"],
  ])('says why the callback refused (%s)', async (reason, text) => {
    mockApi({ 'GET auth/captcha': CAPTCHA, 'GET auth/methods': PROVIDERS });
    renderLogin(`/login?oidcError=${reason}`);
    expect(await screen.findByTestId('oidc-failure')).toHaveTextContent(text);
    await waitFor(() => expect(seen.address).toBe('/login'));
  });
});
