import { beforeAll, describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, screenshot } from './support/browser';
import { expect, expectUrl } from './support/expect';
import { dismissAlerts, setTheme } from './support/console-nav';
import { ADMIN_PASSWORD } from './support/server';
import { signInThroughForm } from './support/session';
import { useLiveConsole } from './support/live-console';

const tagsStrip = (page: Page) => page.getByRole('navigation', { name: 'Open pages' });
const tag = (page: Page, title: string) => tagsStrip(page).locator('li.tags-view-item', { hasText: title });
const tagTitles = async (page: Page) => (await tagsStrip(page).locator('.tags-view-title').allTextContents()).join(' | ');
const contextMenu = (page: Page) => page.locator('.tags-context-menu');
const fileSearch = (page: Page) => page.getByPlaceholder('Search by file name');

/** Opens a page of the System settings menu, unfolding the menu first when it is folded. */
async function openMenu(page: Page, ...path: string[]) {
  const aside = page.getByTestId('aside-menu');
  for (const item of path) {
    const entry = aside.getByText(item, { exact: true });
    const leaf = item === path[path.length - 1];
    for (let attempt = 1; ; attempt += 1) {
      // A route change may still be folding or unfolding the menu (antd animates it).
      await page.waitForTimeout(400);
      if (!(await entry.isVisible())) await aside.getByText('System settings', { exact: true }).click();
      await entry.click();
      if (!leaf) break;
      // On a busy machine a click can land while the menu is still folding and go nowhere: the
      // page's tag must become the active one, else the menu is opened again.
      const active = tagsStrip(page).locator('li.tags-view-item.is-active', { hasText: item });
      const opened = await active.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false);
      if (opened || attempt === 3) break;
    }
  }
}

async function expectTags(page: Page, expected: string) {
  const deadline = Date.now() + 10_000;
  while ((await tagTitles(page)) !== expected && Date.now() < deadline) await page.waitForTimeout(100);
  assert(await tagTitles(page)).toBe(expected);
}

