import { fromInt, mulRounded, roundTo, text, units } from '../../lib/exact-decimal';

export type DeliveryResult = 'WIN' | 'LOSE' | 'TIE';

export interface SettlementTerms {
  direction: 'UP' | 'DOWN';
  stake: string;
  payoutRatio: string;
  refundOnTie: boolean;
  openPrice: string;
  closePrice: string;
  /** Decimal places of the currency; the payout is rounded half-up to it. */
  scale: number;
}

/**
 * The published settlement rule of a fixed-expiry order (catalogue §5.4), and the only one: UP wins
 * when the close sample is above the open sample, DOWN when below; equal prices are a TIE, which
 * returns the stake when the cycle says so and nothing otherwise. A win pays stake × (1 + ratio).
 * Its inputs are the order's snapshot terms and the two recorded samples; nothing else.
 */
export function settle(terms: SettlementTerms): { result: DeliveryResult; payout: string } {
  const open = units(terms.openPrice);
  const close = units(terms.closePrice);
  const stake = units(terms.stake);
  if (open === close) return { result: 'TIE', payout: terms.refundOnTie ? text(stake) : '0' };
  const rose = close > open;
  const won = terms.direction === 'UP' ? rose : !rose;
  if (!won) return { result: 'LOSE', payout: '0' };
  return { result: 'WIN', payout: text(roundTo(mulRounded(stake, fromInt(1) + units(terms.payoutRatio)), terms.scale)) };
}
