import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { budgets, coupons, couponTemplates, members, operationLogs, redeemBatches, redeemCodes } from '../apps/server/src/db/schema';
import { shotsInto } from './support/browser';
import { chooseReference } from './support/console-nav';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const SHOTS = '/tmp/shots/marketing-codes';
const shot = shotsInto(SHOTS, { atRest: true });

/**
 * Redemption codes and coupons in Chromium against the real server: an operator creates an asset
 * code batch paid from the demo marketing budget, generates it and sees its codes once (the
 * database holds only their hashes, the download is in the operation log); then sends a coupon
 * template to a member list and sees the result of each member, the unknown one named.
 * Screenshots in /tmp/shots/marketing-codes.
 */
describe('redemption codes and coupons in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live);
  let page: Page;

  beforeAll(() => {
    page = signed.page;
  });

  const db = () => live.server.database.db;
  const dialog = () => page.getByTestId('action-dialog');
  const field = (label: string) => dialog().getByLabel(label, { exact: true });
  const ok = () => page.getByRole('dialog').getByRole('button', { name: /^OK$|^New batch$|^Generate codes$|^Send coupons$/ }).last();

  it('generates a code batch and shows its codes once; only hashes are stored', async () => {
    const [budget] = await db().select().from(budgets).where(eq(budgets.code, 'DEMO-CODES-USDT'));
    await page.goto(`${live.server.baseUrl}/marketing/redeem-batch`);
    const list = page.getByTestId('redeem-batch-list');
    await expect(list).toContainText('Launch week 5 USDT');
    await list.getByRole('button', { name: 'New batch' }).click();
    await field('Name').fill('E2E spring codes');
    await chooseReference(page, dialog(), 'Budget account', 'demo-codes', 'DEMO-CODES-USDT');
    await field('Amount per code').fill('2');
    await field('Codes').fill('5');
    await shot(page, '1-new-batch');
    await ok().click();
    await expect(dialog()).toBeHidden();
    const row = list.locator('tr', { hasText: 'E2E spring codes' });
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: 'Generate codes' }).click();
    await expect(dialog()).toContainText('shown this once only');
    await ok().click();
    const once = page.getByTestId('codes-once');
    await expect(once).toContainText('cannot be shown again');
    const text = await once.getByTestId('codes-text').inputValue();
    const codes = text.split('\n').filter(Boolean);
    assert(codes).toHaveLength(5);
    await shot(page, '2-codes-shown-once');
    await once.getByRole('button', { name: 'I have saved them, close' }).click();
    await expect(once).toBeHidden();
    await expect(row).toContainText('Active');
    await shot(page, '3-batch-active');

    const [batch] = await db().select().from(redeemBatches).where(eq(redeemBatches.name, 'E2E spring codes'));
    // The budget chosen by its code is the one the batch draws on.
    assert(batch!.budgetId).toBe(budget!.id);
    const stored = await db().select().from(redeemCodes).where(eq(redeemCodes.batchId, batch!.id));
    assert(stored.map((c) => c.codeHash).sort()).toEqual(codes.map((c) => createHash('sha256').update(c.replaceAll('-', '')).digest('hex')).sort());
    const logged = await db().select().from(operationLogs).where(and(eq(operationLogs.module, 'marketing/redeem-batch'), eq(operationLogs.action, 'exportCodes')));
    assert(logged.length).toBeGreaterThanOrEqual(1);

    // The codes page shows hints only.
    await page.goto(`${live.server.baseUrl}/marketing/redeem-code?batchId=${batch!.id}`);
    const codeList = page.getByTestId('resource-marketing/redeem-code');
    await expect(codeList).toContainText(stored[0]!.codeHint);
    assert(await codeList.textContent()).not.toContain(codes[0]!);
    await shot(page, '4-code-hints');
  });

  it('sends coupons to a member list and shows the result of each member', async () => {
    const [template] = await db().select().from(couponTemplates).where(eq(couponTemplates.code, 'TAKER-50'));
    const targets = await db().select().from(members).where(like(members.account, 'demo\\_%')).limit(2);
    await page.goto(`${live.server.baseUrl}/marketing/coupon`);
    const list = page.getByTestId('coupon-list');
    await list.getByRole('button', { name: 'Send coupons' }).click();
    await chooseReference(page, dialog(), 'Template', 'TAKER-5', 'TAKER-50');
    await field('Members (ids or accounts)').fill(`${targets.map((m) => m.account).join('\n')}\nno_such_member`);
    await field('Reason').fill('Spring fee week');
    await shot(page, '5-send-form');
    await ok().click();
    const progress = page.getByTestId('batch-progress');
    await expect(progress.getByTestId('batch-summary')).toContainText(`${targets.length + 1} in all: ${targets.length} granted, 1 failed`);
    await expect(progress).toContainText('Member no_such_member does not exist.');
    await shot(page, '6-send-results');
    await progress.getByRole('button', { name: 'Close', exact: true }).last().click();
    const held = await db().select().from(coupons).where(and(eq(coupons.templateId, template!.id), eq(coupons.memberId, targets[0]!.id)));
    assert(held.length).toBeGreaterThanOrEqual(2);
    await expect(list).toContainText('Granted');
    await shot(page, '7-coupon-list');
    assert(signed.pageErrors).toEqual([]);
  });
});
