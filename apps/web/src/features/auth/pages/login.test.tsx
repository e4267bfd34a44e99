import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/storage';
import { fail, mockApi, ok } from '@/test/mockApi';
import type { SignedInHandler } from '../types';
import LoginPage from './login';

const CAPTCHA = ok({ captchaId: 'c1', image: '<svg xmlns="http://www.w3.org/2000/svg"/>', enabled: true });

function renderLogin(onSignedIn: SignedInHandler = vi.fn(async () => 'ready' as const)) {
  render(
    <Providers>
      <MemoryRouter>
        <LoginPage onSignedIn={onSignedIn} />
      </MemoryRouter>
    </Providers>,
  );
  return onSignedIn;
}

async function submit(code = '1234') {
  await userEvent.type(screen.getByLabelText('User name'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
  const captcha = await screen.findByPlaceholderText('Enter the code in the picture');
  await userEvent.type(captcha, code);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  beforeEach(() => setLanguage('en'));

  it.each([
    [{ reason: 'badCredentials', attemptsLeft: 3 }, 401, 'Wrong user name or password. 3 attempts left before the account is locked.'],
    [{ reason: 'badCredentials', attemptsLeft: 1 }, 401, 'Wrong user name or password. 1 attempt left before the account is locked.'],
    [{ reason: 'accountLocked', lockedUntil: '2030-05-06T07:08:09' }, 401, 'Too many failed attempts: the account is locked until 2030-05-06 07:08:09.'],
    [{ reason: 'accountDisabled' }, 401, 'This account is disabled. Please contact an administrator.'],
    [{ reason: 'captchaInvalid' }, 400, 'The verification code is wrong. A new one has been loaded.'],
    [{ reason: 'captchaExpired' }, 400, 'The verification code has expired. A new one has been loaded.'],
    [{ reason: 'captchaRequired' }, 400, 'Please enter the verification code.'],
    [{ reason: 'rateLimited', retryAfterSeconds: 530 }, 429, 'Too many sign-in attempts from this network. Please try again in 9 minutes.'],
    [{ reason: 'rateLimited', retryAfterSeconds: 20 }, 429, 'Too many sign-in attempts from this network. Please try again in 1 minute.'],
  ])('explains %o and loads a fresh captcha, without the session-expired alert', async (data, code, text) => {
    const api = mockApi({ 'GET auth/captcha': CAPTCHA, 'POST auth/login': fail(code, 'nope', data) });
    const onSignedIn = renderLogin();
    await screen.findByTestId('captcha-image');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(api.count('GET auth/captcha')).toBe(2));
    expect(screen.queryByText('Login status has expired, please log in again')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(api.calls.find((c) => c.method === 'POST')?.data).toBe(
      JSON.stringify({ username: 'admin', password: 'wrong-pass', captchaId: 'c1', captchaCode: '1234' }),
    );
  });

  it('stores the token and hands over to the app on success', async () => {
    mockApi({ 'GET auth/captcha': CAPTCHA, 'POST auth/login': ok({ token: 'tok-secret', expiresAt: '2030-01-01T00:00:00Z' }) });
    const onSignedIn = renderLogin();
    await submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('tok-secret');
    // Issue 9: no cookie a script (or another app on this host) could read holds the token.
    expect(document.cookie).not.toContain('tok-secret');
    expect(document.cookie).not.toContain('ledgerdesk-token');
  });

  it('says "no permission to sign in" when the user has no role or menu', async () => {
    mockApi({ 'GET auth/captcha': CAPTCHA, 'POST auth/login': ok({ token: 'tok', expiresAt: '' }) });
    renderLogin(async () => 'noRoles');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, you have no permission to sign in.');
  });

  it('hides the captcha when the server has it off', async () => {
    mockApi({ 'GET auth/captcha': ok({ captchaId: '', image: '', enabled: false }) });
    renderLogin();
    await waitFor(() => expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument());
    expect(screen.getByLabelText('User name')).toBeInTheDocument();
  });

  it('the mobile and scan tabs say they are not enabled and lead back to account sign-in', async () => {
    mockApi({ 'GET auth/captcha': CAPTCHA });
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(await screen.findByText(/This sign-in method is not enabled on this console/)).toBeInTheDocument();
    // Off (auth/methods): the tab says so instead of showing the form.
    expect(screen.queryByRole('button', { name: 'Get code' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Scan' }));
    // The scan panel is a chunk of its own, loaded when its tab opens.
    const back = await screen.findAllByRole('button', { name: 'Use account sign-in' });
    await userEvent.click(back[back.length - 1] as HTMLElement);
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });
});
