import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * A built single-page app served from its folder as a static host would: each file's precompressed
 * `.gz` beside it when the browser takes gzip (the template's build writes them), `index.html` for
 * any path that is not a file. For the first-load bench's side-by-side template; not for anything
 * the console serves.
 */
export async function serveStaticSite(root: string): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const gzipped = `${file}.gz`;
    const takesGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const headers: http.OutgoingHttpHeaders = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    if (takesGzip && fs.existsSync(gzipped)) {
      headers['content-encoding'] = 'gzip';
      file = gzipped;
    }
    headers['content-length'] = fs.statSync(file).size;
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
