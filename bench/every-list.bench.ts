/**
 * Every list of the console at 1000 rows a page (issue 10: "every list through the engine at 1000
 * rows"): the built console on the production server (PGlite, demo data) in headless Chromium,
 * every page of the admin's menu that shows a pageable list, paged at 1000 rows beside a plain
 * table of the same rows (page-change.ts says what is timed). lists.bench.ts measures three lists
 * on rows of their own tables; this one measures what every page adds to them.
 *
 * The rows: few tables hold thousands of demo rows, so Chromium answers each list call itself
 * (route interception) with the list's own first rows from the server repeated, each under an id
 * of its own, to a full page of a 4000-row list; a list the demo leaves empty gets rows made from
 * its definition's field types. Each page therefore renders its real columns, tags, labels and
 * cells. What a list costs the server is the lists-1m bench's and default-order-index.test.ts's.
 */
import type { Page, Route } from 'playwright-core';
import { API_BASE, endpointOf, hasOp, type FieldDefinition, type MenuRoute, type ResourceDefinition } from '@ledgerdesk/shared';
import { launchBrowser } from '../e2e/support/browser';
import { menuPages } from '../e2e/support/menu-pages';
import { startServer } from '../e2e/support/server';
import { signInThroughForm } from '../e2e/support/session';
import { runWhenMain, type BenchResult, type Figure } from './figure';
import { LONGEST_TASK_MS, measureAt1000, OBSERVE, OVER_PLAIN, round, type ListAt1000 } from './page-change';

const GROUP = 'every list';
/** The list every answer pretends to page through. */
const TOTAL = 4000;
/** Page changes measured per list, after one unmeasured: enough for the worst task, with a hundred lists to walk. */
const SAMPLES = Number(process.env.EVERY_LIST_SAMPLES ?? 2);
/** How long a page may take to show its pager before it counts as a page without a pageable list. */
const PAGER_WAIT_MS = 8_000;
/** A folder for a screenshot of each list at 1000 rows, to look at what was measured. */
const SHOTS = process.env.EVERY_LIST_SHOTS;

type ApiRow = Record<string, unknown>;

/** A value of `field` for the `n`th made-up row, of the type its cells expect. */
function madeUpValue(name: string, field: FieldDefinition, n: number): unknown {
  switch (field.type) {
    case 'text':
      return `${name} ${n}`;
    case 'integer':
      return n;
    case 'money':
    case 'decimal':
      return `${1000 + (n % 97)}.${String(n % 100).padStart(2, '0')}`;
    case 'boolean':
      return n % 2 === 0;
    case 'enum':
      return field.options[n % field.options.length]!.value;
    case 'dict':
      return field.integer ? n % 3 : String(n % 3);
    case 'datetime':
      return new Date(Date.UTC(2026, 10, 29) - n * 60_000).toISOString();
    case 'richtext':
      return `<p>${name} ${n}</p>`;
    case 'reference':
      return n + 1;
    default:
      // Files, images and JSON: none, so a cell never fetches a file the data folder lacks.
      return null;
  }
}

function madeUpRow(definition: ResourceDefinition, n: number): ApiRow {
  const row: ApiRow = { id: n + 1, version: 0 };
  for (const [name, field] of Object.entries(definition.fields)) {
    row[name] = madeUpValue(name, field, n);
    if (field.type === 'reference') row[`${name}Label`] = `${name} label ${n}`;
  }
  return row;
}

/**
 * Answers a list call with `pageSize` rows of page `pageIndex` of a TOTAL-row list: the server's
 * own first rows (fetched once per list) repeated, each with an id of its own, or made-up rows.
 */
function answerLists(definitions: Map<string, ResourceDefinition>) {
  const firstRows = new Map<string, Promise<{ envelope: ApiRow; rows: ApiRow[] }>>();
  return async (route: Route) => {
    const request = route.request();
    const definition = definitions.get(new URL(request.url()).pathname);
    const body = request.method() === 'POST' ? (request.postDataJSON() as { pageIndex?: number; pageSize?: number } | null) : null;
    if (!definition || !body?.pageSize) return route.continue();
    const path = new URL(request.url()).pathname;
    let first = firstRows.get(path);
    if (!first) {
      first = route
        .fetch({ postData: JSON.stringify({ pageIndex: 1, pageSize: 20 }) })
        .then((r) => r.json() as Promise<ApiRow>)
        .then((envelope) => ({ envelope, rows: ((envelope.data as { list?: ApiRow[] } | undefined)?.list ?? []).filter((row) => typeof row.id === 'number') }));
      firstRows.set(path, first);
    }
    const { envelope, rows } = await first;
    if (envelope.code !== 0) return route.fulfill({ json: envelope });
    const pageIndex = body.pageIndex ?? 1;
    const list = Array.from({ length: body.pageSize }, (_, i) => {
      const n = (pageIndex - 1) * body.pageSize! + i;
      return rows.length ? { ...rows[n % rows.length], id: n + 1 } : madeUpRow(definition, n);
    });
    return route.fulfill({ json: { ...envelope, data: { list, total: TOTAL, pageIndex, pageSize: body.pageSize } } });
  };
}

