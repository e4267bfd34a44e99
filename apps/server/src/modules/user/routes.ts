import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, userInfoSchema, userMenusResponseSchema } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { operation } from '../../plugins/openapi';
import { userInfoOf, userMenusOf } from './session-answer';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const infoDoc = operation('user', 'The signed-in user (SPEC §3 session user info)', userInfoSchema);
  app.get(ENDPOINTS.userInfo, { config: { access: 'authenticated' }, schema: infoDoc }, async (request, reply) => reply.ok(userInfoOf(request.user!)));

  const menusDoc = operation('user', "The signed-in user's menu tree and permissions (SPEC §7)", userMenusResponseSchema);
  app.get(ENDPOINTS.userMenus, { config: { access: 'authenticated' }, schema: menusDoc }, async (request, reply) => reply.ok(await userMenusOf(opts.db, request.user!)));
};
