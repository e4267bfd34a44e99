import { describe, expect, it } from 'vitest';
import { evictions } from './evictions';

const uses = (...keys: string[]) => keys.map((key, usedAt) => ({ key, usedAt }));

describe('page cache evictions', () => {
  it('drops nothing within the bound', () => {
    expect(evictions(uses('a', 'b'), 2, () => false)).toEqual([]);
  });

  it('drops the least recently used first', () => {
    const entries = [{ key: 'a', usedAt: 5 }, { key: 'b', usedAt: 1 }, { key: 'c', usedAt: 3 }];
    expect(evictions(entries, 1, () => false)).toEqual(['b', 'c']);
  });

  it('never drops a protected page, even if the bound is then exceeded', () => {
    expect(evictions(uses('home', 'a', 'b'), 1, (k) => k === 'home')).toEqual(['a', 'b']);
    expect(evictions(uses('home', 'a'), 1, () => true)).toEqual([]);
  });
});
