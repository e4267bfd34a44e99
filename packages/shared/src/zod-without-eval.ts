import { z } from 'zod';

/*
 * In the browser, under the console's Content-Security-Policy (no 'unsafe-eval'): each zod 4
 * object schema probes `Function('')` when it is built, to decide whether to compile a faster
 * parser. The probe is caught, but Chromium reports it as a policy violation; jitless mode skips
 * it. Imported first (by the contract's index and the web entry) so it runs before any schema is
 * built. The server has no CSP to satisfy and keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
