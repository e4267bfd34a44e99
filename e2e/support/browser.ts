import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(import.meta.dirname ?? '.', '../../.e2e-artifacts');

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * Where a context sends what leaves the loopback: a port nobody listens on, so such a request fails
 * at once (ERR_PROXY_CONNECTION_FAILED) and never reaches the network.
 */
const NOWHERE_PROXY = 'http://127.0.0.1:9';
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];

/**
 * A fresh context that fails the test on any request leaving the loopback (the shell must make no
 * third-party request) and records page errors. Such requests are stopped by a proxy that leads
 * nowhere (the loopback bypasses it) and recorded from the context's request events, rather than
 * by routing every request through Playwright: routing turns the browser's cache off, so every
 * page load would fetch and compile the whole bundle again (about twice the time per page).
 */
export async function newContext(browser: Browser, options: { locale?: string; viewport?: { width: number; height: number }; timezoneId?: string } = {}) {
  const context: BrowserContext = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1440, height: 900 },
    // The console honours the system's reduced-motion setting (no antd motion, no page fade): a
    // click never lands on a list still sliding in, which made suites flaky on a busy machine.
    reducedMotion: 'reduce',
    proxy: { server: NOWHERE_PROXY, bypass: LOOPBACK_HOSTS.join(',') },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (LOOPBACK_HOSTS.includes(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:') return;
    foreignRequests.push(url.href);
  });
  context.on('page', (page) => page.on('pageerror', (err) => pageErrors.push(String(err))));
  return { context, foreignRequests, pageErrors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** What shows a page still loading: a turning spinner, an active skeleton, a spinner in a status region. */
const LOADING = '.ant-spin-spinning, .ant-skeleton-active, [role="status"] .ant-spin';

/**
 * Waits until no loading indicator is shown and no finite animation is half-way, so a screenshot
 * or a check sees the page as it settles. One check in the page, run every frame: waiting for the
 * indicators through a locator first polled at growing intervals and lost about 250 ms a page.
 */
export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(
    (loading) =>
      Array.from(document.querySelectorAll(loading)).every((el) => el.getClientRects().length === 0) &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    LOADING,
  );
}

/**
 * A suite's screenshot taker: each shot lands in `dir` (looked at by people, not compared);
 * `{ atRest: true }` waits for the page to settle first.
 */
export function shotsInto(dir: string, options: { atRest?: boolean } = {}): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    if (options.atRest) await atRest(page);
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
  };
}
