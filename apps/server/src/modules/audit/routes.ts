import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forceLogoutResultSchema,
  forceLogoutSchema,
  ONLINE_ENDPOINTS,
  ONLINE_PERMISSIONS,
  onlinePageSchema,
  onlineQuerySchema,
} from '@ledgerdesk/shared/resources/monitor/online-user';
import { operation, titleApiGroup } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { requestReach } from '../access/data-scope';
import type { AreaDeps } from '../area-deps';
import { logRetentionJob } from './log-retention';
import { loginLogBinding } from './login-log-resource';
import { OnlineUsers } from './online-users';
import { operLogBinding } from './oper-log-resource';
import { threeLanguages } from '../../lib/text-per-language';

/** The login log, the operation log and online users (monitor/logininfor, monitor/operlog, monitor/online). */
export const auditRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  titleApiGroup(app, 'monitor/online', threeLanguages('在线用户', 'Online users', '線上使用者'));
  await app.register(resourcePlugin, loginLogBinding());
  await app.register(resourcePlugin, operLogBinding());
  deps.jobs.register(logRetentionJob(deps.db));

  const online = new OnlineUsers(deps.db, deps.sessions, deps.config.sessionMaxMs);
  const callerOf = async (request: Parameters<typeof requestReach>[1]) => ({
    reach: await requestReach(deps.db, request),
    sessionId: request.user!.sessionId,
  });

  app.get(
    ONLINE_ENDPOINTS.list,
    {
      config: { access: { permission: ONLINE_PERMISSIONS.list } },
      schema: { querystring: onlineQuerySchema, ...operation('monitor/online', threeLanguages('数据范围内用户的在线会话（从不返回令牌）', 'Open sessions of the users in your data scope (never their tokens)', '資料範圍內使用者的線上工作階段（從不回傳權杖）'), onlinePageSchema) },
    },
    async (request, reply) => reply.ok(await online.list(request.query, await callerOf(request))),
  );

  app.post(
    ONLINE_ENDPOINTS.forceLogout,
    {
      config: { access: { permission: ONLINE_PERMISSIONS.forceLogout } },
      schema: { body: forceLogoutSchema, ...operation('monitor/online', threeLanguages('强制退出：按 id 结束会话（不含自己的）', 'Force sign-out: end sessions by their ids (not your own)', '強制登出：依 id 結束工作階段（不含自己的）'), forceLogoutResultSchema) },
    },
    async (request, reply) => reply.ok({ revoked: await online.forceLogout(request.body.ids, await callerOf(request)) }),
  );
};
