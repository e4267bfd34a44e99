import { API_BASE, type LoginResponse } from '@ledgerdesk/shared';
import { OIDC_ENDPOINTS, oidcPathOf, type AuthMethods } from '@ledgerdesk/shared/oidc';
import { request } from '@/lib/request';

/** Which sign-in methods the server has on (silent: the account form works without the answer). */
export function getAuthMethods(): Promise<AuthMethods> {
  return request({ url: OIDC_ENDPOINTS.authMethods, method: 'GET', silent: true, ownsUnauthorized: true });
}

/** The callback's one-time code for a session; silent, the login page explains a refusal itself. */
export function exchangeOidcCode(code: string): Promise<LoginResponse> {
  return request({ url: OIDC_ENDPOINTS.oidcExchange, method: 'POST', data: { code }, silent: true, ownsUnauthorized: true });
}

/**
 * Where a provider's link goes: the server's start call, a full-page navigation (the browser
 * leaves the console for the provider), carrying the in-app page to open after sign-in.
 */
export function oidcStartHref(provider: string, redirect: string | null): string {
  const path = `${API_BASE}${oidcPathOf(OIDC_ENDPOINTS.oidcStart, provider)}`;
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}
