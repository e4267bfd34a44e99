import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** The console's public address (PUBLIC_URL): HSTS is sent only when it is https. */
  publicUrl?: string;
}

/**
 * The policy the built console satisfies (e2e/security-headers.e2e.ts loads its pages in Chromium
 * and fails on any violation). Everything comes from the console's own origin; the exceptions:
 * - script-src 'wasm-unsafe-eval': hash-wasm compiles its MD5/SHA-256 WebAssembly in the upload
 *   worker; it allows compiling WebAssembly, not eval() of JavaScript.
 * - style-src 'unsafe-inline': antd's CSS-in-JS inserts <style> elements at run time and React
 *   and echarts write style="" attributes. A nonce would cover neither the attributes nor a
 *   static index.html; styles cannot run script, and no operator-written HTML is ever rendered.
 * - img-src data: blob: for inline SVG icons, canvas exports and previews of uploaded files.
 */
export const CONSOLE_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'worker-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * Security headers on every answer, the API's and the SPA's alike (registered before any route,
 * so 404s and errors carry them too): the CSP above, nosniff, no referrer, no framing (both the
 * CSP's frame-ancestors and X-Frame-Options for older browsers). HSTS only when the public
 * address is https: sent over plain HTTP it would lock browsers out of a console not yet behind TLS.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  const https = opts.publicUrl?.startsWith('https://') ?? false;
  // Built once: @fastify/helmet built it again on every request, parsing the CSP each time.
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: https ? { ...CONSOLE_CSP, 'upgrade-insecure-requests': [] } : CONSOLE_CSP,
    },
    // The console embeds nothing cross-origin; requiring CORP of every subresource buys nothing here.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
});
