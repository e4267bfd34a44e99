import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential, however short-lived, in an address the browser is sent
 * to: the OpenID Connect callback's authorisation code and state, the login page's one-time code
 * (`oidcCode`), a scan sign-in's ticket. Fastify logs every request's address, and a log is read by
 * more people than the sign-in is meant for, so their values never reach it.
 */
const CREDENTIAL_PARAMS = new Set(['code', 'state', 'oidcCode', 'ticket', 'token', 'access_token', 'id_token']);

/** The address with the values of credential parameters replaced, for the log. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let redacted = false;
  for (const name of new Set(params.keys())) {
    if (!CREDENTIAL_PARAMS.has(name)) continue;
    params.set(name, 'redacted');
    redacted = true;
  }
  return redacted ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/** Fastify's request serializer (the same fields as its default) with the address redacted. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
