import { and, eq, sql } from 'drizzle-orm';
import { decimalParam } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { currencies, swapOrders, swapPairs } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newOrderNo } from '../../lib/review-support';
import { negate, postToWallet } from '../finance/ledger';
import { rowsOf } from '../../db/sql-rows';

export interface SwapRequest {
  memberId: number;
  fromCode: string;
  toCode: string;
  /** What the member sells, a positive decimal string. */
  fromAmount: string;
  quoteId: string;
  /** The rate applied: units of toCode per unit of fromCode. */
  quoteRate: string;
  /** The recorded reference the quote is judged against, its source and when it was read. */
  referenceRate: string;
  referenceSource: string;
  referenceAt: Date;
}

export type SwapOrderRow = typeof swapOrders.$inferSelect;

/**
 * Member swaps (catalogue §10.3), used by the demo seed and the tests (members swap on the
 * member-facing side). A swap fills only on an ACTIVE pair, within its amount limits, on a
 * reference no older than the pair's quote lifetime and with the applied rate within the pair's
 * published max spread of that reference: |quote − reference| / reference ≤ max_spread. Anything
 * else is refused and nothing is written. A fill is the order row plus SWAP_OUT (from currency)
 * and SWAP_IN (to currency, net of the fee) money logs keyed by it, in one transaction.
 */
export class SwapService {
  constructor(private readonly db: Db) {}

  async fill(request: SwapRequest, operatorId: number | null = null): Promise<SwapOrderRow> {
    return this.db.transaction(async (tx) => {
      const { fromCode, toCode } = request;
      const [pair] = await tx
        .select()
        .from(swapPairs)
        .where(and(eq(swapPairs.fromCode, fromCode), eq(swapPairs.toCode, toCode)))
        .for('share');
      if (!pair) throw notFound(`there is no swap pair ${fromCode} → ${toCode}`, { reason: 'report.swapPairUnknown', params: { fromCode, toCode } });
      if (pair.status !== 'ACTIVE') throw conflict(`the swap pair ${fromCode} → ${toCode} is paused`, { reason: 'report.swapPairPaused', params: { fromCode, toCode } });

      const [terms] = rowsOf<{ in_range: boolean; fresh: boolean; spread: string; within: boolean; fee: string; to_amount: string }>(
        await tx.execute(sql`
          with q as (
            select ${request.fromAmount}::numeric as amount, ${request.quoteRate}::numeric as quote, ${request.referenceRate}::numeric as ref,
                   coalesce((select display_scale from ${currencies} where code = ${toCode}), 18) as scale
          ),
          t as (select q.*, abs(q.quote - q.ref) / q.ref as spread, trunc(q.amount * q.quote, q.scale) as gross from q)
          select t.amount >= ${pair.minAmount}::numeric and t.amount <= ${pair.maxAmount}::numeric as in_range,
                 ${request.referenceAt.toISOString()}::timestamptz >= now() - make_interval(secs => ${pair.quoteTtlSeconds}) as fresh,
                 round(t.spread, 8)::text as spread,
                 t.spread <= ${pair.maxSpread}::numeric as within,
                 trunc(t.gross * ${pair.feeRate}::numeric, t.scale)::text as fee,
                 (t.gross - trunc(t.gross * ${pair.feeRate}::numeric, t.scale))::text as to_amount
          from t`),
      );
      if (!terms!.in_range) {
        const params = { minimum: decimalParam(pair.minAmount), maximum: decimalParam(pair.maxAmount), fromCode };
        throw badRequest(`the amount must lie between ${params.minimum} and ${params.maximum} ${fromCode}`, { fromAmount: 'out of the pair limits' }, {
          reason: 'report.swapAmountOutOfRange', params, issues: { fromAmount: { code: 'invalid', params } },
        });
      }
      if (!terms!.fresh) {
        throw conflict(`the reference rate is older than the pair's quote lifetime of ${pair.quoteTtlSeconds} s`, {
          reason: 'report.swapQuoteExpired', params: { seconds: pair.quoteTtlSeconds },
        });
      }
      if (!terms!.within) {
        const params = { quoteRate: decimalParam(request.quoteRate), referenceRate: decimalParam(request.referenceRate), spread: decimalParam(terms!.spread), maxSpread: decimalParam(pair.maxSpread) };
        throw conflict(`the applied rate ${params.quoteRate} is ${params.spread} away from the reference ${params.referenceRate}; the pair allows at most ${params.maxSpread}`, {
          reason: 'report.swapOutsideSpread', params,
        });
      }
      const [order] = await tx
        .insert(swapOrders)
        .values({
          swapNo: newOrderNo('S'),
          memberId: request.memberId,
          fromCode,
          toCode,
          fromAmount: request.fromAmount,
          toAmount: terms!.to_amount,
          quoteId: request.quoteId,
          quoteRate: request.quoteRate,
          referenceRate: request.referenceRate,
          referenceSource: request.referenceSource,
          referenceAt: request.referenceAt,
          spreadRate: terms!.spread,
          fee: terms!.fee,
          status: 'FILLED',
          filledAt: sql`now()`,
          createdBy: operatorId,
          updatedBy: operatorId,
        })
        .returning();
      const ref = { memberId: request.memberId, refType: 'SWAP', refId: order!.id, refNo: order!.swapNo, operatorId };
      await postToWallet(tx, { ...ref, currency: fromCode, type: 'SWAP_OUT', moves: [{ kind: 'AVAILABLE', change: negate(request.fromAmount) }] });
      await postToWallet(tx, { ...ref, currency: toCode, type: 'SWAP_IN', moves: [{ kind: 'AVAILABLE', change: terms!.to_amount }] });
      return order!;
    });
  }
}
