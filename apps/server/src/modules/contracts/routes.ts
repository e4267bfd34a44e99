import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceIdSchema } from '@ledgerdesk/shared';
import { SETTLEMENT_AUDIT_ENDPOINTS } from '@ledgerdesk/shared/resources/contracts/settlement-audit';
import { fileOperation, operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { requestReach } from '../access/data-scope';
import type { AreaDeps } from '../area-deps';
import { contractsArea, registerContractApprovalKinds } from './area';
import { deliverySettleJob, indexIngestJob, settlementVerifyJob, termApplyJob } from './jobs';
import {
  deliveryCycleBinding,
  deliveryOrderBinding,
  indexSourceBinding,
  productBinding,
  settlementAuditBinding,
  settlementCheckBinding,
  termChangeBinding,
  testFaucetBinding,
  testMemberBinding,
} from './resources';
import { auditLookup, evidenceCsv } from './settlement-audit';
import { threeLanguages } from '../../lib/text-per-language';

/** A time the samples could hold: ISO 8601 with an offset, between 1970 and 9999 (the column's range, no year 0). */
const auditTime = z.iso.datetime({ offset: true }).refine((v) => {
  const year = new Date(v).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, 'must be a time between 1970 and 9999');
const lookupQuery = z.object({ productId: resourceIdSchema, at: auditTime });
const auditAnswer = z.object({
  product: z.object({ id: z.number(), symbol: z.string() }),
  source: z.record(z.string(), z.unknown()).nullable().optional(),
  sample: z.record(z.string(), z.unknown()).nullable().optional(),
  orders: z.array(z.record(z.string(), z.unknown())),
});

/**
 * Contracts (catalogue §5.1–5.4, §5.7): index sources and their DEMO feed, product and test product
 * contracts, test members and the faucet, delivery cycles and orders, scheduled term changes, and
 * the settlement audit with its look-up, evidence export and nightly verification. Perpetual
 * entrusts, positions and deals are the contract-trading area's.
 */
export const contractsRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = contractsArea(deps.db, deps.approvals);
  registerContractApprovalKinds(deps.approvalKinds, area);
  deps.jobs.register(indexIngestJob(deps.db, area.feeds));
  deps.jobs.register(deliverySettleJob(area.delivery));
  deps.jobs.register(termApplyJob(area.terms));
  deps.jobs.register(settlementVerifyJob(deps.db));

  await app.register(resourcePlugin, indexSourceBinding(area));
  await app.register(resourcePlugin, productBinding(deps.db, area, false));
  await app.register(resourcePlugin, productBinding(deps.db, area, true));
  await app.register(resourcePlugin, testMemberBinding(deps.db));
  await app.register(resourcePlugin, testFaucetBinding(deps.db, area));
  await app.register(resourcePlugin, deliveryCycleBinding(deps.db, area));
  await app.register(resourcePlugin, deliveryOrderBinding(deps.db, area));
  await app.register(resourcePlugin, termChangeBinding());
  await app.register(resourcePlugin, settlementAuditBinding());
  await app.register(resourcePlugin, settlementCheckBinding());

  app.get(
    SETTLEMENT_AUDIT_ENDPOINTS.lookup,
    {
      config: { access: { permission: 'contract/settlement-audit/list' }, logOperation: false },
      schema: { querystring: lookupQuery, ...operation('contract/settlement-audit', threeLanguages('某产品在某时刻生效的价格样本、其计算方法与来源交易所，以及使用它的全部订单', 'The sample in force for a product at a time, its method and venues, and every order that used it', '某產品在某時刻生效的價格樣本、其計算方法與來源交易所，以及使用它的全部訂單'), auditAnswer) },
    },
    async (request, reply) => reply.ok(await auditLookup(deps.db, await requestReach(deps.db, request), request.query.productId, new Date(request.query.at))),
  );

  // POST, as every export is: the console's download helper sends the filters as the body.
  app.post(
    SETTLEMENT_AUDIT_ENDPOINTS.evidence,
    {
      config: { access: { permission: 'contract/settlement-audit/export' } },
      schema: { body: lookupQuery, ...fileOperation('contract/settlement-audit', threeLanguages('同一查询导出为带链式哈希的 CSV 证据', 'The same look-up as CSV evidence with the chain hashes', '同一查詢匯出為帶鏈式雜湊的 CSV 證據'), 'text/csv') },
    },
    async (request, reply) => {
      const answer = await auditLookup(deps.db, await requestReach(deps.db, request), request.body.productId, new Date(request.body.at));
      const name = `settlement-evidence-${answer.product.symbol}-${request.body.at.replace(/[^0-9TZ]/g, '')}.csv`;
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(`\uFEFF${evidenceCsv(answer)}`);
    },
  );
};
