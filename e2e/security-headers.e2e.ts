import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { files } from '../apps/server/src/db/schema';
import { API_BASE } from '@ledgerdesk/shared';
import { newContext } from './support/browser';
import { expect, expectUrl } from './support/expect';
import { signInThroughForm } from './support/session';
import { useLiveConsole } from './support/live-console';

const SHOTS = '/tmp/shots-hardening';

/**
 * The console under its own Content-Security-Policy in Chromium: sign-in, home, a list with its
 * dialogs, the echarts visualizing pages and an upload (hash worker + WebAssembly) must run with no
 * policy violation, and the API and the SPA must both send the headers.
 */
describe('the console under its security headers', () => {
  const live = useLiveConsole();
  let page: Page;
  let closeContext: () => Promise<void>;
  let pageErrors: string[];
  let foreignRequests: string[];
  const cspConsole: string[] = [];
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-e2e-csp-'));

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const ctx = await newContext(live.browser);
    ({ pageErrors, foreignRequests } = ctx);
    closeContext = () => ctx.context.close();
    page = await ctx.context.newPage();
    // Violations in the document (scripts, styles, images, connections, workers it starts)…
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    // …and what Chromium reports on the console, workers' WebAssembly included.
    const watchConsole = (msg: { type(): string; text(): string }) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) cspConsole.push(msg.text());
    };
    page.on('console', watchConsole);
    page.on('worker', (worker) => worker.on('console', watchConsole));
  });
  afterAll(async () => {
    await closeContext?.();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  const violations = async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...cspConsole];
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

  it('sends the headers with the SPA, its assets and the API', async () => {
    const index = await fetch(`${live.server.baseUrl}/`);
    const html = await index.text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    assert(asset).toBeDefined();
    for (const url of ['/', '/finance/recharge', asset!, `${API_BASE}/auth/captcha`, `${API_BASE}/user/getUserInfo`]) {
      const res = await fetch(`${live.server.baseUrl}${url}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert(csp, url).toContain("default-src 'self'");
      assert(csp, url).toContain("script-src 'self' 'wasm-unsafe-eval'");
      assert(csp, url).toContain("frame-ancestors 'none'");
      assert(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      assert(res.headers.get('x-frame-options'), url).toBe('DENY');
      assert(res.headers.get('referrer-policy'), url).toBe('no-referrer');
      assert(res.headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('signs in through /login?redirect=/%5C%5Cevil.example and lands home, not elsewhere', async () => {
    await page.goto(`${live.server.baseUrl}/login?redirect=/%5C%5Cevil.example`);
    await signInThroughForm(page, live.server.baseUrl);
    await expectUrl(page, (u) => u.origin === live.server.baseUrl && u.pathname === '/home', 'the home page');
    await expect(page.getByTestId('home-todo')).toBeVisible();
    await shot('home');
    // Malformed percent-encoding goes home too (it used to crash the app after sign-in).
    await page.goto(`${live.server.baseUrl}/login?redirect=/%E0%A4%A`);
    await expectUrl(page, (u) => u.pathname === '/home', 'the home page after a malformed redirect');
    assert(pageErrors).toEqual([]);
    assert(await violations()).toEqual([]);
  });

  it('runs a list page, its review dialog and the second review with no violation', async () => {
    await page.goto(`${live.server.baseUrl}/finance/recharge?status=PENDING`);
    const list = page.getByTestId('recharge-list');
    const row = list.locator('tr', { hasText: 'demo_erin' });
    await row.getByRole('button', { name: /审\s?核/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('review-dialog')).toBeVisible();
    // Crediting more than requested needs a second, different approver.
    await dialog.locator('input[inputmode="decimal"]').fill('2500');
    await dialog.locator('textarea').fill('the bank shows 2500');
    await dialog.getByRole('button', { name: /通\s?过/ }).click();
    // The approval is confirmed once more (a modal of its own, under the same CSP).
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /通\s?过/ }).click();
    await expect(page.getByTestId('review-dialog')).toBeHidden();
    await page.goto(`${live.server.baseUrl}/finance/recharge?status=PENDING_SECOND_REVIEW`);
    const held = page.getByTestId('recharge-list').locator('tr', { hasText: 'demo_erin' });
    await expect(held).toContainText('待复审');
    await held.getByRole('button', { name: /审\s?核/ }).click();
    await expect(page.getByTestId('recharge-second-review-note')).toContainText('初审由您通过');
    await expect(page.getByRole('dialog')).toContainText('2,500');
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await shot('recharge-second-review-dialog');
    await page.keyboard.press('Escape');
    assert(pageErrors).toEqual([]);
    assert(await violations()).toEqual([]);
  });

  it('draws the echarts visualizing pages with no violation', async () => {
    for (const target of ['/visualizingDemo1', '/visualizingDemo2']) {
      await page.goto(`${live.server.baseUrl}${target}`);
      await expect(page.getByTestId('visualizing-page')).toBeVisible();
      await expect(page.getByTestId('visualizing-source')).toBeVisible();
      await page.waitForFunction(() => document.querySelectorAll('.vz-panel canvas').length >= 1);
      assert(await violations(), target).toEqual([]);
    }
    await shot('visualizing');
    assert(pageErrors).toEqual([]);
  });

  it('uploads a file: the hashing worker compiles its WebAssembly under the policy', async () => {
    const data = crypto.randomBytes(3 * 1024 * 1024 + 123);
    const filePath = path.join(tempDir, 'policy-check.pdf');
    fs.writeFileSync(filePath, data);
    await page.goto(`${live.server.baseUrl}/system/file`);
    await page.locator('input[type=file]').setInputFiles(filePath);
    const row = page.getByTestId('upload-row');
    const deadline = Date.now() + 60_000;
    let phase: string | null = null;
    while (Date.now() < deadline && phase !== 'success' && phase !== 'error') {
      phase = await row.getAttribute('data-phase').catch(() => null);
      await new Promise((r) => setTimeout(r, 100));
    }
    assert(phase, (await row.textContent()) ?? '').toBe('success');
    const rows = await live.server.database.db.select({ md5: files.md5, sha256: files.sha256 }).from(files).where(eq(files.name, 'policy-check.pdf'));
    assert(rows[0]).toEqual({
      md5: crypto.createHash('md5').update(data).digest('hex'),
      sha256: crypto.createHash('sha256').update(data).digest('hex'),
    });
    await shot('upload');
    assert(pageErrors).toEqual([]);
    assert(await violations()).toEqual([]);
    assert(foreignRequests).toEqual([]);
  });

  it('cannot be framed by another page', async () => {
    const framing = await page.context().newPage();
    await framing.setContent(`<iframe id="f" src="${live.server.baseUrl}/login" style="width:600px;height:400px"></iframe>`);
    await new Promise((r) => setTimeout(r, 1500));
    const frame = framing.frames().find((f) => f !== framing.mainFrame());
    const loginShown = frame ? await frame.locator('[data-testid="login-form"]').count().catch(() => 0) : 0;
    assert(loginShown).toBe(0);
    await framing.close();
  });
});
