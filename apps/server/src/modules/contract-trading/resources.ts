import { dealResource } from '@ledgerdesk/shared/resources/contract/deal';
import { entrustResource } from '@ledgerdesk/shared/resources/contract/entrust';
import { positionResource } from '@ledgerdesk/shared/resources/contract/position';
import type { Db } from '../../db/client';
import { contractDeals, contractOrders, contractPositions } from '../../db/schema';
import { bindResource } from '../../resource';
import { memberRowScope } from '../access/member-scope';
import type { ContractTradingEngine } from './trading-engine';

/** Entrusts: read-only in the caller's member scope; the page action is the product-lock bulk cancel. */
export function entrustBinding(db: Db, engine: ContractTradingEngine) {
  return bindResource({
    definition: entrustResource,
    table: contractOrders,
    hooks: { scope: memberRowScope(db, contractOrders.memberId) },
    actions: {
      bulkCancel: async ({ input, user }) => engine.cancelOpenOrdersOfProduct(Number(input.productId), user.userId, String(input.reason ?? '')),
    },
  });
}

export function positionBinding(db: Db) {
  return bindResource({ definition: positionResource, table: contractPositions, hooks: { scope: memberRowScope(db, contractPositions.memberId) } });
}

export function dealBinding(db: Db) {
  return bindResource({ definition: dealResource, table: contractDeals, hooks: { scope: memberRowScope(db, contractDeals.memberId) } });
}
