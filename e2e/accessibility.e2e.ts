import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { describeFindings, seriousAxeViolations } from './support/axe';
import { newContext } from './support/browser';
import { expect } from './support/expect';
import { signInThroughForm } from './support/session';
import { useLiveConsole } from './support/live-console';

const SHOTS = '/tmp/shots-a11y';
const THEME_KEY = 'ledgerdesk:themeConfig';

/** Per language: how antd names the two buttons used (it spaces two CJK characters in a button). */
const LANGUAGES = [
  { language: 'zh-cn', add: /新\s?增/, save: /保\s?存/ },
  { language: 'en', add: /\bAdd$/, save: /\bSave$/ },
] as const;

/**
 * axe-core in Chromium over the console's main states, in the light theme, in the default language
 * (zh-cn) and in English: the login page, home, a list, a form drawer and the settings drawer. Serious and critical violations fail (missing names and labels,
 * contrast, ARIA misuse); moderate and minor ones are the design's to weigh.
 */
describe('accessibility (axe-core) in Chromium', () => {
  // E2E_WEB_DIST: a private build, for a machine where others rebuild apps/web/dist mid-run.
  const live = useLiveConsole(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {});

  describe.each(LANGUAGES)('in $language', ({ language, add, save }) => {
    let page: Page;
    let closeContext: () => Promise<void>;
    let pageErrors: string[];

    beforeAll(async () => {
      const ctx = await newContext(live.browser);
      pageErrors = ctx.pageErrors;
      closeContext = () => ctx.context.close();
      page = await ctx.context.newPage();
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

    /** At rest: no spinner turning and every finite animation (page entrance, drawer slide) done. */
    async function settled() {
      await expect(page.locator('.ant-spin-spinning')).toBeHidden();
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
    }

    async function check(state: string) {
      await settled();
      assert((await page.evaluate(() => document.documentElement.lang)).toLowerCase()).toBe(language);
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${language}-${state}.png`) });
      const findings = await seriousAxeViolations(page);
      assert(findings, `${language} ${state}:\n${describeFindings(findings)}`).toEqual([]);
    }

    it('login page', async () => {
      await page.goto(`${live.server.baseUrl}/login`);
      await expect(page.getByTestId('login-form')).toBeVisible();
      await check('login');
    });

    it('home', async () => {
      await signInThroughForm(page, live.server.baseUrl);
      await expect(page.getByTestId('home-todo')).toBeVisible();
      await check('home');
    });

    it('a list (recharges)', async () => {
      await page.goto(`${live.server.baseUrl}/finance/recharge`);
      await expect(page.getByTestId('recharge-list')).toContainText('demo_');
      await check('recharge-list');
    });

    it('a form drawer (add a post)', async () => {
      await page.goto(`${live.server.baseUrl}/system/post`);
      const list = page.getByTestId('resource-system/post');
      await expect(list.locator('.ant-table-row').first()).toBeVisible();
      await list.getByRole('button', { name: add }).first().click();
      await expect(page.getByTestId('resource-form').last()).toBeVisible();
      await check('post-form-drawer');
      // The same form after a refused save: the errors it shows are legible and tied to their fields.
      await page.getByRole('button', { name: save }).last().click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await check('post-form-drawer-errors');
    });

    it('the settings drawer', async () => {
      await page.goto(`${live.server.baseUrl}/home`);
      await expect(page.getByTestId('home-todo')).toBeVisible();
      await page.getByTestId('settings-button').click();
      await expect(page.getByTestId('settings-drawer')).toBeVisible();
      await check('settings-drawer');
    });

    it('made no page errors', () => {
      assert(pageErrors).toEqual([]);
    });
  });
});
