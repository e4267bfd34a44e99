import type { ThemeConfig as AntThemeConfig } from 'antd';
import type { ThemeConfig } from '@/lib/themeConfig';

/** What one bar of the shell (top bar, menu bar, column rail) paints: its background and text colour. */
export interface BarColors {
  /** A colour, or a linear-gradient when the bar's gradient option is on. */
  background: string;
  /** The plain colour under a gradient, for popups and borders that cannot take one. */
  solid: string;
  color: string;
}

/** Dark mode replaces the configured bar colours, so light bars never glare beside dark pages. */
const DARK_BARS = {
  topBar: { solid: '#141414', color: '#dadada' },
  menuBar: { solid: '#1b1b1b', color: '#bfbfbf' },
  columnsBar: { solid: '#101010', color: '#bfbfbf' },
} as const;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour towards white by `amount` (0..1): the far end of a bar's gradient. */
export function lighten(hex: string, amount: number): string {
  const mixed = channels(hex).map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether text on this background should be dark (WCAG relative luminance, rounded). */
export function isLightColor(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 160;
}

/** A bar's background: the colour, or a gradient from it to a lighter shade (isXxxColorGradual). */
export function barBackground(color: string, gradual: boolean): string {
  return gradual ? `linear-gradient(to bottom left, ${color}, ${lighten(color, 0.45)})` : color;
}

function bar(solid: string, color: string, gradual: boolean): BarColors {
  return { background: barBackground(solid, gradual), solid, color };
}

/** The three bars' colours for a theme configuration. */
export function shellBarColors(config: ThemeConfig): { topBar: BarColors; menuBar: BarColors; columnsBar: BarColors } {
  if (config.isIsDark) {
    return {
      topBar: bar(DARK_BARS.topBar.solid, DARK_BARS.topBar.color, config.isTopBarColorGradual),
      menuBar: bar(DARK_BARS.menuBar.solid, DARK_BARS.menuBar.color, config.isMenuBarColorGradual),
      columnsBar: bar(DARK_BARS.columnsBar.solid, DARK_BARS.columnsBar.color, config.isColumnsMenuBarColorGradual),
    };
  }
  return {
    topBar: bar(config.topBar, config.topBarColor, config.isTopBarColorGradual),
    menuBar: bar(config.menuBar, config.menuBarColor, config.isMenuBarColorGradual),
    columnsBar: bar(config.columnsMenuBar, config.columnsMenuBarColor, config.isColumnsMenuBarColorGradual),
  };
}

/**
 * antd Menu settings for a menu drawn on a bar: transparent items so the bar's colour (or
 * gradient) shows through, the configured text colour, and the light or dark menu theme that
 * keeps hover and selection readable on that background.
 */
export function barMenuTheme(colors: BarColors): { theme: 'light' | 'dark'; config: AntThemeConfig } {
  const light = isLightColor(colors.solid);
  const hoverBg = light ? 'rgba(0, 0, 0, 0.06)' : 'rgba(255, 255, 255, 0.08)';
  return {
    theme: light ? 'light' : 'dark',
    config: {
      components: {
        Menu: light
          ? { itemBg: 'transparent', subMenuItemBg: 'transparent', itemColor: colors.color, itemHoverBg: hoverBg, popupBg: colors.solid }
          : {
              darkItemBg: 'transparent',
              darkSubMenuItemBg: 'rgba(0, 0, 0, 0.12)',
              darkItemColor: colors.color,
              darkItemHoverBg: hoverBg,
              darkPopupBg: colors.solid,
            },
      },
    },
  };
}
