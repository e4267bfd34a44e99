import { asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionOf } from '@ledgerdesk/shared';
import { MENU_PARAMS_PATH, MENU_TYPES, menuParamsSchema, menuResource, type MenuParams, type MenuParentOption, type MenuType } from '@ledgerdesk/shared/resources/system/menu';
import type { Db } from '../../db/client';
import { menus, roles } from '../../db/schema';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { menuBinding } from './menu-resource';
import { threeLanguages } from '../../lib/text-per-language';

/** The parent picker's tree: directories and pages, in menu order. */
async function parentTree(db: Db): Promise<MenuParentOption[]> {
  const rows = await db
    .select({ id: menus.id, parentId: menus.parentId, title: menus.title, menuType: menus.menuType })
    .from(menus)
    .where(ne(menus.menuType, 'F'))
    .orderBy(asc(menus.sort), asc(menus.id));
  const nodes = new Map<number, MenuParentOption>(rows.map((r) => [r.id, { id: r.id, title: r.title, menuType: r.menuType as MenuType }]));
  const roots: MenuParentOption[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) (parent.children ??= []).push(nodes.get(r.id)!);
    else roots.push(nodes.get(r.id)!);
  }
  return roots;
}

/** Menu administration: the resource calls of SPEC §7 (engine) and menu/getParams for the form. */
export const menuRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  await app.register(resourcePlugin, menuBinding);

  app.get(
    MENU_PARAMS_PATH,
    {
      config: { access: { permission: permissionOf(menuResource, 'list') } },
      schema: operation(menuResource.name, threeLanguages('菜单表单所需数据：类型、上级菜单树、角色', 'What the menu form needs: types, the parent tree, the roles', '選單表單所需資料：類型、上層選單樹、角色'), menuParamsSchema),
    },
    async (_request, reply) => {
      const roleRows = await opts.db
        .select({ roleKey: roles.roleKey, roleName: roles.roleName, isSuper: roles.isSuper })
        .from(roles)
        .where(eq(roles.status, '0'))
        .orderBy(asc(roles.sort), asc(roles.id));
      const answer: MenuParams = { menuTypes: [...MENU_TYPES], parents: await parentTree(opts.db), roles: roleRows };
      return reply.ok(answer);
    },
  );
};
