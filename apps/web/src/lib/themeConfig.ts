import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_MENU_BAR_COLOR,
  DEFAULT_PRIMARY_COLOR,
  LOCK_SCREEN_DEFAULT_SECONDS,
  PRODUCT_NAME,
  ANIMATIONS,
  COLUMN_ASIDE_LAYOUTS,
  COLUMN_ASIDE_STYLES,
  COMPONENT_SIZES,
  LANGUAGES,
  LAYOUTS,
  LOCK_SCREEN_MAX_SECONDS,
  LOCK_SCREEN_MIN_SECONDS,
  TAG_STYLES,
  isHexColor,
  type ComponentSize,
  type Language,
  type LayoutName,
} from '@ledgerdesk/shared';
import { APP_PREFIX } from './storage';

/** Every field of SPEC §3 "Theme configuration", with the SPEC §9 defaults. */
export interface ThemeConfig {
  primary: string;
  topBar: string;
  topBarColor: string;
  isTopBarColorGradual: boolean;
  menuBar: string;
  menuBarColor: string;
  isMenuBarColorGradual: boolean;
  columnsMenuBar: string;
  columnsMenuBarColor: string;
  isColumnsMenuBarColorGradual: boolean;
  isCollapse: boolean;
  isUniqueOpened: boolean;
  isFixedHeader: boolean;
  isClassicSplitMenu: boolean;
  isLockScreen: boolean;
  lockScreenTime: number;
  isShowLogo: boolean;
  isBreadcrumb: boolean;
  isBreadcrumbIcon: boolean;
  isTagsview: boolean;
  isTagsviewIcon: boolean;
  isCacheTagsView: boolean;
  isSortableTagsView: boolean;
  isShareTagsView: boolean;
  isFooter: boolean;
  isGrayscale: boolean;
  isInvert: boolean;
  isIsDark: boolean;
  isWartermark: boolean;
  wartermarkText: string;
  tagsStyle: (typeof TAG_STYLES)[number];
  animation: (typeof ANIMATIONS)[number];
  columnsAsideStyle: (typeof COLUMN_ASIDE_STYLES)[number];
  columnsAsideLayout: (typeof COLUMN_ASIDE_LAYOUTS)[number];
  layout: LayoutName;
  globalI18n: Language;
  globalTitle: string;
  globalViceTitle: string;
  globalComponentSize: ComponentSize;
  /** Whether the settings drawer is open; never restored open after a reload. */
  isDrawer: boolean;
  /** Server-controlled routing (menus from getUserMenus); false = the built-in route table filtered by role. */
  isRequestRoutes: boolean;
}

export const DEFAULT_THEME_CONFIG: ThemeConfig = {
  primary: DEFAULT_PRIMARY_COLOR,
  topBar: '#ffffff',
  topBarColor: '#606266',
  isTopBarColorGradual: false,
  menuBar: DEFAULT_MENU_BAR_COLOR,
  menuBarColor: '#eaeaea',
  isMenuBarColorGradual: false,
  columnsMenuBar: '#545c64',
  columnsMenuBarColor: '#e6e6e6',
  isColumnsMenuBarColorGradual: false,
  isCollapse: false,
  isUniqueOpened: true,
  isFixedHeader: false,
  isClassicSplitMenu: false,
  isLockScreen: false,
  lockScreenTime: LOCK_SCREEN_DEFAULT_SECONDS,
  isShowLogo: true,
  isBreadcrumb: true,
  isBreadcrumbIcon: false,
  isTagsview: true,
  isTagsviewIcon: false,
  isCacheTagsView: false,
  isSortableTagsView: true,
  isShareTagsView: false,
  isFooter: false,
  isGrayscale: false,
  isInvert: false,
  isIsDark: false,
  isWartermark: false,
  wartermarkText: PRODUCT_NAME,
  tagsStyle: 'tags-style-one',
  animation: 'slide-right',
  columnsAsideStyle: 'columns-round',
  columnsAsideLayout: 'columns-vertical',
  layout: 'defaults',
  globalI18n: DEFAULT_LANGUAGE,
  globalTitle: PRODUCT_NAME,
  globalViceTitle: PRODUCT_NAME,
  globalComponentSize: 'default',
  isDrawer: false,
  isRequestRoutes: true,
};

export const THEME_CONFIG_KEY = `${APP_PREFIX}themeConfig`;
const THEME_CONFIG_VERSION = 1;

/** The colour fields: each must hold a 6-digit hex colour. */
export const COLOR_FIELDS = [
  'primary',
  'topBar',
  'topBarColor',
  'menuBar',
  'menuBarColor',
  'columnsMenuBar',
  'columnsMenuBarColor',
] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

