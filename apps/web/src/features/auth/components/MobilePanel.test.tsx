import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@ledgerdesk/shared';
import { MOBILE_FAILURE_REASONS } from '@ledgerdesk/shared/sms';
import { Providers } from '@/app/Providers';
import i18n, { setLanguage } from '@/lib/i18n';
import { ApiError } from '@/lib/request';
import { getToken } from '@/lib/storage';
import { fail, mockApi, ok } from '@/test/mockApi';
import type { SignedInHandler } from '../types';
import { MobilePanel } from './MobilePanel';
import { describeMobileFailure } from './mobileFailure';

const CAPTCHA_ON = ok({ captchaId: 'c1', image: '<svg xmlns="http://www.w3.org/2000/svg"/>', enabled: true });
const CAPTCHA_OFF = ok({ captchaId: '', image: '', enabled: false });
const SENT = ok({ expiresInSeconds: 300, resendAfterSeconds: 60 });

function renderPanel(onSignedIn: SignedInHandler = vi.fn(async () => 'ready' as const), onUseAccount = vi.fn()) {
  render(
    <Providers>
      <MobilePanel onSignedIn={onSignedIn} onUseAccount={onUseAccount} />
    </Providers>,
  );
  return { onSignedIn, onUseAccount };
}

const getCodeButton = () => screen.getByTestId('mobile-get-code');
const bodyOf = (api: ReturnType<typeof mockApi>, key: string) => {
  const call = api.calls.find((c) => `${c.method?.toUpperCase()} ${c.url?.replace(/^\/api\/v2\/sitebkd\//, '')}` === key);
  return call ? JSON.parse(call.data as string) : undefined;
};

