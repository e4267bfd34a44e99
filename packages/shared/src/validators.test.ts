import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  clampPercent,
  isChineseIdCard,
  isChineseName,
  isEmail,
  isHexColor,
  isIPv4,
  isLandline,
  isLicencePlate,
  isMobilePhone,
  isPassword,
  isPostcode,
  isRgbChannel,
  isStrongPassword,
  isUrl,
  isUserName,
  limitTwoDecimals,
  passwordStrength,
} from './validators';

describe('SPEC §5 validators', () => {
  it('hex colour: 6 hex digits with an optional hash', () => {
    expect(['#409eff', '409EFF', '#354E67'].every(isHexColor)).toBe(true);
    expect(['#409ef', '#409efff', 'red', '', '#gg9eff'].some(isHexColor)).toBe(false);
  });

  it('rgb channel: 1 to 3 digits up to 255', () => {
    expect(['0', '9', '99', '255'].every(isRgbChannel)).toBe(true);
    expect(['', '256', '1000', '-1', 'a'].some(isRgbChannel)).toBe(false);
  });

  it('percent is capped at 100, decimals at 2 places', () => {
    expect(clampPercent(130)).toBe(100);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(42.5)).toBe(42.5);
    expect(limitTwoDecimals('12.3456')).toBe('12.34');
    expect(limitTwoDecimals('1a2.3.45')).toBe('12.34');
    expect(limitTwoDecimals('7')).toBe('7');
  });

  it('phone, landline, user name and passwords', () => {
    expect(isMobilePhone('13812345678')).toBe(true);
    expect(isMobilePhone('12812345678')).toBe(false);
    expect(isLandline('010-12345678')).toBe(true);
    expect(isLandline('0755-1234567')).toBe(true);
    expect(isLandline('12-1234')).toBe(false);
    expect(isUserName('admin1')).toBe(true);
    expect(isUserName('1admin')).toBe(false);
    expect(isUserName('abcd')).toBe(false);
    expect(isUserName('a'.repeat(17))).toBe(false);
    expect(isPassword('a12345')).toBe(true);
    expect(isPassword('123456')).toBe(false);
    expect(isPassword('a1234')).toBe(false);
    expect(isStrongPassword('Abcdef12')).toBe(true);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('abc123')).toBe('medium');
    expect(passwordStrength('Abc123!x')).toBe('strong');
  });

  it('IPv4, e-mail, URL, postcode', () => {
    expect(isIPv4('192.168.0.1')).toBe(true);
    expect(isIPv4('256.1.1.1')).toBe(false);
    expect(isIPv4('1.2.3')).toBe(false);
    expect(isEmail('ops@example.com')).toBe(true);
    expect(isEmail('ops@example')).toBe(false);
    expect(isUrl('https://example.com/x?y=1')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isPostcode('100000')).toBe(true);
    expect(isPostcode('10000')).toBe(false);
  });

  it('Chinese ID card checks the MOD 11-2 digit; Chinese name; licence plate', () => {
    expect(isChineseIdCard('11010519491231002X')).toBe(true);
    expect(isChineseIdCard('110105194912310021')).toBe(false);
    expect(isChineseIdCard('11010519491331002X')).toBe(false);
    expect(isChineseName('张三')).toBe(true);
    expect(isChineseName('张')).toBe(false);
    expect(isChineseName('Zhang')).toBe(false);
    expect(isLicencePlate('京A12345')).toBe(true);
    expect(isLicencePlate('京AD12345')).toBe(true);
    expect(isLicencePlate('AA12345')).toBe(false);
  });
});

describe('calendar dates', () => {
  it('takes a YYYY-MM-DD day that exists, and nothing else', () => {
    for (const good of ['2026-11-23', '2024-02-29', '2000-01-01']) expect(isCalendarDate(good), good).toBe(true);
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '26-11-23', "' OR 1=1 --", '2026-11-23T00:00:00Z', '']) expect(isCalendarDate(bad), bad).toBe(false);
  });
});
