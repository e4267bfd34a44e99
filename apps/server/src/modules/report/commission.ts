import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { COMMISSION_MAX_DEPTH, COMMISSION_PARAM_KEYS } from '@ledgerdesk/shared/report';
import type { Db, Tx } from '../../db/client';
import { referralCommissions, withdrawOrders } from '../../db/schema';
import { postToWallet } from '../finance/ledger';
import { isRealMember } from '../../lib/real-members';
import { rowsOf } from '../../db/sql-rows';

/** Shares of one fee, as fractions: each level's rate and the cap on both together. */
export interface CommissionRates {
  level1: number;
  level2: number;
  maxTotal: number;
}

const RATE_BOUNDS = { min: 0, max: 0.5 };

/** The rates as config parameters hold them now (defaults when a key is missing or out of bounds). */
export async function commissionRates(params: { number(key: string, fallback: number, bounds?: typeof RATE_BOUNDS): Promise<number> }): Promise<CommissionRates> {
  const [level1, level2, maxTotal] = await Promise.all([
    params.number(COMMISSION_PARAM_KEYS.level1Rate, 0.2, RATE_BOUNDS),
    params.number(COMMISSION_PARAM_KEYS.level2Rate, 0.1, RATE_BOUNDS),
    params.number(COMMISSION_PARAM_KEYS.maxTotalRate, 0.3, RATE_BOUNDS),
  ]);
  return { level1, level2, maxTotal };
}

interface Share {
  beneficiaryId: number;
  level: number;
  rate: string;
  amount: string;
}

/**
 * Referral commissions (catalogue §10.2) on fees actually charged, never on deposits, principal
 * or losses: a completed withdrawal's fee is shared with the member's inviter (level 1) and that
 * inviter's inviter (level 2), nobody deeper, each share rounded down to the currency's places
 * and both together at most `maxTotal` of the fee. Each share is a fin_referral_commission row
 * (unique per fee and beneficiary) plus its REFERRAL_COMMISSION money log, in one transaction,
 * so paying the same fee again, at once or later, pays nothing more.
 */
export class CommissionPayer {
  constructor(private readonly db: Db) {}

  /** Pays the shares of one withdrawal's fee; answers how many shares were paid now. */
  async payWithdrawalFee(withdrawalId: number, rates: CommissionRates): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(withdrawOrders).where(eq(withdrawOrders.id, withdrawalId));
      if (!order || order.status !== 'COMPLETED') return 0;
      const shares = await this.sharesOf(tx, order.memberId, order.currency, order.fee, rates);
      const feeRef = `WITHDRAW_FEE:${order.orderNo}`;
      let paid = 0;
      for (const share of shares) {
        const [row] = await tx
          .insert(referralCommissions)
          .values({
            beneficiaryId: share.beneficiaryId,
            sourceMemberId: order.memberId,
            sourceFeeRef: feeRef,
            currency: order.currency,
            feeAmount: order.fee,
            level: share.level,
            rateSnapshot: share.rate,
            amount: share.amount,
          })
          .onConflictDoNothing()
          .returning({ id: referralCommissions.id });
        if (!row) continue;
        await postToWallet(tx, {
          memberId: share.beneficiaryId,
          currency: order.currency,
          type: 'REFERRAL_COMMISSION',
          refType: 'REFERRAL_COMMISSION',
          refId: row.id,
          refNo: feeRef,
          operatorId: null,
          remark: { 'zh-cn': `第 ${share.level} 级提现手续费分成`, en: `level ${share.level} share of the withdrawal fee`, 'zh-tw': `第 ${share.level} 級提領手續費分成` },
          moves: [{ kind: 'AVAILABLE', change: share.amount }],
        });
        paid += 1;
      }
      return paid;
    });
  }

  /** Every withdrawal completed in [start, end) with a fee: the nightly sweep (idempotent). */
  async payCompletedBetween(start: Date, end: Date, rates: CommissionRates): Promise<number> {
    const orders = await this.db
      .select({ id: withdrawOrders.id })
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.status, 'COMPLETED'), gte(withdrawOrders.finishedAt, start), lt(withdrawOrders.finishedAt, end), sql`${withdrawOrders.fee} > 0`))
      .orderBy(withdrawOrders.id);
    let paid = 0;
    for (const order of orders) paid += await this.payWithdrawalFee(order.id, rates);
    return paid;
  }

  /**
   * The chain above the member, at most COMMISSION_MAX_DEPTH deep, with each share computed in SQL
   * numeric: rounded down to the currency's display places, level 2 limited to what the cap leaves.
   * A test account, a disabled member or the member itself (an inviter loop) receives nothing.
   */
  private async sharesOf(tx: Tx, memberId: number, currency: string, fee: string, rates: CommissionRates): Promise<Share[]> {
    const rows = rowsOf<{ beneficiary_id: number; level: number; rate: string; amount: string }>(
      await tx.execute(sql`
        with recursive chain as (
          select m.inviter_id as beneficiary_id, 1 as level from mem_member m where m.id = ${memberId} and m.inviter_id is not null
          union all
          select m.inviter_id, c.level + 1 from chain c join mem_member m on m.id = c.beneficiary_id
          where c.level < ${COMMISSION_MAX_DEPTH} and m.inviter_id is not null
        ),
        scale as (select coalesce((select display_scale from fin_currency where code = ${currency}), 18) as s),
        raw as (
          select c.beneficiary_id, c.level,
                 (case c.level when 1 then ${String(rates.level1)} else ${String(rates.level2)} end)::numeric as rate
          from chain c join mem_member b on b.id = c.beneficiary_id
          where c.beneficiary_id <> ${memberId} and b.status <> 'DISABLED' and ${isRealMember(sql.raw('c.beneficiary_id'))}
        ),
        amounts as (
          select r.beneficiary_id, r.level, r.rate,
                 trunc(${fee}::numeric * least(r.rate, greatest(${String(rates.maxTotal)}::numeric
                   - coalesce((select sum(p.rate) from raw p where p.level < r.level), 0), 0)), (select s from scale)) as amount
          from raw r
        )
        select beneficiary_id, level, rate::text as rate, amount::text as amount from amounts where amount > 0 order by level`),
    );
    return rows.map((r) => ({ beneficiaryId: Number(r.beneficiary_id), level: Number(r.level), rate: r.rate, amount: r.amount }));
  }
}
