import type { Page } from 'playwright-core';
import { newContext } from './browser';
import { inLanguage } from './console-nav';
import { expect } from './expect';
import type { LiveConsole } from './live-console';
import { signInThroughForm } from './session';

/**
 * Four-eyes from the second operator's seat: `userName` signs in in a browser of their own, opens
 * the Approvals page, approves the request whose row shows `rowText` with `remark`, and leaves no
 * page error behind. `beforeApprove` sees the dialog filled in (a screenshot, say).
 */
export async function approveAsSecondOperator(
  live: LiveConsole,
  options: { userName: string; rowText: string; remark: string; beforeApprove?: (page: Page) => Promise<void> },
): Promise<void> {
  const ctx = await newContext(live.browser);
  try {
    const page = await ctx.context.newPage();
    await signInThroughForm(page, live.server.baseUrl, options.userName);
    await inLanguage(page, 'en');
    await page.goto(`${live.server.baseUrl}/system/approval`);
    await page.getByTestId('approval-list').locator('tr', { hasText: options.rowText }).getByRole('button', { name: 'Approve' }).click();
    const decide = page.getByTestId('approval-approve-dialog');
    await decide.locator('textarea').fill(options.remark);
    await options.beforeApprove?.(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(decide).toBeHidden();
    if (ctx.pageErrors.length) throw new Error(`page errors on the Approvals page: ${ctx.pageErrors.join('; ')}`);
  } finally {
    await ctx.context.close();
  }
}
