import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAnyDecimal, normalizeDecimal, percentText, shiftDecimal } from './decimal-text';

describe('normalizeDecimal', () => {
  it.each([
    ['0100.500', '100.5'],
    ['123.450000000000000000', '123.45'],
    ['0.000', '0'],
    ['1.0', '1'],
    ['5.', '5'],
    ['.5', '0.5'],
    ['-0.0', '0'],
    ['-00012.3400', '-12.34'],
    ['100', '100'],
    ['', '0'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeDecimal(input)).toBe(expected);
  });

  it('answers as the general rule does for any text: decimals, signs, stray points and characters', () => {
    const decimalLike = fc.array(fc.constantFrom('0', '0', '1', '9', '.', '-', '+', ' ', 'a'), { maxLength: 10 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.oneof(decimalLike, fc.string(), fc.stringMatching(/^-?\d{1,20}\.\d{0,18}$/)), (value) => {
        expect(normalizeDecimal(value)).toBe(normalizeAnyDecimal(value));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('a rate in percent', () => {
  it('moves the point on the text, keeping every digit', () => {
    expect(shiftDecimal('0.015', 2)).toBe('1.5');
    expect(shiftDecimal('1.5', -2)).toBe('0.015');
    expect(shiftDecimal('-0.0000001', 2)).toBe('-0.00001');
    expect(shiftDecimal('abc', 2)).toBeNull();
    expect(percentText('0.00150000')).toBe('0.15%');
    expect(percentText('0')).toBe('0%');
    expect(percentText('n/a')).toBe('n/a');
  });
});
