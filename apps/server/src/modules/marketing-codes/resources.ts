import { z } from 'zod';
import { couponResource } from '@ledgerdesk/shared/resources/marketing/coupon';
import { couponTemplateResource } from '@ledgerdesk/shared/resources/marketing/coupon-template';
import { redeemBatchResource } from '@ledgerdesk/shared/resources/marketing/redeem-batch';
import { redeemCodeResource } from '@ledgerdesk/shared/resources/marketing/redeem-code';
import type { Db } from '../../db/client';
import { coupons, couponTemplates, redeemBatches, redeemCodes } from '../../db/schema';
import { bindResource } from '../../resource';
import { membersInReach, requestReach } from '../access/data-scope';
import { memberRowScope } from '../access/member-scope';
import type { CouponSendRunner } from './coupon-send';
import type { CouponService } from './coupon-service';
import type { BatchInput, RedeemService } from './redeem-service';

const pick = (row: { id: number; status: string; version: number }) => ({ id: row.id, status: row.status, version: row.version });

/** Templates: the engine's list, add and edit (checked by the service); publish, pause and end are actions. */
export function couponTemplateBinding(db: Db, service: CouponService) {
  return bindResource({
    definition: couponTemplateResource,
    table: couponTemplates,
    hooks: {
      beforeWrite: async ({ op, input, current, tx }) => (op === 'add' ? service.checkAdd(tx, input) : current ? service.checkEdit(tx, current, input) : input),
    },
    actions: {
      publish: async ({ input, user, loadRow }) => db.transaction(async (tx) => pick(await service.move(tx, await loadRow(input.id!, tx), 'PUBLISHED', user))),
      pause: async ({ input, user, loadRow }) => db.transaction(async (tx) => pick(await service.move(tx, await loadRow(input.id!, tx), 'PAUSED', user))),
      end: async ({ input, user, loadRow }) => db.transaction(async (tx) => pick(await service.move(tx, await loadRow(input.id!, tx), 'ENDED', user))),
    },
  });
}

export const sendAnswerSchema = z.object({ batchId: z.number(), total: z.number(), failed: z.number(), approvalId: z.number().nullable() });

/** Coupons in the caller's member scope; sending (a batch with per-member results) and revoking are actions. */
export function couponBinding(db: Db, service: CouponService, sender: CouponSendRunner) {
  return bindResource({
    definition: couponResource,
    table: coupons,
    hooks: { scope: memberRowScope(db, coupons.memberId) },
    actions: {
      send: async ({ input, user, request }) => {
        const reach = membersInReach(db, await requestReach(db, request));
        const answer = await sender.create({ templateId: Number(input.templateId), members: String(input.members), reason: String(input.reason) }, user, reach);
        if (answer.approvalId === null) sender.start(answer.batchId);
        return answer;
      },
      revoke: async ({ input, user, loadRow }) => pick(await service.revoke((await loadRow(input.id!)).id, input.reason!, user)),
    },
    actionAnswers: { send: sendAnswerSchema },
  });
}

/** Batches: list and detail; create, generate (four-eyes above the threshold), pause/resume and void are actions. */
export function redeemBatchBinding(service: RedeemService) {
  return bindResource({
    definition: redeemBatchResource,
    table: redeemBatches,
    actions: {
      create: async ({ input, user }) => {
        const row = await service.create(input as unknown as BatchInput, user);
        return { id: row.id, batchNo: row.batchNo, status: row.status };
      },
      generate: async ({ input, user, loadRow }) => ({ id: input.id!, ...(await service.requestGeneration(await loadRow(input.id!), user)) }),
      activate: async ({ input, user, loadRow }) => pick(await service.move(await loadRow(input.id!), 'ACTIVE', user)),
      pause: async ({ input, user, loadRow }) => pick(await service.move(await loadRow(input.id!), 'PAUSED', user)),
      void: async ({ input, user, loadRow }) => pick(await service.move(await loadRow(input.id!), 'EXPIRED', user)),
    },
    actionAnswers: { generate: z.object({ id: z.number(), ready: z.boolean(), approvalId: z.number().optional() }) },
  });
}

/** Codes: hint only; void (bulk, UNUSED only). */
export function redeemCodeBinding(service: RedeemService) {
  return bindResource({
    definition: redeemCodeResource,
    table: redeemCodes,
    actions: {
      void: async ({ input, user, loadRows }) => {
        await loadRows(input.ids!);
        return service.voidCodes(input.ids!, user);
      },
    },
  });
}
