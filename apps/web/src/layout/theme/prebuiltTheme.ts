import type { ThemeConfig } from 'antd';
import { defaultLightTheme } from 'virtual:default-console-theme';
import { consoleTheme } from './accessibleTheme';
import { lightAlgorithm, seedOf } from './themeAlgorithms';

// The map token antd derives from that theme's seed, also from the build: the login page's first
// render need not derive it (themeAlgorithms.ts).
if (defaultLightTheme) lightAlgorithm.prime(seedOf(defaultLightTheme.token), defaultLightTheme.derived);

/**
 * The console's antd theme (consoleTheme): for the default primary colour in the light theme, as
 * the build computed it (vite/defaultConsoleTheme.ts), so a first visit does not derive antd's
 * tokens twice before its first render; otherwise computed here.
 */
export function consoleThemeOf(primary: string, dark: boolean): ThemeConfig {
  if (!dark && defaultLightTheme && primary === defaultLightTheme.primary) return { algorithm: lightAlgorithm, token: defaultLightTheme.token };
  return consoleTheme(primary, dark);
}
