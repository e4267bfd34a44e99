/**
 * A list's page change at 1000 rows in the built console, timed in the page's own clock, and the
 * same rows as a plain HTML table beside it (lists.bench.ts, every-list.bench.ts).
 *
 * The page change: from the click on the pager to the frame after the new first row is in the DOM,
 * with the longest task (PerformanceObserver 'longtask') meanwhile. The baseline: the same list
 * request replayed with fetch, its rows written as text cells (one per listed field, plus an
 * actions cell), painted. Both include the request, so their ratio is what the console adds to a
 * page change over the cheapest table that shows the same thing.
 */
import type { Page, Request } from 'playwright-core';
import { listedFields, type ResourceDefinition } from '@ledgerdesk/shared';

/** Rows a page: SPEC §9 offers operators that size. */
export const PAGE_SIZE = 1000;
/** Issue 10's budgets for a page change at that size: its longest task, and its time over the plain table's. */
export const LONGEST_TASK_MS = 200;
export const OVER_PLAIN = 5;

interface Change {
  /** Click (or fetch start, for the baseline) to the frame after the rows are in the DOM. */
  ms: number;
  longestTaskMs: number;
}

/**
 * Runs in the page before its scripts: keeps every long task, and `__change(root)` resolves with
 * the time from the next pager click to the frame after the first row shown under `root` changed.
 * Plain text: a function would be serialised as tsx compiled it, with helpers the page lacks.
 */
export const OBSERVE = `(() => {
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

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const round = (value: number) => Math.round(value);

/** Pages the list once by a click on `button` and returns the change and the list request it made. */
async function changePage(page: Page, selector: string, button: string): Promise<Change & { request: Request }> {
  const done = page.evaluate(`window.__change(${JSON.stringify(selector)})`) as Promise<{ clicked: number; at: number }>;
  done.catch(() => undefined);
  const request = page.waitForRequest((r) => r.method() === 'POST' && (r.postData() ?? '').includes(`"pageSize":${PAGE_SIZE}`));
  request.catch(() => undefined);
  await page.locator(`${selector} ${button}`).click();
  const { clicked, at } = await done;
  // A task still running when the frame came is reported once it ends.
  await page.waitForTimeout(300);
  const longestTaskMs = (await page.evaluate(`window.__longestIn(${clicked}, ${at})`)) as number;
  return { ms: at - clicked, longestTaskMs, request: await request };
}

/** What the console and the plain table took to page a list at 1000 rows (medians, worst tasks). */
export interface ListAt1000 {
  engineMs: number;
  engineLongest: number;
  plainMs: number;
  plainLongest: number;
  domRows: number;
}

/**
 * On a page that shows the list under `selector`: 1000 rows a page through the pager, then
 * `samples` page changes (forward and back, after one unmeasured) and as many plain tables of the
 * last page's rows (`definition`'s listed fields).
 */
export async function measureAt1000(page: Page, name: string, selector: string, definition: ResourceDefinition, samples: number): Promise<ListAt1000> {
  // 1000 a page through the pager's size changer, as an operator picks it.
  await page.locator(`${selector} .ant-pagination-options-size-changer`).click();
  const sized = page.waitForResponse((r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes(`"pageSize":${PAGE_SIZE}`));
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: `${PAGE_SIZE}` }).last().click();
  await sized;
  await page.waitForFunction((s) => !document.querySelector(`${s} .ant-spin-spinning`), selector, { timeout: 120_000 });
  const changes: Change[] = [];
  let last: Request | undefined;
  for (let i = 0; i <= samples; i += 1) {
    const change = await changePage(page, selector, i % 2 === 0 ? 'li.ant-pagination-next' : 'li.ant-pagination-prev');
    if (i > 0) changes.push(change);
    last = change.request;
    console.log(`  ${name}: page change ${i} ${round(change.ms)} ms, longest task ${round(change.longestTaskMs)} ms${i === 0 ? ' (warm-up)' : ''}`);
  }
  const domRows = (await page.locator(`${selector} [data-row-key]`).count()) as number;
  const fields = listedFields(definition).map(([name, f]) => ({ name, title: name, reference: f.type === 'reference' }));
  const baseline: Change[] = [];
  for (let i = 0; i <= samples; i += 1) {
    const plain = (await page.evaluate(`(${BASELINE})(${JSON.stringify({ url: last!.url(), body: last!.postData(), fields })})`)) as Change & { shown: number };
    if (plain.shown !== PAGE_SIZE) throw new Error(`${name}: the baseline showed ${plain.shown} rows, not ${PAGE_SIZE}`);
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
