import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { consoleTheme, contrast, deepenUntilReadable, MIN_TEXT_CONTRAST } from './accessibleTheme';

/** A token colour as solid hex: antd's rgba texts laid over the background they are drawn on. */
function solid(color: string, over = '#ffffff'): string {
  const rgba = /rgba?\(([^)]+)\)/.exec(color);
  if (!rgba) return color;
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number) as [number, number, number, number?];
  const base = [1, 3, 5].map((i) => Number.parseInt(over.slice(i, i + 2), 16));
  const mixed = [r, g, b].map((c, i) => Math.round(c * a + base[i]! * (1 - a)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('the console theme reads at WCAG AA', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#409eff')).toBeCloseTo(2.78, 2);
    expect(contrast('#fff', '#767676')).toBeGreaterThan(4.5);
  });

  it('leaves a colour that already reads alone and deepens one that does not, keeping its hue', () => {
    expect(deepenUntilReadable('#1f3a93')).toBe('#1f3a93');
    const deepened = deepenUntilReadable('#409eff');
    expect(contrast(deepened, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast(deepened, '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST + 0.5);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(deepened.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(r!);
  });

  // The default, a very light choice, a saturated one and an already dark one.
  it.each(['#409eff', '#ffd700', '#ff0000', '#13c2c2', '#1f3a93'])('with primary %s every coloured text reaches 4.5:1 where antd paints it', (primary) => {
    const t = theme.getDesignToken(consoleTheme(primary, false));
    const white = t.colorBgContainer;
    const pairs: Array<[string, string, string]> = [
      ['primary button text', t.colorTextLightSolid, t.colorPrimary],
      ['hovered primary button', t.colorTextLightSolid, t.colorPrimaryHover],
      ['pressed primary button', t.colorTextLightSolid, t.colorPrimaryActive],
      ['hovered danger button', t.colorTextLightSolid, t.colorErrorHover],
      ['hovered link', t.colorLinkHover, white],
      ['active tab, primary text', t.colorPrimary, white],
      ['selected light-menu entry', t.colorPrimary, t.colorPrimaryBg],
      ['link', t.colorLink, white],
      ['danger button text', t.colorTextLightSolid, t.colorError],
      ['danger link, form error', t.colorError, white],
      ['success tag', t.colorSuccess, t.colorSuccessBg],
      ['processing tag', t.colorInfo, t.colorInfoBg],
      ['warning tag', t.colorWarning, t.colorWarningBg],
      ['error tag', t.colorError, t.colorErrorBg],
      ['description', solid(t.colorTextDescription), white],
      ['descriptions label', solid(t.colorTextTertiary), white],
      ['placeholder', solid(t.colorTextPlaceholder), white],
      ['description on the page', solid(t.colorTextDescription, t.colorBgLayout), t.colorBgLayout],
      ['secondary text', solid(t.colorTextSecondary), white],
      ['action link in a hovered or sorted row', t.colorLink, solid(t.colorFillAlter)],
      ['link in a selected row', t.colorLink, t.controlItemBgActive],
      ['link in an info alert', t.colorLink, t.colorInfoBg],
      ['link in a warning alert', t.colorLink, t.colorWarningBg],
      ['hovered link in an info alert', t.colorLinkHover, t.colorInfoBg],
      ['primary text on the page', t.colorPrimary, t.colorBgLayout],
      ['amount in success colour on the page', t.colorSuccess, t.colorBgLayout],
      ...(['green', 'orange', 'red', 'blue', 'gold', 'cyan'] as const).map(
        (c): [string, string, string] => [`${c} tag`, (t as unknown as Record<string, string>)[`${c}7`]!, (t as unknown as Record<string, string>)[`${c}1`]!],
      ),
    ];
    const failing = pairs.filter(([, fg, bg]) => contrast(fg, bg) < MIN_TEXT_CONTRAST).map(([what, fg, bg]) => `${what}: ${fg} on ${bg} ${contrast(fg, bg).toFixed(2)}`);
    expect(failing).toEqual([]);
  });

  it('paints links in the primary colour, not antd\'s info blue', () => {
    const t = theme.getDesignToken(consoleTheme('#e8590c', false));
    const [r, , b] = [1, 3, 5].map((i) => Number.parseInt(t.colorLink.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(b! * 2);
    expect(theme.getDesignToken(consoleTheme('#e8590c', true)).colorLink).not.toBe(theme.getDesignToken(consoleTheme('#409eff', true)).colorLink);
  });

  it('keeps the dark algorithm and the chosen primary in dark mode', () => {
    const t = theme.getDesignToken(consoleTheme('#409eff', true));
    expect(t.colorBgContainer).toBe('#141414');
  });
});