describe('mobile sign-in panel', () => {
  beforeEach(() => setLanguage('en'));

  it('asks for a code with the number and the captcha, says it is on its way and counts down', async () => {
    const api = mockApi({ 'GET auth/captcha': CAPTCHA_ON, 'POST auth/sms/send': SENT });
    renderPanel();
    await screen.findByTestId('captcha-image');
    await userEvent.type(screen.getByLabelText('Mobile number'), '138 0000 0001');
    await userEvent.type(screen.getByLabelText('Verification code'), 'k7pz');
    await userEvent.click(getCodeButton());
    expect(await screen.findByRole('status')).toHaveTextContent('If this number belongs to an account, a code is on its way. It is valid for 5 minutes.');
    expect(bodyOf(api, 'POST auth/sms/send')).toEqual({ phone: '13800000001', captchaId: 'c1', captchaCode: 'k7pz' });
    expect(getCodeButton()).toBeDisabled();
    expect(getCodeButton()).toHaveTextContent(/Again in (60|59) s/);
    // The captcha went with the request: a fresh one is loaded and the field emptied.
    await waitFor(() => expect(api.count('GET auth/captcha')).toBe(2));
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByLabelText('SMS code')).toHaveFocus();
  });

  it('counts down to zero and offers the button again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockApi({ 'GET auth/captcha': CAPTCHA_OFF, 'POST auth/sms/send': ok({ expiresInSeconds: 300, resendAfterSeconds: 3 }) });
      renderPanel();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByLabelText('Mobile number'), '13800000001');
      await user.click(getCodeButton());
      await waitFor(() => expect(getCodeButton()).toHaveTextContent(/Again in [23] s/));
      await act(async () => {
        vi.advanceTimersByTime(3500);
      });
      await waitFor(() => expect(getCodeButton()).toHaveTextContent('Get code'));
      expect(getCodeButton()).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the number and the captcha before asking the server', async () => {
    const api = mockApi({ 'GET auth/captcha': CAPTCHA_ON, 'POST auth/sms/send': SENT });
    renderPanel();
    await screen.findByTestId('captcha-image');
    await userEvent.click(getCodeButton());
    expect(await screen.findByText('Please enter your mobile number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(getCodeButton());
    expect(await screen.findByText('Enter an 11-digit mainland China mobile number')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '13800000001');
    await userEvent.click(getCodeButton());
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    expect(api.count('POST auth/sms/send')).toBe(0);
  });

  it('signs in with the code without asking for the captcha again, and hands over to the app', async () => {
    const api = mockApi({ 'GET auth/captcha': CAPTCHA_ON, 'POST auth/sms/login': ok({ token: 'tok-m', expiresAt: '2030-01-01T00:00:00Z' }) });
    const { onSignedIn } = renderPanel();
    await screen.findByTestId('captcha-image');
    await userEvent.type(screen.getByLabelText('Mobile number'), '13800000001');
    await userEvent.type(screen.getByLabelText('SMS code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('tok-m');
    expect(bodyOf(api, 'POST auth/sms/login')).toEqual({ phone: '13800000001', code: '123456' });
  });

  it('wants a six-digit code', async () => {
    const api = mockApi({ 'GET auth/captcha': CAPTCHA_OFF });
    renderPanel();
    await userEvent.type(screen.getByLabelText('Mobile number'), '13800000001');
    await userEvent.type(screen.getByLabelText('SMS code'), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The SMS code is 6 digits')).toBeInTheDocument();
    expect(api.count('POST auth/sms/login')).toBe(0);
  });

  it.each([
    [{ reason: 'codeInvalid', attemptsLeft: 3 }, 401, 'The SMS code is wrong. 3 more tries with this code.'],
    [{ reason: 'codeInvalid', attemptsLeft: 1 }, 401, 'The SMS code is wrong. 1 more try with this code.'],
    [{ reason: 'codeInvalid', attemptsLeft: 0 }, 401, 'The SMS code is wrong. This code can no longer be used. Please get a new one.'],
    [{ reason: 'codeExpired' }, 401, 'The code has expired. Please get a new one.'],
    [{ reason: 'codeUsed' }, 401, 'This code has already been used. Please get a new one.'],
    [{ reason: 'noCode' }, 401, 'Please get a code for this number first.'],
    [{ reason: 'tooManyTries' }, 401, 'Too many wrong codes. Please get a new one.'],
    [{ reason: 'ambiguousPhone' }, 409, 'Several accounts have this number.'],
    [{ reason: 'noAccount' }, 401, 'No account has this number. Please sign in with your account.'],
    [{ reason: 'accountDisabled' }, 401, 'This account is disabled. Please contact an administrator.'],
    [{ reason: 'accountLocked', lockedUntil: '2030-05-06T07:08:09' }, 401, 'the account is locked until 2030-05-06 07:08:09.'],
  ])('explains a refused sign-in %o, without the session-expired alert', async (data, code, text) => {
    mockApi({ 'GET auth/captcha': CAPTCHA_OFF, 'POST auth/sms/login': fail(code, 'nope', data) });
    const { onSignedIn } = renderPanel();
    await userEvent.type(screen.getByLabelText('Mobile number'), '13800000001');
    await userEvent.type(screen.getByLabelText('SMS code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('Login status has expired, please log in again')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(screen.getByLabelText('SMS code')).toHaveValue('');
  });

  it('waits out a rate limit: the message names the seconds and the button counts them down', async () => {
    mockApi({ 'GET auth/captcha': CAPTCHA_OFF, 'POST auth/sms/send': fail(429, 'slow down', { reason: 'rateLimited', retryAfterSeconds: 42 }) });
    renderPanel();
    await userEvent.type(screen.getByLabelText('Mobile number'), '13800000001');
    await userEvent.click(getCodeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes were requested. Please try again in 42 seconds.');
    expect(getCodeButton()).toHaveTextContent(/Again in (42|41) s/);
    expect(getCodeButton()).toBeDisabled();
  });

  it('explains a wrong captcha when asking for a code and loads a new one', async () => {
    const api = mockApi({ 'GET auth/captcha': CAPTCHA_ON, 'POST auth/sms/send': fail(400, 'bad captcha', { reason: 'captchaInvalid' }) });
    renderPanel();
    await screen.findByTestId('captcha-image');
    await userEvent.type(screen.getByLabelText('Mobile number'), '13800000001');
    await userEvent.type(screen.getByLabelText('Verification code'), 'zzzz');
    await userEvent.click(getCodeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong. A new one has been loaded.');
    await waitFor(() => expect(api.count('GET auth/captcha')).toBe(2));
    expect(getCodeButton()).toBeEnabled();
  });

  it('shows the method off when the server says so, and leads to the account form', async () => {
    mockApi({ 'GET auth/captcha': CAPTCHA_OFF, 'POST auth/sms/send': fail(403, 'off', { reason: 'methodDisabled' }) });
    const { onUseAccount } = renderPanel();
    await userEvent.type(screen.getByLabelText('Mobile number'), '13800000001');
    await userEvent.click(getCodeButton());
    expect(await screen.findByText(/This sign-in method is not enabled on this console/)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Use account sign-in' }));
    expect(onUseAccount).toHaveBeenCalledTimes(1);
  });

  it.each<Language>(['zh-cn', 'en', 'zh-tw'])('has every failure reason and text in %s', (language) => {
    setLanguage(language);
    const t = i18n.getFixedT(language);
    for (const reason of MOBILE_FAILURE_REASONS) {
      const text = describeMobileFailure(new ApiError(401, 'x', { reason, attemptsLeft: 2, retryAfterSeconds: 30 }), t);
      expect(text, `${language} ${reason}`).not.toMatch(/message\.|mobileSignIn|\{\{/);
      expect(text.length).toBeGreaterThan(4);
    }
    for (const key of ['phoneRequired', 'phoneInvalid', 'codeRequired', 'codeFormat', 'resendIn', 'sent']) {
      expect(i18n.exists(`message.mobileSignIn.${key}`, { lng: language }), `${language} ${key}`).toBe(true);
    }
  });
});
