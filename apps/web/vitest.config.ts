import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// The web project's own test config, so the React plugin resolves from this workspace.
export default defineProject({
  plugins: [react()],
  // `@/` is apps/web/src, so a page never climbs ../../../../ to reach shared code.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    sequence: { groupOrder: 2 },
  },
});
