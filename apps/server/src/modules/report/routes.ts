import { and, gte, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instantInputSchema, normalizeDecimal } from '@ledgerdesk/shared';
import { REPORT_ENDPOINTS as E } from '@ledgerdesk/shared/report';
import { SWAP_PAIR_APPROVAL_KIND, SWAP_PAIR_APPROVE_PERMISSION } from '@ledgerdesk/shared/resources/report/swap-pair';
import { swapOrders } from '../../db/schema';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { memberRowsInReach, requestReach } from '../access/data-scope';
import type { AreaDeps } from '../area-deps';
import { requireBusinessDate } from '../../lib/business-day';
import { isRealMember } from '../../lib/real-members';
import { DailyCloseService } from './daily-close';
import { registerReportJobs } from './report-jobs';
import { swapOrderBinding, teamBinding, transferBinding } from './read-resources';
import { statementSeries } from './statement-series';
import { applyReopen, REOPEN_APPROVER_PERMISSION, REOPEN_KIND, statementBinding, statementLines } from './statement-resource';
import { applyRateChange, swapPairBinding } from './swap-pair-resource';
import { NOTHING_WAITS } from '../../lib/four-eyes';
import { threeLanguages } from '../../lib/text-per-language';

const lineSchema = z.object({ line: z.string(), amount: z.string(), count: z.number() });
const pointSchema = z.object({
  currency: z.string(),
  businessDate: z.string(),
  status: z.string(),
  opening: z.string(),
  credits: z.string(),
  debits: z.string(),
  closing: z.string(),
  difference: z.string(),
  checkedAt: z.string().nullable(),
});
const pairTotalSchema = z.object({
  fromCode: z.string(),
  toCode: z.string(),
  count: z.number(),
  fromAmount: z.string(),
  toAmount: z.string(),
  fee: z.string(),
  maxSpread: z.string(),
});
// Bounded to the years PostgreSQL and ISO text share (1–9999): 10000-01-01 or year 0 would reach the
// database and fail there.
const optionalInstant = instantInputSchema.optional();

/**
 * Reports (catalogue §10): the daily statement with its close job and reconciliation check, team
 * profit with the referral commission sweep and nightly aggregation, money flash logs with their
 * pair configuration (four-eyes on fee and spread), transfer logs.
 */
export const reportRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const { db } = deps;
  const timeZone = deps.config.jobs.timezone;
  const closes = new DailyCloseService(db, timeZone);

  deps.approvalKinds.register({
    kind: REOPEN_KIND,
    title: { 'zh-cn': '重开每日报表', en: 'Reopen a daily statement', 'zh-tw': '重開每日報表' },
    permission: REOPEN_APPROVER_PERMISSION,
    onReject: NOTHING_WAITS, // the day stays CLOSED until approved
    apply: applyReopen,
  });
  deps.approvalKinds.register({
    kind: SWAP_PAIR_APPROVAL_KIND,
    title: { 'zh-cn': '闪兑费率与价差', en: 'Swap fee and spread', 'zh-tw': '閃兌費率與價差' },
    permission: SWAP_PAIR_APPROVE_PERMISSION,
    onReject: NOTHING_WAITS, // the pair keeps its rates until approved
    apply: applyRateChange,
  });
  registerReportJobs(deps, closes);

  await app.register(resourcePlugin, statementBinding(db, closes, deps.approvals));
  await app.register(resourcePlugin, teamBinding(db, timeZone));
  await app.register(resourcePlugin, swapOrderBinding(db));
  await app.register(resourcePlugin, swapPairBinding(db, deps.approvals));
  await app.register(resourcePlugin, transferBinding(db));

  app.get(
    E.statementLines,
    {
      config: { access: { permission: 'report/daily-statement/list' } },
      schema: {
        querystring: z.object({ currency: z.string().min(1).max(20), businessDate: z.string().max(10) }),
        ...operation('report/daily-statement', threeLanguages('某币种某业务日的对账明细', "One currency's statement lines of one business day", '某幣種某營業日的對帳明細'), z.object({ list: z.array(lineSchema) })),
      },
    },
    async (request, reply) => reply.ok({ list: await statementLines(db, request.query.currency, requireBusinessDate(request.query.businessDate)) }),
  );

  app.get(
    E.statementSeries,
    {
      config: { access: { permission: 'report/daily-statement/list' } },
      schema: {
        querystring: z.object({ days: z.coerce.number().int().min(1).max(366).optional() }),
        ...operation('report/daily-statement', threeLanguages('按币种和日期的期初、收入、支出和期末，供图表使用', 'Opening, credits, debits and closing per currency and day, for the chart', '依幣種和日期的期初、收入、支出和期末，供圖表使用'), z.object({ list: z.array(pointSchema) })),
      },
    },
    async (request, reply) => reply.ok({ list: await statementSeries(db, request.query.days ?? 30) }),
  );

  app.get(
    E.swapTotals,
    {
      config: { access: { permission: 'report/swap/list' } },
      schema: {
        querystring: z.object({ createdAtFrom: optionalInstant, createdAtTo: optionalInstant }),
        ...operation('report/swap', threeLanguages('按交易对统计已成交闪兑（不含测试账号）：笔数、金额、手续费及最大价差', 'Filled swaps per pair, test accounts left out: count, amounts, fees and the largest spread applied', '依交易對統計已成交閃兌（不含測試帳號）：筆數、金額、手續費及最大價差'), z.object({ list: z.array(pairTotalSchema) })),
      },
    },
    async (request, reply) => {
      const { createdAtFrom, createdAtTo } = request.query;
      const rows = await db
        .select({
          fromCode: swapOrders.fromCode,
          toCode: swapOrders.toCode,
          count: sql<number>`count(*)::int`,
          fromAmount: sql<string>`sum(${swapOrders.fromAmount})::text`,
          toAmount: sql<string>`sum(${swapOrders.toAmount})::text`,
          fee: sql<string>`sum(${swapOrders.fee})::text`,
          maxSpread: sql<string>`max(${swapOrders.spreadRate})::text`,
        })
        .from(swapOrders)
        .where(
          and(
            sql`${swapOrders.status} = 'FILLED'`,
            // A report's figure: test accounts are left out, as the daily statement's FEE:SWAP leaves them.
            isRealMember(swapOrders.memberId),
            createdAtFrom ? gte(swapOrders.createdAt, new Date(createdAtFrom)) : undefined,
            createdAtTo ? lte(swapOrders.createdAt, new Date(createdAtTo)) : undefined,
            memberRowsInReach(db, await requestReach(db, request), swapOrders.memberId),
          ),
        )
        .groupBy(swapOrders.fromCode, swapOrders.toCode)
        .orderBy(swapOrders.fromCode, swapOrders.toCode);
      return reply.ok({
        list: rows.map((r) => ({
          ...r,
          count: Number(r.count),
          fromAmount: normalizeDecimal(r.fromAmount),
          toAmount: normalizeDecimal(r.toAmount),
          fee: normalizeDecimal(r.fee),
          maxSpread: normalizeDecimal(r.maxSpread),
        })),
      });
    },
  );
};
