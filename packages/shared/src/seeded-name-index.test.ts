import { describe, expect, it } from 'vitest';
import { seededKeysMatching, seededNameIn } from './seeded-name-index';

describe('seeded names', () => {
  it('finds a seeded key by its text in any language, as the filter asks', () => {
    expect(seededKeysMatching('Menu m', 'prefix')).toEqual(['message.router.systemMenu']);
    expect(seededKeysMatching('menu m', 'prefix')).toEqual(['message.router.systemMenu']);
    expect(seededKeysMatching('選單', 'prefix')).toEqual(['message.router.systemMenu']);
    expect(seededKeysMatching('MANAGEMENT', 'contains')).toEqual(expect.arrayContaining(['message.router.systemMenu', 'message.router.systemDict']));
    expect(seededKeysMatching('management', 'prefix')).toEqual([]);
    expect(seededKeysMatching('management', 'contains')).toEqual(expect.arrayContaining(['message.router.systemMenu']));
    // Nothing typed adds nothing: the column's own match already lists every row.
    expect(seededKeysMatching('', 'contains')).toEqual([]);
    expect(seededKeysMatching('no such name', 'contains')).toEqual([]);
  });

  it('words a seeded key in the language asked for and keeps any other name as written', () => {
    expect(seededNameIn('role.admin', 'zh-tw')).toBe('超級管理員');
    expect(seededNameIn('message.button.export', 'en')).toBe('Export');
    expect(seededNameIn('Desk team', 'zh-cn')).toBe('Desk team');
    expect(seededNameIn('message.router.nowhere', 'en')).toBe('message.router.nowhere');
  });
});
