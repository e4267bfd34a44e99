import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { api, createTestApp, type TestApp } from '../test/harness';

/** The CSP header as a map of directive → sources. */
function directivesOf(header: string | string[] | number | undefined): Record<string, string> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/);
        return [name!, sources.join(' ')];
      }),
  );
}

describe('security headers on the API and the SPA', () => {
  let t: TestApp;
  let https: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-csp-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'md5.worker-abc.js'), 'self.onmessage = () => undefined');
    t = await createTestApp('pglite', { NODE_ENV: 'production', WEB_DIST: dist });
    https = await createTestApp('pglite', { PUBLIC_URL: 'https://console.example.com' });
  });
  afterAll(async () => {
    await t?.close();
    await https?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const answers = () =>
    Promise.all([
      t.app.inject({ method: 'GET', url: '/' }),
      t.app.inject({ method: 'GET', url: '/finance/recharge' }),
      t.app.inject({ method: 'GET', url: '/assets/md5.worker-abc.js' }),
      t.app.inject({ method: 'GET', url: api(ENDPOINTS.captcha) }),
      // A refused call and an unknown path carry them too: the hooks run before routing decides.
      t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo) }),
      t.app.inject({ method: 'GET', url: api('/no/such/call') }),
    ]);

  it('sends the strict policy the console is built to satisfy on every answer', async () => {
    for (const res of await answers()) {
      const csp = directivesOf(res.headers['content-security-policy']);
      expect(csp, res.raw.req.url).toEqual({
        'default-src': "'self'",
        'script-src': "'self' 'wasm-unsafe-eval'",
        'worker-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'font-src': "'self' data:",
        'media-src': "'self' blob:",
        'connect-src': "'self'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps scripts from anywhere but the console, and eval of JavaScript, out', async () => {
    const [index] = await answers();
    const csp = directivesOf(index!.headers['content-security-policy']);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toMatch(/\*|https?:/);
  });

  it('adds HSTS and upgrade-insecure-requests only when the public address is https', async () => {
    const res = await https.app.inject({ method: 'GET', url: api(ENDPOINTS.captcha) });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directivesOf(res.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
  });
});
