import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractOrders, contractPositions, contractProducts, members } from '../../db/schema';
import { newOrderNo } from '../../lib/review-support';
import { freshSample } from '../contracts/index-price';
import { crossesLiquidation, marginRatioOf, type PositionSide } from './position-math';
import type { ContractTradingEngine } from './trading-engine';

/**
 * The mark and liquidation tick: every open position is marked at its product's latest recorded
 * index sample (unrealised P&L and margin ratio, with the sample named), and a position whose mark
 * has crossed its liquidation price is closed at that sample by a LIQUIDATION order on the
 * engine's ordinary fill path (deal flagged `is_liquidation`, loss booked as `CTR_LIQUIDATION`,
 * at most the position's margin). One transaction per position; a rerun finds it closed.
 */
export async function markAndLiquidate(db: Db, engine: ContractTradingEngine, now: () => Date = () => new Date()): Promise<{ marked: number; liquidated: number; failed: number; firstFailure?: string }> {
  const open = await db.select({ id: contractPositions.id, memberId: contractPositions.memberId }).from(contractPositions).where(eq(contractPositions.status, 'OPEN')).orderBy(asc(contractPositions.id));
  let marked = 0;
  let liquidated = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  for (const { id, memberId } of open) {
    const done = await db.transaction(async (tx) => {
      // The member first, then the position: the order placeOrder takes them in, so a liquidation
      // and the member's own order on the same position wait for each other instead of deadlocking.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      const [position] = await tx.select().from(contractPositions).where(and(eq(contractPositions.id, id), eq(contractPositions.status, 'OPEN'))).for('update');
      if (!position) return 'gone' as const;
      const [product] = await tx.select().from(contractProducts).where(eq(contractProducts.id, position.productId));
      // A stale index marks nothing and liquidates nobody: the position waits for a recorded price.
      const sample = product && (await freshSample(tx, product.indexSourceId, now()));
      if (!product || !sample) return 'unpriced' as const;
      const side = position.side as PositionSide;
      if (!crossesLiquidation(side, sample.value, position.liquidationPrice)) {
        const figures = marginRatioOf({ side, entry: position.entryPrice, mark: sample.value, qty: position.qty, contractSize: product.contractSize, margin: position.margin, mmr: position.maintenanceMarginRate });
        await tx
          .update(contractPositions)
          .set({ markPrice: sample.value, markSampleId: sample.id, markedAt: new Date(), ...figures })
          .where(eq(contractPositions.id, position.id));
        return 'marked' as const;
      }
      const [order] = await tx
        .insert(contractOrders)
        .values({
          orderNo: newOrderNo('C'),
          memberId: position.memberId,
          productId: product.id,
          side: side === 'LONG' ? 'SELL' : 'BUY',
          positionSide: side,
          type: 'MARKET',
          qty: position.qty,
          leverage: position.leverage,
          reduceOnly: true,
          makerFeeRate: product.makerFeeRate,
          takerFeeRate: product.takerFeeRate,
          source: 'LIQUIDATION',
          followId: position.followId,
          isTest: position.isTest,
        })
        .returning();
      await engine.fill(tx, order!, product, sample, sample.value, { memberIsMaker: false, isLiquidation: true });
      await tx.update(contractPositions).set({ markPrice: sample.value, markSampleId: sample.id, markedAt: new Date() }).where(eq(contractPositions.id, position.id));
      return 'liquidated' as const;
    }).catch((error: unknown) => {
      // One position that cannot be marked or closed (a refused fill, a lock time-out) must not leave
      // every position after it unmarked and unliquidated: it is counted, and the next tick tries again.
      failed++;
      firstFailure ??= `position ${id}: ${error instanceof Error ? error.message : String(error)}`;
      return 'failed' as const;
    });
    if (done === 'marked') marked++;
    if (done === 'liquidated') liquidated++;
  }
  return { marked, liquidated, failed, ...(firstFailure ? { firstFailure } : {}) };
}
