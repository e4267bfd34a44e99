import { defineConfig } from 'vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { antdButtonColours } from './vite/antdButtonColours.ts';
import { antdPrebuiltStyles } from './vite/antdPrebuiltStyles.ts';
import { consoleFiles } from './vite/consoleFiles.ts';
import { defaultConsoleTheme } from './vite/defaultConsoleTheme.ts';
import { eagerCompile } from './vite/eagerCompile.ts';
import { firstLoadGuard } from './vite/firstLoadGuard.ts';
import { precompress } from './vite/precompress.ts';
import { pureDeclarations } from './vite/pureDeclarations.ts';

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
/**
 * The colour picker antd builds on: plain modules with no effect at import, whose package does not
 * say so. antd's form label (its tooltip's colour helpers) imports the package for its Color class,
 * and unsaid, the picker's components came along into the login page.
 */
const RC_COLOR_PICKER = /[\\/]node_modules[\\/]@rc-component[\\/]color-picker[\\/]/;
/** react-router's production build, beside the development build its exports point to. */
function reactRouterProduction(): string {
  const manifest = createRequire(import.meta.url).resolve('react-router/package.json');
  return path.join(path.dirname(manifest), 'dist', 'production', 'index.mjs');
}
/** The entry module: what it imports dynamically is every area's translations. */
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** What a sign-in loads besides the entry and the areas' translations: the shell, antd's <App> and the home page. */
const CONSOLE_ROOTS = /[\\/]src[\\/](layout[\\/]ShellLayout\.tsx|app[\\/]ConsoleFeedback\.tsx|features[\\/]home[\\/]pages[\\/]index\.tsx)$/;

// In development the API runs separately; in production one process serves both (DESIGN.md §1).
export default defineConfig(({ command }) => ({
  plugins: [pureDeclarations(), antdButtonColours(), antdPrebuiltStyles(), defaultConsoleTheme(), react(), firstLoadGuard({ consoleChunk: 'console' }), consoleFiles({ consoleChunk: 'console' }), eagerCompile({ chunks: ['console'] }), precompress()],
  // `@/` is apps/web/src, so a page never climbs ../../../../ to reach shared code.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's exports name only its development build, whose warnings for developers stay in
      // the bundle; its production build, in the same package, differs by that switch alone.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/admin': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first visit in a few files, not a hundred (each costs a request and its headers on a
            // slow link). The entry: everything it imports (the login page included), as rolldown sees
            // it after tree-shaking, and only that — following the import graph instead would bring
            // whatever the contract package's modules import for the pages.
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false, priority: 3 },
            // A sign-in: the console's shell, the home page and every area's translations, with all they import.
            {
              name: (id, chunking) =>
                CONSOLE_ROOTS.test(id) || chunking.getModuleInfo(id)?.dynamicImporters.some((importer) => ENTRY.test(importer)) ? 'console' : null,
              debugName: 'console',
              priority: 1,
            },
            // zod in one chunk of its own, loaded by the first page that validates (never the login
            // page, never the console's shell: firstLoadGuard fails the build otherwise); its CSP
            // setting (jitless) is the entry's first import (zod-without-eval.ts). The money schemas
            // go with it, without the decimal helpers they import: the contract's finance modules
            // import the schemas for the server, and the console reaches those modules for constants.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]finance[\\/]money\.ts$/, includeDependenciesRecursively: false, priority: 4 },
            // The three languages' refusal texts arrive together (lib/refusalMessages): one file, not three.
            { name: 'refusal-texts', test: /[\\/]src[\\/]locales[\\/]refusal[\\/]/, priority: 4 },
          ],
        },
      },
      treeshake: {
        // The contract package (packages/shared) is all declarations: a page importing one constant
        // must not bring every zod schema, and zod with them, into its chunk (vite/pureDeclarations.ts
        // does the same inside a module). Its one module with an effect is the zod configuration the
        // CSP needs; everything else follows the packages' own say.
        moduleSideEffects: (id) => ((SHARED_SOURCE.test(id) && !id.endsWith('/zod-without-eval.ts')) || RC_COLOR_PICKER.test(id) ? false : undefined),
      },
    },
  },
}));
