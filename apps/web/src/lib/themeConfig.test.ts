import { describe, expect, it } from 'vitest';
import en from '@/locales/en';
import {
  applyThemeChange,
  colorError,
  DEFAULT_THEME_CONFIG,
  mergeThemeConfig,
  restoredThemeConfig,
  THEME_CONFIG_KEY,
  useThemeConfig,
} from './themeConfig';

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

describe('theme config persistence', () => {
  it('shows a field added in code to a user whose stored config predates it', () => {
    const { isWartermark: _added, ...older } = DEFAULT_THEME_CONFIG;
    const merged = mergeThemeConfig({ ...older, layout: 'columns' });
    expect(merged.isWartermark).toBe(false);
    expect(merged.layout).toBe('columns');
  });

  it('falls back to the default for a bad stored colour, layout or lock time, and opens the drawer closed', () => {
    const merged = mergeThemeConfig({ primary: '', menuBar: 'blue', layout: 'grid', lockScreenTime: 0, isDrawer: true, topBar: '123abc' });
    expect(merged.primary).toBe('#409eff');
    expect(merged.menuBar).toBe('#354E67');
    expect(merged.layout).toBe('defaults');
    expect(merged.lockScreenTime).toBe(30);
    expect(merged.isDrawer).toBe(false);
    expect(merged.topBar).toBe('#123abc');
  });

  it('is stored under the app-prefixed key with a version', async () => {
    useThemeConfig.getState().setThemeConfig({ layout: 'classic', primary: '#ff0000' });
    const raw = JSON.parse(localStorage.getItem(THEME_CONFIG_KEY) ?? '{}');
    expect(THEME_CONFIG_KEY).toBe('ledgerdesk:themeConfig');
    expect(raw.version).toBe(1);
    expect(raw.state.themeConfig).toMatchObject({ layout: 'classic', primary: '#ff0000' });
    useThemeConfig.getState().resetThemeConfig();
  });
});

describe('colour validation (SPEC §5)', () => {
  it('refuses an empty primary colour with its own message', () => {
    expect(colorError('primary', '')).toBe('message.settings.primaryEmpty');
    expect(colorError('primary', '   ')).toBe('message.settings.primaryEmpty');
  });

  it('refuses what is not a 6-digit hex colour', () => {
    expect(colorError('topBar', '#12345')).toBe('message.settings.hexError');
    expect(colorError('menuBar', 'red')).toBe('message.settings.hexError');
    expect(colorError('menuBar', '')).toBe('message.settings.hexError');
    expect(colorError('primary', '#409EFF')).toBeNull();
    expect(colorError('primary', '409eff')).toBeNull();
  });

  it('keeps the colour in use when a change brings a bad one, and adds the hash to a good one', () => {
    expect(applyThemeChange(DEFAULT_THEME_CONFIG, { primary: '' }).primary).toBe('#409eff');
    expect(applyThemeChange(DEFAULT_THEME_CONFIG, { primary: 'zzzzzz' }).primary).toBe('#409eff');
    expect(applyThemeChange(DEFAULT_THEME_CONFIG, { primary: 'ff8800' }).primary).toBe('#ff8800');
  });

  it('copies the stored message texts of SPEC §5 and §8 in English', () => {
    expect(en.message.settings.primaryEmpty).toBe('primary color value of the global theme cannot be empty');
    expect(en.message.settings.hexError).toBe('hex error');
    expect(en.message.settings.copySuccess).toBe('Copy succeeded!');
    expect(en.message.settings.copyFailed).toBe('Copy failed!');
  });
});

describe('layout switch rules (SPEC §4)', () => {
  const open = { ...DEFAULT_THEME_CONFIG, isDrawer: true, isCollapse: true, isClassicSplitMenu: true };

  it('closes the drawer on any layout switch', () => {
    for (const layout of ['classic', 'transverse', 'columns'] as const) {
      expect(applyThemeChange(open, { layout }).isDrawer).toBe(false);
    }
  });

  it('turns collapse off for transverse and keeps it for the others', () => {
    expect(applyThemeChange(open, { layout: 'transverse' }).isCollapse).toBe(false);
    expect(applyThemeChange(open, { layout: 'columns' }).isCollapse).toBe(true);
  });

  it('starts classic without the split menu', () => {
    expect(applyThemeChange({ ...open, layout: 'columns' }, { layout: 'classic' }).isClassicSplitMenu).toBe(false);
  });

  it('changes nothing else when the layout is picked again', () => {
    expect(applyThemeChange(open, { layout: 'defaults' })).toEqual(open);
  });
});

describe('grayscale and invert (SPEC §4)', () => {
  it('turning one on turns the other off', () => {
    const gray = applyThemeChange(DEFAULT_THEME_CONFIG, { isGrayscale: true });
    expect(gray).toMatchObject({ isGrayscale: true, isInvert: false });
    const inverted = applyThemeChange(gray, { isInvert: true });
    expect(inverted).toMatchObject({ isGrayscale: false, isInvert: true });
  });

  it('turning one off leaves the other off', () => {
    const off = applyThemeChange({ ...DEFAULT_THEME_CONFIG, isInvert: true }, { isInvert: false });
    expect(off).toMatchObject({ isGrayscale: false, isInvert: false });
  });
});

describe('restore defaults', () => {
  it('goes back to the defaults but keeps the language and the open drawer', () => {
    const changed = { ...DEFAULT_THEME_CONFIG, globalI18n: 'en' as const, layout: 'columns' as const, isDrawer: true, primary: '#ff0000' };
    expect(restoredThemeConfig(changed)).toEqual({ ...DEFAULT_THEME_CONFIG, globalI18n: 'en', isDrawer: true });
  });
});
