/**
 * Lists at 1000 rows a page (issue 10, SPEC §9 offers operators that size): the built console on
 * the real production server (prepared PGlite) with a few thousand recharge orders, money-log rows
 * and members, in headless Chromium. For the recharge list, the money log and one generic resource
 * (members) it pages forward and back at 1000 rows a page and measures, in the page's own clock,
 * the time from the click on the pager to the new rows painted (the frame after they are in the
 * DOM) and the longest task (PerformanceObserver 'longtask') meanwhile.
 *
 * The baseline is a plain HTML table of the same rows in the same page: the same list request
 * replayed with fetch, its rows written as text cells (one per listed field, plus an actions
 * cell), painted. Both include the request, so the ratio is what the console adds to a page
 * change over the cheapest table that shows the same thing.
 */
import { sql } from 'drizzle-orm';
import { chromium, type Page, type Request } from 'playwright-core';
import { listedFields, type ResourceDefinition } from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { startServer } from '../e2e/support/server';
import { signInThroughForm } from '../e2e/support/session';
import type { BenchResult, Figure } from './figure';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GROUP = 'lists';
const PAGE_SIZE = 1000;
/** Rows of each list: four pages of 1000. */
const ROWS = 4000;
/** Page changes measured per list (alternating forward and back), after one unmeasured. */
const SAMPLES = Number(process.env.LISTS_SAMPLES ?? 4);
/** Issue 10's budgets. */
const LONGEST_TASK_MS = 200;
const OVER_PLAIN = 5;

interface Change {
  /** Click (or fetch start, for the baseline) to the frame after the rows are in the DOM. */
  ms: number;
  longestTaskMs: number;
}

/** Members, recharge orders and money-log rows generated inside the database (valid for every check constraint). */
async function generate(server: Awaited<ReturnType<typeof startServer>>) {
  const { db } = server.database;
  await db.execute(sql`
    insert into mem_member (account, nickname, register_ip, registered_at)
    select 'bench_' || g, 'Bench member ' || g, '10.0.0.' || (g % 250), now() - (g || ' minutes')::interval from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into fin_recharge_order (order_no, member_id, currency, requested_amount, credited_amount, status, remark, created_at)
    select 'RB' || g, (select min(id) from mem_member where account like 'bench_%') + (g % ${ROWS}),
           (array['USDT','BTC','ETH','CNY'])[1 + g % 4], (g % 9973 + 1)::numeric / 7,
           case when g % 20 = 0 then null else (g % 9973 + 1)::numeric / 7 end,
           case when g % 20 = 0 then 'PENDING' when g % 7 = 0 then 'REJECTED' else 'APPROVED' end,
           'bench order ' || g, now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into fin_money_log (member_id, currency, type, balance_kind, before, change, after, ref_type, ref_id, ref_no, remark, created_at)
    select (select min(id) from mem_member where account like 'bench_%') + (g % ${ROWS}), 'USDT', 'RECHARGE', 'AVAILABLE',
           g * 3, (g % 997 + 1)::numeric / 7, g * 3 + (g % 997 + 1)::numeric / 7, 'RECHARGE', 1000000 + g, 'RB' || g,
           'bench entry ' || g, now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`);
}

/**
 * Runs in the page before its scripts: keeps every long task, and `__change(root)` resolves with
 * the time from the next pager click to the frame after the first row shown under `root` changed.
 * Plain text: a function would be serialised as tsx compiled it, with helpers the page lacks.
 */
