import { describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_BASE, ENDPOINTS, LOGIN_MAX_FAILURES } from '@ledgerdesk/shared';
import { newContext, shotsInto } from './support/browser';
import { expect } from './support/expect';
import { useLiveConsole } from './support/live-console';
import { ADMIN_PASSWORD } from './support/server';
import { signInThroughForm, tokenOf } from './support/session';

const SHOTS = '/tmp/shots-signin';

const shot = shotsInto(SHOTS);

async function tryPassword(page: Page, userName: string, password: string) {
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill(userName);
  await form.locator('input[autocomplete="current-password"]').fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith(ENDPOINTS.login) && r.request().method() === 'POST');
  await form.locator('button[type="submit"]').click();
  await answered;
  // The form shows the answer once the fresh captcha query has settled.
  await page.waitForTimeout(200);
}

describe('sign-in hardening in Chromium (issue 9)', () => {
  const live = useLiveConsole(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {});

  it('keeps the token out of every cookie, and the session survives a reload of the tab', async () => {
    const { context, pageErrors, foreignRequests } = await newContext(live.browser);
    try {
      const page = await context.newPage();
      await signInThroughForm(page, live.server.baseUrl, 'admin', ADMIN_PASSWORD);
      const token = await tokenOf(page);
      assert(token).toMatch(/^[\w-]{20,}$/);
      assert(await page.evaluate(() => document.cookie)).not.toContain(token!);
      assert((await context.cookies()).map((c) => c.value)).not.toContain(token);
      await page.reload();
      await expect(page.getByTestId('aside-menu')).toBeVisible();
      assert(await tokenOf(page)).toBe(token);
      assert(pageErrors).toEqual([]);
      assert(foreignRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('answers a missing user name as a wrong password, locks it alike, then words the per-address limit', async () => {
    const { context } = await newContext(live.browser);
    // In English, as the settings drawer would store it (this machine's Chromium has no CJK fonts for the screenshots).
    await context.addInitScript(() => {
      if (window.location.protocol !== 'http:') return;
      localStorage.setItem('ledgerdesk:themeConfig', JSON.stringify({ state: { themeConfig: { globalI18n: 'en' } }, version: 1 }));
    });
    try {
      const page = await context.newPage();
      await page.goto(`${live.server.baseUrl}/login`);
      const alert = page.getByTestId('login-form').getByRole('alert');
      const answers: Record<string, string[]> = { operator: [], nobody_here: [] };
      for (const name of Object.keys(answers)) {
        for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i += 1) {
          await tryPassword(page, name, `wrong-${i}`);
          await expect(alert).toBeVisible();
          // The lock's end differs by the moments of the attempts, not by the name.
          answers[name]!.push((await alert.innerText()).replace(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, 'TIME'));
        }
        if (name === 'nobody_here') await shot(page, '01-missing-name-locked');
      }
      assert(answers.nobody_here).toEqual(answers.operator);
      assert(answers.operator![0]).toBe('Wrong user name or password. 4 attempts left before the account is locked.');
      assert(answers.operator!.at(-1)).toBe('Too many failed attempts: the account is locked until TIME.');

      // The address has 12 failures now; the rest of its 30 go by the API, then the form is refused.
      for (let i = 0; i < 18; i += 1) {
        await fetch(`${live.server.baseUrl}${API_BASE}${ENDPOINTS.login}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `spray_${i}`, password: 'Spring2026!' }),
        });
      }
      await tryPassword(page, 'admin', ADMIN_PASSWORD);
      await expect(alert).toContainText('Too many sign-in attempts from this network. Please try again in 10 minutes.');
      await shot(page, '02-address-limited');
      assert(await tokenOf(page)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
