// Local diagnostic (not committed): network timeline and CPU profile of the login page and the sign-in, at 4x CPU and 10 Mbit/s.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { ADMIN_PASSWORD, startServer } from '../../e2e/support/server';

const server = await startServer(process.env.FIRST_LOAD_DIST ? { WEB_DIST: process.env.FIRST_LOAD_DIST } : {});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
const phase = process.env.PHASE ?? 'signin';
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const warm = run === 0;
  if (!warm) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 1_250_000, uploadThroughput: 1_250_000 });
  }
  const t0 = { v: 0 };
  const net: Array<string> = [];
  const starts = new Map<string, { url: string; t: number }>();
  cdp.on('Network.requestWillBeSent', (e) => starts.set(e.requestId, { url: e.request.url.replace(server.baseUrl, ''), t: e.timestamp }));
  cdp.on('Network.loadingFinished', (e) => { const s = starts.get(e.requestId); if (s) net.push(`${((s.t - t0.v) * 1000).toFixed(0).padStart(6)} → ${((e.timestamp - t0.v) * 1000).toFixed(0).padStart(6)} ms  ${(e.encodedDataLength / 1024).toFixed(1).padStart(7)} KB ${s.url}`); });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  if (phase === 'login') await cdp.send('Profiler.start');
  const clock = await cdp.send('Runtime.evaluate', { expression: '1' });
  void clock;
  t0.v = Date.now() / 1000; // approximate; fix with first request
  await page.goto(`${server.baseUrl}/login`, { waitUntil: 'commit' });
  const first = [...starts.values()][0]; if (first) t0.v = first.t;
  await page.waitForSelector('[data-testid="login-form"] button[type="submit"]');
  const loginAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1500);
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill('admin');
  await form.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
  if (phase === 'signin') await cdp.send('Profiler.start');
  const clickAt = await page.evaluate(() => performance.now());
  await form.locator('button[type="submit"]').click();
  await page.waitForSelector('[data-testid="aside-menu"] .ant-menu-item');
  const menuAt = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now())))));
  const { profile } = await cdp.send('Profiler.stop');
  if (!warm) {
    console.log(`run ${run}: login interactive ~${loginAt.toFixed(0)} ms; click→menu ${(menuAt - clickAt).toFixed(0)} ms`);
    console.log(net.join('\n'));
    fs.writeFileSync(`/tmp/${phase}-${run}.cpuprofile`, JSON.stringify(profile));
  }
  await context.close();
}
await browser.close();
await server.close();
