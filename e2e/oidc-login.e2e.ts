import { afterAll, beforeAll, describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { desc, eq } from 'drizzle-orm';
import { API_BASE } from '@ledgerdesk/shared';
import { OIDC_ENDPOINTS, oidcPathOf } from '@ledgerdesk/shared/oidc';
import { loginLogs, userIdentities, users } from '../apps/server/src/db/schema';
import { startTestProvider, type TestProvider } from '../apps/server/src/modules/oidc/testing/test-provider';
import { launchBrowser, newContext, shotsInto } from './support/browser';
import { expect, expectUrl } from './support/expect';
import { signInThroughForm } from './support/session';
import { startServer, type RunningServer } from './support/server';
import type { Browser } from 'playwright-core';

const SHOTS = '/tmp/shots-oidc';
const THEME_KEY = 'ledgerdesk:themeConfig';

const shot = shotsInto(SHOTS);

/** Every page of the context in English, as the settings drawer would store it. */
async function english(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: { themeConfig: { globalI18n: 'en' } }, version: 1 }));
  }, THEME_KEY);
}

/** The provider's own (development) login page: any name is the account's subject. */
async function signInAtProvider(page: Page, issuer: string, login: string) {
  await expectUrl(page, (url) => url.origin === issuer && url.pathname.startsWith('/interaction/'), 'the provider login page');
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await shot(page, `02-provider-login-${login}`);
  await page.locator('button[type="submit"]').click();
}

describe('third-party sign-in by OpenID Connect in Chromium', () => {
  let idp: TestProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    idp = await startTestProvider();
    // Demo data is other areas' business; the administrator is enough here.
    server = await startServer({ SEED_DEMO: 'off', OIDC_PROVIDERS: JSON.stringify([idp.entry('corp', 'Corp SSO')]) });
    idp.register(`${server.baseUrl}${API_BASE}${oidcPathOf(OIDC_ENDPOINTS.oidcCallback, 'corp')}`);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await idp?.close();
  });

  it('refuses an account nobody linked, then the administrator links it and it signs into the page asked for', async () => {
    const db = server.database.db;
    // 1. An unlinked account at the provider: back on the login page with the reason, nothing created.
    const stranger = await newContext(browser);
    const page = await stranger.context.newPage();
    await english(page);
    await page.goto(`${server.baseUrl}/login`);
    const link = page.getByTestId('third-party-links').getByRole('link', { name: 'Sign in with Corp SSO' });
    await expect(link).toBeVisible();
    await shot(page, '01-login-with-provider-link');
    await link.click();
    await signInAtProvider(page, idp.issuer, 'ada-sso');
    await expect(page.getByTestId('oidc-failure')).toContainText('This account is not linked to any user');
    await expectUrl(page, (url) => url.pathname === '/login' && !url.searchParams.has('oidcError'), 'the login page without the error in the address');
    await shot(page, '03-not-linked');
    const [refusal] = await db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
    assert(refusal).toMatchObject({ method: 'oidc', success: false, reason: 'notLinked', userName: 'corp:ada-sso' });
    assert(await db.select().from(userIdentities)).toHaveLength(0);
    await stranger.context.close();

    // 2. The administrator links the account to themself under System › Linked accounts.
    const adminContext = await newContext(browser);
    const admin = await adminContext.context.newPage();
    await english(admin);
    await signInThroughForm(admin, server.baseUrl);
    await admin.goto(`${server.baseUrl}/system/identity`);
    const pageRoot = admin.getByTestId('user-identity-page');
    await expect(pageRoot).toBeVisible();
    await pageRoot.getByRole('button', { name: 'Add' }).click();
    const form = admin.getByTestId('resource-form').last();
    await form.getByLabel('User', { exact: true }).click();
    await admin.keyboard.type('adm');
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'admin' }).first().click();
    await form.getByLabel('Provider', { exact: true }).click();
    await admin.locator('.ant-select-dropdown:visible').getByTitle('Corp SSO (corp)').click();
    await form.getByLabel('Subject (sub)', { exact: true }).fill('ada-sso');
    await form.getByLabel('Display name', { exact: true }).fill('ada@corp.test');
    await shot(admin, '04-link-form');
    await admin.getByRole('button', { name: 'Save' }).last().click();
    await expect(pageRoot.locator('.ant-table-row').filter({ hasText: 'ada-sso' })).toBeVisible();
    await shot(admin, '05-linked-accounts');
    const [linked] = await db.select().from(userIdentities);
    const [adminRow] = await db.select().from(users).where(eq(users.userName, 'admin'));
    assert(linked).toMatchObject({ provider: 'corp', subject: 'ada-sso', userId: adminRow!.id, linkedBy: adminRow!.id, lastUsedAt: null });
    await adminContext.context.close();

    // 3. A fresh browser asks for a page, signs in at the provider and lands on that page signed in.
    const fresh = await newContext(browser);
    const visitor = await fresh.context.newPage();
    await english(visitor);
    await visitor.goto(`${server.baseUrl}/system/identity`);
    await expectUrl(visitor, (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/system/identity', 'the login page remembering the page');
    await visitor.getByTestId('third-party-links').getByRole('link', { name: 'Sign in with Corp SSO' }).click();
    await signInAtProvider(visitor, idp.issuer, 'ada-sso');
    await expect(visitor.getByTestId('aside-menu')).toBeVisible();
    await expectUrl(visitor, (url) => url.pathname === '/system/identity', 'the page asked for');
    await expect(visitor.getByTestId('user-identity-page').locator('.ant-table-row').filter({ hasText: 'ada-sso' })).toBeVisible();
    await shot(visitor, '06-signed-in-through-provider');
    const [signIn] = await db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
    assert(signIn).toMatchObject({ method: 'oidc', success: true, reason: 'ok', userId: adminRow!.id, userName: 'corp:ada@corp.test' });
    // The console made no third-party request; the provider's development page asks for a web font, refused.
    assert(fresh.foreignRequests.every((url) => new URL(url).hostname === 'fonts.googleapis.com')).toBe(true);
    assert(fresh.pageErrors).toEqual([]);
    await fresh.context.close();
  });
});