const OBSERVE = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  window.__painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
  window.__longestIn = (start, end) => window.__longTasks.filter((t) => t.start >= start - 1 && t.start <= end).reduce((m, t) => Math.max(m, t.duration), 0);
  window.__firstKey = (root) => root.querySelector('.ant-table-tbody [data-row-key], .ant-table-tbody-virtual [data-row-key]')?.getAttribute('data-row-key') ?? null;
  window.__change = (selector) => new Promise((resolve) => {
    const root = document.querySelector(selector);
    const before = window.__firstKey(root);
    let clicked;
    const onClick = (event) => { if (event.target instanceof Element && event.target.closest('.ant-pagination')) clicked = performance.now(); };
    document.addEventListener('click', onClick, true);
    const look = () => {
      if (clicked === undefined || window.__firstKey(root) === before || root.querySelector('.ant-spin-spinning')) return;
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
      window.__painted().then((at) => resolve({ clicked, at }));
    };
    const observer = new MutationObserver(look);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'data-row-key'] });
  });
})();`;

/** The same rows as a plain table: the list request replayed, one text cell per listed field and an actions cell. */
const BASELINE = `async ({ url, body, fields }) => {
  const token = JSON.parse(sessionStorage.getItem('ledgerdesk:token'));
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:0;top:0;width:100%;background:#fff;z-index:5000';
  document.body.appendChild(host);
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token }, body });
  const rows = (await response.json()).data.list;
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const f of fields) head.insertCell().textContent = f.title;
  head.insertCell().textContent = 'Actions';
  const tbody = table.createTBody();
  for (const row of rows) {
    const tr = tbody.insertRow();
    for (const f of fields) {
      const v = row[f.name];
      tr.insertCell().textContent = v === null || v === undefined ? '-' : f.reference ? (row[f.name + 'Label'] ?? '') + ' #' + v : String(v);
    }
    tr.insertCell().textContent = 'Detail';
  }
  host.appendChild(table);
  const at = await window.__painted();
  await new Promise((r) => setTimeout(r, 300));
  const longest = window.__longestIn(start, at);
  const shown = tbody.rows.length;
  host.remove();
  return { ms: at - start, longestTaskMs: longest, shown };
}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value);

interface ListCase {
  name: string;
  definition: ResourceDefinition;
  path: string;
  testId: string;
}

const CASES: ListCase[] = [
  { name: 'recharge list', definition: rechargeResource, path: '/finance/recharge', testId: 'recharge-list' },
  { name: 'money log', definition: moneyLogResource, path: '/finance/moneylog', testId: 'moneylog-list' },
  { name: 'members (generic resource)', definition: memberResource, path: '/member/list', testId: 'member-list' },
];

/** Pages the list once by a click on `button` and returns the change and the list request it made. */
async function changePage(page: Page, selector: string, button: string): Promise<Change & { request: Request }> {
  const done = page.evaluate(`window.__change(${JSON.stringify(selector)})`) as Promise<{ clicked: number; at: number }>;
  done.catch(() => undefined);
  const request = page.waitForRequest((r) => r.method() === 'POST' && /List$/i.test(new URL(r.url()).pathname) && (r.postData() ?? '').includes(`"pageSize":${PAGE_SIZE}`));
  request.catch(() => undefined);
  await page.locator(`${selector} ${button}`).click();
  const { clicked, at } = await done;
  // A task still running when the frame came is reported once it ends.
  await page.waitForTimeout(300);
  const longestTaskMs = (await page.evaluate(`window.__longestIn(${clicked}, ${at})`)) as number;
  return { ms: at - clicked, longestTaskMs, request: await request };
}

