/**
 * First load and sign-in (issue 10): the built console (apps/web/dist, built beforehand — this
 * bench builds nothing) served by the real production server on a prepared PGlite, opened in
 * headless Chromium with the CPU slowed 4× and a 10 Mbit/s, 40 ms link, from a cold cache.
 *
 * Bytes are what crossed the wire for JavaScript and CSS (CDP encodedDataLength: compressed size
 * plus headers). Times are the page's own clock (performance.now), marked by an observer the page
 * runs from its first script: the login form's submit button in the DOM (React commits handlers
 * with the elements, so it answers a click), then, from the click on it, the aside menu with its
 * items painted (the frame after they are in the DOM, as the lists bench times a page change).
 *
 * With FIRST_LOAD_TEMPLATE_DIST (a build of vue-next-admin, the Vue template this console descends
 * from: bench/template/prepare.sh), the template is timed in the same way, sample for sample beside
 * the console, and the console's times are also given as a share of the template's: issue 10's goal
 * is 0.7 of them, which the fixed budgets were taken from on the day the issue was measured.
 */
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { ADMIN_PASSWORD, startServer } from '../e2e/support/server';
import { runWhenMain, type BenchResult, type Figure } from './figure';
import { serveStaticSite } from './static-site';

// Nine: at 4× CPU one sample's sign-in varies 0.67–1.04 s on this machine, and five left medians 0.1 s apart.
const SAMPLES = Number(process.env.FIRST_LOAD_SAMPLES ?? 9);
const CPU_SLOWDOWN = 4;
const LINK = { latency: 40, bytesPerSecond: 10_000_000 / 8 };
const GROUP = 'first-load';
/** Issue 10: the console's first load in at most this share of the template's time. */
const OF_TEMPLATE = 0.7;

/** A console whose first load is timed: where its login page is and what marks each moment. */
interface Subject {
  /** Who is timed, as a failure names it. */
  name: string;
  loginPath: string;
  /** The login form's submit button: once it is in the DOM, the page answers a click on it. */
  submit: string;
  /** An item of the menu shown once signed in. */
  menuItem: string;
  /** The home page's own content, where the subject has a mark for it. */
  home?: string;
  /** Fills the form before the click (the template's comes filled in). */
  fill?: (page: Page) => Promise<void>;
}

const CONSOLE: Subject = {
  name: 'the console',
  loginPath: '/login',
  submit: '[data-testid="login-form"] button[type="submit"]',
  menuItem: '[data-testid="aside-menu"] .ant-menu-item',
  home: '[data-testid="home-intro"]',
  async fill(page) {
    const form = page.getByTestId('login-form');
    await form.locator('input[autocomplete="username"]').fill('admin');
    await form.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
  },
};

/** vue-next-admin: its sign-in is simulated in the page (no request), its menu the aside's. */
const TEMPLATE: Subject = {
  name: 'the template',
  loginPath: '/#/login',
  submit: '.login-content-submit',
  menuItem: '.layout-aside .el-menu-item',
};

interface Marks {
  loginInteractive?: number;
  submitClicked?: number;
  menuRendered?: number;
  homeRendered?: number;
}

interface Sample {
  loginMs: number;
  signInMs: number;
  signInToHomeMs?: number;
  loginKB: number;
  homeKB: number;
  loginRequests: number;
  homeRequests: number;
}

/**
 * Runs in the page before its own scripts and marks the moments the bench times. Plain text: a
 * function would be serialised as tsx compiled it, with helpers the page does not have.
 */
const markMoments = (subject: Subject) => `(() => {
  const [submit, menuItem, home] = ${JSON.stringify([subject.submit, subject.menuItem, subject.home ?? null])};
  const marks = {};
  window.__marks = marks;
  const look = () => {
    if (marks.loginInteractive === undefined && document.querySelector(submit)) marks.loginInteractive = performance.now();
    if (marks.submitClicked === undefined) return;
    if (!seen.has('menuRendered') && document.querySelector(menuItem)) markAfterFrame('menuRendered');
    if (home && !seen.has('homeRendered') && document.querySelector(home)) markAfterFrame('homeRendered');
  };
  // Shown means painted: the mark waits for the frame that lays out and paints the new DOM (the
  // task after its animation callbacks), so layout work moved out of React's effects still counts.
  const seen = new Set();
  const markAfterFrame = (name) => {
    seen.add(name);
    requestAnimationFrame(() => setTimeout(() => { marks[name] = performance.now(); }));
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  document.addEventListener('click', (event) => {
    if (marks.submitClicked === undefined && event.target instanceof Element && event.target.closest(submit)) marks.submitClicked = performance.now();
  }, true);
})();`;

