import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// In development the API runs separately; in production one process serves both (DESIGN.md §1).
export default defineConfig({
  plugins: [react()],
  // `@/` is apps/web/src, so a page never climbs ../../../../ to reach shared code.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/admin': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
