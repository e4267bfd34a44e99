import type { TFunction } from 'i18next';
import { LOGIN_FAILURE_REASONS, type LoginFailureData } from '@ledgerdesk/shared';
import { formatDateTime } from '@/components/format/formatDateTime';
import { ApiError } from '@/lib/request';
import { refusalText } from '@/lib/refusalText';
import '../locales/password';

function isLoginFailure(data: unknown): data is LoginFailureData {
  const reason = (data as Partial<LoginFailureData> | null)?.reason;
  return typeof reason === 'string' && (LOGIN_FAILURE_REASONS as readonly string[]).includes(reason);
}

/**
 * The sentence the login page shows for a failed sign-in, from the reason the server gave. The
 * server answers a missing user name exactly as a wrong password (attempts left and lock alike),
 * so these sentences cannot tell them apart either.
 */
export function describeLoginFailure(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || !isLoginFailure(error.data)) return t('message.login.failure.generic', { msg: refusalText(error) });
  const { reason, lockedUntil, attemptsLeft, retryAfterSeconds } = error.data;
  switch (reason) {
    case 'rateLimited':
      return t('message.passwordSignIn.failure.rateLimited', { count: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) });
    case 'badCredentials':
      return attemptsLeft === undefined
        ? t('message.login.failure.badCredentials')
        : `${t('message.login.failure.badCredentials')} ${t('message.login.failure.attemptsLeft', { count: attemptsLeft })}`;
    case 'accountLocked':
      return lockedUntil
        ? t('message.login.failure.accountLocked', { time: formatDateTime(lockedUntil) })
        : t('message.login.failure.accountLockedNoTime');
    default:
      return t(`message.login.failure.${reason}`);
  }
}

/** 'Good morning' and friends, for the greeting after sign-in. */
export function greetingKey(hour: number): string {
  if (hour < 12) return 'message.login.greeting.morning';
  if (hour < 18) return 'message.login.greeting.afternoon';
  return 'message.login.greeting.evening';
}
