import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_BASE, API_PREFIX, loginResponseSchema, type TextPerLanguage } from '@ledgerdesk/shared';
import { authMethodsSchema, OIDC_ENDPOINTS, oidcExchangeRequestSchema } from '@ledgerdesk/shared/oidc';
import { operation, redirectOperation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { identityBinding } from './identity-resource';
import { OIDC_BINDING_MAX_MS, OidcSignIn, type Visitor } from './oidc-sign-in';
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

/**
 * The secret tying a sign-in to the browser that started it (oidc-sign-in.ts). Not a session: it
 * opens nothing by itself, lives a quarter of an hour, is sent only to the sign-in's own calls
 * (its path), never to scripts (HttpOnly), and with the provider's redirect back (Lax: a top-level
 * GET), not with requests other sites make in the background.
 */
export const OIDC_BROWSER_COOKIE = 'ledgerdesk_oidc';
const BINDING_PATH = `${API_BASE}${API_PREFIX}/auth/oidc`;

const browserSecretOf = (request: FastifyRequest): string | undefined => parseCookies(request.headers.cookie ?? '')[OIDC_BROWSER_COOKIE];

function keepBrowserSecret(reply: FastifyReply, request: FastifyRequest, secret: string | undefined) {
  reply.header(
    'set-cookie',
    serializeCookie(OIDC_BROWSER_COOKIE, secret ?? '', {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: BINDING_PATH,
      maxAge: secret ? Math.floor(OIDC_BINDING_MAX_MS / 1000) : 0,
    }),
  );
}

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
    async (request, reply) => {
      const { location, browser } = await oidc.start(request.params.provider, request.query.redirect, originOf(request), visitorOf(request));
      if (browser) keepBrowserSecret(reply, request, browser);
      return reply.redirect(location, 302);
    },
  );

  app.get(
    OIDC_ENDPOINTS.oidcCallback,
    {
      config: { access: 'public' },
      schema: { params: providerParams, ...redirectAnswer(threeLanguages('提供方的回调：带一次性代码（已关联账号）或原因返回登录页', "The provider's answer: to the login page with a one-time code (a linked account) or the reason", '提供者的回呼：帶一次性代碼（已連結帳號）或原因回到登入頁')) },
    },
    async (request, reply) =>
      reply.redirect(await oidc.callback(request.params.provider, searchOf(request), originOf(request), visitorOf(request), browserSecretOf(request)), 302),
  );

  // The one-time code is a credential: the login log records the attempt, the operation log does not.
  app.post(
    OIDC_ENDPOINTS.oidcExchange,
    {
      config: { access: 'public', logOperation: false },
      schema: { body: oidcExchangeRequestSchema, ...operation('auth', threeLanguages('用回调的一次性代码换取会话（一分钟内，仅一次）', "Exchange the callback's one-time code for a session (once, within a minute)", '用回呼的一次性代碼換取工作階段（一分鐘內，僅一次）'), loginResponseSchema) },
    },
    async (request, reply) => {
      const browser = browserSecretOf(request);
      // Used or refused, the secret has done its work: the next sign-in starts with a new one.
      keepBrowserSecret(reply, request, undefined);
      const { token, expiresAt } = await oidc.exchange(request.body.code, visitorOf(request), browser);
      return reply.ok({ token, expiresAt: expiresAt.toISOString() });
    },
  );
};
