import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_MENU_BAR_COLOR,
  DEFAULT_PRIMARY_COLOR,
  LOCK_SCREEN_DEFAULT_SECONDS,
  PRODUCT_NAME,
  type ComponentSize,
  type Language,
  type LayoutName,
  type ANIMATIONS,
  type COLUMN_ASIDE_LAYOUTS,
  type COLUMN_ASIDE_STYLES,
  type TAG_STYLES,
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

/**
 * Stored values are laid over the defaults field by field, keeping only known fields of the
 * right type, so a field added in code shows up without a reset (anchor §4, Gitee #I567R1).
 */
export function mergeThemeConfig(stored: unknown): ThemeConfig {
  const merged: Record<string, unknown> = { ...DEFAULT_THEME_CONFIG };
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      if (key in DEFAULT_THEME_CONFIG && typeof value === typeof merged[key]) merged[key] = value;
    }
  }
  return merged as unknown as ThemeConfig;
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
      setThemeConfig: (patch) => set((s) => ({ themeConfig: { ...s.themeConfig, ...patch } })),
      resetThemeConfig: () => set({ themeConfig: DEFAULT_THEME_CONFIG }),
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
