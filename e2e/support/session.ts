import { expect, type Page } from './expect';
import { ADMIN_PASSWORD } from './server';

/** Signs in through the real login form (the server runs with the captcha off unless told otherwise). */
export async function signInThroughForm(page: Page, baseUrl: string, userName = 'admin', password = ADMIN_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill(userName);
  await form.locator('input[autocomplete="current-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('aside-menu')).toBeVisible();
}

/** The page's session token: kept in its tab's sessionStorage, never in a cookie (issue 9). */
export async function tokenOf(page: Page): Promise<string | undefined> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('ledgerdesk:token'));
  return stored ? (JSON.parse(stored) as string) : undefined;
}
