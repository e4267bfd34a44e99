import { z } from 'zod';
import { awardCampaignResource } from '@ledgerdesk/shared/resources/marketing/award-campaign';
import { awardGrantResource } from '@ledgerdesk/shared/resources/marketing/award-grant';
import { redEnvelopeResource } from '@ledgerdesk/shared/resources/marketing/red-envelope';
import { redEnvelopeClaimResource } from '@ledgerdesk/shared/resources/marketing/red-envelope-claim';
import type { Db } from '../../db/client';
import { awardCampaigns, awardGrants, redEnvelopeClaims, redEnvelopes } from '../../db/schema';
import { bindResource } from '../../resource';
import { membersInReach, requestReach } from '../access/data-scope';
import { memberRowScope, requireMemberInReach } from '../access/member-scope';
import type { AwardBatchRunner } from './award-batch';
import type { AwardService, CampaignInput } from './award-service';
import type { EnvelopeInput, RedEnvelopeService } from './red-envelope-service';

const pick = (row: { id: number; status: string; version: number }) => ({ id: row.id, status: row.status, version: row.version });

/** Campaigns: list, detail, export and the draft's edit; create, submit, approve, send back and close are actions. */
export function awardCampaignBinding(db: Db, awards: AwardService) {
  return bindResource({
    definition: awardCampaignResource,
    table: awardCampaigns,
    hooks: { beforeWrite: async ({ op, input, current, tx }) => (op === 'edit' && current ? awards.checkCampaignEdit(tx, current, input) : input) },
    actions: {
      create: async ({ input, user }) => {
        const row = await awards.createCampaign(input as unknown as CampaignInput, user);
        return { id: row.id, code: row.code, status: row.status };
      },
      submit: async ({ input, user }) => pick(await db.transaction((tx) => awards.moveCampaign(tx, input.id!, 'PENDING_APPROVAL', user))),
      approve: async ({ input, user }) => pick(await db.transaction((tx) => awards.moveCampaign(tx, input.id!, 'ACTIVE', user))),
      sendBack: async ({ input, user }) => pick(await db.transaction((tx) => awards.moveCampaign(tx, input.id!, 'DRAFT', user))),
      close: async ({ input, user }) => pick(await db.transaction((tx) => awards.moveCampaign(tx, input.id!, 'CLOSED', user))),
    },
  });
}

/** A batch stored and started: the console then polls its progress (AWARD_BATCH_PATH). */
export const awardBatchAnswer = z.object({ batchId: z.number(), total: z.number(), failed: z.number() });

/** Awards: list, detail and export in the caller's member scope; grant (one, or a batch run as a job), approve, reject, pay and reverse are actions. */
export function awardGrantBinding(db: Db, awards: AwardService, batches: AwardBatchRunner) {
  return bindResource({
    definition: awardGrantResource,
    table: awardGrants,
    hooks: { scope: memberRowScope(db, awardGrants.memberId) },
    actions: {
      grant: async ({ input, user, request }) => {
        const memberId = Number(input.memberId);
        await requireMemberInReach(db, request, memberId);
        const grant = await awards.createGrant({ campaignId: Number(input.campaignId), memberId, amount: String(input.amount), evidenceRef: String(input.evidenceRef), reason: String(input.reason) }, user);
        return { id: grant.id, grantNo: grant.grantNo, status: grant.status };
      },
      batchGrant: async ({ input, user, request }) => {
        const reach = membersInReach(db, await requestReach(db, request));
        const started = await batches.create({ campaignId: Number(input.campaignId), lines: String(input.lines), reason: String(input.reason) }, user, reach);
        batches.start(started.batchId, user.userId);
        return started;
      },
      approve: async ({ input, user, loadRow }) => {
        await loadRow(input.id!);
        return pick(await db.transaction((tx) => awards.decide(tx, input.id!, 'APPROVED', user)));
      },
      reject: async ({ input, user, loadRow }) => {
        await loadRow(input.id!);
        return pick(await db.transaction((tx) => awards.decide(tx, input.id!, 'REJECTED', user, input.reason ?? '')));
      },
      pay: async ({ input, user, loadRow }) => {
        await loadRow(input.id!);
        return pick(await db.transaction((tx) => awards.pay(tx, input.id!, user)));
      },
      reverse: async ({ input, user, loadRow }) => {
        await loadRow(input.id!);
        return pick(await db.transaction((tx) => awards.reverse(tx, input.id!, input.reason ?? '', user)));
      },
    },
    actionAnswers: { batchGrant: awardBatchAnswer },
  });
}

/** Envelopes: list, detail, export and the draft's edit; create, fund and cancel are actions. */
export function redEnvelopeBinding(db: Db, envelopes: RedEnvelopeService) {
  return bindResource({
    definition: redEnvelopeResource,
    table: redEnvelopes,
    hooks: { beforeWrite: async ({ op, input, current, tx }) => (op === 'edit' && current ? envelopes.checkEdit(tx, current, input) : input) },
    actions: {
      create: async ({ input, user }) => {
        const row = await envelopes.create(input as unknown as EnvelopeInput, user);
        return { id: row.id, envelopeNo: row.envelopeNo, status: row.status };
      },
      fund: async ({ input, user, loadRow }) => envelopes.fund(await loadRow(input.id!), user),
      cancel: async ({ input, user, loadRow }) => pick(await envelopes.cancel(await loadRow(input.id!), input.reason ?? '', user)),
    },
  });
}

/** Claims: read-only, in the caller's member scope. */
export function redEnvelopeClaimBinding(db: Db) {
  return bindResource({ definition: redEnvelopeClaimResource, table: redEnvelopeClaims, hooks: { scope: memberRowScope(db, redEnvelopeClaims.memberId) } });
}
