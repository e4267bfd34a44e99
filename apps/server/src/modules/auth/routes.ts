import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  captchaResponseSchema,
  emptyAnswerSchema,
  ENDPOINTS,
  ResultCode,
  loginRequestSchema,
  loginResponseSchema,
  unlockRequestSchema,
  type SignInSession,
} from '@ledgerdesk/shared';
import { formatRevisions, REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { AppError, tooManyRequests } from '../../lib/errors';
import { operation, titleApiGroup } from '../../plugins/openapi';
import type { CaptchaService } from './captcha';
import type { LoginService } from './login';
import type { SessionStore, SessionUser } from './session-store';
import type { UnlockService } from './unlock';
import { threeLanguages } from '../../lib/text-per-language';

export interface AuthRoutesOptions {
  captchas: CaptchaService;
  login: LoginService;
  sessions: SessionStore;
  unlock: UnlockService;
  captchaEnabled: boolean;
  /** The session a new token opens (user info, menus), answered with the sign-in (modules/user/session-answer). */
  signInSession: (user: SessionUser) => Promise<SignInSession>;
}

/** A refusal for too many attempts also says when to come back in the standard header, for clients that read it. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const seconds = err instanceof AppError && err.code === ResultCode.tooManyRequests ? (err.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds : undefined;
    if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
    throw err;
  }
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  titleApiGroup(app, 'auth', threeLanguages('登录认证', 'Sign-in', '登入認證'));
  app.get(
    ENDPOINTS.captcha,
    { config: { access: 'public' }, schema: operation('auth', threeLanguages('新的登录验证码（SVG）；关闭验证码时 `enabled` 为 false', 'A new login captcha (SVG); `enabled` false when it is switched off', '新的登入驗證碼（SVG）；關閉驗證碼時 `enabled` 為 false'), captchaResponseSchema) },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        if (!opts.captchaEnabled) return reply.ok({ captchaId: '', image: '', enabled: false });
        // Each captcha is a stored row and an image drawn: one address may not ask for them without end.
        const address = await opts.login.addresses.take('captcha', request.ip);
        if (!address.allowed) {
          throw tooManyRequests('too many verification codes asked from this address, try again later', {
            reason: 'rateLimited',
            retryAfterSeconds: address.retryAfterSeconds,
          });
        }
        return reply.ok({ ...(await opts.captchas.issue()), enabled: true });
      }),
  );

  app.post(
    ENDPOINTS.login,
    {
      config: { access: 'public' },
      schema: {
        body: loginRequestSchema,
        ...operation('auth', threeLanguages('登录：返回令牌、过期时间及所开会话（用户信息和菜单，与获取用户信息、用户菜单接口的返回相同）', 'Sign in: the bearer token, when it expires, and the session it opens (user info and menus, as GET user info and user menus answer them)', '登入：回傳權杖、過期時間及所開工作階段（使用者資訊和選單，與取得使用者資訊、使用者選單介面的回傳相同）'), loginResponseSchema),
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        const { token, expiresAt } = await opts.login.login({
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        // The console's first two calls, answered here: one round trip fewer before it shows.
        const user = await opts.sessions.resolve(token);
        if (!user) return reply.ok({ token, expiresAt: expiresAt.toISOString() });
        reply.header(REVISION_HEADER, formatRevisions(user.revisions));
        return reply.ok({ token, expiresAt: expiresAt.toISOString(), session: await opts.signInSession(user) });
      }),
  );

  // The login log records the attempt; the operation log records the call with the password masked.
  app.post(
    ENDPOINTS.unlock,
    {
      config: { access: 'authenticated' },
      schema: { body: unlockRequestSchema, ...operation('auth', threeLanguages('锁屏：校验当前登录用户本人的密码', "Lock screen: check the signed-in user's own password", '鎖定畫面：驗證目前登入使用者本人的密碼'), emptyAnswerSchema) },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        await opts.unlock.unlock({
          user: request.user!,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        return reply.ok({});
      }),
  );

  app.post(
    ENDPOINTS.logout,
    { config: { access: 'authenticated' }, schema: operation('auth', threeLanguages('退出登录：注销本会话', 'Sign out: revoke this session', '登出：撤銷本工作階段'), emptyAnswerSchema) },
    async (request, reply) => {
      await opts.sessions.revoke(request.user!.sessionId);
      return reply.ok({});
    },
  );
};
