import type { z } from 'zod';
import { withdrawAddSchema, withdrawOrderSchema, withdrawPayoutSchema, withdrawReviewSchema } from '@ledgerdesk/shared';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import type { Db } from '../../db/client';
import { withdrawOrders } from '../../db/schema';
import { bindResource } from '../../resource';
import { currencyScales } from './currency-scales';
import { explorerTemplateOf } from './explorer-template';
import { memberRowScope, requireMemberInReach } from '../access/member-scope';
import { WithdrawService } from './withdraw-service';
import { withdrawRightsHooks } from './review-rights';

/**
 * Withdrawal orders on the resource engine: list, detail and export from the definition; a
 * request entered for a member, the reviews (a second, different approver above the threshold)
 * and the payout are WithdrawService's, behind the contract's request schemas. Data scope: the
 * member's (modules/access/member-scope.ts); a request for a member out of reach is refused.
 */
export function withdrawBinding(db: Db, dualApprovalAbove: string) {
  const withdrawals = new WithdrawService(db, dualApprovalAbove);
  return bindResource({
    definition: withdrawResource,
    table: withdrawOrders,
    hooks: {
      scope: memberRowScope(db, withdrawOrders.memberId),
      ...withdrawRightsHooks,
      moneyScale: currencyScales,
      computed: { explorerTemplate: explorerTemplateOf(withdrawOrders.walletCode, withdrawOrders.payoutRef) },
    },
    actionSchemas: { add: withdrawAddSchema, review: withdrawReviewSchema, payout: withdrawPayoutSchema },
    // Each answers the order as it is now.
    actionAnswers: { add: withdrawOrderSchema, review: withdrawOrderSchema, payout: withdrawOrderSchema },
    actions: {
      add: async ({ input, user, request }) => {
        const order = input as z.output<typeof withdrawAddSchema>;
        await requireMemberInReach(db, request, order.memberId);
        return withdrawals.request(order, user);
      },
      review: ({ input, user }) => withdrawals.review(input as z.output<typeof withdrawReviewSchema>, user),
      payout: ({ input, user }) => withdrawals.payout(input as z.output<typeof withdrawPayoutSchema>, user),
    },
  });
}