/**
 * Counts JavaScript and CSS bytes over the wire, as Chromium's network layer saw them, and keeps
 * what a page that never rendered needs explained: the requests that failed or never finished.
 */
function watchNetwork(cdp: CDPSession) {
  const assets = new Set<string>();
  const inFlight = new Map<string, string>();
  const failed: string[] = [];
  let bytes = 0;
  let requests = 0;
  let lastActivity = Date.now();
  const isAsset = (url: string, mime = '') => /\.(m?js|css)(\?|$)/.test(new URL(url).pathname) || /javascript|css/.test(mime);
  cdp.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    inFlight.set(e.requestId, e.request.url);
    if (isAsset(e.request.url)) assets.add(e.requestId);
  });
  cdp.on('Network.responseReceived', (e) => {
    if (isAsset(e.response.url, e.response.mimeType)) assets.add(e.requestId);
    if (e.response.status >= 400) failed.push(`${e.response.url}: HTTP ${e.response.status}`);
  });
  cdp.on('Network.loadingFinished', (e) => {
    lastActivity = Date.now();
    inFlight.delete(e.requestId);
    if (!assets.has(e.requestId)) return;
    bytes += e.encodedDataLength;
    requests += 1;
  });
  cdp.on('Network.loadingFailed', (e) => {
    failed.push(`${inFlight.get(e.requestId) ?? e.requestId}: ${e.errorText}${e.canceled ? ' (cancelled)' : ''}`);
    inFlight.delete(e.requestId);
  });
  return {
    now: () => ({ bytes, requests }),
    /** Resolves once no asset has been loading for `quietMs`. */
    async settled(quietMs = 500) {
      while ([...inFlight.keys()].some((id) => assets.has(id)) || Date.now() - lastActivity < quietMs) await new Promise((r) => setTimeout(r, 50));
    },
    /** The requests that failed and those still unanswered, for a mark that was never reached. */
    describe: () => `failed requests: ${failed.join(', ') || 'none'}; unanswered: ${[...inFlight.values()].join(', ') || 'none'}`,
  };
}

type Network = ReturnType<typeof watchNetwork>;

async function readMarks(page: Page): Promise<Marks> {
  return page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
}

/**
 * The moment `name` was marked, once it is. A mark not reached fails naming the subject, the page's
 * address, the marks it did reach, the start of its text and the requests that failed or never
 * finished: one warm-up on a busy evening (2026-12-03) never showed the menu after the click, and
 * one template sample (2026-12-04) showed a blank page, and a bare time-out said no more than that.
 */
async function waitForMark(page: Page, subject: Subject, name: keyof Marks, network: Network): Promise<number> {
  try {
    await page.waitForFunction((n) => (window as unknown as { __marks: Marks }).__marks?.[n as keyof Marks] !== undefined, name, { timeout: 60_000 });
  } catch (error) {
    const shown = await page.evaluate(() => document.body?.innerText.replace(/\s+/g, ' ').slice(0, 300)).catch(() => '(unreadable)');
    const reached = await readMarks(page).catch(() => undefined);
    throw new Error(`${subject.name}: "${name}" not reached at ${page.url()} (marks ${JSON.stringify(reached)}; the page shows: ${shown}; ${network.describe()})`, { cause: error });
  }
  return (await readMarks(page))[name]!;
}

