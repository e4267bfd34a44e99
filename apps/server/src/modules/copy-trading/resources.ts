import { followResource } from '@ledgerdesk/shared/resources/copy/follow';
import { inviteResource, inviteUseResource } from '@ledgerdesk/shared/resources/copy/invite';
import { leadStatsResource } from '@ledgerdesk/shared/resources/copy/lead-stats';
import { leadTraderResource } from '@ledgerdesk/shared/resources/copy/lead-trader';
import { orderLinkResource } from '@ledgerdesk/shared/resources/copy/order-link';
import { profitShareResource } from '@ledgerdesk/shared/resources/copy/profit-share';
import type { Db } from '../../db/client';
import { copyFollows, copyInvites, copyInviteUses, copyOrderLinks, leadTraders, leadTraderStatsDays, profitShareCycles } from '../../db/schema';
import { bindResource } from '../../resource';
import { memberRowScope } from '../access/member-scope';
import type { FollowService } from './follow-service';
import type { LeadTraderService } from './lead-trader-service';
import type { ProfitShareService } from './profit-share';

const pick = (row: { id: number; status: string; version: number }) => ({ id: row.id, status: row.status, version: row.version });

export function leadTraderBinding(db: Db, leads: LeadTraderService) {
  return bindResource({
    definition: leadTraderResource,
    table: leadTraders,
    hooks: { scope: memberRowScope(db, leadTraders.memberId) },
    actions: {
      approve: async ({ input, user, loadRow }) => pick(await leads.approve((await loadRow(input.id!)).id, user)),
      reject: async ({ input, user, loadRow }) => pick(await leads.reject((await loadRow(input.id!)).id, input.reason ?? '', user)),
      suspend: async ({ input, user, loadRow }) => pick(await leads.suspend((await loadRow(input.id!)).id, input.reason ?? '', user)),
      reinstate: async ({ input, user, loadRow }) => pick(await leads.reinstate((await loadRow(input.id!)).id, user)),
      revoke: async ({ input, user, loadRow }) => pick(await leads.revoke((await loadRow(input.id!)).id, input.reason ?? '', user)),
      tier: async ({ input, user, loadRow }) => leads.requestTier((await loadRow(input.id!)).id, String(input.tier), user),
    },
  });
}

export function followBinding(db: Db, follows: FollowService) {
  return bindResource({
    definition: followResource,
    table: copyFollows,
    hooks: { scope: memberRowScope(db, copyFollows.followerMemberId) },
    actions: {
      stop: async ({ input, user, loadRow }) => pick(await follows.stop((await loadRow(input.id!)).id, input.reason ?? '', user)),
    },
  });
}

export function orderLinkBinding(db: Db) {
  return bindResource({ definition: orderLinkResource, table: copyOrderLinks, hooks: { scope: memberRowScope(db, copyOrderLinks.followerMemberId) } });
}

export function profitShareBinding(db: Db, shares: ProfitShareService) {
  return bindResource({
    definition: profitShareResource,
    table: profitShareCycles,
    hooks: { scope: memberRowScope(db, profitShareCycles.followerMemberId) },
    actions: {
      rerun: async ({ input }) => {
        const day = String(input.day);
        const held = await shares.runDay(day);
        return { day, recorded: held.recorded, withheld: held.withheld };
      },
    },
  });
}

export function inviteBinding(follows: FollowService) {
  return bindResource({
    definition: inviteResource,
    table: copyInvites,
    actions: {
      revoke: async ({ input, user, loadRow }) => pick(await follows.revokeInvite((await loadRow(input.id!)).id, input.reason ?? '', user)),
    },
  });
}

export function inviteUseBinding(db: Db) {
  return bindResource({ definition: inviteUseResource, table: copyInviteUses, hooks: { scope: memberRowScope(db, copyInviteUses.memberId) } });
}

export function leadStatsBinding() {
  return bindResource({ definition: leadStatsResource, table: leadTraderStatsDays });
}
