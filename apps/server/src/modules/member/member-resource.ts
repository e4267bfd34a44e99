import type { z } from 'zod';
import { memberAssignManySchema, memberAssignResultSchema, memberAssignSchema, memberDetailSchema, type MemberStatus } from '@ledgerdesk/shared';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { bindResource, type ActionHandler } from '../../resource';
import { requestReach } from '../access/data-scope';
import { memberScope } from '../access/member-scope';
import { MemberAssignment } from './member-assignment';
import { MemberService, walletsOf } from './member-service';

/**
 * Members on the resource engine: list, detail (with wallets) and export from the definition;
 * freeze, disable and restore are actions that lock the row in a state the action accepts (the
 * definition's `when`) and record the reason; assigning to an operator takes one member or many.
 * Every call reaches only the members of the caller's data scope (modules/access).
 */
export function memberBinding(db: Db) {
  const service = new MemberService(db);
  const assignment = new MemberAssignment(db);
  const statusChange =
    (to: MemberStatus): ActionHandler<typeof members> =>
    async ({ input, user, loadRow }) => {
      const id = input.id!;
      await db.transaction(async (tx) => service.changeStatus(tx, await loadRow(id, tx), to, input.reason!, user));
      return service.detail(id);
    };
  // One member (`id`) or many (`ids`): all of them in scope and locked, or nothing is assigned.
  const assign: ActionHandler<typeof members> = async ({ input, user, request, loadRows }) => {
    const { operatorId } = input as z.output<typeof memberAssignSchema>;
    const ids = input.ids ?? [input.id!];
    const reach = await requestReach(db, request);
    const assigned = await db.transaction(async (tx) => {
      await loadRows(ids, tx);
      return assignment.assign(tx, reach, ids, operatorId, user);
    });
    return { assigned };
  };
  return bindResource({
    definition: memberResource,
    table: members,
    hooks: {
      // By the department of the operator the member is assigned to (modules/access).
      scope: memberScope(db),
      decorateRow: async (row, { db: reader }) => ({ ...row, wallets: await walletsOf(reader, row.id) }),
    },
    actions: { freeze: statusChange('FROZEN'), disable: statusChange('DISABLED'), restore: statusChange('NORMAL'), assignOperator: assign, assignOperators: assign },
    actionSchemas: { assignOperator: memberAssignSchema, assignOperators: memberAssignManySchema },
    // Each status change answers the member as it is now, with its wallets.
    actionAnswers: {
      freeze: memberDetailSchema,
      disable: memberDetailSchema,
      restore: memberDetailSchema,
      assignOperator: memberAssignResultSchema,
      assignOperators: memberAssignResultSchema,
    },
  });
}
