import { describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { API_BASE, ENDPOINTS, endpointOf, type Endpoint } from '@ledgerdesk/shared';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { newContext, shotsInto } from './support/browser';
import { dismissAlerts, inLanguage } from './support/console-nav';
import { expect } from './support/expect';
import { ADMIN_PASSWORD } from './support/server';
import { signInThroughForm, tokenOf } from './support/session';
import { useLiveConsole } from './support/live-console';

const SHOTS = '/tmp/shots/polish';
const PHONE = { width: 390, height: 844 };
const THEME_KEY = 'ledgerdesk:themeConfig';

const shot = shotsInto(SHOTS);

const storedConfig = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.themeConfig ?? {}, THEME_KEY);

/** What the API answers a token (status and data), asked from the page as the console asks. */
function call(page: Page, token: string, endpoint: Endpoint, payload: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ url, method, tk, body }) => {
      const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
      const res = await fetch(url + query, {
        method,
        headers: { Authorization: `Bearer ${tk}`, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, data: ((await res.json()) as { data?: { total?: number } }).data };
    },
    { url: `${API_BASE}${endpoint.path}`, method: endpoint.method, tk: token, body: payload },
  );
}
const userInfo: Endpoint = { path: ENDPOINTS.userInfo, method: 'GET' };

/**
 * Issue 11, items 11 and 12, in Chromium: the watermark text trimmed and a blank one ignored, the
 * size menu not covered by its tooltip, table links in the theme's colour; the operator's user
 * menu leading only to pages they have, /401's re-authorize ending the session on the server, and
 * the visualizing screens titled and showing the server's figures.
 */
describe('an operator shift, polished (items 11 and 12)', () => {
  const live = useLiveConsole(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {});

  it('watermark text, the size menu and table links in the theme colour (item 11)', async () => {
    const { context, pageErrors } = await newContext(live.browser);
    const page = await context.newPage();
    await signInThroughForm(page, live.server.baseUrl);
    await inLanguage(page, 'en');
    await dismissAlerts(page);

    // The size menu: its tooltip stays closed while the menu is open, so the first entry takes the click.
    await page.getByTestId('component-size').hover();
    await expect(page.locator('.ant-tooltip').filter({ hasText: 'Component size' })).toBeVisible();
    await page.getByTestId('component-size').click();
    const first = page.getByTestId('size-large');
    await expect(first).toBeVisible();
    await page.waitForTimeout(300);
    const box = (await first.boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="size-large"]') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
    assert(hit, 'the first size entry is under the pointer, not the tooltip').toBe(true);
    await shot(page, 'size-menu-1440-en');
    await first.click();
    await expect(page.locator('[data-testid="settings-button"].ant-btn-lg')).toBeVisible();

    // Watermark: typed text trimmed, a blank box keeps the text in use and says so.
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-isWartermark').click();
    const text = page.getByTestId('setting-wartermarkText');
    await text.fill('  night shift  ');
    await assert.poll(() => page.getByTestId('watermark').getAttribute('data-text')).toBe('night shift');
    assert((await storedConfig(page)).wartermarkText).toBe('night shift');
    await text.fill('   ');
    await expect(page.getByTestId('watermark-text-blank')).toContainText('night shift');
    await assert.poll(() => page.getByTestId('watermark').getAttribute('data-text')).toBe('night shift');
    assert((await storedConfig(page)).wartermarkText).toBe('night shift');
    await shot(page, 'watermark-blank-1440-en');
    await text.blur();
    await assert.poll(() => text.inputValue()).toBe('night shift');
    await expect(page.getByTestId('watermark-text-blank')).toBeHidden();

    // The theme colour reaches the table's action links (antd derived them from its info blue).
    const primary = page.getByTestId('setting-primary');
    await primary.fill('#e8590c');
    await primary.press('Enter');
    await page.keyboard.press('Escape');
    await page.goto(`${live.server.baseUrl}/system/post`);
    const link = page.getByTestId('resource-system/post').locator('.ant-table-row .ant-btn-link').first();
    await expect(link).toBeVisible();
    assert(await link.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(190, 73, 10)');
    await shot(page, 'orange-links-1440-en');
    await page.setViewportSize(PHONE);
    await shot(page, 'orange-links-390-en');
    assert(pageErrors).toEqual([]);
    await context.close();
  });

  it("the operator's user menu, /401's re-authorize and the visualizing screens (item 12)", async () => {
    const { context, pageErrors } = await newContext(live.browser);
    const page = await context.newPage();
    await signInThroughForm(page, live.server.baseUrl, 'operator', ADMIN_PASSWORD);
    await inLanguage(page, 'en');
    await dismissAlerts(page);

    // Every entry of the user menu leads to a page the operator has: none to the wrong-address page.
    await page.getByTestId('user-menu').click();
    const entries = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item');
    const labels = (await entries.allTextContents()).map((l) => l.trim());
    assert(labels).toContain('Personal centre');
    await entries.filter({ hasText: 'Personal centre' }).click();
    await expect(page.getByTestId('profile-avatar')).toBeVisible();
    assert(await page.locator('.ant-result-404').count()).toBe(0);
    await shot(page, 'operator-personal-1440-en');

    // The visualizing screens: titled, and the server's figures (members as the member list counts them).
    const token = (await tokenOf(page))!;
    const members = await call(page, token, endpointOf(memberResource, 'list'), { pageIndex: 1, pageSize: 1 });
    assert(members.status).toBe(200);
    const memberTotal = members.data!.total!.toLocaleString('en');
    for (const [to, title] of [
      ['/visualizingDemo1', 'Trading operations overview'],
      ['/visualizingDemo2', 'Members and funds monitor'],
    ] as const) {
      await page.goto(`${live.server.baseUrl}${to}`);
      await assert.poll(() => page.locator('h1').textContent()).toBe(title);
      assert(await page.title()).toContain(title);
      await expect(page.getByTestId('visualizing-source')).toContainText('Figures from the server');
      await assert.poll(() => page.getByTestId('kpi-members').locator('strong').textContent()).toBe(memberTotal);
      assert(await page.locator('body').textContent()).not.toContain('Demo data');
      // The charts are drawn (echarts loads on first use).
      await assert.poll(() => page.locator('.vz-panel canvas').count()).toBeGreaterThanOrEqual(2);
      await page.waitForTimeout(1200);
      await shot(page, `visualizing${to}-1440-en`);
      await page.setViewportSize(PHONE);
      await shot(page, `visualizing${to}-390-en`);
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    // The same screen in Chinese (layout only: this machine has no CJK fonts).
    await page.goto(`${live.server.baseUrl}/home`);
    await inLanguage(page, 'zh-cn');
    await page.goto(`${live.server.baseUrl}/visualizingDemo1`);
    await assert.poll(() => page.title()).toContain('交易运营总览');
    await assert.poll(() => page.locator('.vz-panel canvas').count()).toBeGreaterThanOrEqual(2);
    await shot(page, 'visualizing-demo1-1440-zh-cn');
    await page.setViewportSize(PHONE);
    await shot(page, 'visualizing-demo1-390-zh-cn');
    await page.setViewportSize({ width: 1440, height: 900 });

    // /401's re-authorize ends the session on the server before the sign-in page.
    await page.goto(`${live.server.baseUrl}/401`);
    const before = (await tokenOf(page))!;
    assert((await call(page, before, userInfo)).status).toBe(200);
    await page.locator('.ant-result .ant-btn-primary').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    assert((await call(page, before, userInfo)).status).toBe(401);
    assert(pageErrors).toEqual([]);
    await context.close();
  });
});
