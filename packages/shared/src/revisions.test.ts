import { describe, expect, it } from 'vitest';
import { formatRevisions, parseRevisions } from './revisions';

describe('revision header', () => {
  it('round-trips the counters in name order', () => {
    expect(formatRevisions({ menu: 12, dict: 7 })).toBe('dict=7;menu=12');
    expect(parseRevisions('dict=7;menu=12')).toEqual({ dict: 7, menu: 12 });
  });

  it('skips unknown names and malformed parts, and reads a missing header as nothing', () => {
    expect(parseRevisions('menu=3;future=9;dict=x;=4;dict')).toEqual({ menu: 3 });
    expect(parseRevisions(undefined)).toEqual({});
    expect(parseRevisions('')).toEqual({});
  });
});