interface Measured extends ListAt1000 {
  path: string;
  resource: string;
}

/** The pageable list a page shows: its container's test id and the resource its list call names, or why there is none. */
async function listOnPage(page: Page, calls: string[], definitions: Map<string, ResourceDefinition>): Promise<{ selector: string; definition: ResourceDefinition } | string> {
  const pager = page.locator('[data-testid] .ant-pagination-options-size-changer').first();
  try {
    await pager.waitFor({ timeout: PAGER_WAIT_MS });
  } catch {
    return 'no pageable list';
  }
  const testId = await pager.evaluate((el) => {
    for (let at = el.parentElement; at; at = at.parentElement) if (at.dataset.testid && at.querySelector('.ant-table')) return at.dataset.testid;
    return null;
  });
  const call = calls.find((path) => definitions.has(path));
  if (!testId || !call) return testId ? 'its list is not a resource of the engine' : 'no test id on the list';
  return { selector: `[data-testid="${testId}"]`, definition: definitions.get(call)! };
}

export async function everyListBench(): Promise<BenchResult> {
  const server = await startServer({ SEED_DEMO: 'on' });
  const browser = await launchBrowser();
  try {
    const definitions = new Map<string, ResourceDefinition>(
      server.app.resources
        .all()
        .map((r) => r.definition)
        .filter((d) => hasOp(d, 'list') && !d.tree)
        .map((d) => [`${API_BASE}${endpointOf(d, 'list').path}`, d] as const),
    );
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(`${new URL(page.url()).pathname}: ${String(err)}`));
    await page.addInitScript(OBSERVE);
    await page.route((url) => definitions.has(url.pathname), answerLists(definitions));
    await signInThroughForm(page, server.baseUrl);
    const menus = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('ledgerdesk:menuList') ?? '[]') as unknown)) as MenuRoute[];
    const measured: Measured[] = [];
    const skipped: string[] = [];
    const seen = new Set<string>();
    let calls: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && calls.unshift(new URL(r.url()).pathname));
    for (const { path } of menuPages(menus)) {
      calls = [];
      await page.goto(`${server.baseUrl}${path}`);
      const list = await listOnPage(page, calls, definitions);
      if (typeof list === 'string') {
        skipped.push(`${path} (${list})`);
        continue;
      }
      // A resource shown on two pages (a shortcut in another menu) is measured once.
      if (seen.has(list.definition.name)) continue;
      seen.add(list.definition.name);
      try {
        await page.locator(`${list.selector} .ant-table-row`).first().waitFor({ timeout: 60_000 });
        const r = await measureAt1000(page, path, list.selector, list.definition, SAMPLES);
        measured.push({ ...r, path, resource: list.definition.name });
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${path.slice(1).replace(/\//g, '_')}.png` });
      } catch (error) {
        skipped.push(`${path} (failed: ${String(error).split('\n')[0]})`);
      }
    }
    if (pageErrors.length) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    if (measured.length === 0) throw new Error(`no list was measured: ${skipped.join(', ')}`);
    const ratioOf = (m: Measured) => Math.round((m.engineMs / m.plainMs) * 10) / 10;
    const byTask = [...measured].sort((a, b) => b.engineLongest - a.engineLongest);
    const byRatio = [...measured].sort((a, b) => ratioOf(b) - ratioOf(a));
    const ratios = measured.map(ratioOf).sort((a, b) => a - b);
    const figures: Figure[] = [
      { group: GROUP, name: 'lists measured at 1000 rows', value: measured.length, unit: 'count' },
      { group: GROUP, name: `worst longest task on a page change (${byTask[0]!.path})`, value: round(byTask[0]!.engineLongest), unit: 'ms', budget: LONGEST_TASK_MS },
      { group: GROUP, name: `worst page change over a plain table of the same rows (${byRatio[0]!.path})`, value: ratioOf(byRatio[0]!), unit: 'ratio', budget: OVER_PLAIN },
      { group: GROUP, name: 'median page change over a plain table of the same rows', value: ratios[Math.floor(ratios.length / 2)]!, unit: 'ratio' },
    ];
    const describe = (m: Measured) => `${m.path} (${m.resource}): ${round(m.engineMs)} ms, longest task ${round(m.engineLongest)} ms, ${ratioOf(m)}× a plain table (${round(m.plainMs)} ms)`;
    return {
      figures,
      notes: [
        `Built console on the production server (PGlite, demo data); headless Chromium 1440×900, no throttling; every page of the admin's menu with a pageable list of the engine, ${SAMPLES} page changes at 1000 rows each (after one unmeasured), median time and worst task, beside a plain table of the same rows.`,
        "Rows: each list's first rows from the server repeated under ids of their own (a list without demo rows: rows made from its field types), answered by Chromium's route interception, so the page renders its own columns and cells.",
        `Slowest tasks: ${byTask.slice(0, 5).map(describe).join('; ')}.`,
        `Not measured (${skipped.length} pages): ${skipped.join(', ') || 'none'}.`,
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

// Run alone: npx tsx bench/every-list.bench.ts
await runWhenMain(import.meta.url, everyListBench);
