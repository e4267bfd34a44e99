import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { stakingApprovalHandlers } from './approval-kinds';
import { stakingAccrualJob, stakingSettlementJob } from './jobs';
import { stakingAccrualBinding, stakingOrderBinding, stakingProductBinding, stakingRateBinding } from './resources';
import { stakingArea } from './staking-area';

/** Staking (catalogue §4): products, daily rates, records and income records; four-eyes kinds; the accrual and settlement jobs. */
export const stakingRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = stakingArea(deps.db, deps.approvals);
  for (const handler of stakingApprovalHandlers(area.products, area.rates, area.redemptions)) deps.approvalKinds.register(handler);
  deps.jobs.register(stakingAccrualJob(area.accruals));
  deps.jobs.register(stakingSettlementJob(area.redemptions));
  await app.register(resourcePlugin, stakingProductBinding(deps.db, area.products, area.rates));
  await app.register(resourcePlugin, stakingRateBinding());
  await app.register(resourcePlugin, stakingOrderBinding(deps.db, area.redemptions));
  await app.register(resourcePlugin, stakingAccrualBinding(deps.db, area.accruals));
};
