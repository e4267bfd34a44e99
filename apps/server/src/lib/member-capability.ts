import { eq, sql } from 'drizzle-orm';
import { decimalParam, dictParam, WITHDRAW_STATUSES, type WithdrawStatus } from '@ledgerdesk/shared';
import { RESTRICTION_REASON_DICT } from '@ledgerdesk/shared/member-config';
import type { Db, Tx } from '../db/client';
import { memberConfigs } from '../db/schema';
import { rowsOf } from '../db/sql-rows';
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

/** The withdrawal states whose amount counts against a member's limits: all but those that gave the money back. */
const GAVE_MONEY_BACK: readonly WithdrawStatus[] = ['REJECTED', 'FAILED', 'CANCELLED'];
const COUNTED_WITHDRAWALS = sql.join(
  WITHDRAW_STATUSES.filter((status) => !GAVE_MONEY_BACK.includes(status)).map((status) => sql`${status}`),
  sql`, `,
);

/** A limit's window: rolling, counted back from the request (an exchange's withdrawal limits are). */
const LIMIT_WINDOWS = [
  { name: '24-hour', interval: '24 hours', reason: 'memberConfig.withdrawDailyLimit', limit: (row: typeof memberConfigs.$inferSelect) => row.withdrawDailyLimitUsd },
  { name: '30-day', interval: '30 days', reason: 'memberConfig.withdraw30dLimit', limit: (row: typeof memberConfigs.$inferSelect) => row.withdraw30dLimitUsd },
] as const;

/**
 * Refuses a withdrawal request that would take the member past a withdrawal limit of their config
 * (`withdraw_daily_limit_usd` over the last 24 hours, `withdraw_30d_limit_usd` over the last 30
 * days): the amounts of their withdrawals still counted, in any currency, valued at each currency's
 * `usd_rate`, plus this one. A currency without a rate cannot be valued, so a limited member's
 * withdrawal in it (or while one in it is counted) is refused rather than let through unmeasured.
 *
 * The member's config row is locked for the rest of the transaction: two requests of one member, in
 * any currencies, take turns, so they cannot both fit under one limit. A member without a config
 * row, or without limits, passes.
 */
export async function requireWithinWithdrawLimits(tx: Tx, member: { id: number; account: string }, currency: string, amount: string): Promise<void> {
  const [row] = await tx.select().from(memberConfigs).where(eq(memberConfigs.memberId, member.id)).for('update');
  if (!row) return;
  for (const window of LIMIT_WINDOWS) {
    const limit = window.limit(row);
    if (limit === null) continue;
    const [figures] = rowsOf<{ rate: string | null; used: string; unpriced: string | null; total: string | null; over: boolean | null }>(
      await tx.execute(sql`
        select f.rate::text as rate, f.used::text as used, f.unpriced, (f.used + f.asked)::text as total, f.used + f.asked > ${limit}::numeric as over
        from (
          select (select usd_rate from fin_currency where code = ${currency}) as rate,
                 (select usd_rate from fin_currency where code = ${currency}) * ${amount}::numeric as asked,
                 coalesce(sum(w.amount * c.usd_rate), 0) as used,
                 min(w.currency) filter (where c.usd_rate is null) as unpriced
          from fin_withdraw_order w join fin_currency c on c.code = w.currency
          where w.member_id = ${member.id} and w.status in (${COUNTED_WITHDRAWALS}) and w.created_at > now() - ${window.interval}::interval
        ) f`),
    );
    const unpriced = figures!.rate === null ? currency : figures!.unpriced;
    if (unpriced !== null) {
      throw conflict(`member ${member.account} has a withdrawal limit in USD and ${unpriced} has no USD rate to value it`, {
        reason: 'memberConfig.withdrawLimitUnpriced',
        params: { account: member.account, currency: unpriced },
      });
    }
    if (figures!.over) {
      throw conflict(`the withdrawal takes member ${member.account} past the ${window.name} limit of ${decimalParam(limit)} USD (${decimalParam(figures!.used)} USD already counted)`, {
        reason: window.reason,
        params: { account: member.account, limit: decimalParam(limit), used: decimalParam(figures!.used), total: decimalParam(figures!.total!) },
      });
    }
  }
}
