import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelSchema,
  currencySchema,
  FINANCE_ENDPOINTS as E,
  idQuerySchema,
  pageResultOf,
  PERMISSIONS as P,
  pendingCountsRequestSchema,
  pendingCountsSchema,
  rechargeAddSchema,
  rechargeEditSchema,
  rechargeListQuerySchema,
  rechargeOrderSchema,
  rechargeReviewSchema,
  todoSummarySchema,
  withdrawAddSchema,
  withdrawListQuerySchema,
  withdrawOrderSchema,
  withdrawPayoutSchema,
  withdrawReviewSchema,
} from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { sendWorkbook } from '../../lib/excel-export';
import { resourcePlugin } from '../../resource';
import { RECHARGE_EXPORT_COLUMNS, WITHDRAW_EXPORT_COLUMNS } from './export-columns';
import { listCurrencies } from './lookups';
import { moneyLogBinding } from './money-log-resource';
import { PendingService } from './pending-service';
import { RechargeService } from './recharge-service';
import { operatorOf } from '../../plugins/access';
import { fileOperation, operation, XLSX_MEDIA_TYPE } from '../../plugins/openapi';
import { WithdrawService } from './withdraw-service';

const can = (permission: string) => ({ access: { permission } });
/** POST calls that only read (lists, counts) stay out of the operation log. */
const canRead = (permission: string) => ({ access: { permission }, logOperation: false });

const recharge = (summary: string, data: z.ZodType = rechargeOrderSchema) => operation('finance/recharge', summary, data);
const withdrawal = (summary: string, data: z.ZodType = withdrawOrderSchema) => operation('finance/withdraw', summary, data);
const workbook = (tag: string, what: string) => fileOperation(tag, `Excel workbook of the filtered ${what} (at most EXPORT_MAX_ROWS rows)`, XLSX_MEDIA_TYPE);

export interface FinanceRoutesOptions {
  db: Db;
  withdrawDualApprovalAbove: string;
}

