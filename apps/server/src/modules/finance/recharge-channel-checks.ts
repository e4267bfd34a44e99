import { and, eq, sql } from 'drizzle-orm';
import { KYC_LEVEL_OF, normalizeDecimal, type KycApplicationLevel, type RechargeChannelChecks } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { currencies, members, rechargeChannels, rechargeOrders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { memberRowsInReach, type Reach } from '../access/data-scope';

/** Orders that count against a member's daily cap: all but those that ended without money. */
const COUNTED = sql`('REJECTED', 'CANCELLED', 'EXPIRED')`;

/**
 * An order against its channel's rules, for its reviewer (RECHARGE_CHANNEL_FINDINGS): one
 * statement, the member's orders of that day counted on the member's index. The day is the
 * order's business day in `timeZone` (JOBS_TIMEZONE), as the daily statement counts it. An order
 * outside the caller's reach is not found, as its detail is not.
 */
export async function rechargeChannelChecks(db: Db, reach: Reach, orderId: number, timeZone: string): Promise<RechargeChannelChecks> {
  const o = rechargeOrders;
  const c = rechargeChannels;
  const dayStart = sql`(date_trunc('day', ${o.createdAt} at time zone ${timeZone}) at time zone ${timeZone})`;
  const fee = sql`round(${c.feeFixed} + ${c.feeRate} * ${o.requestedAmount}, ${currencies.displayScale})`;
  const [row] = await db
    .select({
      channel: o.channel,
      amount: sql<string>`${o.requestedAmount}::text`,
      paymentRef: o.paymentRef,
      memberKycLevel: members.kycLevel,
      ruled: sql<boolean>`${c.id} is not null`,
      status: c.status,
      minAmount: sql<string | null>`${c.minAmount}::text`,
      maxAmount: sql<string | null>`${c.maxAmount}::text`,
      belowMinimum: sql<boolean>`coalesce(${o.requestedAmount} < ${c.minAmount}, false)`,
      aboveMaximum: sql<boolean>`coalesce(${o.requestedAmount} > ${c.maxAmount}, false)`,
      feeFixed: sql<string | null>`${c.feeFixed}::text`,
      feeRate: sql<string | null>`${c.feeRate}::text`,
      fee: sql<string | null>`(${fee})::text`,
      creditAfterFee: sql<string | null>`(${o.requestedAmount} - ${fee})::text`,
      charged: sql<boolean>`coalesce(${fee} <> 0, false)`,
      requiresTxHash: c.requiresTxHash,
      voucherMissing: sql<boolean>`${c.requiresVoucher} and ${o.voucherImage} = ''`,
      kycLevelRequired: c.kycLevelRequired,
      dailyCap: c.dailyCapPerMember,
      // Only where a cap is set: the count reads the member's orders of the day.
      dayCount: sql<number | null>`case when ${c.dailyCapPerMember} is null then null else (
        select count(*)::int from ${o} d
        where d.member_id = ${o.memberId} and d.channel = ${o.channel} and d.status not in ${COUNTED}
          and d.created_at >= ${dayStart} and d.created_at < ${dayStart} + interval '1 day') end`,
    })
    .from(o)
    .innerJoin(members, eq(members.id, o.memberId))
    .leftJoin(c, eq(c.code, o.channel))
    .leftJoin(currencies, eq(currencies.code, o.currency))
    .where(and(eq(o.id, orderId), memberRowsInReach(db, reach, o.memberId)));
  if (!row) throw notFound(`recharge order ${orderId} not found`, { reason: 'record.notFound', params: { id: orderId } });
  if (!row.ruled) return { channel: row.channel, fee: null, findings: [] };

  const findings: RechargeChannelChecks['findings'] = [];
  if (row.status === 'PAUSED') findings.push({ code: 'channelPaused', params: {} });
  if (row.belowMinimum) findings.push({ code: 'belowMinimum', params: { amount: normalizeDecimal(row.amount), limit: normalizeDecimal(row.minAmount!) } });
  if (row.aboveMaximum) findings.push({ code: 'aboveMaximum', params: { amount: normalizeDecimal(row.amount), limit: normalizeDecimal(row.maxAmount!) } });
  if (row.requiresTxHash && !row.paymentRef.trim()) findings.push({ code: 'paymentRefMissing', params: {} });
  if (row.voucherMissing) findings.push({ code: 'voucherMissing', params: {} });
  // The channel names a level as a real-name application does (NONE: none needed).
  const required = row.kycLevelRequired && row.kycLevelRequired !== 'NONE' ? KYC_LEVEL_OF[row.kycLevelRequired as KycApplicationLevel] : 0;
  if (row.memberKycLevel < required) findings.push({ code: 'kycTooLow', params: { level: row.memberKycLevel, required } });
  if (row.dailyCap !== null && row.dayCount !== null && row.dayCount > row.dailyCap) findings.push({ code: 'dailyCapExceeded', params: { count: row.dayCount, cap: row.dailyCap } });

  return {
    channel: row.channel,
    fee: row.charged
      ? { fixed: normalizeDecimal(row.feeFixed!), rate: normalizeDecimal(row.feeRate!), amount: normalizeDecimal(row.fee!), creditAfterFee: normalizeDecimal(row.creditAfterFee!) }
      : null,
    findings,
  };
}
