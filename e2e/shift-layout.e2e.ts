import { beforeAll, describe, it, expect as assert } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newContext, shotsInto, atRest } from './support/browser';
import { inEnglish } from './support/console-nav';
import { expect, expectUrl } from './support/expect';
import { signInThroughForm } from './support/session';
import { useLiveConsole } from './support/live-console';

/**
 * Issue 11, items 2 and 4, in Chromium on the demo seed (3 recharges, 2 withdrawals and 4
 * real-name applications waiting): the pending alerts never lie over a page's controls, and the
 * console is usable on a 390×844 phone. Screenshots in /tmp/shots/layout/.
 */
const SHOTS = '/tmp/shots/layout';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (box: Box, width: number, height: number) => box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const one of await locator.all()) {
    const box = await one.boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}

/** At rest: no spinner, no entrance animation or drawer slide halfway. */
const shot = shotsInto(SHOTS, { atRest: true });

/** The console in zh-cn without waiting for the aside menu, which a phone keeps in a closed drawer. */
async function inChinese(page: Page) {
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('ledgerdesk:themeConfig') ?? '{"state":{"themeConfig":{}},"version":1}');
    stored.state.themeConfig = { ...stored.state.themeConfig, globalI18n: 'zh-cn' };
    localStorage.setItem('ledgerdesk:themeConfig', JSON.stringify(stored));
  });
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
}

