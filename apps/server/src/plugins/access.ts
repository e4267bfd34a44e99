import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, ENDPOINTS, hasPermission, ResultCode } from '@ledgerdesk/shared';
import { PASSWORD_CHANGE_REQUIRED, PERSONAL_ENDPOINTS } from '@ledgerdesk/shared/personal';
import { formatRevisions, REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import type { Operator } from '../lib/review-support';
import { bearerToken } from '../lib/bearer-token';
import type { SessionStore, SessionUser } from '../modules/auth/session-store';

/**
 * What a route needs: `public` (anyone), `authenticated` (any signed-in user) or a permission
 * string. Every route must declare one; an undeclared route is refused (fail closed).
 */
export type Access = 'public' | 'authenticated' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its declared access (walked by a test). */
    routeRegistry: Array<{ method: string; url: string; access: Access | undefined }>;
  }
}

/**
 * What a user whose password an administrator reset may still call: what the console needs to
 * show the change-password dialog (who am I, my menus), the change itself, the lock screen's
 * password check and signing out. Everything else — every route added later included — answers
 * 403 with data.reason 'passwordChangeRequired' until the password is changed (fail closed).
 */
export const PASSWORD_CHANGE_ALLOWED: ReadonlySet<string> = new Set(
  [ENDPOINTS.userInfo, ENDPOINTS.userMenus, ENDPOINTS.logout, ENDPOINTS.unlock, PERSONAL_ENDPOINTS.changePassword].map((e) => `${API_BASE}${e}`),
);

export const accessPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionStore }) => {
  const registry: FastifyInstance['routeRegistry'] = [];
  app.decorate('routeRegistry', registry);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registry.push({ method, url: route.url, access: route.config?.access });
  });

  app.addHook('onRequest', async (request, reply) => {
    // Unmatched requests reach the not-found handler, which is public by nature.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === undefined) {
      request.log.error({ url: request.routeOptions.url }, 'route declares no access; refusing');
      throw forbidden('this endpoint declares no permission', { reason: 'access.noPermissionDeclared' });
    }
    const token = bearerToken(request.headers.authorization);
    const user = token ? await opts.sessions.resolve(token) : null;
    if (!user) throw unauthorized();
    request.user = user;
    // Every signed-in answer, refusals included, tells the console what it may need to refetch.
    reply.header(REVISION_HEADER, formatRevisions(user.revisions));
    if (user.mustChangePassword && !PASSWORD_CHANGE_ALLOWED.has(request.routeOptions.url ?? '')) {
      throw new AppError(ResultCode.forbidden, 'the password must be changed first', { reason: PASSWORD_CHANGE_REQUIRED });
    }
    if (typeof access === 'object' && !hasPermission(user.permissions, access.permission)) {
      throw forbidden(`permission ${access.permission} is required`, { reason: 'access.permissionRequired', params: { permission: access.permission } });
    }
  });
});

/** The signed-in operator of a route that requires sign-in (the hook above has refused anyone else). */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.user) throw unauthorized();
  return { userId: request.user.userId, userName: request.user.userName };
}