async function measureList(page: Page, baseUrl: string, list: ListCase) {
  const selector = `[data-testid="${list.testId}"]`;
  await page.goto(`${baseUrl}${list.path}`);
  await page.locator(`${selector} .ant-table-row`).first().waitFor({ timeout: 60_000 });
  // 1000 a page through the pager's size changer, as an operator picks it.
  await page.locator(`${selector} .ant-pagination-options-size-changer`).click();
  const sized = page.waitForResponse((r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes(`"pageSize":${PAGE_SIZE}`));
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: `${PAGE_SIZE}` }).last().click();
  await sized;
  await page.waitForFunction((s) => !document.querySelector(`${s} .ant-spin-spinning`), selector, { timeout: 120_000 });
  const changes: Change[] = [];
  let last: Request | undefined;
  for (let i = 0; i <= SAMPLES; i += 1) {
    const change = await changePage(page, selector, i % 2 === 0 ? 'li.ant-pagination-next' : 'li.ant-pagination-prev');
    if (i > 0) changes.push(change);
    last = change.request;
    console.log(`  ${list.name}: page change ${i} ${round(change.ms)} ms, longest task ${round(change.longestTaskMs)} ms${i === 0 ? ' (warm-up)' : ''}`);
  }
  const domRows = (await page.locator(`${selector} [data-row-key]`).count()) as number;
  const fields = listedFields(list.definition).map(([name, f]) => ({ name, title: name, reference: f.type === 'reference' }));
  const baseline: Change[] = [];
  for (let i = 0; i <= SAMPLES; i += 1) {
    const plain = (await page.evaluate(`(${BASELINE})(${JSON.stringify({ url: last!.url(), body: last!.postData(), fields })})`)) as Change & { shown: number };
    if (plain.shown !== PAGE_SIZE) throw new Error(`${list.name}: the baseline showed ${plain.shown} rows, not ${PAGE_SIZE}`);
    if (i > 0) baseline.push(plain);
  }
  return {
    engineMs: median(changes.map((c) => c.ms)),
    engineLongest: Math.max(...changes.map((c) => c.longestTaskMs)),
    plainMs: median(baseline.map((c) => c.ms)),
    plainLongest: Math.max(...baseline.map((c) => c.longestTaskMs)),
    domRows,
  };
}

export async function listsBench(): Promise<BenchResult> {
  // LISTS_WEB_DIST: another build of the console (an earlier commit's, for a before/after figure).
  const server = await startServer({ SEED_DEMO: 'off', ...(process.env.LISTS_WEB_DIST ? { WEB_DIST: process.env.LISTS_WEB_DIST } : {}) });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await generate(server);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    // Before the fix a 1000-row page change took tens of seconds on a busy machine: wait that long, report it.
    page.setDefaultTimeout(300_000);
    await page.addInitScript(OBSERVE);
    await signInThroughForm(page, server.baseUrl);
    const figures: Figure[] = [];
    const notes: string[] = [];
    for (const list of CASES) {
      const r = await measureList(page, server.baseUrl, list);
      const ratio = Math.round((r.engineMs / r.plainMs) * 10) / 10;
      figures.push(
        { group: GROUP, name: `${list.name}, 1000 rows: page change, click to rows painted`, value: round(r.engineMs), unit: 'ms' },
        { group: GROUP, name: `${list.name}, 1000 rows: longest task on a page change`, value: round(r.engineLongest), unit: 'ms', budget: LONGEST_TASK_MS },
        { group: GROUP, name: `${list.name}, 1000 rows: page change over a plain table of the same rows`, value: ratio, unit: 'ratio', budget: OVER_PLAIN },
        { group: GROUP, name: `${list.name}, 1000 rows: rows in the DOM`, value: r.domRows, unit: 'count' },
      );
      notes.push(`${list.name}: plain table of the same rows ${round(r.plainMs)} ms (longest task ${round(r.plainLongest)} ms).`);
    }
    if (pageErrors.length) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    await context.close();
    return {
      figures,
      notes: [
        `Built console on the production server (prepared PGlite, no demo data) with ${ROWS} recharge orders, money-log rows and members; headless Chromium 1440×900, no throttling; ` +
          `${SAMPLES} page changes at ${PAGE_SIZE} rows a page per list (forward and back, after one unmeasured), median time and worst task.`,
        'Time: from the click on the pager to the frame after the new first row is in the DOM (requestAnimationFrame then a task), request included; the plain table replays the same request with fetch.',
        ...notes,
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

// Run alone: npx tsx bench/lists.bench.ts
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { overBudget } = await import('./figure');
  const result = await listsBench();
  for (const n of result.notes) console.log(n);
  for (const f of result.figures) console.log(`${f.name}: ${f.value} ${f.unit}${f.budget !== undefined ? ` (budget ${f.budget})` : ''}${overBudget(f) ? '  OVER' : ''}`);
}
