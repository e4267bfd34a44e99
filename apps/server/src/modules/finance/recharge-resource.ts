import { z } from 'zod';
import { cancelSchema, rechargeAddSchema, rechargeEditSchema, rechargeOrderSchema, rechargeReviewSchema } from '@ledgerdesk/shared';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import type { Db } from '../../db/client';
import { rechargeOrders } from '../../db/schema';
import { bindResource } from '../../resource';
import { currencyScales } from './currency-scales';
import { memberRowScope, requireMemberInReach } from '../access/member-scope';
import { RechargeService } from './recharge-service';
import { rechargeEditorColumns, rechargeRightsHooks } from './review-rights';
import { complianceColumns, RechargeCompliance } from './recharge-compliance';
import { channelNameColumns } from './recharge-channels';
import { explorerTemplateOf } from './explorer-template';
import type { AreaDeps } from '../area-deps';

/** A compliance decision names the order and carries the case note. */
const caseNoteSchema = z.strictObject({ id: z.number().int().positive(), remark: z.string().trim().min(1, 'a case note is required').max(500) });

/**
 * Recharge orders on the resource engine: list, detail and export from the definition; entering,
 * editing, reviewing and cancelling are RechargeService's (each one transaction that moves the
 * order only from PENDING, credits at most once, and refuses the operator's own order), behind
 * the contract's request schemas. Data scope: the member's (modules/access/member-scope.ts); the
 * engine refuses every action naming an order out of reach, and `add` refuses such a member.
 */
export function rechargeBinding(db: Db, dualApprovalAbove: string, approvals: AreaDeps['approvals']) {
  const recharges = new RechargeService(db, dualApprovalAbove);
  const compliance = new RechargeCompliance(db, approvals);
  return bindResource({
    definition: rechargeResource,
    table: rechargeOrders,
    hooks: {
      scope: memberRowScope(db, rechargeOrders.memberId),
      // Where a frozen credit (black-listed sender) stands, read with the row: recharge-compliance.ts;
      // the channel by name: recharge-channels.ts; the network's explorer: explorer-template.ts.
      computed: { ...complianceColumns, ...channelNameColumns, ...rechargeEditorColumns, explorerTemplate: explorerTemplateOf(rechargeOrders.walletCode, rechargeOrders.paymentRef) },
      ...rechargeRightsHooks,
      moneyScale: currencyScales,
    },
    actionSchemas: { add: rechargeAddSchema, edit: rechargeEditSchema, review: rechargeReviewSchema, cancel: cancelSchema, release: caseNoteSchema, hold: caseNoteSchema },
    // Each answers the order as it is now.
    actionAnswers: { add: rechargeOrderSchema, edit: rechargeOrderSchema, review: rechargeOrderSchema, cancel: rechargeOrderSchema },
    actions: {
      add: async ({ input, user, request }) => {
        const order = input as z.output<typeof rechargeAddSchema>;
        await requireMemberInReach(db, request, order.memberId);
        return recharges.add(order, user);
      },
      edit: ({ input, user }) => recharges.edit(input as z.output<typeof rechargeEditSchema>, user),
      review: ({ input, user }) => recharges.review(input as z.output<typeof rechargeReviewSchema>, user),
      cancel: ({ input, user }) => recharges.cancel(input as z.output<typeof cancelSchema>, user),
      release: ({ input, user }) => compliance.requestRelease(input as z.output<typeof caseNoteSchema>, user),
      hold: ({ input, user }) => compliance.hold(input as z.output<typeof caseNoteSchema>, user),
    },
  });
}
