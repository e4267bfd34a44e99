import { ceilTo, div, floorTo, fromInt, mul, text, units } from '../../lib/exact-decimal';

/**
 * The isolated-margin rules every fill, mark and liquidation uses (published with the product):
 * a position can lose at most its margin, and it is liquidated when the recorded index sample
 * crosses its liquidation price. Pure arithmetic on exact decimals.
 */

export type PositionSide = 'LONG' | 'SHORT';

/** price × qty × contract size. */
export const notionalOf = (price: string, qty: string, contractSize: string): bigint => mul(mul(units(price), units(qty)), units(contractSize));

/** Initial margin: notional ÷ leverage, rounded up at the currency's scale (never under-margined). */
export const marginFor = (price: string, qty: string, contractSize: string, leverage: number, scale: number): bigint =>
  ceilTo(div(notionalOf(price, qty, contractSize), fromInt(leverage)), scale);

/** A fee at a rate on the notional, rounded down at the currency's scale (never overcharged). */
export const feeFor = (price: string, qty: string, contractSize: string, rate: string, scale: number): bigint =>
  floorTo(mul(notionalOf(price, qty, contractSize), units(rate)), scale);

/** What closing `qty` at `exit` books: (exit − entry) × qty × size, negated for a short. */
export function pnlOf(side: PositionSide, entry: string, exit: string, qty: string, contractSize: string): bigint {
  const move = mul(mul(units(exit) - units(entry), units(qty)), units(contractSize));
  return side === 'LONG' ? move : -move;
}

/**
 * Where the loss reaches the margin less the maintenance requirement:
 * LONG entry × (1 − 1/leverage + mmr), SHORT entry × (1 + 1/leverage − mmr).
 */
export function liquidationPriceOf(side: PositionSide, entry: string, leverage: number, maintenanceMarginRate: string): string {
  const inverse = div(fromInt(1), fromInt(leverage));
  const mmr = units(maintenanceMarginRate);
  const factor = side === 'LONG' ? fromInt(1) - inverse + mmr : fromInt(1) + inverse - mmr;
  const price = mul(units(entry), factor);
  return text(price > 0n ? price : 0n);
}

/** Whether a mark has reached the liquidation price. */
export const crossesLiquidation = (side: PositionSide, mark: string, liquidationPrice: string): boolean =>
  side === 'LONG' ? units(mark) <= units(liquidationPrice) : units(mark) >= units(liquidationPrice);

/** The weighted entry after adding `addQty` at `price` to `qty` at `entry`. */
export function averageEntry(entry: string, qty: string, price: string, addQty: string): string {
  const total = units(qty) + units(addQty);
  return text(div(mul(units(entry), units(qty)) + mul(units(price), units(addQty)), total));
}

/** Maintenance margin ÷ equity at the mark (closest to liquidation sorts first); 999 once equity is gone. */
export function marginRatioOf(input: { side: PositionSide; entry: string; mark: string; qty: string; contractSize: string; margin: string; mmr: string }): { unrealisedPnl: string; marginRatio: string } {
  const unrealised = pnlOf(input.side, input.entry, input.mark, input.qty, input.contractSize);
  const equity = units(input.margin) + unrealised;
  const maintenance = mul(notionalOf(input.mark, input.qty, input.contractSize), units(input.mmr));
  const ratio = equity <= 0n ? fromInt(999) : div(maintenance, equity);
  return { unrealisedPnl: text(unrealised), marginRatio: text(floorTo(ratio > fromInt(999) ? fromInt(999) : ratio, 8)) };
}
