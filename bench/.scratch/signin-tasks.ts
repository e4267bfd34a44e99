// Local diagnostic (not committed): the main thread's tasks from the sign-in click to the painted menu, at 4x CPU and 10 Mbit/s.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { ADMIN_PASSWORD, startServer } from '../../e2e/support/server';

const server = await startServer(process.env.FIRST_LOAD_DIST ? { WEB_DIST: process.env.FIRST_LOAD_DIST } : {});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
const MARK = `(() => { window.__m = {}; const look = () => { if (window.__m.click !== undefined && window.__m.menu === undefined && document.querySelector('[data-testid="aside-menu"] .ant-menu-item')) { window.__m.menuDom = performance.now(); window.__m.menu = -1; requestAnimationFrame(() => setTimeout(() => { window.__m.menu = performance.now(); })); } }; new MutationObserver(look).observe(document, { childList: true, subtree: true }); document.addEventListener('click', (e) => { if (window.__m.click === undefined && e.target.closest && e.target.closest('button[type=submit]')) window.__m.click = performance.now(); }, true); })();`;
for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(MARK);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const warm = run === 0;
  if (!warm) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 1_250_000, uploadThroughput: 1_250_000 });
  }
  await page.goto(`${server.baseUrl}/login`, { waitUntil: 'commit' });
  await page.waitForSelector('[data-testid="login-form"] button[type="submit"]');
  await page.waitForTimeout(1500);
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  if (!warm) await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading', transferMode: 'ReportEvents' });
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill('admin');
  await form.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForFunction(() => (window as any).__m.menu > 0);
  await page.waitForTimeout(300);
  const m = await page.evaluate(() => (window as any).__m);
  if (warm) { await context.close(); continue; }
  await cdp.send('Tracing.end');
  await done;
  fs.writeFileSync(`/tmp/signin-trace-${run}.json`, JSON.stringify(events));
  // performance.now() origin = navigationStart; trace ts in µs on a monotonic clock: align by the navigationStart mark
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame');
  console.log(`run ${run}: click→menu DOM ${(m.menuDom - m.click).toFixed(0)} ms, →painted ${(m.menu - m.click).toFixed(0)} ms`, nav ? '' : '(no nav mark)');
  await context.close();
}
await browser.close();
await server.close();
