import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@ledgerdesk/shared';
import {
  CAPABILITY_FLAGS,
  MEMBER_CONFIG_APPROVAL_KIND,
  MEMBER_CONFIG_APPROVE_PERMISSION,
  MEMBER_CONFIG_ENDPOINTS,
  MEMBER_CONFIG_VIEW_PERMISSION,
  memberConfigChangeSchema,
  memberConfigConfigureSchema,
  memberConfigOutcomeSchema,
} from '@ledgerdesk/shared/member-config';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import { memberConfigs, members } from '../../db/schema';
import { operation } from '../../plugins/openapi';
import { bindResource, resourcePlugin, type ActionHandler } from '../../resource';
import { requireMemberInReach, memberRowScope } from '../access/member-scope';
import type { AreaDeps } from '../area-deps';
import { MemberConfigService } from './member-config-service';
import { NOTHING_WAITS } from '../../lib/four-eyes';
import { threeLanguages } from '../../lib/text-per-language';

/**
 * Member config (catalogue §2.1): the resource `member/config` over mem_config (list, detail with
 * the change history, export), two change actions — `configure` for any member, `change` from a
 * row — and the four-eyes kind `member-config.edit` that a second operator's approval applies.
 * Every call reaches only members of the caller's data scope.
 */
export const memberConfigRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db, approvals, approvalKinds }) => {
  const service = new MemberConfigService(db, approvals);
  approvalKinds.register({
    kind: MEMBER_CONFIG_APPROVAL_KIND,
    title: { 'zh-cn': '会员配置变更', en: 'Member config change', 'zh-tw': '會員設定變更' },
    permission: MEMBER_CONFIG_APPROVE_PERMISSION,
    onReject: NOTHING_WAITS, // the config is untouched until approved; its page reads the open request
    subjectMember: members.id, // the request's subject is the member itself
    apply: (tx, approval, approverId) => service.applyApproved(tx, approval, approverId),
  });

  const configure: ActionHandler<typeof memberConfigs> = async ({ input, request, user }) => {
    const body = input as unknown as z.output<typeof memberConfigConfigureSchema>;
    await requireMemberInReach(db, request, body.memberId);
    return service.submit({ ...body, memberId: body.memberId }, user.userId);
  };
  const change: ActionHandler<typeof memberConfigs> = async ({ input, user, loadRow }) => {
    const body = input as unknown as z.output<typeof memberConfigChangeSchema>;
    const row = await loadRow(body.id);
    return service.submit({ ...body, memberId: row.memberId }, user.userId);
  };

  await app.register(
    resourcePlugin,
    bindResource({
      definition: memberConfigResource,
      table: memberConfigs,
      hooks: {
        scope: memberRowScope(db, memberConfigs.memberId),
        decorateList: (rows) => rows.map((row) => ({ ...row, restrictions: CAPABILITY_FLAGS.filter((flag) => row[flag] === false) })),
        decorateRow: async (row, { db: reader, raw }) => {
          const view = await service.view(raw.memberId, reader);
          return { ...row, restrictions: CAPABILITY_FLAGS.filter((flag) => row[flag] === false), changes: view.changes, pendingApproval: view.pendingApproval };
        },
      },
      actions: { configure, change },
      actionSchemas: { configure: memberConfigConfigureSchema, change: memberConfigChangeSchema },
      actionAnswers: { configure: memberConfigOutcomeSchema, change: memberConfigOutcomeSchema },
    }),
  );

  app.get(
    MEMBER_CONFIG_ENDPOINTS.ofMember,
    {
      config: { access: { permission: MEMBER_CONFIG_VIEW_PERMISSION } },
      schema: {
        querystring: z.object({ memberId: idSchema }),
        ...operation(memberConfigResource.name, threeLanguages('会员配置（尚无记录时为默认值）、变更历史及待审批的申请', "A member's config (the defaults when it has no row yet), its change history and any request waiting", '會員設定（尚無紀錄時為預設值）、變更歷史及待審批的申請'), z.unknown()),
      },
    },
    async (request, reply) => {
      await requireMemberInReach(db, request, request.query.memberId);
      return reply.ok(await service.view(request.query.memberId));
    },
  );
};
