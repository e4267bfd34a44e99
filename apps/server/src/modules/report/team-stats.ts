import { eq, sql } from 'drizzle-orm';
import type { TeamMemberFigure } from '@ledgerdesk/shared/report';
import type { Db } from '../../db/client';
import { teamStatsDays } from '../../db/schema';
import type { BusinessDay } from '../../lib/business-day';
import { isRealMember } from '../../lib/real-members';
import { rowsOf } from '../../db/sql-rows';

/**
 * The downline of every member, two levels deep (catalogue §10.2: depth at most 2), as of the
 * day's end; test accounts are left out of every report.
 */
const TREE = (end: string) => sql`
  tree as (
    select m.inviter_id as root_id, m.id as member_id, 1 as depth from mem_member m
    where m.inviter_id is not null and m.registered_at < ${end}::timestamptz
    union all
    select p.inviter_id, m.id, 2 from mem_member m join mem_member p on p.id = m.inviter_id
    where p.inviter_id is not null and m.registered_at < ${end}::timestamptz
  ),
  real_tree as (
    select t.* from tree t where t.root_id <> t.member_id and ${isRealMember(sql.raw('t.member_id'))}
  )`;

/**
 * Fees the downline was actually charged in the day (completed withdrawals, filled swaps) and the
 * commissions the root was paid on them. Deposits, balances and losses are not read at all.
 */
const FIGURES = (start: string, end: string) => sql`
  fees as (
    select member_id, currency, sum(fee) as fee from fin_withdraw_order
    where status = 'COMPLETED' and finished_at >= ${start}::timestamptz and finished_at < ${end}::timestamptz and fee > 0 group by 1, 2
    union all
    select member_id, to_code, sum(fee) from fin_swap_order
    where status = 'FILLED' and filled_at >= ${start}::timestamptz and filled_at < ${end}::timestamptz and fee > 0 group by 1, 2
  ),
  -- A commission belongs to the day its fee was charged, however late the sweep paid it.
  commissions as (
    select c.beneficiary_id, c.source_member_id, c.currency, sum(c.amount) as amount
    from fin_referral_commission c join fin_withdraw_order w on c.source_fee_ref = 'WITHDRAW_FEE:' || w.order_no
    where w.finished_at >= ${start}::timestamptz and w.finished_at < ${end}::timestamptz group by 1, 2, 3
  ),
  per_member as (
    select t.root_id, t.member_id, t.depth, f.currency, f.fee, 0::numeric as commission from real_tree t join fees f on f.member_id = t.member_id
    union all
    select t.root_id, t.member_id, t.depth, c.currency, 0, c.amount from real_tree t
      join commissions c on c.beneficiary_id = t.root_id and c.source_member_id = t.member_id
  )`;

/** Rebuilds the day's team figures (rpt_team_stats_day) in one transaction: a rerun replaces them. */
export async function rebuildTeamStats(db: Db, day: BusinessDay): Promise<number> {
  const start = day.start.toISOString();
  const end = day.end.toISOString();
  return db.transaction(async (tx) => {
    await tx.delete(teamStatsDays).where(eq(teamStatsDays.businessDate, day.date));
    const inserted = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with recursive ${TREE(end)}, ${FIGURES(start, end)},
        sizes as (select root_id, depth, count(*)::int as members from real_tree group by 1, 2),
        active as (
          select t.root_id, t.depth, count(distinct t.member_id)::int as active from real_tree t
          where exists (select 1 from fin_money_log l where l.member_id = t.member_id and l.type <> 'REFERRAL_COMMISSION' and l.created_at >= ${start}::timestamptz and l.created_at < ${end}::timestamptz)
          group by 1, 2
        ),
        money as (
          select root_id, depth, currency, sum(fee) as fees, sum(commission) as commission from per_member group by 1, 2, 3
        ),
        stat_rows as (
          select s.root_id, s.depth, coalesce(m.currency, '') as currency, s.members, coalesce(a.active, 0) as active,
                 coalesce(m.fees, 0) as fees, coalesce(m.commission, 0) as commission
          from sizes s
          left join money m on m.root_id = s.root_id and m.depth = s.depth
          left join active a on a.root_id = s.root_id and a.depth = s.depth
        ),
        written as (
          insert into rpt_team_stats_day (root_member_id, business_date, depth, currency, members, active_members, fees_paid, commission_paid)
          select root_id, ${day.date}::date, depth, currency, members, active, fees, commission from stat_rows
          returning 1
        )
        select count(*)::int as n from written`),
    );
    return Number(inserted[0]?.n ?? 0);
  });
}

/** A root's downline with what each member was charged and what the root earned on them, for the drill-down. */
export async function teamMembers(db: Db, rootMemberId: number, day: BusinessDay): Promise<TeamMemberFigure[]> {
  const start = day.start.toISOString();
  const end = day.end.toISOString();
  const rows = rowsOf<{ member_id: number; account: string; depth: number; currency: string; fees: string; commission: string }>(
    await db.execute(sql`
      with recursive ${TREE(end)}, ${FIGURES(start, end)},
      mine as (select * from real_tree where root_id = ${rootMemberId}),
      money as (select member_id, currency, sum(fee) as fees, sum(commission) as commission from per_member where root_id = ${rootMemberId} group by 1, 2)
      select t.member_id, m.account, t.depth, coalesce(x.currency, '') as currency,
             coalesce(x.fees, 0)::text as fees, coalesce(x.commission, 0)::text as commission
      from mine t join mem_member m on m.id = t.member_id left join money x on x.member_id = t.member_id
      order by t.depth, m.account, x.currency`),
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    account: r.account,
    depth: Number(r.depth),
    currency: r.currency,
    feesPaid: r.fees,
    commissionPaid: r.commission,
  }));
}
