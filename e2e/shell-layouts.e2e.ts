import { describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { LAYOUTS, type LayoutName } from '@ledgerdesk/shared';
import en from '../apps/web/src/locales/en';
import zhCn from '../apps/web/src/locales/zh-cn';
import zhTw from '../apps/web/src/locales/zh-tw';
import { newContext, screenshot } from './support/browser';
import { clickTopMenu } from './support/console-nav';
import { expect, expectUrl } from './support/expect';
import { signInThroughForm } from './support/session';
import { useLiveConsole } from './support/live-console';

const THEME_KEY = 'ledgerdesk:themeConfig';

describe('shell layouts, settings drawer and header tools in Chromium', () => {
  const live = useLiveConsole();

  /**
   * A signed-in page. The pending-count poll answers zero here: the demo data has pending reviews,
   * and their persistent alerts (top right, by design) would sit over the header tools under test.
   */
  async function signedIn(viewport?: { width: number; height: number }) {
    const ctx = await newContext(live.browser);
    await ctx.context.route('**/cwManage/rechargeWithdrawReview', (route) =>
      route.fulfill({ json: { code: 0, msg: '', data: { systemRechargeCount: 0, withdrawCount: 0, realNameAuthCount: 0 } } }),
    );
    const page = await ctx.context.newPage();
    await signInThroughForm(page, live.server.baseUrl);
    if (viewport) await page.setViewportSize(viewport);
    return { page, ...ctx };
  }

  async function openDrawer(page: Page) {
    await page.getByTestId('settings-button').click();
    await expect(page.getByTestId('settings-drawer')).toBeVisible();
  }

  async function pickLayout(page: Page, layout: LayoutName) {
    await openDrawer(page);
    const switching = (await page.getByTestId('shell').getAttribute('data-layout')) !== layout;
    await page.getByTestId(`layout-option-${layout}`).click();
    // Switching layout closes the drawer (SPEC §4); picking the current one is no switch.
    if (!switching) await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-drawer')).toBeHidden();
    await expect(page.locator(`[data-testid="shell"][data-layout="${layout}"]`)).toBeVisible();
  }

  async function storedConfig(page: Page): Promise<Record<string, unknown>> {
    return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state.themeConfig, THEME_KEY);
  }

  it('renders each layout with its menus, navigates from them, and looks right in light and dark', async () => {
    const { page, context, foreignRequests, pageErrors } = await signedIn();
    for (const dark of [false, true]) {
      if (dark) {
        await openDrawer(page);
        await page.getByTestId('setting-isIsDark').click();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('settings-drawer')).toBeHidden();
        assert(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      }
      for (const layout of LAYOUTS) {
        await page.goto(`${live.server.baseUrl}/home`);
        await pickLayout(page, layout);
        const shell = page.getByTestId('shell');
        if (layout === 'transverse') {
          assert(await page.getByTestId('aside').count()).toBe(0);
          await clickTopMenu(page, '系统设置');
          await page.getByText('字典管理').last().click();
        } else if (layout === 'columns') {
          await expect(page.getByTestId('columns-rail')).toContainText('首页');
          // Home has no children: the secondary aside hides.
          assert(await page.getByTestId('aside').count()).toBe(0);
          await page.getByTestId('columns-rail').getByText('系统设置').click();
          await expect(page.getByTestId('aside-menu')).toContainText('字典管理');
          await page.getByTestId('aside-menu').getByText('字典管理').click();
        } else {
          await expect(page.getByTestId('aside-menu')).toContainText('首页');
          await page.getByTestId('aside-menu').getByText('系统设置').click();
          await page.getByTestId('aside-menu').getByText('字典管理').click();
        }
        await expectUrl(page, (u) => u.pathname === '/system/dict', '/system/dict');
        await expect(shell).toContainText('字典类型');
        // Let pop-ups and the page transition settle before the picture.
        await page.mouse.move(700, 600);
        await page.waitForTimeout(700);
        await screenshot(page, `layout-${layout}-${dark ? 'dark' : 'light'}`);
      }
    }
    assert(foreignRequests).toEqual([]);
    assert(pageErrors).toEqual([]);
    await context.close();
  });

  it('classic split menu: first levels in the top bar, the active one’s children in the aside', async () => {
    const { page, context } = await signedIn();
    await pickLayout(page, 'classic');
    await openDrawer(page);
    await page.getByTestId('setting-isClassicSplitMenu').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('top-menu')).toContainText('系统设置');
    // On home (no children) there is no aside; choosing System shows its children there.
    assert(await page.getByTestId('aside').count()).toBe(0);
    await clickTopMenu(page, '系统设置');
    await expectUrl(page, (u) => u.pathname.startsWith('/system'), '/system/...');
    await expect(page.getByTestId('aside-menu')).toContainText('字典管理');
    assert(await page.getByTestId('aside-menu').textContent()).not.toContain('首页');
    await context.close();
  });

  it('keeps drawer changes across a reload: layout, primary colour, dark mode, component size, watermark', async () => {
    const { page, context } = await signedIn();
    await pickLayout(page, 'columns');
    await openDrawer(page);
    const primary = page.getByTestId('setting-primary');
    const primaryVar = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="settings-button"]') as HTMLElement).getPropertyValue('--ant-color-primary').trim().toLowerCase());
    // The light theme paints the chosen primary deepened until white text on it reads at 4.5:1
    // on the grey page (layout/theme/accessibleTheme.ts): #409eff is painted #2e72b8, #e8590c #be490a.
    assert(await primaryVar()).toBe('#2e72b8');
    // Empty and bad values are refused with their warnings and the colour in use stays.
    await primary.fill('');
    await primary.press('Enter');
    await expect(page.locator('body')).toContainText('全局主题 primary 颜色值不能为空');
    await primary.fill('#12zz45');
    await primary.press('Enter');
    await expect(page.locator('body')).toContainText('请输入正确的十六进制颜色值');
    assert((await storedConfig(page)).primary).toBe('#409eff');
    await primary.fill('#e8590c');
    await primary.press('Enter');
    // The primary colour drives antd's theme live.
    assert(await primaryVar()).toBe('#be490a');
    await page.getByTestId('setting-isIsDark').click();
    await page.getByTestId('setting-isWartermark').click();
    await page.getByTestId('setting-wartermarkText').fill('  ops-desk-7  ');
    await page.keyboard.press('Escape');
    await page.getByTestId('component-size').click();
    await page.getByTestId('size-small').click();
    // Component size applies live: the header buttons turn small without a reload.
    await expect(page.locator('[data-testid="settings-button"].ant-btn-sm')).toBeVisible();

    await page.reload();
    await expect(page.locator('[data-testid="shell"][data-layout="columns"]')).toBeVisible();
    await expect(page.locator('[data-testid="settings-button"].ant-btn-sm')).toBeVisible();
    assert(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    assert(await page.getByTestId('watermark').getAttribute('data-text')).toBe('ops-desk-7');
    // Dark mode derives its own shade from the chosen primary, so it is neither the old nor the plain value.
    assert(await primaryVar()).not.toBe('#409eff');
    assert(await storedConfig(page)).toMatchObject({ layout: 'columns', primary: '#e8590c', isIsDark: true, globalComponentSize: 'small', isWartermark: true, isDrawer: false });

    // Grayscale and invert exclude each other.
    await openDrawer(page);
    await page.getByTestId('setting-isGrayscale').click();
    assert(await page.evaluate(() => document.documentElement.style.filter)).toContain('grayscale');
    await page.getByTestId('setting-isInvert').click();
    assert(await page.evaluate(() => document.documentElement.style.filter)).toContain('invert');
    assert(await page.getByTestId('setting-isGrayscale').getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'settings-drawer-open');

    // Restore defaults touches our key only.
    await page.evaluate(() => localStorage.setItem('someone-else', 'keep'));
    await page.getByTestId('settings-restore').click();
    assert(await storedConfig(page)).toMatchObject({ layout: 'defaults', primary: '#409eff', isIsDark: false, isWartermark: false });
    assert(await page.evaluate(() => localStorage.getItem('someone-else'))).toBe('keep');
    await context.close();
  });

  it('covers the whole viewport with the watermark after a resize, and never on the login page', async () => {
    const { page, context } = await signedIn({ width: 1200, height: 800 });
    await openDrawer(page);
    await page.getByTestId('setting-isWartermark').click();
    await page.keyboard.press('Escape');
    for (const size of [{ width: 1200, height: 800 }, { width: 1700, height: 1100 }, { width: 700, height: 500 }]) {
      await page.setViewportSize(size);
      const box = await page.getByTestId('watermark').boundingBox();
      assert(box).toEqual({ x: 0, y: 0, width: size.width, height: size.height });
    }
    // Clicks go through it.
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.getByTestId('settings-button').click();
    await expect(page.getByTestId('settings-drawer')).toBeVisible();
    await page.keyboard.press('Escape');
    // Signed out as a fresh tab would be: the token lives in this tab's sessionStorage.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto(`${live.server.baseUrl}/login`);
    await expect(page.getByTestId('login-form')).toBeVisible();
    assert(await page.getByTestId('watermark').count()).toBe(0);
    await context.close();
  });

  it('finds a menu by translated title or path and opens it; full screen toggles', async () => {
    const { page, context } = await signedIn();
    await page.getByTestId('menu-search').click();
    await page.locator('[data-testid="menu-search-input"] input, input[data-testid="menu-search-input"]').first().fill('/system/di');
    await page.locator('.ant-select-item-option').filter({ hasText: '字典管理' }).first().click();
    await expectUrl(page, (u) => u.pathname === '/system/dict', '/system/dict');
    await page.getByTestId('menu-search').click();
    await page.locator('[data-testid="menu-search-input"] input, input[data-testid="menu-search-input"]').first().fill('首页');
    await page.keyboard.press('Enter');
    await expectUrl(page, (u) => u.pathname === '/home', '/home');

    await page.getByTestId('fullscreen').click();
    await expect(page.locator('[data-testid="fullscreen"][data-state="on"]')).toBeVisible();
    await page.getByTestId('fullscreen').click();
    await expect(page.locator('[data-testid="fullscreen"][data-state="off"]')).toBeVisible();

    await page.getByTestId('notifications').click();
    // The demo seed's notices are unread, so the panel lists them and offers the centre.
    await expect(page.getByTestId('notifications-panel')).toContainText('前往通知中心');
    await context.close();
  });

  it('has every shell string in all three languages', async () => {
    const { page, context } = await signedIn();
    for (const [label, messages] of [['English', en], ['繁體中文', zhTw], ['简体中文', zhCn]] as const) {
      await page.getByTestId('language-switch').click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect(page.getByTestId('language-switch')).toContainText(label);
      const l = messages.message.layout;
      for (const [testId, text] of [
        ['component-size', l.componentSize],
        ['menu-search', l.menuSearch],
        ['settings-button', l.settings],
        ['notifications', l.notifications],
        ['fullscreen', l.fullscreen],
        ['collapse-toggle', l.collapse],
      ] as const) {
        assert(await page.getByTestId(testId).getAttribute('aria-label'), `${testId} in ${label}`).toBe(text);
      }
      await page.getByTestId('user-menu').click();
      for (const text of [l.home, l.personal, l.logout]) await expect(page.getByRole('menuitem', { name: text })).toBeVisible();
      await page.keyboard.press('Escape');
      await openDrawer(page);
      const s = messages.message.settings;
      const drawer = page.locator('.ld-settings-drawer');
      for (const text of [s.title, s.layoutSection, s.globalTheme, s.topBarSection, s.menuSection, s.columnsSection, s.interfaceSection, s.displaySection, s.otherSection, s.layoutDefaults, s.layoutColumns, s.isWartermark, s.copy, s.restore]) {
        await expect(drawer).toContainText(text);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('settings-drawer')).toBeHidden();
    }
    await context.close();
  });

  it('turns the aside into a drawer behind a hamburger below 1000px', async () => {
    const { page, context } = await signedIn({ width: 900, height: 800 });
    await page.getByTestId('menu-drawer-toggle').click();
    await expect(page.getByTestId('aside-menu')).toContainText('系统设置');
    await page.getByTestId('aside-menu').getByText('系统设置').click();
    await page.getByTestId('aside-menu').getByText('字典管理').click();
    await expectUrl(page, (u) => u.pathname === '/system/dict', '/system/dict');
    await expect(page.getByTestId('aside-menu')).toBeHidden();
    assert(await page.locator('.ld-aside').count()).toBe(0);
    await screenshot(page, 'layout-mobile');
    await context.close();
  });

  it('draws the full-screen visualizing screens outside the layout, with no third-party request', async () => {
    const { page, context, foreignRequests } = await signedIn();
    for (const path of ['/visualizingDemo1', '/visualizingDemo2']) {
      await page.goto(`${live.server.baseUrl}${path}`);
      await expect(page.getByTestId('visualizing-page')).toBeVisible();
      // Their figures are the server's (shift-polish checks them); here: drawn, outside the shell, nothing fetched from elsewhere.
      await expect(page.getByTestId('visualizing-source')).toBeVisible();
      await page.waitForFunction(() => document.querySelectorAll('.vz-panel canvas').length >= 1);
      assert(await page.getByTestId('shell').count()).toBe(0);
      await screenshot(page, `visualizing-${path.slice(1)}`);
    }
    assert(foreignRequests).toEqual([]);
    await context.close();
  });
});