/** The fields with a closed set of values; a stored value outside the set falls back to the default. */
const CHOICES: { [K in keyof ThemeConfig]?: readonly ThemeConfig[K][] } = {
  tagsStyle: TAG_STYLES,
  animation: ANIMATIONS,
  columnsAsideStyle: COLUMN_ASIDE_STYLES,
  columnsAsideLayout: COLUMN_ASIDE_LAYOUTS,
  layout: LAYOUTS,
  globalI18n: LANGUAGES,
  globalComponentSize: COMPONENT_SIZES,
};

/** A hex colour with its hash and without stray spaces, as CSS and antd want it ('abc123' → '#abc123'). */
export function normalizeHex(value: string): string {
  return `#${value.trim().replace(/^#/, '')}`;
}

/**
 * Why a typed colour cannot be used, as a translation key, or null when it can (SPEC §5): the
 * primary colour may not be empty (clearing it crashed the old console, Gitee #I4X0LG).
 */
export function colorError(field: ColorField, value: string): string | null {
  if (!value.trim()) return field === 'primary' ? 'message.settings.primaryEmpty' : 'message.settings.hexError';
  return isHexColor(value) ? null : 'message.settings.hexError';
}

function isValidValue(key: keyof ThemeConfig, value: unknown): boolean {
  if (typeof value !== typeof DEFAULT_THEME_CONFIG[key]) return false;
  if ((COLOR_FIELDS as readonly string[]).includes(key)) return isHexColor(value as string);
  // SPEC §5: watermark text is trimmed and ignored if empty (the text in use stays).
  if (key === 'wartermarkText') return (value as string).trim() !== '';
  if (key === 'lockScreenTime') {
    return Number.isInteger(value) && (value as number) >= LOCK_SCREEN_MIN_SECONDS && (value as number) <= LOCK_SCREEN_MAX_SECONDS;
  }
  const choices = CHOICES[key] as readonly unknown[] | undefined;
  return !choices || choices.includes(value);
}

/**
 * Stored values are laid over the defaults field by field, keeping only known fields with a
 * valid value, so a field added in code shows up without a reset (anchor §4, Gitee #I567R1) and
 * a hand-edited bad colour or layout never reaches antd. The drawer always opens closed.
 */
export function mergeThemeConfig(stored: unknown): ThemeConfig {
  const merged: Record<string, unknown> = { ...DEFAULT_THEME_CONFIG };
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      if (key in DEFAULT_THEME_CONFIG && isValidValue(key as keyof ThemeConfig, value)) merged[key] = value;
    }
  }
  for (const field of COLOR_FIELDS) merged[field] = normalizeHex(merged[field] as string);
  merged.wartermarkText = (merged.wartermarkText as string).trim();
  merged.isDrawer = false;
  return merged as unknown as ThemeConfig;
}

/**
 * A change as the shell applies it, with the rules of SPEC §4: an invalid value is dropped (the
 * old one stays); switching layout closes the drawer, transverse turns collapse off and classic
 * starts without the split menu; grayscale and invert exclude each other.
 */
export function applyThemeChange(current: ThemeConfig, patch: Partial<ThemeConfig>): ThemeConfig {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in DEFAULT_THEME_CONFIG) || !isValidValue(key as keyof ThemeConfig, value)) continue;
    next[key] = (COLOR_FIELDS as readonly string[]).includes(key) ? normalizeHex(value as string) : key === 'wartermarkText' ? (value as string).trim() : value;
  }
  const result = next as unknown as ThemeConfig;
  if (patch.layout && patch.layout !== current.layout) {
    result.isDrawer = false;
    if (patch.layout === 'transverse') result.isCollapse = false;
    if (patch.layout === 'classic') result.isClassicSplitMenu = false;
  }
  if (patch.isGrayscale) result.isInvert = false;
  if (patch.isInvert) result.isGrayscale = false;
  return result;
}

/** Restoring defaults keeps the language (picked in the header, not in the drawer) and the drawer open. */
export function restoredThemeConfig(current: ThemeConfig): ThemeConfig {
  return { ...DEFAULT_THEME_CONFIG, globalI18n: current.globalI18n, isDrawer: current.isDrawer };
}

interface ThemeConfigState {
  themeConfig: ThemeConfig;
  setThemeConfig: (patch: Partial<ThemeConfig>) => void;
  resetThemeConfig: () => void;
}

export const useThemeConfig = create<ThemeConfigState>()(
  persist(
    (set) => ({
      themeConfig: DEFAULT_THEME_CONFIG,
      setThemeConfig: (patch) => set((s) => ({ themeConfig: applyThemeChange(s.themeConfig, patch) })),
      resetThemeConfig: () => set((s) => ({ themeConfig: restoredThemeConfig(s.themeConfig) })),
    }),
    {
      name: THEME_CONFIG_KEY,
      version: THEME_CONFIG_VERSION,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (s) => ({ themeConfig: s.themeConfig }),
      merge: (persisted, current) => ({
        ...current,
        themeConfig: mergeThemeConfig((persisted as Partial<ThemeConfigState> | undefined)?.themeConfig),
      }),
    },
  ),
);
