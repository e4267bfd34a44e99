import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE, hasPermission } from '@ledgerdesk/shared';
import {
  PAYOUT_ENDPOINTS,
  PAYOUT_PERMISSIONS,
  SIMULATED_PROVIDER,
  payoutAttemptSchema,
  payoutCallbackAnswerSchema,
  payoutDispatchSchema,
  payoutStateQuerySchema,
  payoutStateSchema,
  payoutWithdrawalSchema,
} from '@ledgerdesk/shared/finance/payout';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { requireMemberInReach } from '../access/member-scope';
import type { AreaDeps } from '../area-deps';
import { WithdrawService } from '../finance/withdraw-service';
import { payoutQueueBinding } from './payout-queue-resource';
import { PayoutService } from './payout-service';
import { PayoutProviderRegistry } from './provider';
import { SimulatedPayoutProvider } from './simulated-provider';

const TAG = 'finance/payout';
const attemptsAnswer = z.array(payoutAttemptSchema);

/**
 * Third-party payout (issue 14, catalogue §3.6): the provider registry with the built-in simulated
 * provider, the operator actions (idempotent), the providers' webhook (public; the signature is
 * the credential), the queue of stale payouts and the reconciliation job.
 */
export const payoutRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const { db, config } = deps;
  const providers = new PayoutProviderRegistry();
  const callbackUrl = (code: string) => `${API_BASE}${PAYOUT_ENDPOINTS.callback}/${code}`;
  const simulated = new SimulatedPayoutProvider({
    secret: config.payoutSim.secret,
    webhookDelayMs: config.payoutSim.webhook ? 1000 : null,
    // Delivered to this instance's own route, through the whole request pipeline (signature check included).
    transport: async (headers, body) => {
      await app.inject({ method: 'POST', url: callbackUrl(SIMULATED_PROVIDER), headers, payload: body });
    },
  });
  providers.register(simulated);
  const withdrawals = new WithdrawService(db, config.withdrawDualApprovalAbove);
  const service = new PayoutService(db, providers, withdrawals);
  app.addHook('onClose', async () => simulated.close());

  await app.register(resourcePlugin, payoutQueueBinding(db));

  /** The withdrawal, refused (403) when its member is outside the caller's data scope. */
  const reach = async (request: FastifyRequest, withdrawId: number) => {
    const order = await withdrawals.get(withdrawId);
    await requireMemberInReach(db, request, order.memberId);
  };
  const operator = (request: FastifyRequest) => ({ userId: request.user!.userId, userName: request.user!.userName });

  app.get(
    PAYOUT_ENDPOINTS.state,
    {
      config: { access: { permission: PAYOUT_PERMISSIONS.list }, logOperation: false },
      schema: { querystring: payoutStateQuerySchema, ...operation(TAG, "A withdrawal's payout attempts, the providers, and which actions the caller may take now", payoutStateSchema) },
    },
    async (request, reply) => {
      await reach(request, request.query.withdrawId);
      const granted = request.user!.permissions;
      return reply.ok(await service.state(request.query.withdrawId, request.user!.userId, (p) => hasPermission(granted, PAYOUT_PERMISSIONS[p])));
    },
  );
  app.post(
    PAYOUT_ENDPOINTS.dispatch,
    {
      config: { access: { permission: PAYOUT_PERMISSIONS.dispatch }, idempotent: true, operation: { module: TAG, action: 'dispatch' } },
      schema: { body: payoutDispatchSchema, ...operation(TAG, 'Pay an APPROVED withdrawal through a provider (the payer may not be one of its approvers); answers its attempts', attemptsAnswer) },
    },
    async (request, reply) => {
      await reach(request, request.body.withdrawId);
      return reply.ok(await service.dispatch(request.body.withdrawId, request.body.providerCode, operator(request)));
    },
  );
  app.post(
    PAYOUT_ENDPOINTS.retry,
    {
      config: { access: { permission: PAYOUT_PERMISSIONS.retry }, idempotent: true, operation: { module: TAG, action: 'retry' } },
      schema: { body: payoutWithdrawalSchema, ...operation(TAG, 'A new attempt after a retryable failure (new number, new request id); never a fee to the member', attemptsAnswer) },
    },
    async (request, reply) => {
      await reach(request, request.body.withdrawId);
      return reply.ok(await service.retry(request.body.withdrawId, operator(request)));
    },
  );
  app.post(
    PAYOUT_ENDPOINTS.reconcile,
    {
      config: { access: { permission: PAYOUT_PERMISSIONS.reconcile }, idempotent: true, operation: { module: TAG, action: 'reconcile' } },
      schema: { body: payoutWithdrawalSchema, ...operation(TAG, "Ask the provider about the open attempt and apply its answer; what it cannot say stays UNKNOWN", attemptsAnswer) },
    },
    async (request, reply) => {
      await reach(request, request.body.withdrawId);
      return reply.ok(await service.reconcile(request.body.withdrawId, operator(request)));
    },
  );

  // The webhook reads its body as the provider signed it: JSON parsing would change the bytes.
  await app.register(async (webhook: FastifyInstance) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      `${PAYOUT_ENDPOINTS.callback}/:provider`,
      {
        config: { access: 'public', logOperation: false },
        schema: {
          params: z.object({ provider: z.string().max(64) }),
          ...operation(TAG, "A provider's signed payout result (HMAC over timestamp and raw body; refused when stale or replayed; every receipt stored)", payoutCallbackAnswerSchema),
        },
      },
      async (request, reply) => {
        const { provider } = request.params as { provider: string };
        const raw = typeof request.body === 'string' ? request.body : '';
        return reply.ok(await service.receive(provider, request.headers, raw));
      },
    );
  });

  deps.jobs.register({
    name: 'payout-reconcile',
    title: { 'zh-cn': '对账未回调的出款', en: 'Reconcile unanswered payouts', 'zh-tw': '對帳未回呼的出款' },
    description: {
      'zh-cn': '向出款渠道查询超过 olderThanMinutes 分钟仍为已发送或已受理的出款；仍无结果的变为未知',
      en: 'SENT or ACKED payout attempts older than olderThanMinutes minutes are queried at their provider; unresolved ones become UNKNOWN',
      'zh-tw': '向出款通道查詢超過 olderThanMinutes 分鐘仍為已送出或已受理的出款；仍無結果的變為未知',
    },
    params: z.strictObject({ olderThanMinutes: z.number().int().min(1).max(24 * 60).default(10) }),
    run: async (params, context) => {
      const { checked, settled } = await service.reconcileStale(params.olderThanMinutes, context.signal);
      return {
        'zh-cn': `查询 ${checked} 笔出款，已了结 ${settled} 笔`,
        en: `queried ${checked} payout attempts, settled ${settled}`,
        'zh-tw': `查詢 ${checked} 筆出款，已了結 ${settled} 筆`,
      };
    },
    builtIn: { jobName: 'payout-reconcile', cron: '0 */5 * * * *', params: { olderThanMinutes: 10 } },
  });
};