/** Recharge, withdrawal, money log, pending counts and the to-do summary (README.md beside this file). */
export const financeRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, opts) => {
  const recharges = new RechargeService(opts.db);
  const withdrawals = new WithdrawService(opts.db, opts.withdrawDualApprovalAbove);
  const pending = new PendingService(opts.db);

  /* ---------- recharge ---------- */
  app.post(E.rechargeList, { config: canRead(P.rechargeList), schema: { body: rechargeListQuerySchema, ...recharge('List recharge orders (filters, sort, paging)', pageResultOf(rechargeOrderSchema)) } }, async (req, reply) =>
    reply.ok(await recharges.list(req.body)),
  );
  app.get(E.rechargeGet, { config: can(P.rechargeList), schema: { querystring: idQuerySchema, ...recharge('One recharge order') } }, async (req, reply) =>
    reply.ok(await recharges.get(req.query.id)),
  );
  app.post(E.rechargeAdd, { config: can(P.rechargeAdd), schema: { body: rechargeAddSchema, ...recharge("Enter a recharge order on a member's behalf (PENDING)") } }, async (req, reply) =>
    reply.ok(await recharges.add(req.body, operatorOf(req))),
  );
  app.put(E.rechargeEdit, { config: can(P.rechargeEdit), schema: { body: rechargeEditSchema, ...recharge('Edit a pending recharge order (optimistic: a stale version answers 409)') } }, async (req, reply) =>
    reply.ok(await recharges.edit(req.body, operatorOf(req))),
  );
  app.post(E.rechargeReview, { config: can(P.rechargeReview), schema: { body: rechargeReviewSchema, ...recharge('Approve (credits the wallet) or reject a pending recharge order') } }, async (req, reply) =>
    reply.ok(await recharges.review(req.body, operatorOf(req))),
  );
  app.post(E.rechargeCancel, { config: can(P.rechargeEdit), schema: { body: cancelSchema, ...recharge('Cancel a pending recharge order, with a reason') } }, async (req, reply) =>
    reply.ok(await recharges.cancel(req.body, operatorOf(req))),
  );
  // Exports are logged like changes: who took which data out is worth knowing.
  app.post(E.rechargeExport, { config: can(P.rechargeExport), schema: { body: rechargeListQuerySchema, ...workbook('finance/recharge', 'recharge orders') } }, async (req, reply) =>
    sendWorkbook(reply, {
      fileName: 'recharge-orders',
      sheetName: 'Recharge orders',
      columns: RECHARGE_EXPORT_COLUMNS,
      page: (limit, offset) => recharges.rows(req.body, limit, offset),
      filters: req.body,
    }),
  );

  /* ---------- withdrawal ---------- */
  app.post(E.withdrawList, { config: canRead(P.withdrawList), schema: { body: withdrawListQuerySchema, ...withdrawal('List withdrawal orders (filters, sort, paging)', pageResultOf(withdrawOrderSchema)) } }, async (req, reply) =>
    reply.ok(await withdrawals.list(req.body)),
  );
  app.get(E.withdrawGet, { config: can(P.withdrawList), schema: { querystring: idQuerySchema, ...withdrawal('One withdrawal order') } }, async (req, reply) =>
    reply.ok(await withdrawals.get(req.query.id)),
  );
  app.post(E.withdrawAdd, { config: can(P.withdrawAdd), schema: { body: withdrawAddSchema, ...withdrawal("Request a withdrawal on a member's behalf (freezes the gross amount)") } }, async (req, reply) =>
    reply.ok(await withdrawals.request(req.body, operatorOf(req))),
  );
  app.post(E.withdrawReview, { config: can(P.withdrawReview), schema: { body: withdrawReviewSchema, ...withdrawal('Approve (first or second review) or reject a withdrawal') } }, async (req, reply) =>
    reply.ok(await withdrawals.review(req.body, operatorOf(req))),
  );
  app.post(E.withdrawPayout, { config: can(P.withdrawPayout), schema: { body: withdrawPayoutSchema, ...withdrawal('Payout of an approved withdrawal: start, complete or fail') } }, async (req, reply) =>
    reply.ok(await withdrawals.payout(req.body, operatorOf(req))),
  );
  app.post(E.withdrawExport, { config: can(P.withdrawExport), schema: { body: withdrawListQuerySchema, ...workbook('finance/withdraw', 'withdrawal orders') } }, async (req, reply) =>
    sendWorkbook(reply, {
      fileName: 'withdrawal-orders',
      sheetName: 'Withdrawal orders',
      columns: WITHDRAW_EXPORT_COLUMNS,
      page: (limit, offset) => withdrawals.rows(req.body, limit, offset),
      filters: req.body,
    }),
  );

  /* ---------- money log and currencies ---------- */
  await app.register(resourcePlugin, moneyLogBinding());
  // Currency codes fill filter selects on several pages; they are not sensitive.
  const currencyDoc = operation('finance/currency', 'Every currency with its display scale and withdrawal fee rule', z.object({ list: z.array(currencySchema) }));
  app.get(E.currencyList, { config: { access: 'authenticated' }, schema: currencyDoc }, async (_req, reply) => reply.ok({ list: await listCurrencies(opts.db) }));

  /* ---------- what waits ---------- */
  app.post(E.pendingCounts, { config: canRead(P.pendingCount), schema: { body: pendingCountsRequestSchema, ...operation('finance/pending', 'What waits for review: recharge, withdrawal and real-name counts (the 10 s poll)', pendingCountsSchema) } }, async (_req, reply) =>
    reply.ok(await pending.counts()),
  );
  const summaryDoc = operation('finance/summary', "The home page's to-do: counts, the oldest waiting item of each kind, today's totals", todoSummarySchema);
  app.get(E.todoSummary, { config: can(P.todoSummary), schema: summaryDoc }, async (_req, reply) => reply.ok(await pending.summary()));
};
