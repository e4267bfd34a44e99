/**
 * Opening every page of the console as a menu click opens it (issue 10, "fast everywhere"): the
 * built console on the production server (PGlite, demo data) in headless Chromium, signed in once,
 * moving from page to page inside the console (a history entry the router reads on popstate, what a
 * menu entry's link does) after closing the other pages' tags. Timed in the page's own clock: from
 * the navigation to the frame after the page's list shows its first rows, or its empty state once
 * nothing is loading, with the longest task meanwhile. The page's chunk (on its first load), its
 * calls to the server and its first render are all in it. A page without a list is not timed.
 */
import type { Page } from 'playwright-core';
import type { MenuRoute } from '@ledgerdesk/shared';
import { launchBrowser } from '../e2e/support/browser';
import { menuPages } from '../e2e/support/menu-pages';
import { closeOtherTags } from '../e2e/support/console-nav';
import { trackInFlight } from '../e2e/support/in-flight';
import { startServer } from '../e2e/support/server';
import { signInThroughForm } from '../e2e/support/session';
import { runWhenMain, type BenchResult, type Figure } from './figure';
import { median, OBSERVE, round } from './page-change';

const GROUP = 'page open';
/** How long a page may take to show its list's rows before it counts as a page without a list. */
const ROWS_WAIT_MS = 8_000;
/** Rounds over every page: the first loads each page's chunk, the later ones find it loaded. */
const ROUNDS = 2;

interface PageOpen {
  ms: number;
  longestTaskMs: number;
}

/**
 * Runs in the page (after page-change.ts's OBSERVE, whose long tasks and paint wait it uses). Rows
 * already shown before the navigation (a page kept alive behind it) do not count, and the page's tag
 * must be the active one, so a row of the page being left cannot end the wait.
 */
const OPEN = `(target, waitMs) => new Promise((resolve) => {
  const rows = '.ant-table-tbody [data-row-key], .ant-table-tbody-virtual [data-row-key]';
  const before = new Set(document.querySelectorAll(rows));
  const active = () => document.querySelector('.tags-view-item.is-active .tags-view-link')?.getAttribute('href') === target;
  const shown = () => {
    if (!active()) return false;
    if ([...document.querySelectorAll(rows)].some((row) => !before.has(row) && row.checkVisibility())) return true;
    // An empty list: its placeholder row ("No records") once no spinner covers it.
    const empty = [...document.querySelectorAll('.ant-table-placeholder')].some((e) => e.checkVisibility());
    return empty && ![...document.querySelectorAll('.ant-spin-spinning')].some((s) => s.checkVisibility());
  };
  const timer = setTimeout(() => { observer.disconnect(); resolve(null); }, waitMs);
  const look = () => {
    if (!shown()) return;
    observer.disconnect();
    clearTimeout(timer);
    window.__painted().then((at) => resolve({ start, at }));
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
  const start = performance.now();
  history.pushState(null, '', target);
  dispatchEvent(new PopStateEvent('popstate'));
})`;

/** Opens `path` inside the console and times it; null when no list showed rows within `waitMs` (a page without one). */
async function openFromMenu(page: Page, path: string, waitMs: number): Promise<PageOpen | null> {
  const opened = (await page.evaluate(`(${OPEN})(${JSON.stringify(path)}, ${waitMs})`)) as { start: number; at: number } | null;
  if (!opened) return null;
  const { start, at } = opened;
  // A task still running when the frame came is reported once it ends.
  await page.waitForTimeout(300);
  const longestTaskMs = (await page.evaluate(`window.__longestIn(${start}, ${at})`)) as number;
  return { ms: at - start, longestTaskMs };
}

interface Opened extends PageOpen {
  path: string;
  pass: number;
}

export async function pageOpenBench(): Promise<BenchResult> {
  const server = await startServer({ SEED_DEMO: 'on' });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(`${new URL(page.url()).pathname}: ${String(err)}`));
    await page.addInitScript(OBSERVE);
    await signInThroughForm(page, server.baseUrl);
    const inFlight = trackInFlight(page);
    await inFlight.answered();
    const menus = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('ledgerdesk:menuList') ?? '[]') as unknown)) as MenuRoute[];
    const opens: Opened[] = [];
    const withoutList = new Set<string>();
    for (let pass = 1; pass <= ROUNDS; pass += 1) {
      for (const { path } of menuPages(menus)) {
        if (withoutList.has(path)) continue;
        await closeOtherTags(page);
        // What the last page still had in flight (a chart's second call, a dictionary) is not this one's.
        await inFlight.answered();
        const opened = await openFromMenu(page, path, ROWS_WAIT_MS);
        if (opened) opens.push({ ...opened, path, pass });
        else withoutList.add(path);
      }
    }
    if (pageErrors.length) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    if (opens.length === 0) throw new Error('no page showed a list');
    const figures: Figure[] = [{ group: GROUP, name: 'pages with a list opened from the menu', value: opens.filter((o) => o.pass === 1).length, unit: 'count' }];
    const notes = [
      `Built console on the production server (PGlite, demo data); headless Chromium 1440×900, no throttling; signed in once, then every page of the admin's menu opened inside the console after closing the other pages' tags, ${ROUNDS} rounds: the first loads each page's chunk, the second finds it loaded.`,
      'Time: from the navigation (a history entry the router reads, as a menu link makes) to the frame after the list\'s first rows (or its empty state) show; its calls to the server and its first render included. Longest task: PerformanceObserver \'longtask\' meanwhile.',
      `Not timed (${withoutList.size} pages, no list showed rows within ${ROWS_WAIT_MS / 1000} s): ${[...withoutList].join(', ') || 'none'}.`,
    ];
    for (let pass = 1; pass <= ROUNDS; pass += 1) {
      const of = opens.filter((o) => o.pass === pass);
      const when = pass === 1 ? 'first open' : 'opened again';
      const byTime = [...of].sort((a, b) => b.ms - a.ms);
      const byTask = [...of].sort((a, b) => b.longestTaskMs - a.longestTaskMs);
      figures.push(
        { group: GROUP, name: `${when}: to the first rows painted (median)`, value: round(median(of.map((o) => o.ms))), unit: 'ms' },
        { group: GROUP, name: `${when}: slowest (${byTime[0]!.path})`, value: round(byTime[0]!.ms), unit: 'ms' },
        { group: GROUP, name: `${when}: worst longest task (${byTask[0]!.path})`, value: round(byTask[0]!.longestTaskMs), unit: 'ms' },
      );
      notes.push(`${when}, slowest: ${byTime.slice(0, 5).map((o) => `${o.path} ${round(o.ms)} ms (longest task ${round(o.longestTaskMs)} ms)`).join('; ')}.`);
    }
    return { figures, notes };
  } finally {
    await browser.close();
    await server.close();
  }
}

// Run alone: npx tsx bench/page-open.bench.ts
await runWhenMain(import.meta.url, pageOpenBench);
