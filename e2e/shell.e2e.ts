import { describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { newContext, screenshot } from './support/browser';
import { expect, expectUrl } from './support/expect';
import { signInThroughForm, tokenOf } from './support/session';
import { useLiveConsole } from './support/live-console';

describe('walking skeleton in Chromium', () => {
  const live = useLiveConsole();

  async function freshPage() {
    const ctx = await newContext(live.browser);
    const page = await ctx.context.newPage();
    return { page, ...ctx };
  }

  it('signs in, shows the server menus, and makes no third-party request', async () => {
    const { page, context, foreignRequests, pageErrors } = await freshPage();
    await page.goto(live.server.baseUrl);
    await expectUrl(page, (u) => u.pathname === '/login', '/login');
    await signInThroughForm(page, live.server.baseUrl);
    await expectUrl(page, (u) => u.pathname === '/home', '/home');
    const aside = page.getByTestId('aside-menu');
    // zh-cn is the default language.
    await expect(aside).toContainText('首页');
    await expect(aside).toContainText('系统设置');
    assert(await aside.textContent()).not.toContain('个人中心'); // hidden menu entry
    assert(await page.title()).toMatch(/^首页 - Ledgerdesk$/);
    assert(foreignRequests).toEqual([]);
    assert(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps the wanted path and query through sign-in, and a deep-link refresh lands on the page with no 404 flash', async () => {
    const { page, context } = await freshPage();
    // Records whether the not-found page ever rendered, however briefly.
    await page.addInitScript(() => {
      const w = window as unknown as { __saw404: boolean };
      w.__saw404 = false;
      new MutationObserver(() => {
        if (document.body?.innerText.includes('404')) w.__saw404 = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${live.server.baseUrl}/system/dict?tab=2`);
    await expectUrl(page, (u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/system/dict', 'the login page with the redirect');
    assert(new URL(page.url()).searchParams.get('params')).toContain('"tab":"2"');
    await signInThroughForm(page, live.server.baseUrl);
    await expectUrl(page, (u) => u.pathname === '/system/dict' && u.searchParams.get('tab') === '2', '/system/dict?tab=2');
    await page.reload();
    await expect(page.getByTestId('breadcrumb')).toContainText('字典管理');
    assert(new URL(page.url()).pathname).toBe('/system/dict');
    assert(await page.evaluate(() => (window as unknown as { __saw404: boolean }).__saw404)).toBe(false);
    // A wrong address shows the 404 page with its button, inside the shell.
    await page.goto(`${live.server.baseUrl}/no/such/page`);
    await expect(page.locator('body')).toContainText('404');
    await page.getByRole('button', { name: /首页|home/i }).last().click();
    await expectUrl(page, (u) => u.pathname === '/home' || u.pathname === '/', 'home');
    await context.close();
  });

  it('says why a sign-in fails', async () => {
    const { page, context } = await freshPage();
    await page.goto(`${live.server.baseUrl}/login`);
    await setLanguage(page, 'English');
    const form = page.getByTestId('login-form');
    await form.locator('input[autocomplete="username"]').fill('operator');
    await form.locator('input[autocomplete="current-password"]').fill('wrong-password');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('body')).toContainText('Wrong user name or password');
    await expect(page.locator('body')).toContainText('4 attempts left');
    await context.close();
  });

  it('switches the language live, antd included, and remembers it', async () => {
    const { page, context } = await freshPage();
    await signInThroughForm(page, live.server.baseUrl);
    await setLanguage(page, 'English');
    await expect(page.getByTestId('aside-menu')).toContainText('System settings');
    assert(await page.title()).toBe('Home - Ledgerdesk');
    await page.reload();
    await expect(page.getByTestId('aside-menu')).toContainText('System settings');
    // antd's own texts follow: the logout confirm's cancel button comes from our locale, the
    // empty-state text of a Select comes from antd's locale.
    await setLanguage(page, '繁體中文');
    await expect(page.getByTestId('aside-menu')).toContainText('系統設定');
    await screenshot(page, 'home-zh-tw');
    await context.close();
  });

  it('logs out behind the confirm and revokes the session on the server', async () => {
    const { page, context } = await freshPage();
    await signInThroughForm(page, live.server.baseUrl);
    await setLanguage(page, 'English');
    const token = await tokenOf(page);
    assert(token).toBeTruthy();
    await page.getByTestId('user-menu').click();
    await page.getByText('Log out', { exact: true }).click();
    await expect(page.getByText('This operation will log out. Do you want to continue?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectUrl(page, (u) => u.pathname === '/login', '/login');
    assert(await tokenOf(page)).toBeFalsy();
    const res = await fetch(`${live.server.baseUrl}/admin${ENDPOINTS.userInfo}`, { headers: { authorization: `Bearer ${token}` } });
    assert(res.status).toBe(401);
    await context.close();
  });

  it('answers a session expired on the server with the 401 alert, then returns to sign-in', async () => {
    const { page, context } = await freshPage();
    await signInThroughForm(page, live.server.baseUrl);
    await setLanguage(page, 'English');
    const token = await tokenOf(page);
    const [row] = await live.server.database.db.query.sessions.findMany({ orderBy: (s, { desc }) => [desc(s.id)], limit: 1 });
    await live.server.services.sessions.expire(row!.id);
    assert(token).toBeTruthy();
    // Any call now answers 401: opening the dictionary page asks for dictionary data.
    await page.getByTestId('aside-menu').getByText('System settings').click();
    await page.getByTestId('aside-menu').getByText('Dictionary management').click();
    await expect(page.getByText('Login status has expired, please log in again')).toBeVisible();
    assert(await page.getByText('Login status has expired, please log in again').count()).toBe(1);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectUrl(page, (u) => u.pathname === '/login', '/login');
    assert(await tokenOf(page)).toBeFalsy();
    await context.close();
  });

  it('renders the login page and home in all three languages (screenshots)', async () => {
    const { page, context } = await freshPage();
    for (const [label, key] of [['简体中文', 'zh-cn'], ['English', 'en'], ['繁體中文', 'zh-tw']] as const) {
      await page.goto(`${live.server.baseUrl}/login`);
      await setLanguage(page, label);
      await screenshot(page, `login-${key}`);
    }
    await signInThroughForm(page, live.server.baseUrl);
    for (const [label, key] of [['简体中文', 'zh-cn'], ['English', 'en'], ['繁體中文', 'zh-tw']] as const) {
      await setLanguage(page, label);
      await screenshot(page, `home-${key}`);
    }
    await context.close();
  });
});

async function setLanguage(page: Page, label: string) {
  await page.getByTestId('language-switch').first().click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page.getByTestId('language-switch')).toContainText(label);
  await expect(page.getByRole('menuitem', { name: label })).toBeHidden();
}
