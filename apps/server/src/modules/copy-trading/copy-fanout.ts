import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractPositions, contractProducts, copyFollows, copyOrderLinks, leadTraders, wallets } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { div, floorTo, fromInt, min, mul, text, units } from '../../lib/exact-decimal';
import type { ContractTradingEngine, DealRow, OrderRow, PositionSide, ProductRow } from '../contract-trading/trading-engine';
import type { FollowRow } from './follow-service';

type SkipReason = 'INSUFFICIENT_BALANCE' | 'BELOW_MIN' | 'SLOTS_FULL' | 'PRODUCT_NOT_ALLOWED' | 'PRODUCT_NOT_TRADABLE' | 'ORDER_REFUSED';

/** Which refusal of the ordinary order path a skipped copy records. */
function skipReasonOf(error: AppError): SkipReason {
  const reason = (error.data as { reason?: string } | null)?.reason;
  if (reason === 'finance.insufficientBalance') return 'INSUFFICIENT_BALANCE';
  if (reason === 'contract.qtyOutOfRange') return 'BELOW_MIN';
  if (reason === 'contract.productNotTradable') return 'PRODUCT_NOT_TRADABLE';
  return 'ORDER_REFUSED';
}

/**
 * Copy fan-out (catalogue §6.2): when a lead's own order fills, each live follow gets one
 * copy_order_link — COPIED with the follower's order, or SKIPPED with the reason. The copy is an
 * ordinary order placed through `engine.placeOrder`, the very path a member's own order takes, so
 * its price is the recorded index sample and its result is the market's. Opening fills are copied
 * only for ACTIVE follows with copy_open while the lead is APPROVED/ACTIVE (a suspended lead's new
 * orders are not copied); closing fills close the followers' copy positions in proportion (also
 * while the lead is suspended: open copies keep running until closed).
 */
export class CopyFanOut {
  constructor(
    private readonly db: Db,
    private readonly engine: ContractTradingEngine,
  ) {}

  private static readonly attached = new WeakSet<ContractTradingEngine>();

  /** Registers itself on the engine, once per engine however many areas are built on it. */
  attach(): this {
    if (CopyFanOut.attached.has(this.engine)) return this;
    CopyFanOut.attached.add(this.engine);
    this.engine.onMemberFill((order, deal) => this.onLeadFill(order, deal));
    return this;
  }

