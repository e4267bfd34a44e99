import type { Plugin } from 'vite';

/** The console's light theme for the default primary colour, computed at build time (layout/theme/prebuiltTheme.ts). */
export const DEFAULT_THEME_MODULE = 'virtual:default-console-theme';
const RESOLVED = `\0${DEFAULT_THEME_MODULE}`;

/**
 * consoleTheme (layout/theme/accessibleTheme.ts) derives antd's whole design token set for the
 * chosen primary colour and deepens each coloured kind until it reads at 4.5:1: on the login page
 * at 4× CPU that was a fifth of the first render, before antd derived its tokens once more. Every
 * first visit and nearly every console has the default primary colour in the light theme: the
 * build computes that one in Node with the same function and the page takes it as data. Any other
 * colour, and the dark theme, is computed in the browser as before; development and tests always are.
 */
export function defaultConsoleTheme(): Plugin {
  let building = false;
  return {
    name: 'ledgerdesk:default-console-theme',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === DEFAULT_THEME_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!building) return 'export const defaultLightTheme = undefined;';
      const { consoleTheme } = await import('../src/layout/theme/accessibleTheme.ts');
      const { seedOf } = await import('../src/layout/theme/themeAlgorithms.ts');
      const { theme } = await import('antd');
      const { DEFAULT_PRIMARY_COLOR } = await import('../../../packages/shared/src/constants.ts');
      const { token } = consoleTheme(DEFAULT_PRIMARY_COLOR, false);
      // With antd's own algorithm, not the memoised one: this is the value that memo is primed with.
      const derived = theme.defaultAlgorithm(seedOf(token!));
      return `export const defaultLightTheme = ${JSON.stringify({ primary: DEFAULT_PRIMARY_COLOR, token, derived })};`;
    },
  };
}