async function sampleOnce(browser: Browser, baseUrl: string, subject: Subject, throttled: boolean): Promise<Sample> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const pageErrors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    await page.addInitScript(markMoments(subject));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LINK.latency,
        downloadThroughput: LINK.bytesPerSecond,
        uploadThroughput: LINK.bytesPerSecond,
      });
    }
    const network = watchNetwork(cdp);
    await page.goto(baseUrl + subject.loginPath, { waitUntil: 'commit' });
    const loginMs = await waitForMark(page, subject, 'loginInteractive', network);
    // What loads once the form answers (anything the login page fetches lazily) still counts towards the login page.
    await network.settled();
    const login = network.now();

    await subject.fill?.(page);
    await page.locator(subject.submit).first().click();
    const clicked = await waitForMark(page, subject, 'submitClicked', network);
    const menu = await waitForMark(page, subject, 'menuRendered', network);
    const home = subject.home ? await waitForMark(page, subject, 'homeRendered', network) : undefined;
    await network.settled();
    const signedIn = network.now();
    if (pageErrors.length) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    return {
      loginMs,
      signInMs: menu - clicked,
      signInToHomeMs: home === undefined ? undefined : home - clicked,
      loginKB: login.bytes / 1024,
      homeKB: signedIn.bytes / 1024,
      loginRequests: login.requests,
      homeRequests: signedIn.requests,
    };
  } finally {
    await context.close();
  }
}

/**
 * A fixed piece of JavaScript (JSON of 2,000 rows written and read 20 times), timed in a blank page
 * slowed as the samples are. It never changes with the console, so it says how fast the machine ran
 * beside each sample (this 2-core machine's speed drifts by half within an hour), and figures from
 * different runs can be read against it.
 */
async function referenceWorkloadMs(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const { ms, written } = await page.evaluate(() => {
      const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `row ${i}`, amount: (i * 7.31).toFixed(2), tags: ['a', 'b', String(i % 7)] }));
      const start = performance.now();
      let chars = 0;
      for (let i = 0; i < 20; i += 1) chars += JSON.stringify(JSON.parse(JSON.stringify(rows))).length;
      return { ms: performance.now() - start, written: chars };
    });
    if (written === 0) throw new Error('the reference workload wrote nothing');
    return ms;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A sample of the template, taken once more if its page never reached a mark. The template is only
 * the yardstick: once in an evening of runs (2026-12-04) its login page stayed blank for a minute
 * and failed the whole bench. A second failure still fails it, and each retake is in the notes.
 */
async function sampleTemplate(take: () => Promise<Sample>, which: string, retaken: string[]): Promise<Sample> {
  try {
    return await take();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`    the template's ${which} failed, taken again: ${reason}`);
    retaken.push(`${which} (${reason})`);
    return take();
  }
}

const describe = (sample: Sample) =>
  `login ${round(sample.loginMs)} ms, ${round(sample.loginKB)} KB in ${sample.loginRequests} files; sign-in → menu ${round(sample.signInMs)} ms` +
  (sample.signInToHomeMs === undefined ? '' : `, → home ${round(sample.signInToHomeMs)} ms`) +
  `, ${round(sample.homeKB)} KB in ${sample.homeRequests} files`;

