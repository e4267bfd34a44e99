import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { engineOf } from '../contract-trading/engine-of';
import { CopyFanOut } from './copy-fanout';
import { FollowService } from './follow-service';
import { leadStatsJob, profitShareJob } from './jobs';
import { LeadTraderService } from './lead-trader-service';
import { ProfitShareService } from './profit-share';
import { followBinding, inviteBinding, inviteUseBinding, leadStatsBinding, leadTraderBinding, orderLinkBinding, profitShareBinding } from './resources';

/** The services of copy trading, built once per app (tests build their own on the same database). */
export function copyTradingArea(db: Db, approvals: AreaDeps['approvals']) {
  return {
    leads: new LeadTraderService(db, approvals),
    follows: new FollowService(db),
    shares: new ProfitShareService(db),
    fanOut: new CopyFanOut(db, engineOf(db)),
  };
}

/** Lead traders, follows, copied orders, profit share and invites (catalogue §6); the tier four-eyes kind; the stats and profit-share jobs; the fan-out on the shared engine. */
export const copyTradingRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = copyTradingArea(deps.db, deps.approvals);
  area.fanOut.attach();
  deps.approvalKinds.register(area.leads.tierApprovalHandler());
  deps.jobs.register(leadStatsJob(deps.db));
  deps.jobs.register(profitShareJob(area.shares));
  await app.register(resourcePlugin, leadTraderBinding(deps.db, area.leads));
  await app.register(resourcePlugin, followBinding(deps.db, area.follows));
  await app.register(resourcePlugin, orderLinkBinding(deps.db));
  await app.register(resourcePlugin, profitShareBinding(deps.db, area.shares));
  await app.register(resourcePlugin, inviteBinding(area.follows));
  await app.register(resourcePlugin, inviteUseBinding(deps.db));
  await app.register(resourcePlugin, leadStatsBinding());
};
