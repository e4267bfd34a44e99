import { createHash, randomBytes } from 'node:crypto';

/**
 * The published split rule of red envelopes (catalogue §7.7). All arithmetic is in integer units
 * of the currency's scale (10^-scale), so the shares sum exactly to the total.
 *
 * EQUAL: every share is floor(total / count); the remainder r (< count units) gives one extra unit
 * to shares 1..r (the earliest claimers).
 *
 * RANDOM: every share starts at min_share; the rest D = total − count·min_share is spread by
 * weights w_i = the first 6 bytes of SHA-256(seed ":" i) (i = 1..count) as an integer: share i
 * gets floor(D·w_i / Σw) units, capped at max_share − min_share. The units left over (from the
 * flooring and the caps) are then added in share order 1, 2, … each share taking as many as fit
 * under its cap. Requires count·min_share ≤ total ≤ count·max_share.
 *
 * The seed is 32 random bytes drawn at funding; its SHA-256 is stored and shown before any claim,
 * so anyone given the seed afterwards can re-derive every share and check nothing was changed.
 */
export interface SplitInput {
  total: string;
  count: number;
  split: 'EQUAL' | 'RANDOM';
  minShare: string;
  maxShare: string;
  /** Decimal places of the currency. */
  scale: number;
  seed: string;
}

export const newSplitSeed = (): string => randomBytes(32).toString('hex');
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/** A non-negative decimal string as units of 10^-scale; refuses more decimals than the scale. */
export function toUnits(decimal: string, scale: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`${decimal} is not a non-negative decimal`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) throw new RangeError(`${decimal} has more than ${scale} decimal places`);
  return BigInt(match[1]!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

export function fromUnits(units: bigint, scale: number): string {
  if (scale === 0) return units.toString();
  const text = units.toString().padStart(scale + 1, '0');
  const whole = text.slice(0, -scale);
  const fraction = text.slice(-scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Why the terms cannot be split, or null when they can. */
export function splitProblem(input: Omit<SplitInput, 'seed'>): { field: string; msg: string } | null {
  let total: bigint, min: bigint, max: bigint;
  try {
    total = toUnits(input.total, input.scale);
    min = toUnits(input.minShare || '0', input.scale);
    max = toUnits(input.maxShare || '0', input.scale);
  } catch (error) {
    return { field: 'totalAmount', msg: `amounts must have at most ${input.scale} decimal places (${(error as Error).message})` };
  }
  const n = BigInt(input.count);
  if (total <= 0n) return { field: 'totalAmount', msg: 'the total must be above zero' };
  if (input.count < 1) return { field: 'count', msg: 'at least one share' };
  if (total < n) return { field: 'count', msg: `${input.count} shares of at least one smallest unit need more than the total` };
  if (input.split === 'RANDOM') {
    if (min <= 0n) return { field: 'minShare', msg: 'a random split needs a smallest share above zero' };
    if (max < min) return { field: 'maxShare', msg: 'the largest share is below the smallest' };
    if (min * n > total) return { field: 'minShare', msg: `${input.count} × the smallest share is more than the total` };
    if (max * n < total) return { field: 'maxShare', msg: `${input.count} × the largest share is less than the total` };
  }
  return null;
}

/** The shares, in claim order, as decimal strings; they sum exactly to the total. */
export function splitShares(input: SplitInput): string[] {
  const problem = splitProblem(input);
  if (problem) throw new RangeError(problem.msg);
  const total = toUnits(input.total, input.scale);
  const n = input.count;
  const shares: bigint[] = [];
  if (input.split === 'EQUAL') {
    const base = total / BigInt(n);
    const remainder = Number(total - base * BigInt(n));
    for (let i = 0; i < n; i += 1) shares.push(base + (i < remainder ? 1n : 0n));
  } else {
    const min = toUnits(input.minShare, input.scale);
    const cap = toUnits(input.maxShare, input.scale) - min;
    const spread = total - min * BigInt(n);
    const weights = Array.from({ length: n }, (_, i) => BigInt(`0x${createHash('sha256').update(`${input.seed}:${i + 1}`).digest('hex').slice(0, 12)}`) + 1n);
    const sum = weights.reduce((a, b) => a + b, 0n);
    const extra = weights.map((w) => {
      const e = (spread * w) / sum;
      return e > cap ? cap : e;
    });
    let left = spread - extra.reduce((a, b) => a + b, 0n);
    for (let i = 0; i < n && left > 0n; i += 1) {
      const add = cap - extra[i]! < left ? cap - extra[i]! : left;
      extra[i] = extra[i]! + add;
      left -= add;
    }
    for (const e of extra) shares.push(min + e);
  }
  return shares.map((s) => fromUnits(s, input.scale));
}
