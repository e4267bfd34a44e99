import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { AreaDeps } from '../area-deps';
import { PointsService } from './points-service';
import { SigninService } from './signin-service';
import { WheelService } from './wheel-service';

/** The services of points, sign-in and the prize wheel, built once per app (tests build their own on the same database). */
export function marketingPointsArea(db: Db, approvals: AreaDeps['approvals']) {
  return { points: new PointsService(db, approvals), signin: new SigninService(db), wheels: new WheelService(db, approvals) };
}
export type MarketingPointsArea = ReturnType<typeof marketingPointsArea>;

/** The area's four-eyes kinds: a large points grant, publishing a wheel. */
export function registerMarketingPointsApprovalKinds(registry: AreaDeps['approvalKinds'], area: MarketingPointsArea): void {
  registry.register(area.points.approvalHandler());
  registry.register(area.wheels.approvalHandler());
}

/** Integral points, sign-in and the prize wheel (catalogue §7.4–7.6). */
export const marketingPointsRoutes: FastifyPluginAsyncZod<AreaDeps> = async (_app, deps) => {
  const area = marketingPointsArea(deps.db, deps.approvals);
  registerMarketingPointsApprovalKinds(deps.approvalKinds, area);
};
