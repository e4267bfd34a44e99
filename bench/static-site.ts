import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * A built single-page app served from its folder as a static host would, by the same
 * @fastify/static the console's server uses: each file's precompressed copy beside it when the
 * browser takes it (the template's build writes `.gz`), index.html at `/`. For the first-load
 * bench's side-by-side template (it routes by hash, so no other path needs the page).
 */
export async function serveStaticSite(root: string): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const app = Fastify();
  await app.register(fastifyStatic, { root, preCompressed: true, cacheControl: false, setHeaders: (res) => res.setHeader('cache-control', 'no-cache') });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl, close: () => app.close() };
}
