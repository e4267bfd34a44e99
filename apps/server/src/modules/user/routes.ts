import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, userInfoSchema, userMenusResponseSchema } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { operation, titleApiGroup } from '../../plugins/openapi';
import { userInfoOf, userMenusOf } from './session-answer';
import { threeLanguages } from '../../lib/text-per-language';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  titleApiGroup(app, 'user', threeLanguages('当前用户', 'Signed-in user', '目前使用者'));
  const infoDoc = operation('user', threeLanguages('当前登录用户（SPEC §3 会话用户信息）', 'The signed-in user (SPEC §3 session user info)', '目前登入使用者（SPEC §3 工作階段使用者資訊）'), userInfoSchema);
  app.get(ENDPOINTS.userInfo, { config: { access: 'authenticated' }, schema: infoDoc }, async (request, reply) => reply.ok(userInfoOf(request.user!)));

  const menusDoc = operation('user', threeLanguages('当前登录用户的菜单树和权限（SPEC §7）', "The signed-in user's menu tree and permissions (SPEC §7)", '目前登入使用者的選單樹和權限（SPEC §7）'), userMenusResponseSchema);
  app.get(ENDPOINTS.userMenus, { config: { access: 'authenticated' }, schema: menusDoc }, async (request, reply) => reply.ok(await userMenusOf(opts.db, request.user!)));
};