export async function firstLoadBench(): Promise<BenchResult> {
  // FIRST_LOAD_DIST: a copy of the build, so a concurrent `npm run build` cannot swap the files under a run.
  const server = await startServer(process.env.FIRST_LOAD_DIST ? { WEB_DIST: process.env.FIRST_LOAD_DIST } : {});
  const templateDist = process.env.FIRST_LOAD_TEMPLATE_DIST;
  const template = templateDist ? await serveStaticSite(path.resolve(templateDist)) : undefined;
  const browser = await launchBrowser();
  try {
    // Unthrottled, unmeasured: the server's first answers (JIT, prepared database) are not the page's.
    await sampleOnce(browser, server.baseUrl, CONSOLE, false);
    const retaken: string[] = [];
    if (template) await sampleTemplate(() => sampleOnce(browser, template.baseUrl, TEMPLATE, false), 'warm-up', retaken);
    const samples: Sample[] = [];
    const templateSamples: Sample[] = [];
    const references: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      references.push(await referenceWorkloadMs(browser));
      const sample = await sampleOnce(browser, server.baseUrl, CONSOLE, true);
      samples.push(sample);
      console.log(`  first-load sample ${i + 1}: ${describe(sample)}; reference workload ${round(references[i]!)} ms`);
      if (!template) continue;
      // Right after the console's, so the two are timed on a machine running at the same speed.
      const templateSample = await sampleTemplate(() => sampleOnce(browser, template.baseUrl, TEMPLATE, true), `sample ${i + 1}`, retaken);
      templateSamples.push(templateSample);
      console.log(`    the template: ${describe(templateSample)}`);
    }
    const of = (pick: (s: Sample) => number, from = samples) => median(from.map(pick));
    const figures: Figure[] = [
      { group: GROUP, name: 'login page, JS+CSS over the wire', value: round(of((s) => s.loginKB), 1), unit: 'KB', budget: 250 },
      { group: GROUP, name: 'login page through sign-in to a rendered home, JS+CSS over the wire', value: round(of((s) => s.homeKB), 1), unit: 'KB', budget: 600 },
      { group: GROUP, name: 'login page interactive', value: round(of((s) => s.loginMs)), unit: 'ms', budget: 850 },
      { group: GROUP, name: 'sign-in to a rendered menu', value: round(of((s) => s.signInMs)), unit: 'ms', budget: 600 },
      { group: GROUP, name: 'sign-in to the rendered home page', value: round(of((s) => s.signInToHomeMs!)), unit: 'ms' },
      { group: GROUP, name: 'JS+CSS files to a rendered home', value: of((s) => s.homeRequests), unit: 'count' },
      { group: GROUP, name: 'reference workload: fixed JavaScript, the same every run (the machine\'s speed)', value: round(median(references)), unit: 'ms' },
    ];
    if (template) {
      const login = of((s) => s.loginMs, templateSamples);
      const signIn = of((s) => s.signInMs, templateSamples);
      figures.push(
        { group: GROUP, name: 'the template: login page, JS+CSS over the wire', value: round(of((s) => s.loginKB, templateSamples), 1), unit: 'KB' },
        { group: GROUP, name: 'the template: login page interactive', value: round(login), unit: 'ms' },
        { group: GROUP, name: 'the template: sign-in to a rendered menu', value: round(signIn), unit: 'ms' },
        { group: GROUP, name: "login page interactive ÷ the template's", value: round(of((s) => s.loginMs) / login, 2), unit: 'ratio', budget: OF_TEMPLATE },
        { group: GROUP, name: "sign-in to a rendered menu ÷ the template's", value: round(of((s) => s.signInMs) / signIn, 2), unit: 'ratio', budget: OF_TEMPLATE },
      );
    }
    return {
      figures,
      notes: [
        `Built console served by the production server (prepared PGlite, captcha off); headless Chromium, cold cache, CPU ${CPU_SLOWDOWN}× slower, ` +
          `${(LINK.bytesPerSecond * 8) / 1e6} Mbit/s each way with ${LINK.latency} ms latency (CDP emulation); median of ${SAMPLES} samples after one unthrottled warm-up.`,
        'Bytes: encodedDataLength of every .js/.css answer (compressed body and headers) until the page is idle 500 ms after the mark.',
        `Reference workload: JSON of 2,000 rows written and read 20 times in a blank page, CPU ${CPU_SLOWDOWN}× slower, timed before each sample. It never changes with the console: when it is slower, so is the machine, and every time above with it.`,
        template
          ? `The template: vue-next-admin built by bench/template/prepare.sh (${templateDist}), served gzip-precompressed by a static host, each sample right after the console's; its sign-in is simulated in the page, with no request. Ratios: the console's median over the template's.`
          : 'The template was not measured: FIRST_LOAD_TEMPLATE_DIST names a build of it (bench/template/prepare.sh).',
        ...(retaken.length ? [`The template's page never reached a mark, and was sampled again, in: ${retaken.join('; ')}.`] : []),
      ],
    };
  } finally {
    await browser.close();
    await server.close();
    await template?.close();
  }
}

// Run alone: npx tsx bench/first-load.bench.ts
await runWhenMain(import.meta.url, firstLoadBench);