describe('an operator’s shift: alerts beside the work, and a phone layout', () => {
  const live = useLiveConsole();
  let page: Page;
  const alertCards = () => page.getByTestId('pending-alerts').locator('.ld-pending-alert');

  /** Opens a list and waits until its rows are in. */
  async function openList(listPath: string, testId: string) {
    await page.goto(`${live.server.baseUrl}${listPath}`);
    const list = page.getByTestId(testId);
    await expect(list.locator('tbody tr.ant-table-row')).toBeVisible();
    await expect(list.locator('.ant-spin-spinning')).toBeHidden();
    return list;
  }

  /** No alert card overlaps another, nor any of the given controls. */
  async function expectClear(controls: Locator, what: string) {
    const cards = await boxesOf(alertCards());
    assert(cards, 'the three alerts are shown').toHaveLength(3);
    for (const [i, a] of cards.entries()) for (const b of cards.slice(i + 1)) assert(overlaps(a, b), 'two alert cards overlap').toBe(false);
    const boxes = await boxesOf(controls);
    assert(boxes.length, `${what} are on the page`).toBeGreaterThan(0);
    for (const box of boxes) for (const card of cards) assert(overlaps(box, card), `an alert lies over ${what}`).toBe(false);
  }

  beforeAll(async () => {
    const { context } = await newContext(live.browser, { viewport: DESKTOP });
    page = await context.newPage();
    await signInThroughForm(page, live.server.baseUrl);
    await expect(alertCards()).toHaveCount(3);
  });

  it('keeps the pending alerts off the lists’ last rows and pagers, apart from each other, and lets a real click reach the last review button', async () => {
    // zh-cn first (the default): the same places, in the screenshots.
    await openList('/finance/withdraw', 'withdraw-list');
    await shot(page, 'desktop-zh-cn-withdraw');
    await openList('/finance/recharge', 'recharge-list');
    await shot(page, 'desktop-zh-cn-recharge');
    await inEnglish(page);

    let list = await openList('/finance/withdraw', 'withdraw-list');
    const lastReviewRow = list.locator('tbody tr.ant-table-row', { has: page.getByRole('button', { name: 'Review', exact: true }) }).last();
    await lastReviewRow.scrollIntoViewIfNeeded();
    await expectClear(list.locator('tbody tr.ant-table-row').last().locator('button, a'), 'the last row’s actions');
    await expectClear(lastReviewRow.locator('button, a'), 'the last reviewable row’s actions');
    await shot(page, 'desktop-en-withdraw');
    // A real click, with the alerts still up: it reaches the button and opens the review.
    await lastReviewRow.getByRole('button', { name: 'Review', exact: true }).click({ timeout: 5_000 });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    list = await openList('/finance/recharge', 'recharge-list');
    const pager = list.locator('.ant-pagination');
    await pager.scrollIntoViewIfNeeded();
    await expectClear(pager.locator('li'), 'the pager');
    await expectClear(list.locator('tbody tr.ant-table-row').last().locator('button, a'), 'the last row’s actions');
    await shot(page, 'desktop-en-recharge');
    // The alerts still open their list.
    await alertCards().filter({ hasText: 'Withdrawals to review' }).click();
    await expectUrl(page, (u) => u.pathname === '/finance/withdraw' && u.searchParams.has('status'), 'the pending withdrawals');
    await expect(alertCards()).toHaveCount(2);
  });

  it('fits a 390×844 phone: no sideways scroll, header tools apart, the menu in a drawer, alerts and drawers inside the screen', async () => {
    await page.setViewportSize(PHONE);
    const noSidewaysScroll = async (where: string) => {
      const [scrollWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert(scrollWidth, `${where} scrolls sideways`).toBe(viewport);
    };

    await page.goto(`${live.server.baseUrl}/home`);
    await expect(page.getByTestId('home-intro')).toContainText('☰');
    await noSidewaysScroll('home');
    // The alerts stack inside the screen, each with its close button in reach (a page load raises all three again).
    await expect(alertCards()).toHaveCount(3);
    const cards = await boxesOf(alertCards());
    for (const card of cards) assert(inside(card, PHONE.width, PHONE.height), 'an alert runs off the screen').toBe(true);
    for (const [i, a] of cards.entries()) for (const b of cards.slice(i + 1)) assert(overlaps(a, b)).toBe(false);
    const close = alertCards().last().getByRole('button', { name: 'Dismiss alert' });
    assert(inside((await close.boundingBox())!, PHONE.width, PHONE.height), 'the close button is cut off').toBe(true);
    await shot(page, 'phone-en-home');

    // The menu button and every header tool are apart; the size switch is in the "more" menu.
    const toggle = (await page.getByTestId('menu-drawer-toggle').boundingBox())!;
    const tools = await boxesOf(page.getByTestId('header-tools').locator('button'));
    for (const tool of tools) {
      assert(overlaps(toggle, tool), 'a header tool covers the menu button').toBe(false);
      assert(inside(tool, PHONE.width, PHONE.height), 'a header tool is off the screen').toBe(true);
    }
    await page.getByTestId('more-tools').click();
    await page.getByTestId('size-small').click();
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeHidden();
    assert(await page.evaluate(() => JSON.parse(localStorage.getItem('ledgerdesk:themeConfig')!).state.themeConfig.globalComponentSize)).toBe('small');

    await close.click();
    await expect(alertCards()).toHaveCount(2);

    // The menu opens as a drawer inside the screen; choosing an entry goes there and closes it.
    await page.getByTestId('menu-drawer-toggle').click();
    const aside = page.locator('.ld-menu-drawer').getByTestId('aside-menu');
    await expect(aside).toBeVisible();
    await atRest(page);
    assert(inside((await aside.boundingBox())!, PHONE.width, PHONE.height + 1_000)).toBe(true);
    await shot(page, 'phone-en-menu-drawer');
    await aside.getByText('Finance', { exact: true }).click();
    await aside.getByText('Recharge logs', { exact: true }).click();
    await expectUrl(page, (u) => u.pathname === '/finance/recharge', 'the recharge list');
    await expect(aside).toBeHidden();
    await expect(page.getByTestId('recharge-list').locator('.ant-spin-spinning')).toBeHidden();
    await noSidewaysScroll('the recharge list');
    await shot(page, 'phone-en-recharge');

    // A dialog and a form drawer take the phone's width, their buttons on screen.
    await page.getByRole('button', { name: 'Add recharge' }).click();
    const dialog = page.locator('.ant-modal').last();
    await expect(dialog).toBeVisible();
    await atRest(page);
    const dialogBox = (await dialog.boundingBox())!;
    assert(Math.round(dialogBox.width)).toBe(PHONE.width - 16);
    assert(dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= PHONE.width).toBe(true);
    await shot(page, 'phone-en-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto(`${live.server.baseUrl}/system/user`);
    await expect(page.locator('tbody tr.ant-table-row')).toBeVisible();
    await noSidewaysScroll('a system page');
    await shot(page, 'phone-en-system-user');
    await page.getByRole('button', { name: 'Add' }).first().click();
    const drawer = page.locator('.ant-drawer-content-wrapper:not(.ant-drawer-content-wrapper-hidden)').last();
    await expect(drawer).toBeVisible();
    await atRest(page);
    const drawerBox = (await drawer.boundingBox())!;
    assert(Math.round(drawerBox.width)).toBe(PHONE.width);
    assert(inside(drawerBox, PHONE.width, PHONE.height)).toBe(true);
    await shot(page, 'phone-en-form-drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await inChinese(page);
    await noSidewaysScroll('a system page in zh-cn');
    await shot(page, 'phone-zh-cn-system-user');
    await page.goto(`${live.server.baseUrl}/home`);
    await expect(page.getByTestId('home-intro')).toContainText('☰');
    await noSidewaysScroll('home in zh-cn');
    await shot(page, 'phone-zh-cn-home');
  });
});
