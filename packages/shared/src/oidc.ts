import { z } from 'zod';
import { API_PREFIX } from './api';

/**
 * Which sign-in methods the login page offers, and third-party sign-in by OpenID Connect.
 *
 * The browser leaves for the provider from `start` and comes back to `callback`; the callback never
 * puts a session token in a URL: for a linked account it sends the login page a one-time code
 * (`oidcCode`) that the page exchanges once, within a minute, for the token. Anything else comes
 * back as `oidcError` with one of OIDC_ERRORS. Accounts are linked by an administrator only.
 */
export const OIDC_ENDPOINTS = {
  authMethods: `${API_PREFIX}/auth/methods`,
  oidcStart: `${API_PREFIX}/auth/oidc/:provider/start`,
  oidcCallback: `${API_PREFIX}/auth/oidc/:provider/callback`,
  oidcExchange: `${API_PREFIX}/auth/oidc/exchange`,
} as const;

/** The address of a provider's start or callback call (relative to API_BASE). */
export function oidcPathOf(endpoint: typeof OIDC_ENDPOINTS.oidcStart | typeof OIDC_ENDPOINTS.oidcCallback, provider: string): string {
  return endpoint.replace(':provider', encodeURIComponent(provider));
}

export const authMethodsSchema = z.object({
  /** Sign-in by a code sent to the mobile phone (an SMS sender is configured). */
  mobile: z.boolean(),
  scan: z.boolean(),
  /** Configured OpenID Connect providers, in configuration order; empty: no third-party links. */
  oidc: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuthMethods = z.infer<typeof authMethodsSchema>;

/** How long a started authorisation may take at the provider. */
export const OIDC_REQUEST_TTL_MS = 10 * 60_000;
/** How long the login page has to exchange the one-time code the callback gave it. */
export const OIDC_EXCHANGE_TTL_MS = 60_000;

export const oidcExchangeRequestSchema = z.object({
  code: z.string().min(1, 'code is required').max(128),
});
export type OidcExchangeRequest = z.input<typeof oidcExchangeRequestSchema>;

/** The login page's query parameters on the way back from the callback. */
export const OIDC_CODE_PARAM = 'oidcCode';
export const OIDC_ERROR_PARAM = 'oidcError';

/**
 * Why the callback sent the browser back without a code (`oidcError`):
 * - `notLinked`: the provider vouched for an account no administrator has linked to a user;
 * - `stateInvalid`: the answer matches no started sign-in (expired, already used, another provider's);
 * - `denied`: the provider answered with an error (the user cancelled, or the provider refused);
 * - `rejected`: the provider's answer failed validation (issuer, audience, nonce, PKCE, signature);
 * - `unavailable`: the provider could not be reached or is not configured.
 */
export const OIDC_ERRORS = ['notLinked', 'stateInvalid', 'denied', 'rejected', 'unavailable'] as const;
export type OidcError = (typeof OIDC_ERRORS)[number];

/**
 * An address inside the console to open after sign-in: one leading '/', not '//' nor '/\' (which
 * browsers read as another host), no scheme, no control characters. Anything else is ignored.
 */
export function isInAppPath(value: string | null | undefined): value is string {
  if (!value || value.length > 2000) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  return !value.startsWith('/login');
}
