/**
 * How a closed position funded partly by trial margin settles (catalogue §2.2, the TF rule pages):
 * losses consume the trial margin first, then the member's own; profit is split pro rata to the
 * two margins, and the trial part of it leaves the trial balance for the member's available balance
 * as TRIAL_PROFIT_RELEASE (realised profit is the member's; the trial principal never is).
 *
 * Pure arithmetic, no ledger: contract settlement (issue 15) calls it and posts what it answers
 * (TRIAL += trialReturned, AVAILABLE += ownReturned + ownProfit, AVAILABLE += profitRelease with
 * its own money-log type, the grant's remaining and realised_profit updated in the same
 * transaction). Amounts are decimal strings; every figure is exact at `scale` places, the pro-rata
 * share rounded down so the platform never pays out more than the position made.
 */
export interface SettlementInput {
  /** Margin taken from the trial balance (≥ 0). */
  trialMargin: string;
  /** Margin taken from the member's own available balance (≥ 0). */
  ownMargin: string;
  /** Realised profit (positive) or loss (negative) of the position, before margin is returned. */
  pnl: string;
  /** Decimal places of the currency (default 18, the ledger's). */
  scale?: number;
}

export interface SettlementSplit {
  /** What goes back to the trial balance. */
  trialReturned: string;
  /** What goes back to the member's available balance from their own margin. */
  ownReturned: string;
  trialLoss: string;
  ownLoss: string;
  /** Profit earned on the trial margin: released to available (TRIAL_PROFIT_RELEASE). */
  profitRelease: string;
  /** Profit earned on the member's own margin. */
  ownProfit: string;
}

const LEDGER_SCALE = 18;

function toUnits(decimal: string, scale: number, name: string): bigint {
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) throw new RangeError(`${name} must be a decimal string, got "${decimal}"`);
  const negative = decimal.startsWith('-');
  const [whole, fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  if (fraction.replace(/0+$/, '').length > scale) throw new RangeError(`${name} has more than ${scale} decimal places`);
  const units = BigInt(whole!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0');
  return negative ? -units : units;
}

function toText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

export function splitSettlement(input: SettlementInput): SettlementSplit {
  const scale = input.scale ?? LEDGER_SCALE;
  const trial = toUnits(input.trialMargin, scale, 'trialMargin');
  const own = toUnits(input.ownMargin, scale, 'ownMargin');
  const pnl = toUnits(input.pnl, scale, 'pnl');
  if (trial < 0n || own < 0n) throw new RangeError('margins cannot be negative');
  const out = (v: bigint) => toText(v, scale);

  if (pnl <= 0n) {
    // A loss beyond the whole margin is the platform's (liquidation), never a debt of the trial.
    const loss = min(-pnl, trial + own);
    const trialLoss = min(loss, trial);
    const ownLoss = loss - trialLoss;
    return { trialReturned: out(trial - trialLoss), ownReturned: out(own - ownLoss), trialLoss: out(trialLoss), ownLoss: out(ownLoss), profitRelease: '0', ownProfit: '0' };
  }
  const total = trial + own;
  const profitRelease = total === 0n ? 0n : (pnl * trial) / total;
  return {
    trialReturned: out(trial),
    ownReturned: out(own),
    trialLoss: '0',
    ownLoss: '0',
    profitRelease: out(profitRelease),
    ownProfit: out(pnl - profitRelease),
  };
}
