import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, userInfoSchema, userMenusResponseSchema, type UserInfo, type UserMenusResponse } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { operation } from '../../plugins/openapi';
import { loadUserMenus } from './menu-tree';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const infoDoc = operation('user', 'The signed-in user (SPEC §3 session user info)', userInfoSchema);
  app.get(ENDPOINTS.userInfo, { config: { access: 'authenticated' }, schema: infoDoc }, async (request, reply) => {
    const u = request.user!;
    const info: UserInfo = {
      id: u.userId,
      userName: u.userName,
      userNickname: u.nickname,
      avatar: u.avatar,
      roles: u.roles,
      time: u.signedInAt.toISOString(),
      authBtnList: u.permissions,
      mustChangePassword: u.mustChangePassword,
    };
    return reply.ok(info);
  });

  const menusDoc = operation('user', "The signed-in user's menu tree and permissions (SPEC §7)", userMenusResponseSchema);
  app.get(ENDPOINTS.userMenus, { config: { access: 'authenticated' }, schema: menusDoc }, async (request, reply) => {
    const u = request.user!;
    const answer: UserMenusResponse = {
      menuList: await loadUserMenus(opts.db, u.roles, u.isSuper),
      permissions: u.permissions,
    };
    return reply.ok(answer);
  });
};
