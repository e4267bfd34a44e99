import { memberDetailSchema, type MemberStatus } from '@ledgerdesk/shared';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { bindResource, type ActionHandler } from '../../resource';
import { MemberService, walletsOf } from './member-service';

/**
 * Members on the resource engine: list, detail (with wallets) and export from the definition;
 * freeze, disable and restore are actions that lock the row in a state the action accepts (the
 * definition's `when`) and record the reason.
 */
export function memberBinding(db: Db) {
  const service = new MemberService(db);
  const statusChange =
    (to: MemberStatus): ActionHandler<typeof members> =>
    async ({ input, user, loadRow }) => {
      const id = input.id!;
      await db.transaction(async (tx) => service.changeStatus(tx, await loadRow(id, tx), to, input.reason!, user));
      return service.detail(id);
    };
  return bindResource({
    definition: memberResource,
    table: members,
    hooks: { decorateRow: async (row, { db: reader }) => ({ ...row, wallets: await walletsOf(reader, row.id) }) },
    actions: { freeze: statusChange('FROZEN'), disable: statusChange('DISABLED'), restore: statusChange('NORMAL') },
    // Each answers the member as it is now, with its wallets.
    actionAnswers: { freeze: memberDetailSchema, disable: memberDetailSchema, restore: memberDetailSchema },
  });
}
