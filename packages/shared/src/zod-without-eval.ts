/*
 * In the browser, under the console's Content-Security-Policy (no 'unsafe-eval'): each zod 4
 * object schema probes `Function('')` when it is built, to decide whether to compile a faster
 * parser. The probe is caught, but Chromium reports it as a policy violation; jitless mode skips
 * it. zod keeps its settings on `globalThis.__zod_globalConfig` and keeps what it finds there, so
 * this module sets jitless without importing zod: the web entry imports it first, and a page that
 * builds no schema (the login page) loads no zod at all. The server has no CSP to satisfy and keeps
 * the compiled parsers. e2e/security-headers.e2e.ts watches for the violation.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
if ('document' in globalThis) holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
