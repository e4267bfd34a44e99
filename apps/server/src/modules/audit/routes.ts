import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forceLogoutResultSchema,
  forceLogoutSchema,
  ONLINE_ENDPOINTS,
  ONLINE_PERMISSIONS,
  onlinePageSchema,
  onlineQuerySchema,
} from '@ledgerdesk/shared/resources/monitor/online-user';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { requestReach } from '../access/data-scope';
import type { AreaDeps } from '../area-deps';
import { logRetentionJob } from './log-retention';
import { loginLogBinding } from './login-log-resource';
import { OnlineUsers } from './online-users';
import { operLogBinding } from './oper-log-resource';

/** The login log, the operation log and online users (monitor/logininfor, monitor/operlog, monitor/online). */
export const auditRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
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
      schema: { querystring: onlineQuerySchema, ...operation('monitor/online', 'Open sessions of the users in your data scope (never their tokens)', onlinePageSchema) },
    },
    async (request, reply) => reply.ok(await online.list(request.query, await callerOf(request))),
  );

  app.post(
    ONLINE_ENDPOINTS.forceLogout,
    {
      config: { access: { permission: ONLINE_PERMISSIONS.forceLogout } },
      schema: { body: forceLogoutSchema, ...operation('monitor/online', 'Force sign-out: end sessions by their ids (not your own)', forceLogoutResultSchema) },
    },
    async (request, reply) => reply.ok({ revoked: await online.forceLogout(request.body.ids, await callerOf(request)) }),
  );
};
