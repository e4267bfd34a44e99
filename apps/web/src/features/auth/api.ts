import {
  ENDPOINTS,
  type CaptchaResponse,
  type LoginRequest,
  type LoginResponse,
  type UserInfo,
  type UserMenusResponse,
} from '@ledgerdesk/shared';
import { request } from '@/lib/request';

export function getCaptcha(): Promise<CaptchaResponse> {
  return request({ url: ENDPOINTS.captcha, method: 'GET', silent: true, ownsUnauthorized: true });
}

/** Silent: the login page explains each failure itself (a 401 here is not an expired session). */
export function signIn(body: LoginRequest): Promise<LoginResponse> {
  return request({ url: ENDPOINTS.login, method: 'POST', data: body, silent: true, ownsUnauthorized: true });
}

export function getUserInfo(): Promise<UserInfo> {
  return request({ url: ENDPOINTS.userInfo, method: 'GET' });
}

export function getUserMenus(): Promise<UserMenusResponse> {
  return request({ url: ENDPOINTS.userMenus, method: 'GET' });
}
