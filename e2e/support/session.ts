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

export async function tokenOf(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'ledgerdesk-token')?.value;
}
