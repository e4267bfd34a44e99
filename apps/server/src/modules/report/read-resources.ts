import { swapOrderResource } from '@ledgerdesk/shared/resources/report/swap-order';
import { teamStatsResource } from '@ledgerdesk/shared/resources/report/team';
import { transferResource } from '@ledgerdesk/shared/resources/report/transfer';
import type { Db } from '../../db/client';
import { internalTransfers, swapOrders, teamStatsDays } from '../../db/schema';
import { bindResource } from '../../resource';
import { memberRowScope } from '../access/member-scope';
import { businessDay } from '../../lib/business-day';
import { teamMembers } from './team-stats';

/** Money flash logs: read and export, scoped to the members the caller reaches. */
export const swapOrderBinding = (db: Db) =>
  bindResource({ definition: swapOrderResource, table: swapOrders, hooks: { scope: memberRowScope(db, swapOrders.memberId) } });

/** Transfer logs: read and export, scoped by the sending member. */
export const transferBinding = (db: Db) =>
  bindResource({ definition: transferResource, table: internalTransfers, hooks: { scope: memberRowScope(db, internalTransfers.memberId) } });

/**
 * Team figures: read and export, scoped by the root member (an agent's own subtree once data
 * scopes reach members that way); `view` answers the root's downline for that day, member by member.
 */
export const teamBinding = (db: Db, timeZone: string) =>
  bindResource({
    definition: teamStatsResource,
    table: teamStatsDays,
    hooks: { scope: memberRowScope(db, teamStatsDays.rootMemberId) },
    actions: {
      view: async ({ input, loadRow }) => {
        const row = await loadRow(input.id!);
        const day = await businessDay(db, row.businessDate, timeZone);
        const members = (await teamMembers(db, row.rootMemberId, day)).filter((m) => m.depth === row.depth);
        return { rootMemberId: row.rootMemberId, businessDate: row.businessDate, depth: row.depth, currency: row.currency, members };
      },
    },
  });
