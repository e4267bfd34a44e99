import { describe, expect, it } from 'vitest';
import { isMenuIconName } from '@ledgerdesk/shared';
import { MENU_SEED } from './menus';

describe('menu seed icons', () => {
  // The money log was seeded with an icon the console did not bundle, so its menu showed none.
  it('names only icons the console bundles', () => {
    const unknown = MENU_SEED.filter((m) => m.icon && !isMenuIconName(m.icon)).map((m) => `${m.key}: ${m.icon}`);
    expect(unknown).toEqual([]);
  });
});
