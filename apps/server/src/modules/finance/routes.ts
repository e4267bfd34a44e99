import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSchema,
  FINANCE_ENDPOINTS as E,
  idQuerySchema,
  moneyLogListQuerySchema,
  PERMISSIONS as P,
  pendingCountsRequestSchema,
  rechargeAddSchema,
  rechargeEditSchema,
  rechargeListQuerySchema,
  rechargeReviewSchema,
  withdrawAddSchema,
  withdrawListQuerySchema,
  withdrawPayoutSchema,
  withdrawReviewSchema,
} from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { sendWorkbook } from '../../lib/excel-export';
import { MONEY_LOG_EXPORT_COLUMNS, RECHARGE_EXPORT_COLUMNS, WITHDRAW_EXPORT_COLUMNS } from './export-columns';
import { MoneyLogService } from './money-log-service';
import { PendingService } from './pending-service';
import { RechargeService } from './recharge-service';
import { operatorOf } from '../../plugins/access';
import { WithdrawService } from './withdraw-service';

const can = (permission: string) => ({ access: { permission } });
/** POST calls that only read (lists, counts) stay out of the operation log. */
const canRead = (permission: string) => ({ access: { permission }, logOperation: false });

export interface FinanceRoutesOptions {
  db: Db;
  withdrawDualApprovalAbove: string;
}

/** Recharge, withdrawal, money log, pending counts and the to-do summary (README.md beside this file). */
export const financeRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, opts) => {
  const recharges = new RechargeService(opts.db);
  const withdrawals = new WithdrawService(opts.db, opts.withdrawDualApprovalAbove);
  const moneyLog = new MoneyLogService(opts.db);
  const pending = new PendingService(opts.db);

  /* ---------- recharge ---------- */
  app.post(E.rechargeList, { config: canRead(P.rechargeList), schema: { body: rechargeListQuerySchema } }, async (req, reply) =>
    reply.ok(await recharges.list(req.body)),
  );
  app.get(E.rechargeGet, { config: can(P.rechargeList), schema: { querystring: idQuerySchema } }, async (req, reply) =>
    reply.ok(await recharges.get(req.query.id)),
  );
  app.post(E.rechargeAdd, { config: can(P.rechargeAdd), schema: { body: rechargeAddSchema } }, async (req, reply) =>
    reply.ok(await recharges.add(req.body, operatorOf(req))),
  );
  app.put(E.rechargeEdit, { config: can(P.rechargeEdit), schema: { body: rechargeEditSchema } }, async (req, reply) =>
    reply.ok(await recharges.edit(req.body, operatorOf(req))),
  );
  app.post(E.rechargeReview, { config: can(P.rechargeReview), schema: { body: rechargeReviewSchema } }, async (req, reply) =>
    reply.ok(await recharges.review(req.body, operatorOf(req))),
  );
  app.post(E.rechargeCancel, { config: can(P.rechargeEdit), schema: { body: cancelSchema } }, async (req, reply) =>
    reply.ok(await recharges.cancel(req.body, operatorOf(req))),
  );
  // Exports are logged like changes: who took which data out is worth knowing.
  app.post(E.rechargeExport, { config: can(P.rechargeExport), schema: { body: rechargeListQuerySchema } }, async (req, reply) =>
    sendWorkbook(reply, {
      fileName: 'recharge-orders',
      sheetName: 'Recharge orders',
      columns: RECHARGE_EXPORT_COLUMNS,
      page: (limit, offset) => recharges.rows(req.body, limit, offset),
      filters: req.body,
    }),
  );

  /* ---------- withdrawal ---------- */
  app.post(E.withdrawList, { config: canRead(P.withdrawList), schema: { body: withdrawListQuerySchema } }, async (req, reply) =>
    reply.ok(await withdrawals.list(req.body)),
  );
  app.get(E.withdrawGet, { config: can(P.withdrawList), schema: { querystring: idQuerySchema } }, async (req, reply) =>
    reply.ok(await withdrawals.get(req.query.id)),
  );
  app.post(E.withdrawAdd, { config: can(P.withdrawAdd), schema: { body: withdrawAddSchema } }, async (req, reply) =>
    reply.ok(await withdrawals.request(req.body, operatorOf(req))),
  );
  app.post(E.withdrawReview, { config: can(P.withdrawReview), schema: { body: withdrawReviewSchema } }, async (req, reply) =>
    reply.ok(await withdrawals.review(req.body, operatorOf(req))),
  );
  app.post(E.withdrawPayout, { config: can(P.withdrawPayout), schema: { body: withdrawPayoutSchema } }, async (req, reply) =>
    reply.ok(await withdrawals.payout(req.body, operatorOf(req))),
  );
  app.post(E.withdrawExport, { config: can(P.withdrawExport), schema: { body: withdrawListQuerySchema } }, async (req, reply) =>
    sendWorkbook(reply, {
      fileName: 'withdrawal-orders',
      sheetName: 'Withdrawal orders',
      columns: WITHDRAW_EXPORT_COLUMNS,
      page: (limit, offset) => withdrawals.rows(req.body, limit, offset),
      filters: req.body,
    }),
  );

  /* ---------- money log and currencies ---------- */
  app.post(E.moneyLogList, { config: canRead(P.moneyLogList), schema: { body: moneyLogListQuerySchema } }, async (req, reply) =>
    reply.ok(await moneyLog.list(req.body)),
  );
  app.post(E.moneyLogExport, { config: can(P.moneyLogExport), schema: { body: moneyLogListQuerySchema } }, async (req, reply) =>
    sendWorkbook(reply, {
      fileName: 'money-log',
      sheetName: 'Money log',
      columns: MONEY_LOG_EXPORT_COLUMNS,
      page: (limit, offset) => moneyLog.rows(req.body, limit, offset),
      filters: req.body,
    }),
  );
  // Currency codes fill filter selects on several pages; they are not sensitive.
  app.get(E.currencyList, { config: { access: 'authenticated' } }, async (_req, reply) => reply.ok({ list: await moneyLog.currencies() }));

  /* ---------- what waits ---------- */
  app.post(E.pendingCounts, { config: canRead(P.pendingCount), schema: { body: pendingCountsRequestSchema } }, async (_req, reply) =>
    reply.ok(await pending.counts()),
  );
  app.get(E.todoSummary, { config: can(P.todoSummary) }, async (_req, reply) => reply.ok(await pending.summary()));
};
