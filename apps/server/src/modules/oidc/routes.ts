import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginResponseSchema } from '@ledgerdesk/shared';
import { authMethodsSchema, OIDC_ENDPOINTS, oidcExchangeRequestSchema } from '@ledgerdesk/shared/oidc';
import { operation, redirectOperation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { identityBinding } from './identity-resource';
import { OidcSignIn, type Visitor } from './oidc-sign-in';

const providerParams = z.object({ provider: z.string().max(64) });
/** A browser navigation, not a JSON call: the answer is a redirect. */
const redirectAnswer = (summary: string) => redirectOperation('auth', summary);

const visitorOf = (request: FastifyRequest): Visitor => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '', log: request.log });
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const searchOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
};

/** Routes of sign-in by OpenID Connect and linked accounts. */
export const oidcSignInRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db, login, config }) => {
  const oidc = new OidcSignIn(db, login, config.oidcProviders, config.publicUrl);

  await app.register(resourcePlugin, identityBinding(db, config.oidcProviders));

  app.get(
    OIDC_ENDPOINTS.authMethods,
    { config: { access: 'public' }, schema: operation('auth', 'Which sign-in methods the login page offers, and the OpenID Connect providers', authMethodsSchema) },
    async (_request, reply) =>
      reply.ok({
        mobile: config.smsSender !== 'none',
        scan: true,
        oidc: config.oidcProviders.map((p) => ({ id: p.id, name: p.name })),
      }),
  );

  app.get(
    OIDC_ENDPOINTS.oidcStart,
    {
      config: { access: 'public' },
      schema: {
        params: providerParams,
        querystring: z.object({ redirect: z.string().max(2000).optional() }),
        ...redirectAnswer('Start sign-in at a provider: to its authorisation page (state, nonce, PKCE S256)'),
      },
    },
    async (request, reply) =>
      reply.redirect(await oidc.start(request.params.provider, request.query.redirect, originOf(request), visitorOf(request)), 302),
  );

  app.get(
    OIDC_ENDPOINTS.oidcCallback,
    {
      config: { access: 'public' },
      schema: { params: providerParams, ...redirectAnswer("The provider's answer: to the login page with a one-time code (a linked account) or the reason") },
    },
    async (request, reply) =>
      reply.redirect(await oidc.callback(request.params.provider, searchOf(request), originOf(request), visitorOf(request)), 302),
  );

  // The one-time code is a credential: the login log records the attempt, the operation log does not.
  app.post(
    OIDC_ENDPOINTS.oidcExchange,
    {
      config: { access: 'public', logOperation: false },
      schema: { body: oidcExchangeRequestSchema, ...operation('auth', "Exchange the callback's one-time code for a session (once, within a minute)", loginResponseSchema) },
    },
    async (request, reply) => {
      const { token, expiresAt } = await oidc.exchange(request.body.code, visitorOf(request));
      return reply.ok({ token, expiresAt: expiresAt.toISOString() });
    },
  );
};
