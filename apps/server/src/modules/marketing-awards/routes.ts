import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { AwardService } from './award-service';
import { redEnvelopeExpiryJob } from './jobs';
import { RedEnvelopeService } from './red-envelope-service';
import { awardCampaignBinding, awardGrantBinding, redEnvelopeBinding, redEnvelopeClaimBinding } from './resources';

/** The services of awards and red envelopes, built once per app (tests build their own on the same database). */
export function marketingAwardsArea(db: Db, approvals: AreaDeps['approvals'], params: AreaDeps['params']) {
  return { awards: new AwardService(db, params), envelopes: new RedEnvelopeService(db, approvals, params) };
}
export type MarketingAwardsArea = ReturnType<typeof marketingAwardsArea>;

/** Awards (catalogue §7.1) and red envelopes (§7.7): resources, the envelope-funding four-eyes kind and the expiry job. */
export const marketingAwardsRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = marketingAwardsArea(deps.db, deps.approvals, deps.params);
  deps.approvalKinds.register(area.envelopes.approvalHandler());
  deps.jobs.register(redEnvelopeExpiryJob(area.envelopes));
  await app.register(resourcePlugin, awardCampaignBinding(deps.db, area.awards));
  await app.register(resourcePlugin, awardGrantBinding(deps.db, area.awards));
  await app.register(resourcePlugin, redEnvelopeBinding(deps.db, area.envelopes));
  await app.register(resourcePlugin, redEnvelopeClaimBinding(deps.db));
};
