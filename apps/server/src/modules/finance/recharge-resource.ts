import type { z } from 'zod';
import { cancelSchema, rechargeAddSchema, rechargeEditSchema, rechargeOrderSchema, rechargeReviewSchema } from '@ledgerdesk/shared';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import type { Db } from '../../db/client';
import { rechargeOrders } from '../../db/schema';
import { bindResource } from '../../resource';
import { RechargeService } from './recharge-service';

/**
 * Recharge orders on the resource engine: list, detail and export from the definition; entering,
 * editing, reviewing and cancelling are RechargeService's (each one transaction that moves the
 * order only from PENDING, credits at most once, and refuses the operator's own order), behind
 * the contract's request schemas.
 */
export function rechargeBinding(db: Db) {
  const recharges = new RechargeService(db);
  return bindResource({
    definition: rechargeResource,
    table: rechargeOrders,
    actionSchemas: { add: rechargeAddSchema, edit: rechargeEditSchema, review: rechargeReviewSchema, cancel: cancelSchema },
    // Each answers the order as it is now.
    actionAnswers: { add: rechargeOrderSchema, edit: rechargeOrderSchema, review: rechargeOrderSchema, cancel: rechargeOrderSchema },
    actions: {
      add: ({ input, user }) => recharges.add(input as z.output<typeof rechargeAddSchema>, user),
      edit: ({ input, user }) => recharges.edit(input as z.output<typeof rechargeEditSchema>, user),
      review: ({ input, user }) => recharges.review(input as z.output<typeof rechargeReviewSchema>, user),
      cancel: ({ input, user }) => recharges.cancel(input as z.output<typeof cancelSchema>, user),
    },
  });
}
