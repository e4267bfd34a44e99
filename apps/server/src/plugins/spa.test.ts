import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('serving the built SPA in production', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // As the build's precompress step leaves them: the same text, brotli and gzip, beside it.
    const shell = 'export const shell = "' + 'menu '.repeat(400) + '";';
    fs.writeFileSync(path.join(dist, 'assets', 'shell-def456.js'), shell);
    fs.writeFileSync(path.join(dist, 'assets', 'shell-def456.js.br'), zlib.brotliCompressSync(shell));
    fs.writeFileSync(path.join(dist, 'assets', 'shell-def456.js.gz'), zlib.gzipSync(shell));
    fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');
    t = await createTestApp('pglite', { NODE_ENV: 'production', WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers index.html at / and for a deep link (history fallback)', async () => {
    for (const url of ['/', '/home', '/system/dict?tab=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and says it varies by Accept-Encoding', async () => {
    const shell = fs.readFileSync(path.join(dist, 'assets', 'shell-def456.js'), 'utf8');
    const get = (acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url: '/assets/shell-def456.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(shell);
    expect(Number(br.headers['content-length'])).toBeLessThan(shell.length / 10);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(shell);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(shell);

    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a file without compressed copies as it is, not marked as varying', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
    expect(res.headers.vary).toBeUndefined();
  });

  it('does not serve files outside the build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/../outside-secret.txt' });
    expect(res.body).not.toBe('secret');
  });

  it('declares access on every route it adds', () => {
    expect(t.app.routeRegistry.filter((r) => r.access === undefined)).toEqual([]);
  });

  it('keeps unknown API paths as 404 envelopes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/v2/sitebkd/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});
