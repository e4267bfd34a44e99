import type { Db } from '../../db/client';
import type { AreaDeps } from '../area-deps';
import { AccrualService } from './accrual-service';
import { ProductService } from './product-service';
import { RateService } from './rate-service';
import { RedemptionService } from './redemption-service';
import { SubscriptionService } from './subscription-service';

/** The services of staking, built once per app (tests and the demo seed build their own on the same database). */
export function stakingArea(db: Db, approvals: AreaDeps['approvals']) {
  const products = new ProductService(db, approvals);
  return {
    products,
    rates: new RateService(db, approvals, products),
    subscriptions: new SubscriptionService(db),
    accruals: new AccrualService(db),
    redemptions: new RedemptionService(db, approvals),
  };
}
export type StakingArea = ReturnType<typeof stakingArea>;
