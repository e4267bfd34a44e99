import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '@ledgerdesk/shared';
import { APPROVAL_KINDS_PATH, APPROVAL_PENDING_COUNT_PATH, approvalResource, type ApprovalSubjectType } from '@ledgerdesk/shared/resources/system/approval';
import { approvals } from '../../db/schema';
import { IDEMPOTENCY_TTL_HOURS, pruneIdempotencyKeys } from '../../plugins/idempotency';
import { operation } from '../../plugins/openapi';
import { bindResource, resourcePlugin, type ActionHandler, type ApiRow } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { reachOf } from '../access/data-scope';
import type { ApprovalRegistry, ApprovalRow } from './approval-registry';
import { threeLanguages } from '../../lib/text-per-language';

/** What a decision answers: the request as it now stands. */
const decidedSchema = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.string(),
  approverId: z.number().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemark: z.string(),
  result: z.unknown(),
  version: z.number(),
});

const decided = (row: ApprovalRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  approverId: row.approverId,
  decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  decisionRemark: row.decisionRemark,
  result: row.result,
  version: row.version,
});

const withKindTitle = (registry: ApprovalRegistry) => (row: ApiRow) => ({ ...row, kindTitle: registry.get(String(row.kind))?.title ?? null });

/**
 * The Approvals page (`system/approval`): every four-eyes request, newest first, read-only; approve,
 * reject (a remark required) and withdraw (the maker only) through ApprovalService, which checks the
 * kind's own permission and that the decider is not the maker. The pending count is what waits for
 * the caller: kinds they may decide, filed by someone else.
 */
export const approvalRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db, jobs, approvals: service, approvalKinds }) => {
  // Idempotency keys outlive their dialog by IDEMPOTENCY_TTL_HOURS, then a built-in job forgets them.
  jobs.register({
    name: 'idempotency-key-prune',
    title: { 'zh-cn': '清理过期的幂等键', en: 'Prune expired idempotency keys', 'zh-tw': '清理過期的冪等鍵' },
    description: {
      'zh-cn': `删除超过 ${IDEMPOTENCY_TTL_HOURS} 小时的幂等键`,
      en: `Idempotency keys older than ${IDEMPOTENCY_TTL_HOURS} hours are deleted`,
      'zh-tw': `刪除超過 ${IDEMPOTENCY_TTL_HOURS} 小時的冪等鍵`,
    },
    params: z.strictObject({}),
    run: async () => {
      const pruned = await pruneIdempotencyKeys(db);
      return { 'zh-cn': `已清理 ${pruned} 个幂等键`, en: `pruned ${pruned} idempotency keys`, 'zh-tw': `已清理 ${pruned} 個冪等鍵` };
    },
    builtIn: { jobName: 'idempotency-key-prune', cron: '0 7 * * * *' },
  });

  const decide =
    (how: 'approve' | 'reject'): ActionHandler<typeof approvals> =>
    async ({ input, request }) => {
      const decision = {
        approvalId: input.id!,
        operatorId: request.user!.userId,
        permissions: request.user!.permissions,
        // The kind's permission, not this route's: the scope of the roles that let the approver decide the kind.
        reach: (permission: string) => reachOf(db, request.user!, permission),
        remark: typeof input.remark === 'string' ? input.remark.trim() : '',
      };
      return decided(how === 'approve' ? await service.approve(decision) : await service.reject(decision));
    };
  const kindTitle = withKindTitle(approvalKinds);

  await app.register(
    resourcePlugin,
    bindResource({
      definition: approvalResource,
      table: approvals,
      hooks: {
        decorateRow: (row) => kindTitle(row),
        decorateList: (rows) => rows.map(kindTitle),
      },
      actions: {
        approve: decide('approve'),
        reject: decide('reject'),
        cancel: async ({ input, request }) => decided(await service.cancel(input.id!, request.user!.userId)),
      },
      actionAnswers: { approve: decidedSchema, reject: decidedSchema, cancel: decidedSchema },
    }),
  );

  app.get(
    `${API_PREFIX}/${APPROVAL_PENDING_COUNT_PATH}`,
    {
      config: { access: { permission: 'system/approval/list' } },
      schema: operation(approvalResource.name, threeLanguages('等待调用者审批的申请数：其可决定的类型、由他人提交', 'How many requests wait for the caller: kinds they may decide, filed by someone else', '等待呼叫者審批的申請數：其可決定的類型、由他人提交'), z.object({ pending: z.number() })),
    },
    async (request, reply) => reply.ok({ pending: await service.pendingFor(request.user!.userId, request.user!.permissions) }),
  );

  const languageTexts = z.object({ 'zh-cn': z.string(), en: z.string(), 'zh-tw': z.string() });
  app.get(
    `${API_PREFIX}/${APPROVAL_KINDS_PATH}`,
    {
      config: { access: { permission: 'system/approval/list' } },
      schema: operation(
        approvalResource.name,
        threeLanguages('本服务器处理的每种申请及其名称（按类型筛选）', 'Every kind of request this server applies, with its name (the filter by kind)', '本伺服器處理的每種申請及其名稱（按類型篩選）'),
        z.object({ kinds: z.array(z.object({ kind: z.string(), title: languageTexts })) }),
      ),
    },
    async (_request, reply) => reply.ok({ kinds: approvalKinds.kinds().map((kind) => ({ kind, title: approvalKinds.get(kind)!.title })) }),
  );
};

/** The open requests about one subject (a page shows "waiting for approval" beside the record). */
export async function openApprovalsOf(reader: Pick<AreaDeps['db'], 'select'>, subjectType: ApprovalSubjectType, subjectIds: readonly number[]) {
  if (!subjectIds.length) return [];
  return reader
    .select({ id: approvals.id, kind: approvals.kind, subjectId: approvals.subjectId, makerId: approvals.makerId, createdAt: approvals.createdAt })
    .from(approvals)
    .where(and(eq(approvals.status, 'PENDING'), eq(approvals.subjectType, subjectType), inArray(approvals.subjectId, [...subjectIds])));
}
