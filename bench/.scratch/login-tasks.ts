// Local diagnostic (not committed): the main thread's tasks while the login page loads, at 4x CPU and 10 Mbit/s.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../../e2e/support/server';

const server = await startServer(process.env.FIRST_LOAD_DIST ? { WEB_DIST: process.env.FIRST_LOAD_DIST } : {});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
const MARK = `(() => { window.__m = {}; new MutationObserver(() => { if (window.__m.login === undefined && document.querySelector('[data-testid="login-form"] button[type="submit"]')) { window.__m.login = performance.now(); performance.mark('login-interactive'); } }).observe(document, { childList: true, subtree: true }); })();`;
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
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  if (!warm) await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading,v8', transferMode: 'ReportEvents' });
  await page.goto(`${server.baseUrl}/login`, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as any).__m.login > 0);
  await page.waitForTimeout(300);
  const m = await page.evaluate(() => (window as any).__m);
  if (warm) { await context.close(); continue; }
  await cdp.send('Tracing.end');
  await done;
  fs.writeFileSync(`/tmp/login-trace-${run}.json`, JSON.stringify(events));
  console.log(`run ${run}: login interactive ${m.login.toFixed(0)} ms`);
  await context.close();
}
await browser.close();
await server.close();
