import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { ResultCode } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { contractDeals, contractProducts, copyFollows, currencies, leadTraders, profitShareCycles, profitShareDays, wallets } from '../../db/schema';
import { refuse } from '../../lib/errors';
import { postToWallet } from '../finance/ledger';
import { floorTo, max, min, mul, text, units } from '../../lib/exact-decimal';

/**
 * The profit share (catalogue §6.2, Obs BY). Per follow and UTC day, the day's net realised P&L of
 * the follow's copied orders (realised P&L less the follower's fees, from the deals) is recorded
 * once (unique (follow, day)), and rate × a positive day is withheld: COPY_SHARE_HOLD, available →
 * frozen. When the cycle has ended, its net decides the share:
 *
 * - STANDARD: share = rate × max(0, net over the cycle);
 * - HIGH_WATER_MARK: share = rate × max(0, cumulative net − the follow's high-water mark), and the
 *   mark rises to the cumulative net when it is above it;
 *
 * never more than was withheld. The lead is paid COPY_SHARE_PAY (the follower's frozen → the lead's
 * available), the rest is refunded COPY_SHARE_REFUND (frozen → available). Nothing is taken on a net
 * loss. Ledger rows carry ref COPY_SHARE_DAY + the day row, or COPY_SHARE_CYCLE + the cycle (unique
 * (follow_id, cycle_start)), so reruns and concurrent runs move money once.
 *
 * A day is recorded only once it is over (UTC, the day the deals are counted in): the record is
 * written once, so a run during the day would freeze a partial net and a later loss of the same day
 * would never offset the profit withheld. A day the nightly run missed (no instance ran; a late tick
 * runs once for the oldest missed day) is not lost: each settlement pass first records every traded
 * day of the last CATCH_UP_DAYS that has no record yet, so a cycle's net is whole when its money
 * moves. Older missed days can still be recorded by "Rerun a day" while their cycle is open; once a
 * cycle has settled its days are final (its money has moved) and a rerun records nothing for it.
 */

/** Two of the longest cycles (cycle_days ≤ 31): the settlement pass's look-back for missed days. */
export const CATCH_UP_DAYS = 62;

export const SHARE_DAY_REF = 'COPY_SHARE_DAY';
export const SHARE_CYCLE_REF = 'COPY_SHARE_CYCLE';

const DAY_MS = 86_400_000;
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
export const addDays = (day: string, n: number): string => dayOf(new Date(dayStart(day).getTime() + n * DAY_MS));

/** The cycle a day falls in: cycles of `cycleDays` counted from the day the follow started. */
export function cycleOf(startedAt: Date, cycleDays: number, day: string): { start: string; end: string } {
  const first = dayOf(startedAt);
  const index = Math.floor((dayStart(day).getTime() - dayStart(first).getTime()) / DAY_MS / cycleDays);
  const start = addDays(first, index * cycleDays);
  return { start, end: addDays(start, cycleDays - 1) };
}

export class ProfitShareService {
  /** `now` decides whether a day is over (tests replay past days with their own clock, as the engine's). */
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private isOver(day: string): boolean {
    return dayStart(addDays(day, 1)).getTime() <= this.now().getTime();
  }

  /** Refuses a day that has not ended yet, naming it and when it can be run. */
  private requireDayOver(day: string): void {
    const over = dayStart(addDays(day, 1));
    if (!this.isOver(day)) {
      throw refuse(
        ResultCode.conflict,
        `the UTC day ${day} is not over: its profit share is recorded once, so it can be run from ${over.toISOString()}`,
        { reason: 'copy.dayNotOver', params: { day, from: over.toISOString() } },
        { day: `not over until ${over.toISOString()}` },
      );
    }
  }

  /** The follow's net realised P&L on one UTC day, from its deals: realised P&L less the follower's fees. */
  async netOfDay(tx: Tx | Db, followId: number, day: string): Promise<{ net: string; currency: string | null; deals: number }> {
    const [row] = await tx
      .select({
        net: sql<string>`coalesce(sum(${contractDeals.realisedPnl} - case when ${contractDeals.makerMemberId} = ${contractDeals.memberId} then ${contractDeals.makerFee} else ${contractDeals.takerFee} end), 0)::text`,
        currency: sql<string | null>`min(${contractProducts.quoteWalletCode})`,
        deals: sql<number>`count(*)::int`,
      })
      .from(contractDeals)
      .innerJoin(contractProducts, eq(contractProducts.id, contractDeals.productId))
      .where(and(eq(contractDeals.followId, followId), gte(contractDeals.executedAt, dayStart(day)), lt(contractDeals.executedAt, dayStart(addDays(day, 1)))));
    return { net: row?.net ?? '0', currency: row?.currency ?? null, deals: row?.deals ?? 0 };
  }

