import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionOf } from '@ledgerdesk/shared';
import { ROLE_FORM_OPTIONS_PATH, roleFormOptionsSchema, roleResource, type RoleFormOptions } from '@ledgerdesk/shared/resources/system/role';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import type { Db } from '../../db/client';
import { allMenus, grantableMenus, menuTreeOf } from './menu-grants';
import { roleBinding } from './role-resource';
import { threeLanguages } from '../../lib/text-per-language';

/** Roles (menus and buttons granted, data scope) and the menu tree their form checks. */
export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(resourcePlugin, roleBinding(db));

  app.get(
    ROLE_FORM_OPTIONS_PATH,
    {
      config: { access: { permission: permissionOf(roleResource, 'list') } },
      schema: operation(roleResource.name, threeLanguages('角色表单勾选的菜单树，每个节点标明调用者可否授予', 'The menu tree the role form checks, each node saying whether the caller may grant it', '角色表單勾選的選單樹，每個節點標明呼叫者可否授予'), roleFormOptionsSchema),
    },
    async (request, reply) => {
      const menus = await allMenus(db);
      const grantable = await grantableMenus(db, request.user!, menus);
      const answer: RoleFormOptions = { menus: menuTreeOf(menus, grantable) };
      return reply.ok(answer);
    },
  );
};
