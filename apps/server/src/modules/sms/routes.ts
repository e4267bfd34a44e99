import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponseSchema } from '@ledgerdesk/shared';
import { SMS_ENDPOINTS, smsLoginRequestSchema, smsSendRequestSchema, smsSendResponseSchema } from '@ledgerdesk/shared/sms';
import { RateLimiter } from '../../lib/rate-limit';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { createSmsSender } from './sender';
import { smsCodeBinding } from './sms-code-resource';
import { SmsSignInService } from './sms-sign-in';
import { threeLanguages } from '../../lib/text-per-language';

/** Routes of sign-in by mobile code and the verification-code log. */
export const smsSignInRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const limiter = new RateLimiter(deps.db);
  const service = new SmsSignInService({
    db: deps.db,
    sender: createSmsSender(deps.config.smsSender, { log: app.log }),
    limiter,
    login: deps.login,
    captchas: deps.captchas,
    captchaEnabled: deps.config.loginCaptcha,
    log: app.log,
  });
  app.addHook('onClose', () => service.drain());
  // Ended rate-limit windows are forgotten by a built-in scheduled job (any instance may run it).
  deps.jobs.register({
    name: 'rate-limit-prune',
    title: { 'zh-cn': '清理过期的限流窗口', en: 'Prune ended rate-limit windows', 'zh-tw': '清理過期的限流視窗' },
    description: {
      'zh-cn': '删除已结束的限流窗口（登录、验证码、短信限额）',
      en: 'Ended rate-limit windows (sign-in, captcha, SMS limits) are deleted',
      'zh-tw': '刪除已結束的限流視窗（登入、驗證碼、簡訊限額）',
    },
    params: z.strictObject({}),
    run: async () => {
      const pruned = await limiter.prune();
      return { 'zh-cn': `已清理 ${pruned} 个已结束的窗口`, en: `pruned ${pruned} ended windows`, 'zh-tw': `已清理 ${pruned} 個已結束的視窗` };
    },
    builtIn: { jobName: 'rate-limit-prune', cron: '0 */10 * * * *' },
  });

  const caller = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

  // Public, and never in the operation log: a signed-out caller is nobody to log, and sys_sms_code records each dispatch.
  app.post(
    SMS_ENDPOINTS.smsSend,
    {
      config: { access: 'public', logOperation: false },
      schema: {
        body: smsSendRequestSchema,
        ...operation('auth', threeLanguages('手机号登录：向该号码发送验证码（无论是否有账号使用该号码，回答都相同）', 'Mobile sign-in: send a code to the number (the same answer whether or not an account has it)', '手機號登入：向該號碼發送驗證碼（無論是否有帳號使用該號碼，回應都相同）'), smsSendResponseSchema),
      },
    },
    async (request, reply) => reply.ok(await service.send(request.body, caller(request))),
  );

  // The body holds the code: kept out of the operation log; the login log records the attempt.
  app.post(
    SMS_ENDPOINTS.smsLogin,
    {
      config: { access: 'public', logOperation: false },
      schema: { body: smsLoginRequestSchema, ...operation('auth', threeLanguages('手机号登录：用号码和验证码换取令牌', 'Mobile sign-in: the number and its code for a bearer token', '手機號登入：用號碼和驗證碼換取權杖'), loginResponseSchema) },
    },
    async (request, reply) => {
      const { token, expiresAt } = await service.signIn(request.body, caller(request));
      return reply.ok({ token, expiresAt: expiresAt.toISOString() });
    },
  );

  await app.register(resourcePlugin, smsCodeBinding());
};