  /** Records one ended day for every follow that traded on it and withholds on a positive day. A rerun records nothing twice. */
  async runDay(day: string): Promise<{ recorded: number; withheld: string }> {
    this.requireDayOver(day);
    const traded = await this.db
      .selectDistinct({ followId: contractDeals.followId })
      .from(contractDeals)
      .where(and(sql`${contractDeals.followId} is not null`, eq(contractDeals.isTest, false), gte(contractDeals.executedAt, dayStart(day)), lt(contractDeals.executedAt, dayStart(addDays(day, 1)))));
    let recorded = 0;
    let withheld = 0n;
    for (const { followId } of traded) {
      const answer = await this.db.transaction((tx) => this.recordDay(tx, followId!, day));
      if (answer) {
        recorded++;
        withheld += answer;
      }
    }
    return { recorded, withheld: text(withheld) };
  }

  private async scaleOf(tx: Tx, currency: string): Promise<number> {
    const [row] = await tx.select({ scale: currencies.displayScale }).from(currencies).where(eq(currencies.code, currency));
    return Math.min(row?.scale ?? 8, 18);
  }

  /** One (follow, day) in one transaction; answers what was withheld, or undefined when the day was already recorded. */
  private async recordDay(tx: Tx, followId: number, day: string): Promise<bigint | undefined> {
    const [follow] = await tx.select().from(copyFollows).where(eq(copyFollows.id, followId)).for('update');
    if (!follow) return undefined;
    const [lead] = await tx.select().from(leadTraders).where(eq(leadTraders.id, follow.leadTraderId));
    const { net, currency } = await this.netOfDay(tx, followId, day);
    if (!lead || !currency) return undefined;
    const { start, end } = cycleOf(follow.startedAt, lead.cycleDays, day);
    await tx
      .insert(profitShareCycles)
      .values({ followId, followerMemberId: follow.followerMemberId, leadMemberId: lead.memberId, currency, cycleStart: start, cycleEnd: end, rateSnapshot: lead.profitShareRate, shareBasis: lead.shareBasis })
      .onConflictDoNothing();
    const [cycle] = await tx.select().from(profitShareCycles).where(and(eq(profitShareCycles.followId, followId), eq(profitShareCycles.cycleStart, start))).for('update');
    if (!cycle || cycle.status !== 'OPEN') return undefined;
    const [dayRow] = await tx.insert(profitShareDays).values({ cycleId: cycle.id, followId, day, netPnl: net, withheld: '0' }).onConflictDoNothing().returning();
    if (!dayRow) return undefined;
    const [wallet] = await tx.select().from(wallets).where(and(eq(wallets.memberId, follow.followerMemberId), eq(wallets.currency, currency)));
    // What a positive day owes at the cycle's rate, at most what the follower holds (never a debt).
    const owed = floorTo(mul(units(cycle.rateSnapshot), max(units(net), 0n)), await this.scaleOf(tx, currency));
    const hold = min(owed, wallet ? units(wallet.available) : 0n);
    if (hold > 0n) {
      await postToWallet(tx, {
        memberId: follow.followerMemberId,
        currency,
        type: 'COPY_SHARE_HOLD',
        refType: SHARE_DAY_REF,
        refId: dayRow.id,
        refNo: `${follow.followNo}/${day}`,
        operatorId: null,
        moves: [
          { kind: 'AVAILABLE', change: text(-hold) },
          { kind: 'FROZEN', change: text(hold) },
        ],
      });
      await tx.update(profitShareDays).set({ withheld: text(hold) }).where(eq(profitShareDays.id, dayRow.id));
    }
    await tx
      .update(profitShareCycles)
      .set({ netRealisedPnl: text(units(cycle.netRealisedPnl) + units(net)), withheld: text(units(cycle.withheld) + hold) })
      .where(eq(profitShareCycles.id, cycle.id));
    return hold;
  }

