import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@ledgerdesk/shared';

/**
 * Serves the built SPA at `/` with history fallback: any GET outside /admin that matches no
 * file answers index.html, so a refresh on a deep link lands on the page.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = path.join(opts.root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    // Only reply.sendFile is wanted: the one catch-all below declares its access like every route.
    serve: false,
    cacheControl: false,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
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
