import { describe, expect, it } from 'vitest';
import { newOrderNo } from './review-support';

describe('newOrderNo', () => {
  it('never repeats within one process, however many are minted in the same second', () => {
    // The demo seed mints fifteen at once; six random digits alone collided now and then.
    const minted = Array.from({ length: 5_000 }, () => newOrderNo('R'));
    expect(new Set(minted).size).toBe(minted.length);
  });

  it('reads as prefix, UTC second, sequence and random tail', () => {
    expect(newOrderNo('W')).toMatch(/^W\d{14}\d{4}\d{6}$/);
  });
});
