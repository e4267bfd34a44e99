import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { antdPrebuiltStyles } from './vite/antdPrebuiltStyles.ts';
import { defaultConsoleTheme } from './vite/defaultConsoleTheme.ts';

// The web project's own test config, so the React plugin resolves from this workspace.
export default defineProject({
  // The prebuilt antd styles' modules resolve to nothing here: jsdom computes styles as development does.
  plugins: [antdPrebuiltStyles(), defaultConsoleTheme(), react()],
  // `@/` is apps/web/src, so a page never climbs ../../../../ to reach shared code.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    // Vitest's default is cores − 1, one worker on the 2-core machine; the projects run one after
    // another (groupOrder), so the jsdom files may have both cores.
    maxWorkers: 2,
    // A worker runs its files in one module graph and one window: importing antd, React and jsdom
    // afresh per file was most of the project's time (451 s isolated, 172–211 s not, one hour
    // apart). The setup file resets what a file could leave behind (src/test/setup.ts); a file
    // that fakes the clock and stubs globals undoes them in the reverse order.
    isolate: false,
    sequence: { groupOrder: 2 },
  },
});
