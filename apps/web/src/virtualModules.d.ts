/** Modules the build writes (apps/web/vite): in development and tests they hold nothing. */
declare module 'virtual:default-console-theme' {
  /** consoleTheme(DEFAULT_PRIMARY_COLOR, false)'s tokens, from the build. */
  export const defaultLightTheme: { primary: string; token: Record<string, string> } | undefined;
}