  async onLeadFill(order: OrderRow, deal: DealRow): Promise<void> {
    const [lead] = await this.db.select().from(leadTraders).where(eq(leadTraders.memberId, order.memberId));
    if (!lead || order.followId) return;
    const [product] = await this.db.select().from(contractProducts).where(eq(contractProducts.id, order.productId));
    if (!product) return;
    if (order.reduceOnly) return this.copyClose(lead.id, order, product);
    if (lead.status !== 'APPROVED' && lead.status !== 'ACTIVE') return;
    const follows = await this.db
      .select()
      .from(copyFollows)
      .where(and(eq(copyFollows.leadTraderId, lead.id), eq(copyFollows.status, 'ACTIVE'), eq(copyFollows.copyOpen, true)))
      .orderBy(asc(copyFollows.id));
    let slot = 0;
    for (const follow of follows) {
      slot++;
      // Only orders placed after the follow started are copied.
      if (follow.startedAt.getTime() > order.createdAt.getTime()) continue;
      if (await this.linked(order.id, follow.id)) continue;
      if (slot > lead.maxFollowers) {
        await this.link(order.id, follow, null, 'SLOTS_FULL', lead.id);
        continue;
      }
      if (lead.allowedProducts.length > 0 && !lead.allowedProducts.includes(product.id)) {
        await this.link(order.id, follow, null, 'PRODUCT_NOT_ALLOWED', lead.id);
        continue;
      }
      const qty = await this.copyQty(follow, order, deal, product, lead.memberId);
      if (qty === '0' || units(qty) < units(product.minQty)) {
        await this.link(order.id, follow, null, 'BELOW_MIN', lead.id);
        continue;
      }
      try {
        const copy = await this.engine.placeOrder({
          memberId: follow.followerMemberId,
          productId: product.id,
          positionSide: order.positionSide as PositionSide,
          type: 'MARKET',
          qty,
          leverage: order.leverage,
          source: 'COPY',
          followId: follow.id,
        });
        await this.link(order.id, follow, copy.id, '', lead.id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await this.link(order.id, follow, null, skipReasonOf(error), lead.id);
      }
    }
  }

  /** The follower's quantity for one lead fill, by the follow's mode, capped by max_position_value, floored to the product's qty scale. */
  async copyQty(follow: FollowRow, order: OrderRow, deal: DealRow, product: ProductRow, leadMemberId: number): Promise<string> {
    // What one unit of quantity is worth at the lead's fill price.
    const unitValue = mul(units(deal.price), units(product.contractSize));
    let qty: bigint;
    switch (follow.mode) {
      case 'FIXED_AMOUNT':
        qty = div(mul(units(follow.param), fromInt(order.leverage)), unitValue);
        break;
      case 'FIXED_QTY':
        qty = units(follow.param);
        break;
      case 'RATIO':
        qty = mul(units(order.qty), units(follow.param));
        break;
      default: {
        const [wallet] = await this.db.select().from(wallets).where(and(eq(wallets.memberId, leadMemberId), eq(wallets.currency, product.quoteWalletCode)));
        const equity = wallet ? units(wallet.available) + units(wallet.frozen) : 0n;
        qty = equity > 0n ? div(mul(units(order.qty), units(follow.investment)), equity) : 0n;
      }
    }
    if (follow.maxPositionValue) qty = min(qty, div(units(follow.maxPositionValue), unitValue));
    return text(floorTo(qty, product.qtyScale));
  }

  private async copyClose(leadTraderId: number, order: OrderRow, product: ProductRow): Promise<void> {
    // The lead's own position the fill reduced (its latest in this product and side).
    const [current] = await this.db
      .select()
      .from(contractPositions)
      .where(and(eq(contractPositions.memberId, order.memberId), eq(contractPositions.productId, product.id), eq(contractPositions.side, order.positionSide), isNull(contractPositions.followId)))
      .orderBy(desc(contractPositions.id))
      .limit(1);
    // The share of the lead's position this fill closed: all of it when the position is now closed.
    const closedAll = !current || current.status !== 'OPEN';
    const before = current ? units(current.qty) + units(order.qty) : units(order.qty);
    const follows = await this.db
      .select()
      .from(copyFollows)
      .where(and(eq(copyFollows.leadTraderId, leadTraderId), inArray(copyFollows.status, ['ACTIVE', 'PAUSED']), eq(copyFollows.copyClose, true)))
      .orderBy(asc(copyFollows.id));
    for (const follow of follows) {
      if (await this.linked(order.id, follow.id)) continue;
      const [mine] = await this.db
        .select()
        .from(contractPositions)
        .where(and(eq(contractPositions.memberId, follow.followerMemberId), eq(contractPositions.productId, product.id), eq(contractPositions.side, order.positionSide), eq(contractPositions.followId, follow.id), eq(contractPositions.status, 'OPEN')));
      if (!mine) continue;
      const qty = closedAll ? mine.qty : text(floorTo(div(mul(units(mine.qty), units(order.qty)), before), product.qtyScale));
      if (units(qty) <= 0n) {
        await this.link(order.id, follow, null, 'BELOW_MIN', leadTraderId);
        continue;
      }
      try {
        const copy = await this.engine.closePosition(mine.id, qty);
        await this.link(order.id, follow, copy.id, '', leadTraderId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await this.link(order.id, follow, null, skipReasonOf(error), leadTraderId);
      }
    }
  }

  private async linked(leadOrderId: number, followId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: copyOrderLinks.id }).from(copyOrderLinks).where(and(eq(copyOrderLinks.leadOrderId, leadOrderId), eq(copyOrderLinks.followId, followId)));
    return Boolean(row);
  }

  private async link(leadOrderId: number, follow: FollowRow, followerOrderId: number | null, skipReason: SkipReason | '', leadTraderId: number): Promise<void> {
    await this.db
      .insert(copyOrderLinks)
      .values({ leadOrderId, followerOrderId, followId: follow.id, leadTraderId, followerMemberId: follow.followerMemberId, status: followerOrderId ? 'COPIED' : 'SKIPPED', skipReason })
      .onConflictDoNothing();
  }
}
