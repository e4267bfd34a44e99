import {
  ENDPOINTS,
  type CaptchaResponse,
  type LoginRequest,
  type LoginResponse,
  type UserInfo,
  type UserMenusResponse,
} from '@ledgerdesk/shared';
import { parseRevisions, REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { request, requestWithHeaders } from '@/lib/request';

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

/**
 * The menus with the menu revision their own answer carried. The server reads the revisions when
 * it resolves the session, before it reads the menus, so the menus are at least that new; other
 * calls answered meanwhile (the user info, asked for at the same time) may carry a newer one.
 */
export async function getUserMenusWithRevision(): Promise<UserMenusResponse & { revision: number | undefined }> {
  const { data: menus, headers } = await requestWithHeaders<UserMenusResponse>({ url: ENDPOINTS.userMenus, method: 'GET' });
  return { ...menus, revision: parseRevisions(headers.get(REVISION_HEADER) ?? undefined).menu };
}
