import type { LoginResponse } from '@ledgerdesk/shared';
import { SMS_ENDPOINTS, type SmsLoginRequest, type SmsSendRequest, type SmsSendResponse } from '@ledgerdesk/shared/sms';
import { request } from '@/lib/request';

/** Silent, as the password sign-in: the mobile panel explains each failure itself. */
export function sendSmsCode(body: SmsSendRequest): Promise<SmsSendResponse> {
  return request({ url: SMS_ENDPOINTS.smsSend, method: 'POST', data: body, silent: true, ownsUnauthorized: true });
}

export function signInBySmsCode(body: SmsLoginRequest): Promise<LoginResponse> {
  return request({ url: SMS_ENDPOINTS.smsLogin, method: 'POST', data: body, silent: true, ownsUnauthorized: true });
}
