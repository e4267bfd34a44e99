import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_CONFIG, mergeThemeConfig } from './themeConfig';

describe('theme config', () => {
  it('has the SPEC §9 defaults', () => {
    expect(DEFAULT_THEME_CONFIG).toMatchObject({
      globalI18n: 'zh-cn',
      globalTitle: 'Ledgerdesk',
      globalComponentSize: 'default',
      primary: '#409eff',
      menuBar: '#354E67',
      tagsStyle: 'tags-style-one',
      animation: 'slide-right',
      isRequestRoutes: true,
      lockScreenTime: 30,
      layout: 'defaults',
    });
  });

  it('lays stored values over the defaults, dropping unknown or mistyped fields', () => {
    const merged = mergeThemeConfig({ globalI18n: 'en', isCollapse: true, lockScreenTime: 'x', bogus: 1 });
    expect(merged.globalI18n).toBe('en');
    expect(merged.isCollapse).toBe(true);
    expect(merged.lockScreenTime).toBe(30);
    expect('bogus' in merged).toBe(false);
    expect(merged.primary).toBe('#409eff');
    expect(mergeThemeConfig(null)).toEqual(DEFAULT_THEME_CONFIG);
  });
});
