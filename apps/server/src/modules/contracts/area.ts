import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryCycles } from '../../db/schema';
import type { Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { demoFeed } from './demo-feed';
import { DeliveryService } from './delivery-service';
import { PriceFeedRegistry } from './price-feed';
import { ProductService } from './product-service';
import { TermChangeService } from './term-changes';
import { grantTestAsset } from './test-members';

/** The contract area's services, built once per app (tests build their own on the same database). */
export function contractsArea(db: Db, approvals: AreaDeps['approvals']) {
  const feeds = new PriceFeedRegistry();
  feeds.register(demoFeed);
  return {
    feeds,
    products: new ProductService(db),
    terms: new TermChangeService(db, approvals),
    delivery: new DeliveryService(db, approvals),
    grantTestAsset: (input: { memberId: number; amount: string; reason: string }, operator: Operator) => grantTestAsset(db, input, operator),
    /** Pausing a cycle stops new orders only; open ones settle as usual. */
    async toggleCycle(cycle: typeof deliveryCycles.$inferSelect, to: 'ACTIVE' | 'PAUSED') {
      const [row] = await db
        .update(deliveryCycles)
        .set({ status: to, version: sql`${deliveryCycles.version} + 1`, updatedAt: sql`now()` })
        .where(eq(deliveryCycles.id, cycle.id))
        .returning({ id: deliveryCycles.id, status: deliveryCycles.status, version: deliveryCycles.version });
      return row!;
    },
  };
}
export type ContractsArea = ReturnType<typeof contractsArea>;

/** The area's four-eyes kinds: term changes (four subjects) and delivery order voids. */
export function registerContractApprovalKinds(registry: AreaDeps['approvalKinds'], area: ContractsArea): void {
  for (const handler of area.terms.approvalHandlers()) registry.register(handler);
  registry.register(area.delivery.voidApprovalHandler());
}
