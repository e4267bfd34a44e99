import { describe, expect, it } from 'vitest';
import type { RoleMenuNode } from '@ledgerdesk/shared/resources/system/role';
import { grantsOfCheck, linkedView } from './menuGrantTree';

const node = (id: number, menuType: RoleMenuNode['menuType'], children?: RoleMenuNode[]): RoleMenuNode => ({
  id,
  title: `m${id}`,
  titleEn: '',
  titleZhTw: '',
  menuType,
  permission: menuType === 'M' ? '' : `p/${id}`,
  grantable: true,
  ...(children ? { children } : {}),
});

// finance(1) > recharge(2) > [add(3), review(4)]; withdraw(5) page without buttons.
const TREE = [node(1, 'M', [node(2, 'C', [node(3, 'F'), node(4, 'F')]), node(5, 'C')])];

describe('menu grant tree', () => {
  it('shows stored grants linked as their leaves, so antd half-checks the page and directory', () => {
    expect(linkedView(TREE, [1, 2, 4])).toEqual({ checked: [4], linkable: true });
    expect(linkedView(TREE, [1, 2, 3, 4, 5])).toEqual({ checked: [3, 4, 5], linkable: true });
  });

  it('starts unlinked when a stored page has none of its buttons (linked, it would check them all)', () => {
    expect(linkedView(TREE, [1, 2]).linkable).toBe(false);
    expect(linkedView(TREE, [1, 5]).linkable).toBe(true);
  });

  it('stores the checked nodes with their half-checked parents, once each, in order', () => {
    expect(grantsOfCheck([4], [2, 1])).toEqual([1, 2, 4]);
    expect(grantsOfCheck(['4', 4], ['1'])).toEqual([1, 4]);
  });
});