  /** Records the ended days of the last CATCH_UP_DAYS before `today` on which a follow traded and that have no record. */
  async recordMissedDays(today: string): Promise<number> {
    const executedDay = sql<string>`to_char(${contractDeals.executedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const missed = await this.db
      .selectDistinct({ followId: contractDeals.followId, day: executedDay })
      .from(contractDeals)
      .where(
        and(
          sql`${contractDeals.followId} is not null`,
          eq(contractDeals.isTest, false),
          gte(contractDeals.executedAt, dayStart(addDays(today, -CATCH_UP_DAYS))),
          lt(contractDeals.executedAt, dayStart(today)),
          sql`not exists (select 1 from ${profitShareDays} where ${profitShareDays.followId} = ${contractDeals.followId} and ${profitShareDays.day} = (${contractDeals.executedAt} at time zone 'UTC')::date)`,
        ),
      );
    let recorded = 0;
    for (const { followId, day } of missed) {
      if (!this.isOver(day)) continue;
      if ((await this.db.transaction((tx) => this.recordDay(tx, followId!, day))) !== undefined) recorded++;
    }
    return recorded;
  }

  /** Settles every OPEN cycle whose last day is before `today`, each in its own transaction, once the missed days are recorded. */
  async settleDue(today: string): Promise<{ settled: number; paid: string; refunded: string }> {
    await this.recordMissedDays(today);
    const due = await this.db.select({ id: profitShareCycles.id }).from(profitShareCycles).where(and(eq(profitShareCycles.status, 'OPEN'), lt(profitShareCycles.cycleEnd, today))).orderBy(asc(profitShareCycles.cycleEnd), asc(profitShareCycles.id));
    let settled = 0;
    let paid = 0n;
    let refunded = 0n;
    for (const { id } of due) {
      const answer = await this.db.transaction((tx) => this.settle(tx, id));
      if (!answer) continue;
      settled++;
      paid += answer.share;
      refunded += answer.refund;
    }
    return { settled, paid: text(paid), refunded: text(refunded) };
  }

  private async settle(tx: Tx, cycleId: number): Promise<{ share: bigint; refund: bigint } | undefined> {
    // The follow is locked before its cycle, as recordDay does, so a day's run and a settlement never deadlock.
    const [subject] = await tx.select({ followId: profitShareCycles.followId }).from(profitShareCycles).where(eq(profitShareCycles.id, cycleId));
    if (!subject) return undefined;
    const [follow] = await tx.select().from(copyFollows).where(eq(copyFollows.id, subject.followId)).for('update');
    const [cycle] = await tx.select().from(profitShareCycles).where(eq(profitShareCycles.id, cycleId)).for('update');
    if (!cycle || cycle.status !== 'OPEN') return undefined;
    const net = units(cycle.netRealisedPnl);
    const scale = await this.scaleOf(tx, cycle.currency);
    let base = max(net, 0n);
    let hwmAfter: bigint | null = null;
    const cumulative = units(follow!.cumulativeNet) + net;
    if (cycle.shareBasis === 'HIGH_WATER_MARK') {
      base = max(cumulative - units(follow!.hwm), 0n);
      hwmAfter = max(units(follow!.hwm), cumulative);
    }
    const withheld = units(cycle.withheld);
    const share = min(floorTo(mul(units(cycle.rateSnapshot), base), scale), withheld);
    const refund = withheld - share;
    const ref = { currency: cycle.currency, refType: SHARE_CYCLE_REF, refId: cycle.id, refNo: `${follow!.followNo}/${cycle.cycleStart}`, operatorId: null };
    if (share > 0n) {
      await postToWallet(tx, { ...ref, memberId: cycle.followerMemberId, type: 'COPY_SHARE_PAY', moves: [{ kind: 'FROZEN', change: text(-share) }] });
      await postToWallet(tx, { ...ref, memberId: cycle.leadMemberId, type: 'COPY_SHARE_PAY', moves: [{ kind: 'AVAILABLE', change: text(share) }] });
    }
    if (refund > 0n) {
      await postToWallet(tx, {
        ...ref,
        memberId: cycle.followerMemberId,
        type: 'COPY_SHARE_REFUND',
        moves: [
          { kind: 'FROZEN', change: text(-refund) },
          { kind: 'AVAILABLE', change: text(refund) },
        ],
      });
    }
    await tx
      .update(profitShareCycles)
      .set({ status: 'SETTLED', settledAt: new Date(), shareAmount: text(share), refunded: text(refund), hwmBefore: cycle.shareBasis === 'HIGH_WATER_MARK' ? follow!.hwm : null, hwmAfter: hwmAfter === null ? null : text(hwmAfter) })
      .where(eq(profitShareCycles.id, cycle.id));
    await tx
      .update(copyFollows)
      .set({ cumulativeNet: text(cumulative), ...(hwmAfter === null ? {} : { hwm: text(hwmAfter) }), updatedAt: new Date() })
      .where(eq(copyFollows.id, follow!.id));
    return { share, refund };
  }
}
