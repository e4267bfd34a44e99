import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API's answers compressed for clients that accept it (the console's browser always does):
 * brotli, else gzip. JSON shrinks five- to tenfold; a sign-in's answer (user info and menus) is about
 * 32 KB, a 1000-row page several hundred. Registered in the API's scope, before its routes (the
 * console's files are precompressed at build, plugins/spa.ts). It compresses in a route-level
 * `onSend` hook, and Fastify runs those after the shared ones: the operation log and the
 * idempotency record, which read the answer as text, see it before it is compressed.
 *
 * Brotli at quality 4, not zlib's default 11: this is done per answer, where 11 costs tens of
 * milliseconds on a large page for a few percent more.
 *
 * Not a BREACH oracle: that attack needs the victim's browser to send credentialed requests the
 * attacker chose, and this API takes its token only from the Authorization header the console's
 * own script sets (never a cookie), so no cross-site request carries it.
 *
 * Downloads pass untouched, keeping their Content-Length and byte ranges: the plugin's default
 * list of compressible types takes `application/octet-stream` too, which is how stored files are
 * sent, so ours names only text, JSON and XML (SVG included); any other type is compressed only
 * where mime-db calls it compressible, which octet-stream, spreadsheets and zips are not.
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

export const compressionPlugin = fp(async (app: FastifyInstance, opts: { minBytes: number | null }) => {
  // Off (API_COMPRESS_MIN_BYTES=off): a proxy in front compresses, and twice would only cost CPU.
  if (opts.minBytes === null) return;
  await app.register(fastifyCompress, {
    global: true,
    // Smaller answers go as they are (the default 1024: their headers outweigh the saving).
    threshold: opts.minBytes,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
});
