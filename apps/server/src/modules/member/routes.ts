import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEMBER_ASSIGN_PERMISSION,
  MEMBER_ENDPOINTS,
  memberOptionsQuerySchema,
  memberOptionsSchema,
  operatorOptionsQuerySchema,
  operatorOptionsSchema,
  PERMISSIONS,
} from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { requestReach } from '../access/data-scope';
import { kycBinding } from './kyc-resource';
import { MemberAssignment } from './member-assignment';
import { memberBinding } from './member-resource';
import { memberOptions } from './member-options';

/**
 * Members (list, detail with wallets, status actions, assignment to operators) and real-name
 * applications, on the resource engine; plus the operators a member may be assigned to.
 */
export const memberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  await app.register(resourcePlugin, memberBinding(opts.db));
  await app.register(resourcePlugin, kycBinding(opts.db));

  const assignment = new MemberAssignment(opts.db);
  // Under the assign permission, not the user list's: whoever assigns members sees the operators they may choose, nothing more.
  app.get(
    MEMBER_ENDPOINTS.operatorOptions,
    {
      config: { access: { permission: MEMBER_ASSIGN_PERMISSION } },
      schema: {
        querystring: operatorOptionsQuerySchema,
        ...operation('member/member', 'Enabled operators in your data scope that members may be assigned to (user name or nickname prefix)', operatorOptionsSchema),
      },
    },
    async (request, reply) => reply.ok({ list: await assignment.options(await requestReach(opts.db, request), request.query.keyword) }),
  );

  // The member picker of the order forms: whoever may list members finds them by what they type.
  app.get(
    MEMBER_ENDPOINTS.memberOptions,
    {
      config: { access: { permission: PERMISSIONS.memberList } },
      schema: {
        querystring: memberOptionsQuerySchema,
        ...operation('member/member', 'Members in your data scope by account, nickname or phone prefix (or one by id), for pickers', memberOptionsSchema),
      },
    },
    async (request, reply) => reply.ok({ list: await memberOptions(opts.db, await requestReach(opts.db, request), request.query) }),
  );
};
