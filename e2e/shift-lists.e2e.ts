import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, it, expect as assert } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { members, rechargeOrders } from '../apps/server/src/db/schema';
import { newContext, shotsInto } from './support/browser';
import { expect } from './support/expect';
import { signInThroughForm } from './support/session';
import { useLiveConsole } from './support/live-console';
import { chooseReference, dismissAlerts, inLanguage, setTheme } from './support/console-nav';

/**
 * Issue 11, items 1, 9 and 10 and the lists of item 4: a kept-alive list keeps what it asked for,
 * wide lists stay readable (sticky header and scrollbar, density, column settings), exports are in
 * the operator's language and zone, and a phone gets a list without sideways scrolling. The
 * desktop browser runs in Asia/Shanghai so an export's times can be told from UTC.
 */
const SHOTS = '/tmp/shots/lists';
const THEME_KEY = 'ledgerdesk:themeConfig';
const SHANGHAI = 'Asia/Shanghai';

const shot = shotsInto(SHOTS, { atRest: true });

/** Closes the pending-review alerts once they have come (they arrive with the first poll after a load). */
async function closeAlerts(page: Page) {
  await page.getByTestId('pending-alerts').first().waitFor({ state: 'visible', timeout: 5000 }).catch(() => undefined);
  await dismissAlerts(page);
}

const rowsOf = (list: Locator) => list.locator('.ant-table-tbody tr.ant-table-row');

