import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractDeals, contractOrders, copyFollows, leadTraders, leadTraderStatsDays } from '../../db/schema';
import { div, floorTo, max, text, units } from '../../lib/exact-decimal';
import { addDays } from './profit-share';

export interface LeadFigures {
  roi30d: string;
  pnl30d: string;
  maxDrawdown30d: string;
  winRate: string;
  closingDeals: number;
}

/**
 * A lead's 30-day figures from its own real deals (not test, not copies), in time order:
 * P&L = Σ (realised P&L − the lead's fee); ROI = P&L ÷ Σ margin committed by its opening fills;
 * max drawdown = the largest fall of cumulative P&L from an earlier peak (an amount); win rate =
 * closing fills with positive realised P&L ÷ closing fills. Pure: the job feeds it deals.
 */
export function figuresOf(deals: Array<{ realisedPnl: string; fee: string; marginChange: string; closing: boolean }>): LeadFigures {
  let pnl = 0n;
  let margin = 0n;
  let peak = 0n;
  let drawdown = 0n;
  let closing = 0;
  let won = 0;
  for (const deal of deals) {
    pnl += units(deal.realisedPnl) - units(deal.fee);
    peak = max(peak, pnl);
    drawdown = max(drawdown, peak - pnl);
    if (deal.closing) {
      closing++;
      if (units(deal.realisedPnl) > 0n) won++;
    } else {
      margin += units(deal.marginChange);
    }
  }
  return {
    pnl30d: text(pnl),
    roi30d: text(margin > 0n ? floorTo(div(pnl, margin), 8) : 0n),
    maxDrawdown30d: text(drawdown),
    winRate: text(closing > 0 ? floorTo(div(BigInt(won) * 10n ** 18n, BigInt(closing) * 10n ** 18n), 8) : 0n),
    closingDeals: closing,
  };
}

/**
 * The nightly stats job: for every approved, active or suspended lead, the figures over the 30 days
 * ending on `day`, written to lead_trader_stats_day (a rerun of a day recomputes the same figures
 * from the same deals) and copied onto the lead's row with "stats as of". Nothing else writes them.
 */
export async function computeLeadStats(db: Db, day: string): Promise<{ leads: number }> {
  const leads = await db.select().from(leadTraders).where(inArray(leadTraders.status, ['APPROVED', 'ACTIVE', 'SUSPENDED']));
  const from = new Date(`${addDays(day, -29)}T00:00:00.000Z`);
  const to = new Date(`${addDays(day, 1)}T00:00:00.000Z`);
  for (const lead of leads) {
    const deals = await db
      .select({
        realisedPnl: contractDeals.realisedPnl,
        fee: sql<string>`(case when ${contractDeals.makerMemberId} = ${contractDeals.memberId} then ${contractDeals.makerFee} else ${contractDeals.takerFee} end)::text`,
        marginChange: contractDeals.marginChange,
        closing: contractOrders.reduceOnly,
      })
      .from(contractDeals)
      .innerJoin(contractOrders, eq(contractOrders.id, contractDeals.memberOrderId))
      .where(and(eq(contractDeals.memberId, lead.memberId), isNull(contractDeals.followId), eq(contractDeals.isTest, false), gte(contractDeals.executedAt, from), lt(contractDeals.executedAt, to)))
      .orderBy(asc(contractDeals.executedAt), asc(contractDeals.id));
    const figures = figuresOf(deals);
    const [aum] = await db
      .select({ total: sql<string>`coalesce(sum(${copyFollows.investment}), 0)::text`, n: count() })
      .from(copyFollows)
      .where(and(eq(copyFollows.leadTraderId, lead.id), eq(copyFollows.status, 'ACTIVE'), eq(copyFollows.isTest, false)));
    const values = { ...figures, aum: aum?.total ?? '0', followers: aum?.n ?? 0 };
    await db.transaction(async (tx) => {
      await tx
        .insert(leadTraderStatsDays)
        .values({ leadTraderId: lead.id, statDate: day, ...values })
        .onConflictDoUpdate({ target: [leadTraderStatsDays.leadTraderId, leadTraderStatsDays.statDate], set: { ...values, computedAt: new Date() } });
      await tx
        .update(leadTraders)
        .set({ roi30d: values.roi30d, pnl30d: values.pnl30d, maxDrawdown30d: values.maxDrawdown30d, winRate: values.winRate, aum: values.aum, followers: values.followers, statsAsOf: day })
        .where(and(eq(leadTraders.id, lead.id), sql`(${leadTraders.statsAsOf} is null or ${leadTraders.statsAsOf} <= ${day})`));
    });
  }
  return { leads: leads.length };
}
