import { describe, expect, it } from 'vitest';
import { formatAmount, sameAmount } from './formatAmount';

describe('formatAmount', () => {
  it('groups the integer part by thousands and trims trailing zeros', () => {
    expect(formatAmount('1234567.5000')).toBe('1,234,567.5');
    expect(formatAmount('1000')).toBe('1,000');
    expect(formatAmount('999')).toBe('999');
    expect(formatAmount('100.00')).toBe('100');
    expect(formatAmount('0.000')).toBe('0');
  });

  it('keeps all 18 decimals and 18 integer digits exactly (no float ever touches them)', () => {
    expect(formatAmount('3.000000000000000001')).toBe('3.000000000000000001');
    expect(formatAmount('123456789012345678.123456789012345678')).toBe('123,456,789,012,345,678.123456789012345678');
  });

  it('keeps the sign of a change', () => {
    expect(formatAmount('-12000.50')).toBe('-12,000.5');
    expect(formatAmount('-0.00')).toBe('0');
  });

  it('leaves what is not a decimal alone, and shows nothing for no value', () => {
    expect(formatAmount('abc')).toBe('abc');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
  });

  it('compares amounts by value, not spelling', () => {
    expect(sameAmount('100.50', '100.5')).toBe(true);
    expect(sameAmount('0100', '100')).toBe(true);
    expect(sameAmount('100.5', '100.05')).toBe(false);
  });
});
