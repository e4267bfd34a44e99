import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The provably fair part of the prize wheel (catalogue §7.6), pure and exact: probabilities are
 * decimal strings counted in 10^-18 units as BigInt, the roll is the first 64 bits of
 * HMAC-SHA256(server_seed, `client_seed:nonce`) divided by 2^64, written as its exact decimal.
 */
const SCALE = 18n;
const ONE = 10n ** SCALE;
const TWO64 = 2n ** 64n;

/** A probability "0.25" as units of 10^-18; null when it is not a decimal in [0, 1] with at most 18 places. */
export function probabilityUnits(text: string): bigint | null {
  const m = /^(0|1)(?:\.(\d{1,18}))?$/.exec(text.trim());
  if (!m) return null;
  const units = BigInt(m[1]!) * ONE + BigInt((m[2] ?? '').padEnd(18, '0') || '0');
  return units > ONE ? null : units;
}

/** Units of 10^-18 back to a trimmed decimal ("1", "0.95"). */
export function unitsText(units: bigint): string {
  const whole = units / ONE;
  const frac = (units % ONE).toString().padStart(18, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const seedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

/** The roll as its 64-bit numerator (roll = n / 2^64) and as the exact decimal text stored on the draw. */
export function rollOf(serverSeed: string, clientSeed: string, nonce: number): { numerator: bigint; text: string } {
  const hex = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex').slice(0, 16);
  const numerator = BigInt(`0x${hex}`);
  // n / 2^64 = n * 5^64 / 10^64: a terminating decimal of at most 64 places.
  const digits = (numerator * 5n ** 64n).toString().padStart(64, '0');
  const frac = digits.replace(/0+$/, '');
  return { numerator, text: frac ? `0.${frac}` : '0' };
}

/**
 * The prize a roll lands on: the first slot (in slot order) whose cumulative probability exceeds
 * the roll. roll < cum ⇔ n·10^18 < cum·2^64, all integers, so no rounding decides a boundary.
 */
export function pickSlot<P extends { slot: number; probability: string }>(prizes: readonly P[], numerator: bigint): P {
  const ordered = [...prizes].sort((a, b) => a.slot - b.slot);
  let cumulative = 0n;
  for (const prize of ordered) {
    cumulative += probabilityUnits(prize.probability) ?? 0n;
    if (numerator * ONE < cumulative * TWO64) return prize;
  }
  // The probabilities sum to exactly 1 and n < 2^64, so this is never reached for a published wheel.
  return ordered[ordered.length - 1]!;
}

/** The sum of a prize list's probabilities, and which entries are not decimals in [0, 1]. */
export function probabilitySum(prizes: readonly { probability: string }[]): { sum: string; exact: boolean; invalid: number[] } {
  let total = 0n;
  const invalid: number[] = [];
  prizes.forEach((p, index) => {
    const units = probabilityUnits(String(p.probability));
    if (units === null) invalid.push(index);
    else total += units;
  });
  return { sum: unitsText(total), exact: invalid.length === 0 && total === ONE, invalid };
}

/** The observed count against the published odds: frequency and a 95 % binomial (normal approximation) band. */
export function oddsBand(probability: string, count: number, draws: number) {
  const p = Number(probability);
  const half = draws > 0 ? 1.96 * Math.sqrt((p * (1 - p)) / draws) : 0;
  return { observed: draws > 0 ? count / draws : 0, expected: p, low: Math.max(0, p - half), high: Math.min(1, p + half) };
}
