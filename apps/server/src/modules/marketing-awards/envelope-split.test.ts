import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromUnits, seedHash, splitProblem, splitShares, toUnits } from './envelope-split';

const sum = (shares: string[], scale: number) => shares.reduce((a, s) => a + toUnits(s, scale), 0n);

describe('red envelope split (the published rule)', () => {
  it('EQUAL: floor shares, the remainder one unit each to the first shares', () => {
    expect(splitShares({ total: '10', count: 3, split: 'EQUAL', minShare: '0', maxShare: '0', scale: 2, seed: 's' })).toEqual(['3.34', '3.33', '3.33']);
    expect(splitShares({ total: '0.05', count: 3, split: 'EQUAL', minShare: '0', maxShare: '0', scale: 2, seed: 's' })).toEqual(['0.02', '0.02', '0.01']);
  });

  it('RANDOM: deterministic from the seed, different for another seed, and the hash is SHA-256 of the seed', () => {
    const terms = { total: '100', count: 10, split: 'RANDOM' as const, minShare: '1', maxShare: '30', scale: 6 };
    const a = splitShares({ ...terms, seed: 'seed-a' });
    expect(splitShares({ ...terms, seed: 'seed-a' })).toEqual(a);
    expect(splitShares({ ...terms, seed: 'seed-b' })).not.toEqual(a);
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('refuses terms that cannot be split, naming the field', () => {
    const base = { total: '10', count: 5, split: 'RANDOM' as const, minShare: '1', maxShare: '3', scale: 2 };
    expect(splitProblem(base)).toBeNull();
    expect(splitProblem({ ...base, minShare: '3' })?.field).toBe('minShare');
    expect(splitProblem({ ...base, maxShare: '1.5' })?.field).toBe('maxShare');
    expect(splitProblem({ ...base, minShare: '0' })?.field).toBe('minShare');
    expect(splitProblem({ ...base, total: '10.001' })?.field).toBe('totalAmount');
    expect(splitProblem({ ...base, split: 'EQUAL', total: '0.04' })?.field).toBe('count');
    expect(splitProblem({ ...base, total: '0' })?.field).toBe('totalAmount');
  });

  it('for many random envelopes the shares sum exactly to the total, each within [min, max] and above zero', () => {
    const envelope = fc
      .record({
        scale: fc.integer({ min: 0, max: 8 }),
        count: fc.integer({ min: 1, max: 300 }),
        minUnits: fc.bigInt({ min: 1n, max: 10n ** 9n }),
        spreadPerShare: fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fill: fc.double({ min: 0, max: 1, noNaN: true }),
        split: fc.constantFrom('EQUAL' as const, 'RANDOM' as const),
        seed: fc.string({ minLength: 1, maxLength: 20 }),
      })
      .map((r) => {
        const maxUnits = r.minUnits + r.spreadPerShare;
        const n = BigInt(r.count);
        const totalUnits = r.minUnits * n + BigInt(Math.floor(Number((maxUnits - r.minUnits) * n) * r.fill));
        return { ...r, maxUnits, totalUnits };
      });
    fc.assert(
      fc.property(envelope, (e) => {
        const input = { total: fromUnits(e.totalUnits, e.scale), count: e.count, split: e.split, minShare: fromUnits(e.minUnits, e.scale), maxShare: fromUnits(e.maxUnits, e.scale), scale: e.scale, seed: e.seed };
        const shares = splitShares(input);
        expect(shares).toHaveLength(e.count);
        expect(sum(shares, e.scale)).toBe(e.totalUnits);
        for (const s of shares) {
          const units = toUnits(s, e.scale);
          expect(units > 0n).toBe(true);
          if (e.split === 'RANDOM') {
            expect(units >= e.minUnits && units <= e.maxUnits).toBe(true);
          } else {
            expect(units - e.totalUnits / BigInt(e.count) <= 1n).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
