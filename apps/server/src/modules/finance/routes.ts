import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currencySchema,
  idSchema,
  FINANCE_ENDPOINTS as E,
  PERMISSIONS as P,
  pendingCountsRequestSchema,
  pendingCountsSchema,
  rechargeChannelChecksSchema,
  rechargeChannelOptionSchema,
  todoSummarySchema,
} from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { resourcePlugin } from '../../resource';
import { fileOperation, operation, titleApiGroup } from '../../plugins/openapi';
import { sendRestrictedImage, type StoredFiles } from '../../lib/restricted-image';
import { requestReach } from '../access/data-scope';
import { listCurrencies } from './lookups';
import { moneyLogBinding } from './money-log-resource';
import { PendingService } from './pending-service';
import { rechargeBinding } from './recharge-resource';
import { rechargeReleaseApproval } from './recharge-compliance';
import { listRechargeChannels } from './recharge-channels';
import { rechargeChannelChecks } from './recharge-channel-checks';
import { rechargeVoucher } from './recharge-voucher';
import type { AreaDeps } from '../area-deps';
import { withdrawBinding } from './withdraw-resource';
import { threeLanguages } from '../../lib/text-per-language';

export interface FinanceRoutesOptions {
  db: Db;
  withdrawDualApprovalAbove: string;
  rechargeDualApprovalAbove: string;
  /** Four-eyes requests: releasing a recharge credited frozen (recharge-compliance.ts). */
  approvals: AreaDeps['approvals'];
  approvalKinds: AreaDeps['approvalKinds'];
  /** The business day's time zone (JOBS_TIMEZONE): the to-do summary's "today" is the daily statement's. */
  timeZone: string;
  /** The upload store: a recharge's payment voucher is a restricted file of it. */
  files: StoredFiles;
}

/**
 * Recharge, withdrawal and the money log on the resource engine (their reviews and payouts are
 * actions handled by the hand-written services), plus currencies, pending counts and the to-do
 * summary (README.md beside this file). Every list, action and count is limited to the members
 * the caller's roles reach (modules/access).
 */
export const financeRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, opts) => {
  titleApiGroup(app, 'finance/currency', threeLanguages('币种', 'Currencies', '幣種'));
  titleApiGroup(app, 'finance/pending', threeLanguages('待审核数量', 'Pending reviews', '待審核數量'));
  titleApiGroup(app, 'finance/summary', threeLanguages('首页待办', 'Home to-do', '首頁待辦'));
  const pending = new PendingService(opts.db, opts.timeZone);

  opts.approvalKinds.register(rechargeReleaseApproval);
  await app.register(resourcePlugin, rechargeBinding(opts.db, opts.rechargeDualApprovalAbove, opts.approvals));
  await app.register(resourcePlugin, withdrawBinding(opts.db, opts.withdrawDualApprovalAbove));
  await app.register(resourcePlugin, moneyLogBinding(opts.db));

  // Currency codes fill filter selects on several pages; they are not sensitive.
  const currencyDoc = operation('finance/currency', threeLanguages('全部币种及其显示精度和提现手续费规则', 'Every currency with its display scale and withdrawal fee rule', '全部幣種及其顯示精度和提領手續費規則'), z.object({ list: z.array(currencySchema) }));
  app.get(E.currencyList, { config: { access: 'authenticated' }, schema: currencyDoc }, async (_req, reply) => reply.ok({ list: await listCurrencies(opts.db) }));

  // The channels an order is entered with: whoever lists recharges may see them (names, currency; no account).
  const channelDoc = operation('finance/recharge', threeLanguages('订单可选的充值通道，含币种和名称', 'The recharge channels an order can name, with their currency and names', '訂單可選的儲值通道，含幣種和名稱'), z.object({ list: z.array(rechargeChannelOptionSchema) }));
  app.get(E.rechargeChannelList, { config: { access: { permission: P.rechargeList } }, schema: channelDoc }, async (_req, reply) => reply.ok({ list: await listRechargeChannels(opts.db) }));

  // Asked when a review opens, not with every list row: a page of orders stays one statement.
  const checksDoc = operation(
    'finance/recharge',
    threeLanguages('订单与其充值通道规则的核对：金额上下限、交易哈希、付款凭证、实名等级、每日笔数、手续费', "An order against its channel's rules: amount limits, payment reference, payment voucher, real-name level, daily count, fee", '訂單與其儲值通道規則的核對：金額上下限、交易雜湊、付款憑證、實名等級、每日筆數、手續費'),
    rechargeChannelChecksSchema,
  );
  app.get(
    E.rechargeChannelChecks,
    { config: { access: { permission: P.rechargeReview } }, schema: { querystring: z.object({ id: idSchema }), ...checksDoc } },
    async (request, reply) => reply.ok(await rechargeChannelChecks(opts.db, await requestReach(opts.db, request), request.query.id, opts.timeZone)),
  );

  // The receipt the member sent with the order, for whoever may review it; each look is recorded.
  app.get(
    E.rechargeVoucher,
    {
      config: { access: { permission: P.rechargeReview }, logOperation: true },
      schema: {
        querystring: z.object({ id: idSchema }),
        ...fileOperation('finance/recharge', threeLanguages('充值订单的付款凭证图片', "A recharge order's payment voucher, as an image", '儲值訂單的付款憑證圖片'), 'image/*'),
      },
    },
    async (request, reply) => sendRestrictedImage(reply, await rechargeVoucher(opts.db, opts.files, await requestReach(opts.db, request), request.query.id)),
  );

  /* ---------- what waits ---------- */
  // A POST that only reads: out of the operation log (it is the 10 s poll).
  app.post(
    E.pendingCounts,
    {
      config: { access: { permission: P.pendingCount }, logOperation: false },
      schema: { body: pendingCountsRequestSchema, ...operation('finance/pending', threeLanguages('待审核数量：充值、提现和实名认证（每 10 秒轮询）', 'What waits for review: recharge, withdrawal and real-name counts (the 10 s poll)', '待審核數量：儲值、提領和實名認證（每 10 秒輪詢）'), pendingCountsSchema) },
    },
    async (request, reply) => reply.ok(await pending.counts(await requestReach(opts.db, request))),
  );
  const summaryDoc = operation('finance/summary', threeLanguages('首页待办：各类数量、每类最早的待办项、今日合计', "The home page's to-do: counts, the oldest waiting item of each kind, today's totals", '首頁待辦：各類數量、每類最早的待辦項、今日合計'), todoSummarySchema);
  app.get(E.todoSummary, { config: { access: { permission: P.todoSummary } }, schema: summaryDoc }, async (request, reply) =>
    reply.ok(await pending.summary(await requestReach(opts.db, request))),
  );
};
