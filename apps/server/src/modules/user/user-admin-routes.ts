import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionOf } from '@ledgerdesk/shared';
import { USER_FORM_OPTIONS_PATH, userFormOptionsSchema, userResource, type UserFormOptions } from '@ledgerdesk/shared/resources/system/user';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { reachOf } from '../access/data-scope';
import { assignProblem, powersOf } from '../access/delegation';
import { userBinding, type SessionRevoker } from './user-resource';
import { threeLanguages } from '../../lib/text-per-language';

/** Routes of users (create, edit, disable, unlock, reset password, departments, posts, roles). */
export const userAdminRoutes: FastifyPluginAsyncZod<{ db: Db; sessions: SessionRevoker }> = async (app, { db, sessions }) => {
  await app.register(resourcePlugin, userBinding(db, sessions));

  app.get(
    USER_FORM_OPTIONS_PATH,
    {
      config: { access: { permission: permissionOf(userResource, 'list') } },
      schema: operation(userResource.name, threeLanguages('用户表单可选的角色，并标明调用者可否授予', 'The roles the user form offers, with whether the caller may hand each out', '使用者表單可選的角色，並標明呼叫者可否授予'), userFormOptionsSchema),
    },
    async (request, reply) => {
      const caller = request.user!;
      const roleRows = await db
        .select({ id: roles.id, roleKey: roles.roleKey, roleName: roles.roleName, status: roles.status, isSuper: roles.isSuper })
        .from(roles)
        .orderBy(asc(roles.sort), asc(roles.id));
      const powers = await powersOf(db, roleRows.map((r) => r.id));
      // A hint for the form (the caller's own department stands for the user's): the server judges each write.
      const reach = await reachOf(db, caller, permissionOf(userResource, 'edit'));
      const answer: UserFormOptions = {
        roles: await Promise.all(
          roleRows.map(async (r) => ({ ...r, assignable: (await assignProblem(db, caller, reach, powers.get(r.id)!, caller.deptId)) === null })),
        ),
      };
      return reply.ok(answer);
    },
  );
};
