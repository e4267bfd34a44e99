/**
 * Lists at 1000 rows a page (issue 10, SPEC §9 offers operators that size): the built console on
 * the real production server (prepared PGlite) with a few thousand recharge orders, money-log rows
 * and members, in headless Chromium. The recharge list, the money log and one generic resource
 * (members) are paged forward and back at 1000 rows a page beside a plain table of the same rows
 * (page-change.ts says what is timed); every-list.bench.ts does the same for every list.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { ResourceDefinition } from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { signInThroughForm } from '../e2e/support/session';
import { runWhenMain, type BenchResult, type Figure } from './figure';
import { LONGEST_TASK_MS, measureAt1000, OBSERVE, OVER_PLAIN, PAGE_SIZE, round, type ListAt1000 } from './page-change';

const GROUP = 'lists';
/** Rows of each list: four pages of 1000. */
const ROWS = 4000;
/** Page changes measured per list (alternating forward and back), after one unmeasured. */
const SAMPLES = Number(process.env.LISTS_SAMPLES ?? 4);

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
           jsonb_build_object('zh-cn', '基准流水 ' || g, 'en', 'bench entry ' || g, 'zh-tw', '基準流水 ' || g), now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`);
}

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

async function measureList(page: Page, baseUrl: string, list: ListCase): Promise<ListAt1000> {
  const selector = `[data-testid="${list.testId}"]`;
  await page.goto(`${baseUrl}${list.path}`);
  await page.locator(`${selector} .ant-table-row`).first().waitFor({ timeout: 60_000 });
  return measureAt1000(page, list.name, selector, list.definition, SAMPLES);
}

export async function listsBench(): Promise<BenchResult> {
  // LISTS_WEB_DIST: another build of the console (an earlier commit's, for a before/after figure).
  const server = await startServer({ SEED_DEMO: 'off', ...(process.env.LISTS_WEB_DIST ? { WEB_DIST: process.env.LISTS_WEB_DIST } : {}) });
  const browser = await launchBrowser();
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
await runWhenMain(import.meta.url, listsBench);
