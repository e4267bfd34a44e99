import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { queryString } from './queryString';

const QS = { allowDots: true, arrayFormat: 'brackets' } as const;

describe('queryString', () => {
  it.each([
    { filter: { status: 'PENDING', range: { from: '2026-01-01', to: null } }, ids: [1, 2], skip: undefined },
    { q: 'a b&c=d/é€!*()\'~', flags: [true, false], empty: [], nested: {} },
    { at: new Date('2026-05-06T07:08:09.000Z'), rows: [{ id: 1, tags: ['x', 'y'] }], n: 0, s: '' },
  ])('writes what qs writes for %o', (params) => {
    expect(queryString(params)).toBe(qs.stringify(params, QS));
  });
});
