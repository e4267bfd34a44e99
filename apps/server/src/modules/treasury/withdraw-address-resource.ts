import { eq, sql } from 'drizzle-orm';
import { withdrawAddressResource } from '@ledgerdesk/shared/resources/treasury/withdraw-address';
import { withdrawAddresses } from '../../db/schema';
import { bindResource } from '../../resource';
import { logTreasuryEvent } from './treasury-events';
import { MEMBER_NOTICE_DUE } from './withdraw-address-book';

/** finance/withdraw-address: read, export and disable (with a reason); no add or edit route exists. */
export const withdrawAddressBinding = bindResource({
  definition: withdrawAddressResource,
  table: withdrawAddresses,
  actions: {
    disable: async (ctx) =>
      ctx.db.transaction(async (tx) => {
        const row = await ctx.loadRow(ctx.input.id!, tx);
        const reason = String(ctx.input.reason ?? '');
        await tx
          .update(withdrawAddresses)
          .set({ status: 'DISABLED', disabledReason: reason, version: sql`${withdrawAddresses.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId })
          .where(eq(withdrawAddresses.id, Number(row.id)));
        await logTreasuryEvent(tx, { subjectType: 'WITHDRAW_ADDRESS', subjectId: Number(row.id), action: 'disable', from: String(row.status), to: 'DISABLED', operatorId: ctx.user.userId, remark: reason });
        // The member is to be told (catalogue §3.5). No member-facing notification outbox exists yet, so the
        // duty is recorded as its own event for the member side to deliver (README.md beside this file).
        await logTreasuryEvent(tx, { subjectType: 'WITHDRAW_ADDRESS', subjectId: Number(row.id), action: MEMBER_NOTICE_DUE, from: String(row.memberId), to: 'DISABLED', operatorId: ctx.user.userId, remark: reason });
        return { id: Number(row.id), status: 'DISABLED' };
      }),
  },
});
