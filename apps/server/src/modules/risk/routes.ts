import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ipBlacklistResource, type IpBlacklistScope } from '@ledgerdesk/shared/resources/risk/ip-blacklist';
import { ipRecordResource } from '@ledgerdesk/shared/resources/risk/ip-record';
import { loginErrorResource, memberLockResource } from '@ledgerdesk/shared/resources/risk/login-error';
import { otpResource } from '@ledgerdesk/shared/resources/risk/otp';
import { offenderSchema, RISK_ENDPOINTS, sharedQuerySchema, sharedRowSchema } from '@ledgerdesk/shared/resources/risk/risk-endpoints';
import { ipBlacklist, memberLocks, memberLoginEvents, otpDispatches } from '../../db/schema';
import { fieldRefusal } from '../../lib/errors';
import { operatorOf } from '../../plugins/access';
import { operation } from '../../plugins/openapi';
import { bindResource, maskValue, resourcePlugin, type RequestContext } from '../../resource';
import { memberRowsInReach, requestReach } from '../access/data-scope';
import { memberRowScope } from '../access/member-scope';
import type { AreaDeps } from '../area-deps';
import { runAutoBlock } from './auto-block';
import { parseCidr } from './cidr';
import { IpBlacklistService } from './ip-blacklist-service';
import { topOffenders, unlockMember, unlockStaff } from './login-errors';
import { sharedBy } from './shared-addresses';
import { threeLanguages } from '../../lib/text-per-language';

/**
 * Risk and security (catalogue §9): the IP black list (enforced by ip-guard.ts, registered first in
 * the API scope, whose cache this scope shares), the IP record with its shared-address pivot, login
 * errors with member and staff unlock, and the members' verification-code log. Registers the
 * four-eyes kind of removing a compliance entry and the automatic black-list rule's job.
 */
export const riskRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const { db } = deps;
  const service = new IpBlacklistService(db, deps.approvals);
  deps.approvalKinds.register(service.approvalHandler());
  deps.jobs.register({
    name: 'risk.ipAutoBlock',
    title: { 'zh-cn': '登录失败自动封禁 IP', en: 'Auto-block IPs after failed sign-ins', 'zh-tw': '登入失敗自動封鎖 IP' },
    description: {
      'zh-cn': '参数 risk.autoBlock.*：同一地址在时间窗口内 N 次员工登录失败，即列入登录黑名单',
      en: 'risk.autoBlock.* config parameters: N failed staff sign-ins per address within the window list it for LOGIN',
      'zh-tw': '參數 risk.autoBlock.*：同一位址在時間視窗內 N 次員工登入失敗，即列入登入黑名單',
    },
    params: z.strictObject({}),
    run: () => runAutoBlock(db, deps.params),
    builtIn: { jobName: 'risk-ip-auto-block', cron: '0 * * * * *' },
  });

  const reasonOf = (input: { reason?: string }) => String(input.reason ?? '');

  await app.register(
    resourcePlugin,
    bindResource({
      definition: ipBlacklistResource,
      table: ipBlacklist,
      actions: {
        create: async ({ input, user, request }) =>
          service.create(
            {
              entries: String(input.entries ?? ''),
              scope: input.scope as IpBlacklistScope,
              source: input.source === 'COMPLIANCE' ? 'COMPLIANCE' : 'MANUAL',
              reason: reasonOf(input),
              expiresAt: (input.expiresAt as string | null | undefined) ?? null,
            },
            user,
            request.ip,
          ),
        disable: async ({ input, user, loadRow }) => db.transaction(async (tx) => service.disable(tx, await loadRow(input.id!, tx), reasonOf(input), user)),
        enable: async ({ input, user, loadRow, request }) => db.transaction(async (tx) => service.enable(tx, await loadRow(input.id!, tx), user, request.ip)),
        remove: async ({ input, user, loadRow }) => db.transaction(async (tx) => service.remove(tx, await loadRow(input.id!, tx), reasonOf(input), user)),
      },
    }),
  );

  const memberScope = memberRowScope(db, memberLoginEvents.memberId);
  await app.register(resourcePlugin, bindResource({ definition: ipRecordResource, table: memberLoginEvents, hooks: { scope: memberScope } }));
  await app.register(
    resourcePlugin,
    bindResource({
      definition: loginErrorResource,
      table: memberLoginEvents,
      hooks: { scope: async (ctx: RequestContext) => and(eq(memberLoginEvents.result, 'FAILURE'), await memberScope(ctx)) },
      actions: { unlockStaff: async ({ input, user, request }) => unlockStaff(db, request, String(input.userName ?? ''), user) },
    }),
  );
  await app.register(
    resourcePlugin,
    bindResource({
      definition: memberLockResource,
      table: memberLocks,
      hooks: { scope: memberRowScope(db, memberLocks.memberId) },
      actions: { unlock: async ({ input, user, loadRow }) => db.transaction(async (tx) => unlockMember(tx, await loadRow(input.id!, tx), reasonOf(input), user)) },
    }),
  );
  await app.register(resourcePlugin, bindResource({ definition: otpResource, table: otpDispatches, hooks: { scope: memberRowScope(db, otpDispatches.memberId) } }));

  app.get(
    RISK_ENDPOINTS.myAddress,
    {
      config: { access: { permission: 'risk/ip-blacklist/list' } },
      schema: operation('risk/ip-blacklist', threeLanguages('服务端看到的你本人的地址（覆盖它的控制台黑名单条目会被拒绝）', 'Your own address as the server sees it (entries covering it for the console are refused)', '伺服器看到的你本人的位址（涵蓋它的控制台黑名單項目會被拒絕）'), z.object({ ip: z.string() })),
    },
    async (request, reply) => reply.ok({ ip: request.ip }),
  );

  app.post(
    RISK_ENDPOINTS.shared,
    {
      config: { access: { permission: 'risk/ip-record/list' } },
      schema: { body: sharedQuerySchema, ...operation('risk/ip-record', threeLanguages('两个及以上会员登录过的地址或设备（查询会被记录）', 'Addresses or devices two or more members signed in from (the read is logged)', '兩個及以上會員登入過的位址或裝置（查詢會被記錄）'), z.array(sharedRowSchema)) },
    },
    async (request, reply) => {
      const query = request.body;
      let cidr: string | undefined;
      if (query.cidr) {
        const parsed = parseCidr(query.cidr);
        if ('problem' in parsed) throw fieldRefusal('cidr', parsed.problem, { code: 'invalid_format' });
        cidr = parsed.text;
      }
      const scope = memberRowsInReach(db, await requestReach(db, request), memberLoginEvents.memberId);
      const rows = await sharedBy(db, { by: query.by, windowDays: query.windowDays, cidr }, scope);
      // Member accounts as every list of this area shows them: masked.
      return reply.ok(rows.map((r) => ({ ...r, accounts: r.accounts.map((a) => maskValue('name', a) ?? '') })));
    },
  );

  app.get(
    RISK_ENDPOINTS.topOffenders,
    {
      config: { access: { permission: 'risk/login-error/list' } },
      schema: operation('risk/login-error', threeLanguages('最近一小时登录失败最多的地址（会员和员工）', 'The addresses with the most failed sign-ins (members and staff) in the last hour', '最近一小時登入失敗最多的位址（會員和員工）'), z.array(offenderSchema)),
    },
    async (request, reply) => {
      operatorOf(request);
      return reply.ok(await topOffenders(db));
    },
  );
};
