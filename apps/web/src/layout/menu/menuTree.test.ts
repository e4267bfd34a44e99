import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@ledgerdesk/shared';
import { accordionOpenKeys, ancestorPaths } from './menuTree';

const node = (path: string, children?: MenuRoute[]): MenuRoute => ({
  path,
  name: path,
  component: '',
  meta: { title: path, isLink: '', isHide: false, isKeepAlive: false, isAffix: false, isIframe: false, roles: [], icon: '' },
  ...(children ? { children } : {}),
});

// '/dict' sits under '/system' without sharing its prefix: ancestry must come from the tree.
const MENUS = [node('/home'), node('/system', [node('/dict'), node('/system/deep', [node('/system/deep/leaf')])]), node('/finance', [node('/finance/a')])];

describe('menu tree', () => {
  it('finds ancestors through the tree, not the path strings', () => {
    expect(ancestorPaths(MENUS, '/dict')).toEqual(['/system']);
    expect(ancestorPaths(MENUS, '/system/deep/leaf')).toEqual(['/system', '/system/deep']);
    expect(ancestorPaths(MENUS, '/home')).toEqual([]);
  });

  it('unique-opened keeps only the submenu just opened and its ancestors', () => {
    expect(accordionOpenKeys(MENUS, ['/system'], ['/system', '/finance'])).toEqual(['/finance']);
    expect(accordionOpenKeys(MENUS, ['/system'], ['/system', '/system/deep'])).toEqual(['/system', '/system/deep']);
  });

  it('closing a submenu is passed through', () => {
    expect(accordionOpenKeys(MENUS, ['/system', '/system/deep'], ['/system'])).toEqual(['/system']);
  });
});