async function columnTexts(list: Locator, title: string): Promise<string[]> {
  const headers = await list.locator('.ant-table-thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === title);
  if (index < 0) throw new Error(`no column "${title}" among ${headers.join(' | ')}`);
  return rowsOf(list).evaluateAll((rows, i) => rows.map((r) => (r.children[i] as HTMLElement).innerText.trim()), index);
}

async function waitFor(check: () => Promise<boolean>, what: string, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an operator\'s lists in Chromium', () => {
  const live = useLiveConsole();
  let context: BrowserContext;
  let page: Page;
  let aliceId: number;

  beforeAll(async () => {
    ({ context } = await newContext(live.browser, { timezoneId: SHANGHAI }));
    page = await context.newPage();
    await signInThroughForm(page, live.server.baseUrl);
    await inLanguage(page, 'en');
    await closeAlerts(page);
    const [alice] = await live.server.database.db.select({ id: members.id }).from(members).where(eq(members.account, 'demo_alice'));
    aliceId = alice!.id;
  });
  afterAll(async () => {
    await context?.close();
  });
  // What the page looked like when a test failed.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await page.screenshot({ path: path.join(SHOTS, `failed-${task.name.slice(0, 2).replace(/\W/g, '')}.png`) }).catch(() => undefined);
  });

  const aside = () => page.getByTestId('aside-menu');
  /** A Finance page from the menu, unfolding Finance first when it is folded. */
  async function openFinance(title: string) {
    const entry = aside().getByText(title, { exact: true });
    await page.waitForTimeout(400);
    if (!(await entry.isVisible())) await aside().getByText('Finance', { exact: true }).click();
    await entry.click();
  }
  const tag = (title: string) => page.locator('li.tags-view-item', { hasText: title }).first();
  const recharges = () => page.getByTestId('recharge-list');
  /** The member filter: a picker that shows the chosen member by account. */
  const memberFilter = () => recharges().getByTestId('resource-filters').getByTestId('member-picker');

  /** The filter names alice, and every row shown is hers (what is shown is what is asked). */
  async function showsAliceOnly(when: string) {
    await waitFor(async () => ((await memberFilter().textContent()) ?? '').includes('demo_alice'), `${when}: the member filter names demo_alice`);
    await expect(rowsOf(recharges())).toBeVisible();
    await waitFor(async () => {
      const cells = await columnTexts(recharges(), (await recharges().locator('.ant-table-thead th').nth(1).textContent())!.trim());
      return cells.length > 0 && cells.every((c) => c.includes(`#${aliceId}`));
    }, `${when}: only alice's rows`);
  }

  it('1: a kept-alive list keeps its filters with its rows: back by its tag, after a tag refresh and a language switch', async () => {
    await openFinance('Recharge logs');
    await expect(rowsOf(recharges())).toBeVisible();
    const unfiltered = await rowsOf(recharges()).count();
    await chooseReference(page, recharges().getByTestId('resource-filters'), 'Member', 'demo_al', 'demo_alice');
    await recharges().getByRole('button', { name: /Search/ }).click();
    await showsAliceOnly('after the search');
    assert(await rowsOf(recharges()).count()).toBeLessThan(unfiltered);

    await openFinance('Money logs');
    await expect(rowsOf(page.getByTestId('moneylog-list'))).toBeVisible();
    await tag('Recharge logs').click();
    await showsAliceOnly('back by the tag');
    await shot(page, 'keepalive-back-1440-en');

    await tag('Recharge logs').getByRole('button', { name: /Refresh/ }).click();
    await showsAliceOnly('after the tag refresh');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect(recharges().getByText('充值記錄')).toBeVisible().catch(() => undefined);
    await showsAliceOnly('after switching language');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await recharges().getByRole('button', { name: /Reset/ }).click();
    await waitFor(async () => !((await memberFilter().textContent()) ?? '').includes('demo_alice') && (await rowsOf(recharges()).count()) === unfiltered, 'reset shows every row');
  });

  it('9: wide lists: values whole, sticky header and scrollbar in view, density follows the size, column settings kept', async () => {
    const list = recharges();
    await expect(rowsOf(list)).toBeVisible();
    // The page itself never scrolls sideways; the table does, inside its card.
    assert(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    const scrollbar = list.locator('.ant-table-sticky-scroll');
    await expect(scrollbar).toBeVisible();
    const bar = (await scrollbar.boundingBox())!;
    assert(await page.evaluate(() => window.scrollY)).toBe(0);
    // In the window without scrolling the page: not under the table's last row.
    assert(bar.y + bar.height).toBeLessThanOrEqual(900);
    await shot(page, 'recharge-1440-en');

    // Drag the sticky scrollbar to the end: the times at the right are whole, never cut.
    const thumb = (await list.locator('.ant-table-sticky-scroll-bar').boundingBox())!;
    await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    await page.mouse.down();
    await page.mouse.move(thumb.x + 1400, thumb.y + thumb.height / 2, { steps: 5 });
    await page.mouse.up();
    for (const title of ['Created at', 'Reviewed at']) {
      const header = list.locator('.ant-table-thead th', { hasText: title }).first();
      // The drag scrolls the table through React state: on a busy machine the frame that moves it may come after mouseup.
      await waitFor(async () => {
        const box = (await header.boundingBox())!;
        return box.x + box.width <= 1440;
      }, `${title} header scrolled within the window`);
      const times = (await columnTexts(list, title)).filter((t) => t !== '-');
      assert(times.length, title).toBeGreaterThan(0);
      for (const time of times) assert(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const cut = await list.locator('td.resource-cell-whole').evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
    assert(cut, 'cells whose value overflows').toBe(0);
    await shot(page, 'recharge-1440-en-scrolled');

    // The money log: every balance after the change is whole.
    await openFinance('Money logs');
    const logs = page.getByTestId('moneylog-list');
    await expect(rowsOf(logs)).toBeVisible();
    const balances = await logs.locator('.ant-table-thead th', { hasText: 'After' }).count();
    assert(balances).toBe(1);
    const overflowing = await logs.locator('td.resource-cell-whole').evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
    assert(overflowing).toEqual([]);
    await shot(page, 'moneylog-1440-en');

    // Density follows the component size.
    const rowHeight = async () => (await rowsOf(logs).first().boundingBox())!.height;
    const regular = await rowHeight();
    await setTheme(page, { globalComponentSize: 'small' });
    await closeAlerts(page);
    await expect(rowsOf(logs)).toBeVisible();
    const small = await rowHeight();
    assert(small).toBeLessThan(regular);
    await shot(page, 'moneylog-1440-en-small');
    await setTheme(page, { globalComponentSize: 'default' });
    await closeAlerts(page);

    // Column settings: a hidden column stays hidden after a reload; reset brings it back.
    await expect(rowsOf(logs)).toBeVisible();
    await logs.getByRole('button', { name: 'Column settings' }).click();
    const panel = page.getByTestId('column-settings');
    await panel.getByRole('checkbox', { name: 'Operator' }).click();
    await waitFor(async () => (await logs.locator('.ant-table-thead th', { hasText: 'Operator' }).count()) === 0, 'Operator hidden');
    await page.reload();
    await closeAlerts(page);
    await expect(rowsOf(logs)).toBeVisible();
    assert(await logs.locator('.ant-table-thead th', { hasText: 'Operator' }).count()).toBe(0);
    await logs.getByRole('button', { name: 'Column settings' }).click();
    await page.getByTestId('column-settings').getByRole('button', { name: 'Reset' }).click();
    await waitFor(async () => (await logs.locator('.ant-table-thead th', { hasText: 'Operator' }).count()) === 1, 'Operator back');
    await page.keyboard.press('Escape');
  });

  it("10: an export in zh-cn: Chinese headers, status labels, times in the browser's zone", async () => {
    await inLanguage(page, 'zh-cn');
    await closeAlerts(page);
    await page.goto(`${live.server.baseUrl}/finance/recharge`);
    const list = recharges();
    await expect(rowsOf(list)).toBeVisible();
    await closeAlerts(page);
    await shot(page, 'recharge-1440-zh-cn');
    const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: /导\s?出/ }).click()]);
    const file = path.join(os.tmpdir(), `shift-lists-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    fs.rmSync(file, { force: true });
    const sheet = workbook.worksheets[0]!;
    assert(sheet.name).toBe('充值记录');
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    for (const title of header) assert(title).toMatch(/[\u4e00-\u9fff]/);
    const column = (prefix: string) => header.findIndex((h) => h.startsWith(prefix)) + 1;
    assert(header[column('创建时间') - 1]).toBe(`创建时间（${SHANGHAI}）`);

    const orders = await live.server.database.db.select().from(rechargeOrders);
    assert(sheet.rowCount - 1).toBe(orders.length);
    const chineseStatus = new Set(['待审核', '待复审', '已通过', '已驳回', '已取消', '已过期']);
    const inShanghai = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: SHANGHAI, dateStyle: 'short', timeStyle: 'medium' }).format(d);
    for (let r = 2; r <= sheet.rowCount; r += 1) {
      const row = sheet.getRow(r);
      const order = orders.find((o) => o.orderNo === String(row.getCell(column('订单号')).value))!;
      assert(chineseStatus.has(String(row.getCell(column('状态')).value)), String(row.getCell(column('状态')).value)).toBe(true);
      assert(String(row.getCell(column('创建时间')).value)).toBe(inShanghai(order.createdAt));
    }
    const usdt = orders.find((o) => o.currency === 'USDT')!;
    const usdtRow = [...Array(sheet.rowCount - 1).keys()].map((i) => sheet.getRow(i + 2)).find((row) => String(row.getCell(column('订单号')).value) === usdt.orderNo)!;
    // Money with its currency's decimals (USDT has 6).
    assert(String(usdtRow.getCell(column('申请金额')).value)).toMatch(/^\d+\.\d{6}$/);
    assert(workbook.getWorksheet('导出说明')).toBeDefined();
  });

  it('4: on a phone a list shows its first columns, nothing scrolls the page sideways, the date pickers stay on screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const language of ['zh-cn', 'en'] as const) {
      // The language as the settings would store it; on a phone the menu is a drawer, so wait for the list.
      await page.evaluate(
        ({ key, language }) => {
          const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{"themeConfig":{}},"version":1}');
          stored.state.themeConfig = { ...stored.state.themeConfig, globalI18n: language };
          localStorage.setItem(key, JSON.stringify(stored));
        },
        { key: THEME_KEY, language },
      );
      await page.goto(`${live.server.baseUrl}/finance/recharge`);
      const list = recharges();
      await expect(rowsOf(list)).toBeVisible();
      await closeAlerts(page);
      assert(await page.evaluate(() => document.documentElement.scrollWidth), `${language}: page width`).toBeLessThanOrEqual(390);
      const headers = (await list.locator('.ant-table-thead th').allTextContents()).filter((h) => h.trim());
      assert(headers.length, `${language}: columns ${headers.join(' | ')}`).toBeLessThanOrEqual(3);
      const table = (await list.locator('.ant-table').boundingBox())!;
      assert(table.x + table.width).toBeLessThanOrEqual(390);
      await shot(page, `recharge-390-${language}`);

      // The filters fold behind one button on a phone; unfolded, each control takes the card's width.
      await list.getByRole('button', { name: language === 'en' ? /Filters/ : /筛\s?选/ }).click();
      await shot(page, `recharge-390-${language}-filters`);
      const from = list.locator('#filters_createdAtRange_0');
      const box = (await from.boundingBox())!;
      assert(box.x).toBeGreaterThanOrEqual(0);
      assert(box.x + box.width).toBeLessThanOrEqual(390);
      await from.click();
      const popup = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      await expect(popup).toBeVisible();
      const panel = (await popup.locator('.ant-picker-panel-container').boundingBox())!;
      assert(panel.x, `${language}: picker left edge`).toBeGreaterThanOrEqual(0);
      assert(panel.x + panel.width, `${language}: picker right edge`).toBeLessThanOrEqual(390);
      await shot(page, `recharge-390-${language}-picker`);
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
