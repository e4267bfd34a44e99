import type { TFunction } from 'i18next';
import { MOBILE_FAILURE_REASONS, type MobileFailureData, type MobileFailureReason } from '@ledgerdesk/shared/sms';
import { ApiError } from '@/lib/request';
import { describeLoginFailure } from './loginFailure';

/** The server's mobile-specific reason, if the failure carries one. */
export function mobileReasonOf(error: unknown): MobileFailureReason | null {
  if (!(error instanceof ApiError)) return null;
  const reason = (error.data as Partial<MobileFailureData> | null)?.reason;
  return typeof reason === 'string' && (MOBILE_FAILURE_REASONS as readonly string[]).includes(reason) ? (reason as MobileFailureReason) : null;
}

/**
 * The sentence the mobile panel shows for a failure: its own reasons here, the password form's
 * (captcha, locked or disabled account, transport) as the account form words them.
 */
export function describeMobileFailure(error: unknown, t: TFunction): string {
  const reason = mobileReasonOf(error);
  if (!reason) return describeLoginFailure(error, t);
  const data = (error as ApiError<MobileFailureData>).data;
  switch (reason) {
    case 'rateLimited':
      return t('message.mobileSignIn.failure.rateLimited', { seconds: data.retryAfterSeconds ?? 60 });
    case 'codeInvalid':
      if (data.attemptsLeft === undefined) return t('message.mobileSignIn.failure.codeInvalid');
      return `${t('message.mobileSignIn.failure.codeInvalid')} ${
        data.attemptsLeft > 0 ? t('message.mobileSignIn.failure.attemptsLeft', { count: data.attemptsLeft }) : t('message.mobileSignIn.failure.codeDead')
      }`;
    case 'methodDisabled':
      return t('message.login.methodDisabled');
    default:
      return t(`message.mobileSignIn.failure.${reason}`);
  }
}
