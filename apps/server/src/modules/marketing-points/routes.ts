import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX, resourceIdSchema } from '@ledgerdesk/shared';
import { POINTS_BATCH_PATH, POINTS_SUM_PATH } from '@ledgerdesk/shared/resources/marketing/points';
import { POINTS_SOURCES } from '@ledgerdesk/shared/resources/marketing/points-states';
import { WHEEL_ODDS_PATH } from '@ledgerdesk/shared/resources/marketing/wheel';
import type { Db } from '../../db/client';
import { batchProgressSchema, serveBatchJob } from '../../plugins/batch-job-routes';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { requestReach } from '../access/data-scope';
import type { AreaDeps } from '../area-deps';
import { marketingPointsBindings, pointsSum } from './marketing-resources';
import { PointsBatchRunner } from './points-batch';
import { PointsService } from './points-service';
import { SigninService } from './signin-service';
import { WheelService } from './wheel-service';
import { threeLanguages } from '../../lib/text-per-language';


/** A filter bound: any date text the console sends, refused (400, naming the field) when it is no instant. */
const instant = z.string().refine((text) => {
  const year = new Date(text).getUTCFullYear();
  return year >= 1 && year <= 9999;
}, 'a date and time between the years 1 and 9999');
const isoOf = (text: string | undefined) => (text === undefined ? undefined : new Date(text).toISOString());

/** The services of points, sign-in and the prize wheel, built once per app (tests build their own on the same database). */
export function marketingPointsArea(db: Db, approvals: AreaDeps['approvals']) {
  const points = new PointsService(db, approvals);
  return { points, batches: new PointsBatchRunner(db, points), signin: new SigninService(db), wheels: new WheelService(db, approvals) };
}
export type MarketingPointsArea = ReturnType<typeof marketingPointsArea>;

/** The area's four-eyes kinds: a large points grant, publishing a wheel. */
export function registerMarketingPointsApprovalKinds(registry: AreaDeps['approvalKinds'], area: MarketingPointsArea): void {
  registry.register(area.points.approvalHandler());
  registry.register(area.wheels.approvalHandler());
}

const oddsSchema = z.object({
  draws: z.number(),
  prizes: z.array(
    z.object({ slot: z.number(), name: z.string(), probability: z.string(), count: z.number(), observed: z.number(), expected: z.number(), low: z.number(), high: z.number() }),
  ),
});
/**
 * The list's source filter as the query string carries it (`source=A,B` or repeated): only the
 * sources a points row can have, as the list's own filter takes them; anything else is a 400
 * naming `source` (a NUL in it failed the statement: 500).
 */
const sourcesSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value ? value.split(',') : undefined) : value),
  z.array(z.enum(POINTS_SOURCES, { error: `must be one of ${POINTS_SOURCES.join(', ')}` })).optional(),
);

/**
 * Integral points, sign-in and the prize wheel (catalogue §7.4–7.6): the resources, the four-eyes
 * kinds, the integral-records sum and the wheel's observed-vs-published odds. Member-side
 * operations (exchange, sign, draw) are services: this console has no member app.
 */
export const marketingPointsRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = marketingPointsArea(deps.db, deps.approvals);
  registerMarketingPointsApprovalKinds(deps.approvalKinds, area);
  for (const binding of marketingPointsBindings(deps.db, area)) await app.register(resourcePlugin, binding);
  serveBatchJob(app, deps, {
    runner: area.batches,
    progressPath: POINTS_BATCH_PATH,
    permission: 'marketing/points/list',
    tag: 'marketing/points',
    summary: threeLanguages('积分批量发放：进度及每个会员的结果', 'A points batch send: progress and the result of each member', '積分批次發放：進度及每個會員的結果'),
    answer: batchProgressSchema({ batchNo: z.string(), points: z.number() }, { grantId: z.number().nullable() }),
    resume: {
      name: 'points-batch-resume',
      title: { 'zh-cn': '续跑积分批量发放', en: 'Resume points batch sends', 'zh-tw': '續跑積分批量發放' },
      description: {
        'zh-cn': '继续执行仍在排队或中断于运行中的积分批量发放',
        en: 'Points batch sends left QUEUED or abandoned RUNNING are carried on',
        'zh-tw': '繼續執行仍在排隊或中斷於執行中的積分批量發放',
      },
      cron: '50 * * * * *',
    },
  });

  app.get(
    `${API_PREFIX}/${POINTS_SUM_PATH}`,
    {
      config: { access: { permission: 'marketing/points/list' }, logOperation: false },
      schema: {
        querystring: z.object({ memberId: z.coerce.number().int().positive().optional(), source: sourcesSchema, createdAtFrom: instant.optional(), createdAtTo: instant.optional() }),
        ...operation('marketing/points', threeLanguages('按积分记录筛选条件汇总的变动合计', 'The sum of change over the integral-records filters', '依積分紀錄篩選條件彙總的變動合計'), z.object({ total: z.number(), rows: z.number() })),
      },
    },
    async (request, reply) => {
      const q = request.query;
      return reply.ok(await pointsSum(deps.db, await requestReach(deps.db, request), { memberId: q.memberId, source: q.source, from: isoOf(q.createdAtFrom), to: isoOf(q.createdAtTo) }));
    },
  );
  app.get(
    `${API_PREFIX}/${WHEEL_ODDS_PATH}`,
    {
      config: { access: { permission: 'marketing/wheel/list' }, logOperation: false },
      schema: { querystring: z.object({ id: resourceIdSchema }), ...operation('marketing/wheel', threeLanguages('实际中奖频率与公布概率的对比，附 95% 二项分布区间', 'Observed prize frequency against the published odds, with a 95 % binomial band', '實際中獎頻率與公布機率的對比，附 95% 二項分布區間'), oddsSchema) },
    },
    async (request, reply) => reply.ok(await area.wheels.distribution(request.query.id)),
  );
};
