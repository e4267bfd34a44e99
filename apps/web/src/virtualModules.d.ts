/** Modules the build writes (apps/web/vite): in development and tests they hold nothing. */
declare module 'virtual:default-console-theme' {
  import type { MappingAlgorithm } from 'antd';

  /**
   * consoleTheme(DEFAULT_PRIMARY_COLOR, false)'s tokens, from the build, and the map token antd's
   * light algorithm derives from them (`derived`).
   */
  export const defaultLightTheme: { primary: string; token: Record<string, string>; derived: ReturnType<MappingAlgorithm> } | undefined;
}
