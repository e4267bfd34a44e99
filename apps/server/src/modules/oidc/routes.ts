import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginResponseSchema, type TextPerLanguage } from '@ledgerdesk/shared';
import { authMethodsSchema, OIDC_ENDPOINTS, oidcExchangeRequestSchema } from '@ledgerdesk/shared/oidc';
import { operation, redirectOperation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { identityBinding } from './identity-resource';
import { OidcSignIn, type Visitor } from './oidc-sign-in';
import { threeLanguages } from '../../lib/text-per-language';

const providerParams = z.object({ provider: z.string().max(64) });
/** A browser navigation, not a JSON call: the answer is a redirect. */
const redirectAnswer = (summary: TextPerLanguage) => redirectOperation('auth', summary);

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
    { config: { access: 'public' }, schema: operation('auth', threeLanguages('登录页提供的登录方式及 OpenID Connect 提供方', 'Which sign-in methods the login page offers, and the OpenID Connect providers', '登入頁提供的登入方式及 OpenID Connect 提供者'), authMethodsSchema) },
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
        ...redirectAnswer(threeLanguages('在提供方开始登录：跳转到其授权页（state、nonce、PKCE S256）', 'Start sign-in at a provider: to its authorisation page (state, nonce, PKCE S256)', '在提供者開始登入：跳轉到其授權頁（state、nonce、PKCE S256）')),
      },
    },
    async (request, reply) =>
      reply.redirect(await oidc.start(request.params.provider, request.query.redirect, originOf(request), visitorOf(request)), 302),
  );

  app.get(
    OIDC_ENDPOINTS.oidcCallback,
    {
      config: { access: 'public' },
      schema: { params: providerParams, ...redirectAnswer(threeLanguages('提供方的回调：带一次性代码（已关联账号）或原因返回登录页', "The provider's answer: to the login page with a one-time code (a linked account) or the reason", '提供者的回呼：帶一次性代碼（已連結帳號）或原因回到登入頁')) },
    },
    async (request, reply) =>
      reply.redirect(await oidc.callback(request.params.provider, searchOf(request), originOf(request), visitorOf(request)), 302),
  );

  // The one-time code is a credential: the login log records the attempt, the operation log does not.
  app.post(
    OIDC_ENDPOINTS.oidcExchange,
    {
      config: { access: 'public', logOperation: false },
      schema: { body: oidcExchangeRequestSchema, ...operation('auth', threeLanguages('用回调的一次性代码换取会话（一分钟内，仅一次）', "Exchange the callback's one-time code for a session (once, within a minute)", '用回呼的一次性代碼換取工作階段（一分鐘內，僅一次）'), loginResponseSchema) },
    },
    async (request, reply) => {
      const { token, expiresAt } = await oidc.exchange(request.body.code, visitorOf(request));
      return reply.ok({ token, expiresAt: expiresAt.toISOString() });
    },
  );
};
