import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The web project's own test config, so the React plugin resolves from this workspace.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    sequence: { groupOrder: 2 },
  },
});
