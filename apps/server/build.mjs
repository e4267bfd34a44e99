/**
 * `npm run build -w @ledgerdesk/server`: the server as one ES module, dist/main.mjs, which
 * `npm start` runs with plain Node. Running the TypeScript through tsx in production costs about
 * 95 MB of memory (the loader's own thread, every module's transpiled source and source map) for
 * nothing a production process needs. Packages stay in node_modules; only our own sources
 * (@ledgerdesk/* included, which ship as TypeScript) are bundled. The migrations are copied beside
 * the bundle, where the database client looks for them.
 *
 * Code split: a module our code imports with `import()` (the S3 client, the spreadsheet writer)
 * becomes a chunk loaded on first use. In one file esbuild hoists the packages such a module
 * imports to the top of the bundle, so they were loaded, and held in memory, at every start.
 * The chunks sit beside main.mjs, so `import.meta.url` still points into dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });
await esbuild.build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outdir: dist,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-external',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ledgerdesk/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`built ${path.relative(process.cwd(), path.join(dist, 'main.mjs'))}`);
