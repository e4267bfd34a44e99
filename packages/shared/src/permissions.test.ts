import { describe, expect, it } from 'vitest';
import { hasAllPermissions, hasAnyPermission, hasPermission, WILDCARD_PERMISSION } from './permissions';

describe('permission checks', () => {
  const granted = ['finance/recharge/list', 'finance/recharge/review'];
  it('one permission', () => {
    expect(hasPermission(granted, 'finance/recharge/list')).toBe(true);
    expect(hasPermission(granted, 'finance/withdraw/list')).toBe(false);
  });
  it('any of a list', () => {
    expect(hasAnyPermission(granted, ['x/y/z', 'finance/recharge/review'])).toBe(true);
    expect(hasAnyPermission(granted, ['x/y/z'])).toBe(false);
    expect(hasAnyPermission(granted, [])).toBe(false);
  });
  it('all of a list', () => {
    expect(hasAllPermissions(granted, granted)).toBe(true);
    expect(hasAllPermissions(granted, [...granted, 'x/y/z'])).toBe(false);
  });
  it('the wildcard grants everything', () => {
    expect(hasPermission([WILDCARD_PERMISSION], 'any/thing/at-all')).toBe(true);
    expect(hasAnyPermission([WILDCARD_PERMISSION], ['a/b/c'])).toBe(true);
    expect(hasAllPermissions([WILDCARD_PERMISSION], ['a/b/c', 'd/e/f'])).toBe(true);
  });
});
