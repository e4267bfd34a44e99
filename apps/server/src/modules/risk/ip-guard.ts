import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, ENDPOINTS } from '@ledgerdesk/shared';
import type { IpBlacklistScope } from '@ledgerdesk/shared/resources/risk/ip-blacklist';
import { forbidden } from '../../lib/errors';
import type { AreaDeps } from '../area-deps';
import { IpBlacklistCache } from './ip-blacklist-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The active IP black list (modules/risk), shared by the guard and the risk routes. */
    ipBlacklist: IpBlacklistCache;
  }
}

/** Public routes are the sign-in surface (captcha, password, mobile code, scan, OpenID): LOGIN entries refuse them too. */
const SIGN_IN_SCOPES: readonly IpBlacklistScope[] = ['ADMIN_CONSOLE', 'LOGIN'];
const CONSOLE_SCOPES: readonly IpBlacklistScope[] = ['ADMIN_CONSOLE'];
const PASSWORD_LOGIN = `${API_BASE}${ENDPOINTS.login}`;

/**
 * Enforces the IP black list on every API call of the console (registered first in the API
 * scope, so it guards every area's routes): a listed client address is refused with
 * 'risk.ipBlocked' — ADMIN_CONSOLE entries everywhere, LOGIN entries on the sign-in routes.
 * It runs after the session is resolved (preValidation), so a signed-in call is checked against
 * the revision its session row carried, with no query of its own; a refused password sign-in goes
 * to the login log like any other failure.
 */
export const ipGuardPlugin = fp(async (app: FastifyInstance, deps: AreaDeps) => {
  const cache = new IpBlacklistCache(deps.db);
  app.decorate('ipBlacklist', cache);
  app.addHook('onClose', async () => cache.close());

  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.is404) return;
    const signIn = request.routeOptions.config.access === 'public';
    const scopes = signIn ? SIGN_IN_SCOPES : CONSOLE_SCOPES;
    const revision = request.user ? (request.user.revisions.risk ?? 0) : undefined;
    const entry = await cache.match(request.ip, scopes, revision);
    if (!entry) return;
    cache.countHit(entry.id);
    if (request.routeOptions.url === PASSWORD_LOGIN) {
      const body = request.body as { username?: unknown } | undefined;
      const account = typeof body?.username === 'string' ? body.username : '';
      await deps.login.logFailure({ account, ip: request.ip, userAgent: request.headers['user-agent'] ?? '', method: 'password' }, 'ipBlocked');
    }
    throw forbidden(`the address ${request.ip} is on the IP black list for this console`, { reason: 'risk.ipBlocked', params: { ip: request.ip } });
  });
});
