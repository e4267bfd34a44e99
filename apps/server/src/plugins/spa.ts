import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@ledgerdesk/shared';

const ENCODED_SUFFIX = /\.(br|gz)$/;

/** The files of the build that have a precompressed copy beside them. */
function filesWithEncodings(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && ENCODED_SUFFIX.test(entry.name)) files.add(path.join(entry.parentPath, entry.name.replace(ENCODED_SUFFIX, '')));
  }
  return files;
}

/**
 * Serves the built SPA at `/` with history fallback: any GET outside /admin that matches no
 * file answers index.html, so a refresh on a deep link lands on the page.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = path.join(opts.root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run "npm run build" first.`);
  }
  const encoded = filesWithEncodings(opts.root);
  await app.register(fastifyStatic, {
    root: opts.root,
    // Only reply.sendFile is wanted: the one catch-all below declares its access like every route.
    serve: false,
    cacheControl: false,
    // The build wrote `.br` and `.gz` beside each text asset (apps/web/vite/precompress.ts): the
    // smallest one the browser accepts is sent with its Content-Encoding, the file itself otherwise.
    preCompressed: true,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Every answer for a file that has encoded copies, the plain one included, depends on Accept-Encoding:
      // a shared cache must not hand a brotli body to a browser that did not ask for it.
      if (encoded.has(filePath.replace(ENCODED_SUFFIX, ''))) res.setHeader('vary', 'accept-encoding');
    },
  });
  const html = fs.readFileSync(indexFile);
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) return reply.callNotFound();
    const candidate = path.join(opts.root, path.normalize(pathname));
    if (candidate.startsWith(opts.root + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return reply.sendFile(path.relative(opts.root, candidate));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
});
