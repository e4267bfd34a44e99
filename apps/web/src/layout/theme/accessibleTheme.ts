import { theme, type ThemeConfig } from 'antd';
// With its extension: the build's config (vite/defaultConsoleTheme) loads this file as Node would.
import { darkAlgorithm, lightAlgorithm } from './themeAlgorithms.ts';

/** WCAG 2 AA for body text: every text colour the light theme paints reaches this against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The coloured kinds antd paints text in, on white and on their own tint. */
const KINDS = ['Primary', 'Info', 'Success', 'Warning', 'Error'] as const;
/** The light shades of each kind, taken from the palette of the colour as chosen. */
const TINTS = ['Bg', 'BgHover', 'Border', 'BorderHover'] as const;
/** Its shades under the pointer and while pressed: still grounds for white text, or text on white. */
const STATES = ['Hover', 'Active', 'TextHover', 'Text', 'TextActive'] as const;

/**
 * Secondary texts: antd's 45% (descriptions, statistics' titles, hints) and 25% (placeholders)
 * black give 3.4:1 and 1.8:1 on white. 60% gives 5.7:1 on white and 5.3:1 on the grey page.
 */
const MUTED_TEXT = 'rgba(0, 0, 0, 0.6)';

function channels(hex: string): [number, number, number] {
  let digits = hex.trim().replace(/^#/, '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const n = Number.parseInt(digits.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrast(a: string, b: string): number {
  return ratio(luminance(a), luminance(b));
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour itself when it already reads against a background of luminance `against`; otherwise
 * the same hue mixed towards black in small steps until it does. An operator's choice stays
 * recognisably theirs, only as dark as legibility needs.
 */
export function deepenUntilReadable(hex: string, against = 1, target = MIN_TEXT_CONTRAST): string {
  const base = channels(hex);
  for (let step = 0; step <= 50; step += 1) {
    const candidate = toHex(base.map((c) => c * (1 - step * 0.02)));
    if (ratio(luminance(candidate), against) >= target) return candidate;
  }
  return '#000000';
}

/** antd's preset colours: a tag of one paints its 7th shade as text on its 1st (genPresetColor). */
const PRESET_COLORS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;

/**
 * The antd theme of the console. Links take the primary colour (antd derives them from the info
 * colour, so a table's action links stayed blue whatever the operator chose). In the light theme
 * each coloured kind (primary, info, success, warning, error), the links and the preset tag
 * colours are deepened where needed so that white text on them (buttons, the selected menu entry
 * and tag) and they as text reach 4.5:1 on the darkest light ground text is drawn on: the grey
 * page, which is darker than a hovered, sorted or header table cell, or their own tint (a selected
 * row or menu entry, a tag). The tints stay those of the colour as chosen, so a deepened colour
 * keeps clean light shades; #409eff, the default primary, carries white text at only 2.8:1. Muted
 * texts are darkened alike. The stored setting keeps what the operator chose. The dark algorithm
 * is left as antd designs it (see the README's accessibility notes).
 */
export function consoleTheme(primary: string, dark: boolean): ThemeConfig {
  if (dark) return { algorithm: darkAlgorithm, token: { colorPrimary: primary, colorLink: primary } };
  const chosen = theme.getDesignToken({ algorithm: theme.defaultAlgorithm, token: { colorPrimary: primary, colorLink: primary } }) as unknown as Record<
    string,
    string
  >;
  const page = luminance(chosen.colorBgLayout!);
  const onGround = (hex: string, tint?: string) => deepenUntilReadable(hex, Math.min(page, tint ? luminance(tint) : 1));
  const token: Record<string, string> = {
    colorTextTertiary: MUTED_TEXT,
    colorTextDescription: MUTED_TEXT,
    colorTextPlaceholder: MUTED_TEXT,
  };
  // A link may sit on any kind's tint (a selected row, a link in an info or warning alert): it reads on the darkest.
  const darkestTint = KINDS.map((kind) => chosen[`color${kind}Bg`]!).reduce((a, b) => (luminance(a) <= luminance(b) ? a : b));
  for (const state of ['', 'Hover', 'Active']) token[`colorLink${state}`] = onGround(chosen[`colorLink${state}`]!, darkestTint);
  for (const kind of KINDS) {
    const tint = chosen[`color${kind}Bg`];
    for (const shade of TINTS) token[`color${kind}${shade}`] = chosen[`color${kind}${shade}`]!;
    token[`color${kind}`] = onGround(chosen[`color${kind}`]!, tint);
    for (const state of STATES) token[`color${kind}${state}`] = onGround(chosen[`color${kind}${state}`]!, tint);
  }
  for (const color of PRESET_COLORS) {
    // antd keeps each palette shade under two names (green7 and green-7), one per CSS variable spelling.
    token[`${color}7`] = token[`${color}-7`] = onGround(chosen[`${color}7`]!, chosen[`${color}1`]);
  }
  return { algorithm: lightAlgorithm, token };
}
