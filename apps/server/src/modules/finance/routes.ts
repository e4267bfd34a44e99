import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currencySchema,
  FINANCE_ENDPOINTS as E,
  PERMISSIONS as P,
  pendingCountsRequestSchema,
  pendingCountsSchema,
  rechargeChannelOptionSchema,
  todoSummarySchema,
} from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { resourcePlugin } from '../../resource';
import { operation } from '../../plugins/openapi';
import { requestReach } from '../access/data-scope';
import { listCurrencies } from './lookups';
import { moneyLogBinding } from './money-log-resource';
import { PendingService } from './pending-service';
import { rechargeBinding } from './recharge-resource';
import { rechargeReleaseApproval } from './recharge-compliance';
import { listRechargeChannels } from './recharge-channels';
import type { AreaDeps } from '../area-deps';
import { withdrawBinding } from './withdraw-resource';

export interface FinanceRoutesOptions {
  db: Db;
  withdrawDualApprovalAbove: string;
  rechargeDualApprovalAbove: string;
  /** Four-eyes requests: releasing a recharge credited frozen (recharge-compliance.ts). */
  approvals: AreaDeps['approvals'];
  approvalKinds: AreaDeps['approvalKinds'];
}

/**
 * Recharge, withdrawal and the money log on the resource engine (their reviews and payouts are
 * actions handled by the hand-written services), plus currencies, pending counts and the to-do
 * summary (README.md beside this file). Every list, action and count is limited to the members
 * the caller's roles reach (modules/access).
 */
export const financeRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, opts) => {
  const pending = new PendingService(opts.db);

  opts.approvalKinds.register(rechargeReleaseApproval);
  await app.register(resourcePlugin, rechargeBinding(opts.db, opts.rechargeDualApprovalAbove, opts.approvals));
  await app.register(resourcePlugin, withdrawBinding(opts.db, opts.withdrawDualApprovalAbove));
  await app.register(resourcePlugin, moneyLogBinding(opts.db));

  // Currency codes fill filter selects on several pages; they are not sensitive.
  const currencyDoc = operation('finance/currency', 'Every currency with its display scale and withdrawal fee rule', z.object({ list: z.array(currencySchema) }));
  app.get(E.currencyList, { config: { access: 'authenticated' }, schema: currencyDoc }, async (_req, reply) => reply.ok({ list: await listCurrencies(opts.db) }));

  // The channels an order is entered with: whoever lists recharges may see them (names, currency; no account).
  const channelDoc = operation('finance/recharge', 'The recharge channels an order can name, with their currency and names', z.object({ list: z.array(rechargeChannelOptionSchema) }));
  app.get(E.rechargeChannelList, { config: { access: { permission: P.rechargeList } }, schema: channelDoc }, async (_req, reply) => reply.ok({ list: await listRechargeChannels(opts.db) }));

  /* ---------- what waits ---------- */
  // A POST that only reads: out of the operation log (it is the 10 s poll).
  app.post(
    E.pendingCounts,
    {
      config: { access: { permission: P.pendingCount }, logOperation: false },
      schema: { body: pendingCountsRequestSchema, ...operation('finance/pending', 'What waits for review: recharge, withdrawal and real-name counts (the 10 s poll)', pendingCountsSchema) },
    },
    async (request, reply) => reply.ok(await pending.counts(await requestReach(opts.db, request))),
  );
  const summaryDoc = operation('finance/summary', "The home page's to-do: counts, the oldest waiting item of each kind, today's totals", todoSummarySchema);
  app.get(E.todoSummary, { config: { access: { permission: P.todoSummary } }, schema: summaryDoc }, async (request, reply) =>
    reply.ok(await pending.summary(await requestReach(opts.db, request))),
  );
};
