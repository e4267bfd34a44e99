import { eq } from 'drizzle-orm';
import { dictParam } from '@ledgerdesk/shared';
import { RESTRICTION_REASON_DICT } from '@ledgerdesk/shared/member-config';
import type { Db, Tx } from '../db/client';
import { memberConfigs } from '../db/schema';
import { conflict } from './errors';

/**
 * Refuses what a member's config (mem_config, modules/member-config) forbids where this console acts
 * for members — a withdrawal request, a manual recharge: a 409 naming the member and the coded
 * reason. A member without a config row has every capability.
 */
export async function requireMemberCapability(reader: Db | Tx, member: { id: number; account: string }, capability: 'withdraw' | 'recharge'): Promise<void> {
  const [row] = await reader.select().from(memberConfigs).where(eq(memberConfigs.memberId, member.id));
  if (!row) return;
  const allowed = capability === 'withdraw' ? row.canWithdraw : row.canRecharge;
  if (allowed) return;
  const reason = row.restrictionReasonCode ?? 'OTHER';
  throw conflict(`${capability === 'withdraw' ? 'withdrawals' : 'recharges'} of member ${member.account} are restricted (${reason})`, {
    reason: capability === 'withdraw' ? 'memberConfig.withdrawBlocked' : 'memberConfig.rechargeBlocked',
    params: { account: member.account, reason: dictParam(RESTRICTION_REASON_DICT, reason) },
  });
}
