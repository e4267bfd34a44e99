import { describe, expect, it } from 'vitest';
import type { MenuRoute, RouteMeta } from '@ledgerdesk/shared';
import { menuSearchEntries, searchMenus } from './menuSearch';

const meta = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  isLink: '',
  isHide: false,
  isKeepAlive: false,
  isAffix: false,
  isIframe: false,
  roles: [],
  icon: '',
  ...extra,
});
const menu = (path: string, title: string, children?: MenuRoute[], extra?: Partial<RouteMeta>): MenuRoute => ({
  path,
  name: path,
  component: '',
  meta: meta(title, extra),
  ...(children ? { children } : {}),
});

const TITLES: Record<string, string> = { 'router.home': 'Home', 'router.system': 'System settings', 'router.dict': 'Dictionary management', 'router.personal': 'Personal centre', 'router.recharge': '充值记录' };
const MENUS = [
  menu('/home', 'router.home'),
  menu('/personal', 'router.personal', undefined, { isHide: true }),
  menu('/system', 'router.system', [menu('/system/dict', 'router.dict'), menu('/system/hidden', 'router.dict', undefined, { isHide: true })]),
  menu('/finance/recharge', 'router.recharge'),
];
const entries = menuSearchEntries(MENUS, (meta) => TITLES[meta.title] ?? meta.title);

describe('menu search', () => {
  it('offers every visible page, leaving out hidden entries and parents of visible children', () => {
    expect(entries.map((e) => e.path)).toEqual(['/home', '/system/dict', '/finance/recharge']);
    expect(entries[1]?.title).toBe('Dictionary management');
  });

  it('matches the translated title, ignoring case and spaces around the query', () => {
    expect(searchMenus(entries, '  DICTIONARY ').map((e) => e.path)).toEqual(['/system/dict']);
    expect(searchMenus(entries, '充值').map((e) => e.path)).toEqual(['/finance/recharge']);
  });

  it('matches the path', () => {
    expect(searchMenus(entries, '/system').map((e) => e.path)).toEqual(['/system/dict']);
    expect(searchMenus(entries, 'recharge').map((e) => e.path)).toEqual(['/finance/recharge']);
  });

  it('offers everything for an empty query and nothing for a miss', () => {
    expect(searchMenus(entries, '')).toHaveLength(3);
    expect(searchMenus(entries, 'nothing-like-this')).toEqual([]);
  });
});
