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
import { threeLanguages } from '../../lib/text-per-language';

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
      schema: { querystring: payoutStateQuerySchema, ...operation(TAG, threeLanguages('提现的出款尝试、出款通道，以及调用者当前可执行的操作', "A withdrawal's payout attempts, the providers, and which actions the caller may take now", '提領的出款嘗試、出款通道，以及呼叫者目前可執行的操作'), payoutStateSchema) },
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
      schema: { body: payoutDispatchSchema, ...operation(TAG, threeLanguages('通过出款通道支付已审核通过的提现（出款人不能是其审核人）；返回出款尝试', 'Pay an APPROVED withdrawal through a provider (the payer may not be one of its approvers); answers its attempts', '透過出款通道支付已審核通過的提領（出款人不能是其審核人）；回傳出款嘗試'), attemptsAnswer) },
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
      schema: { body: payoutWithdrawalSchema, ...operation(TAG, threeLanguages('可重试的失败后重新出款（新单号、新请求 id）；不向会员收取费用', 'A new attempt after a retryable failure (new number, new request id); never a fee to the member', '可重試的失敗後重新出款（新單號、新請求 id）；不向會員收取費用'), attemptsAnswer) },
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
      schema: { body: payoutWithdrawalSchema, ...operation(TAG, threeLanguages('向出款通道查询未完成的出款并采用其结果；无法确定的保持 UNKNOWN', "Ask the provider about the open attempt and apply its answer; what it cannot say stays UNKNOWN", '向出款通道查詢未完成的出款並採用其結果；無法確定的保持 UNKNOWN'), attemptsAnswer) },
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
          ...operation(TAG, threeLanguages('出款通道签名的出款结果（对时间戳和原始请求体做 HMAC；过期或重放则拒绝；每次回执都会保存）', "A provider's signed payout result (HMAC over timestamp and raw body; refused when stale or replayed; every receipt stored)", '出款通道簽章的出款結果（對時間戳和原始請求本文做 HMAC；過期或重放則拒絕；每次回執都會保存）'), payoutCallbackAnswerSchema),
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
      'zh-cn': '向出款通道查询超过 olderThanMinutes 分钟仍为已发送或已受理的出款；仍无结果的变为未知',
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