describe('tags view, page cache and lock screen in Chromium', () => {
  const live = useLiveConsole();
  let page: Page;
  beforeAll(async () => {
    const { context } = await newContext(live.browser);
    page = await context.newPage();
    await signInThroughForm(page, live.server.baseUrl);
    await setTheme(page, { globalI18n: 'en', isCacheTagsView: true, isTagsviewIcon: true });
    // The pending-review alerts stay until dismissed, above the page.
    await expect(page.getByTestId('pending-alerts')).toBeVisible();
    await dismissAlerts(page);
  });

  it('pins Home, adds one tag per page and keeps a kept-alive page\'s typed input across tabs', async () => {
    await expectTags(page, 'Home');
    assert(await tag(page, 'Home').getByRole('button', { name: /^Close/ }).count()).toBe(0);
    await openMenu(page, 'Dictionary management');
    await openMenu(page, 'File centre');
    await openMenu(page, 'Dictionary management');
    await expectTags(page, 'Home | Dictionary management | File centre');

    await tag(page, 'File centre').getByRole('link').click();
    await fileSearch(page).fill('kept across tabs');
    await tag(page, 'Dictionary management').getByRole('link').click();
    await expectUrl(page, (u) => u.pathname === '/system/dict', '/system/dict');
    await tag(page, 'File centre').getByRole('link').click();
    assert(await fileSearch(page).inputValue()).toBe('kept across tabs');
    await screenshot(page, 'tags-style-one');
  });

  it('gives each kept-alive page its own scroll position back', async () => {
    await page.setViewportSize({ width: 1440, height: 420 });
    /** The page's scroll container (the first scrolling ancestor of the page cache, else the document): its position and how far it can scroll. */
    const scrolling = () =>
      page.evaluate(() => {
        for (let el = document.querySelector('.page-cache')?.parentElement; el; el = el.parentElement) {
          const { overflowY } = getComputedStyle(el);
          if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight) return { top: el.scrollTop, room: el.scrollHeight - el.clientHeight };
        }
        const root = document.scrollingElement!;
        return { top: root.scrollTop, room: root.scrollHeight - root.clientHeight };
      });
    const scrollTop = async () => (await scrolling()).top;
    /** The position once the scroll has come to rest: on a busy machine a wheel scroll still glides after a fixed wait. */
    const restingScrollTop = async () => {
      for (let last = await scrollTop(); ; ) {
        await page.waitForTimeout(150);
        const now = await scrollTop();
        if (now === last) return now;
        last = now;
      }
    };
    try {
      // A wheel sent before the short window is laid out finds nothing to scroll (CI once read 0).
      await assert.poll(async () => (await scrolling()).room).toBeGreaterThan(200);
      await page.mouse.move(800, 300);
      await page.mouse.wheel(0, 250);
      const kept = await restingScrollTop();
      assert(kept).toBeGreaterThan(100);
      // Clicked without scrolling the tag into view first, as with a fixed header: the position left is `kept`.
      const clickInPlace = (title: string) => tag(page, title).getByRole('link').evaluate((link: HTMLElement) => link.click());
      await clickInPlace('Dictionary management');
      await expectUrl(page, (u) => u.pathname === '/system/dict', '/system/dict');
      await assert.poll(scrollTop).toBeLessThan(kept);
      await clickInPlace('File centre');
      await expectUrl(page, (u) => u.pathname === '/system/file', '/system/file');
      await assert.poll(scrollTop).toBe(kept);
      await page.mouse.wheel(0, -2000);
    } finally {
      // The suite's later tests share this page: they must not inherit the short window.
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('refresh resets exactly that page', async () => {
    await tag(page, 'File centre').getByRole('button', { name: /^Refresh/ }).click();
    await expect(fileSearch(page)).toBeVisible();
    assert(await fileSearch(page).inputValue()).toBe('');
    await expectUrl(page, (u) => u.pathname === '/system/file', 'still /system/file');
  });

  it('closing a tag drops its state: reopened, the page starts fresh', async () => {
    await fileSearch(page).fill('dropped on close');
    await tag(page, 'Dictionary management').getByRole('link').click();
    // Middle-click closes a tag that is not the active one.
    await tag(page, 'File centre').click({ button: 'middle' });
    await expectTags(page, 'Home | Dictionary management');
    await expectUrl(page, (u) => u.pathname === '/system/dict', 'still /system/dict');
    await openMenu(page, 'File centre');
    await expect(fileSearch(page)).toBeVisible();
    assert(await fileSearch(page).inputValue()).toBe('');
  });

  it('the context menu acts on the tag it was opened on and stays inside the window', async () => {
    // Opened at the window's bottom-right corner, on the tag that is not active.
    const viewport = page.viewportSize()!;
    await tag(page, 'Dictionary management').evaluate(
      (el, at) => el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2, clientX: at.x, clientY: at.y })),
      { x: viewport.width - 3, y: viewport.height - 3 },
    );
    const menu = contextMenu(page);
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    assert(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    assert(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await screenshot(page, 'tags-context-menu');
    await menu.getByRole('menuitem', { name: 'Close', exact: true }).click();
    await expectTags(page, 'Home | File centre');
    await expectUrl(page, (u) => u.pathname === '/system/file', 'still /system/file (the active tag was not the one closed)');
  });

  it('closing the active tag goes to its neighbour; close others and close all keep Home', async () => {
    await openMenu(page, 'Dictionary management');
    await tag(page, 'File centre').getByRole('link').click();
    await expectTags(page, 'Home | File centre | Dictionary management');
    await tag(page, 'File centre').getByRole('button', { name: /^Close/ }).click();
    await expectUrl(page, (u) => u.pathname === '/system/dict', 'the right neighbour');
    await openMenu(page, 'File centre');

    await tag(page, 'File centre').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: 'Close others' }).click();
    await expectTags(page, 'Home | File centre');

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: 'Close all' }).click();
    await expectTags(page, 'Home');
    await expectUrl(page, (u) => u.pathname === '/home', '/home');
  });

  it('page full screen covers the layout until exited', async () => {
    await openMenu(page, 'Dictionary management');
    await tag(page, 'Home').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: 'Full screen page' }).click();
    await expectUrl(page, (u) => u.pathname === '/home', 'the tag asked for');
    await expect(page.locator('.layout-main.is-page-fullscreen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    // Nothing of the layout shows around the page.
    const hit = await page.evaluate(() => document.elementFromPoint(5, 5)?.closest('.layout-main') !== null);
    assert(hit).toBe(true);
    await screenshot(page, 'tags-page-fullscreen');
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(page.locator('.layout-main.is-page-fullscreen')).toBeHidden();
    await expect(tagsStrip(page)).toBeVisible();
  });

  it('reorders tags by dragging and restores them in that order after a reload (isCacheTagsView), in each tag style', async () => {
    await openMenu(page, 'File centre');
    await expectTags(page, 'Home | Dictionary management | File centre');
    // Dragged onto the Dictionary tag, File centre takes its place; the order survives the reloads below.
    await tag(page, 'File centre').dragTo(tag(page, 'Dictionary management'));
    await expectTags(page, 'Home | File centre | Dictionary management');
    for (const style of ['tags-style-four', 'tags-style-five', 'tags-style-one']) {
      await setTheme(page, { tagsStyle: style });
      await expectTags(page, 'Home | File centre | Dictionary management');
      await expect(page.locator(`nav.tags-view.${style}`)).toBeVisible();
      await screenshot(page, style);
    }
  });

  it('scrolls the strip to the active tag when the pages open outgrow it', async () => {
    // Three tags in a strip narrower than they are: opening a page from the menu (not by its tag,
    // which a click would scroll into view itself) must scroll the strip to that page's tag.
    const narrow = await page.addStyleTag({ content: '.tags-view-list { max-width: 220px; }' });
    const shown = (title: string) =>
      tag(page, title).evaluate((item) => {
        const strip = item.parentElement!.getBoundingClientRect();
        const box = item.getBoundingClientRect();
        return box.left >= strip.left - 1 && box.right <= strip.right + 1;
      });
    try {
      await expectTags(page, 'Home | File centre | Dictionary management');
      await openMenu(page, 'Dictionary management');
      await assert.poll(() => shown('Dictionary management'), { timeout: 5_000 }).toBe(true);
      assert(await shown('Home')).toBe(false);
      await page.getByTestId('aside-menu').getByText('Home', { exact: true }).click();
      await assert.poll(() => shown('Home'), { timeout: 5_000 }).toBe(true);
      assert(await shown('Dictionary management')).toBe(false);
    } finally {
      await narrow.evaluate((style) => (style as HTMLStyleElement).remove());
    }
  });

  it('locks after the idle time, survives a reload, keeps the page behind unreachable, and unlocks with the right password only', async () => {
    await setTheme(page, { isLockScreen: true, lockScreenTime: 3 });
    const lock = page.getByTestId('lock-screen');
    await expect(lock).toBeVisible(10_000);
    const user = await page.evaluate(() => JSON.parse(sessionStorage.getItem('ledgerdesk:userInfo') ?? '{}'));
    await expect(page.getByTestId('lock-user')).toContainText(user.userNickname || user.userName);
    await page.reload();
    await expect(lock).toBeVisible();
    await screenshot(page, 'lock-screen-clock');

    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const overlay = document.querySelector('[data-testid="lock-screen"]');
        return !document.activeElement || document.activeElement === document.body || overlay?.contains(document.activeElement) === true;
      });
      assert(inside, `Tab ${i + 1} left the lock screen`).toBe(true);
    }
    assert(await page.evaluate(() => (document.getElementById('root') as HTMLElement & { inert: boolean }).inert)).toBe(true);

    // Swipe up more than 400px.
    const clock = (await page.getByTestId('lock-clock').boundingBox())!;
    const x = clock.x + clock.width / 2;
    const y = clock.y + clock.height - 100;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 200, { steps: 5 });
    await page.mouse.move(x, y - 450, { steps: 5 });
    await page.mouse.up();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeVisible();
    await screenshot(page, 'lock-screen-password');

    await password.fill('not-the-password');
    await page.keyboard.press('Enter');
    await expect(lock.getByRole('alert')).toContainText('Wrong password');
    await expect(lock).toBeVisible();
    await screenshot(page, 'lock-screen-wrong');

    await password.fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(lock).toBeHidden();
    assert(await page.evaluate(() => (document.getElementById('root') as HTMLElement & { inert: boolean }).inert)).toBe(false);
    // Unlocking restarts the countdown: idle again, it locks again; the keyboard also reveals the password.
    await expect(lock).toBeVisible(10_000);
    await page.getByRole('button', { name: 'Unlock' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(lock).toBeHidden();
  });
});
