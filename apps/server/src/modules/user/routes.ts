import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, type UserInfo, type UserMenusResponse } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { loadUserMenus } from './menu-tree';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.get(ENDPOINTS.userInfo, { config: { access: 'authenticated' } }, async (request, reply) => {
    const u = request.user!;
    const info: UserInfo = {
      id: u.userId,
      userName: u.userName,
      userNickname: u.nickname,
      avatar: u.avatar,
      roles: u.roles,
      time: u.signedInAt.toISOString(),
      authBtnList: u.permissions,
    };
    return reply.ok(info);
  });

  app.get(ENDPOINTS.userMenus, { config: { access: 'authenticated' } }, async (request, reply) => {
    const u = request.user!;
    const answer: UserMenusResponse = {
      menuList: await loadUserMenus(opts.db, u.roles, u.isSuper),
      permissions: u.permissions,
    };
    return reply.ok(answer);
  });
};
