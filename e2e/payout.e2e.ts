import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { members, moneyLogs, payoutAttempts, users } from '../apps/server/src/db/schema';
import { WithdrawService } from '../apps/server/src/modules/finance/withdraw-service';
import { ARTIFACTS, shotsInto } from './support/browser';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const shot = shotsInto(`${ARTIFACTS}/payout`, { atRest: true });

/**
 * Third-party payout in Chromium: a withdrawal the demo operator approved is dispatched by admin to
 * the simulated provider from the withdrawal's detail; the provider's signed webhook (posted by the
 * server to itself a second later) completes it; the detail shows the attempt timeline and the money
 * log the WITHDRAW row. The stale-payout queue lists the demo's stuck payout.
 */
describe('third-party payout in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live);
  let page: Page;
  let orderNo: string;
  let withdrawId: number;

  beforeAll(async () => {
    page = signed.page;
    const { db } = live.server.database;
    const [frank] = await db.select({ id: members.id }).from(members).where(eq(members.account, 'demo_frank'));
    const [clerk] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'operator'));
    // A member's request, approved by the demo operator: admin, who did not review it, may pay it.
    const withdrawals = new WithdrawService(db);
    const order = await withdrawals.request({ memberId: frank!.id, currency: 'USDT', amount: '300', address: 'TE2ePayoutAddr7Kq' }, null);
    await withdrawals.review({ id: order.id, action: 'approve', remark: '' }, { userId: clerk!.id, userName: 'operator' });
    orderNo = order.orderNo;
    withdrawId = order.id;
  });

  it('dispatches an approved withdrawal to the simulated provider; the webhook completes it; the timeline and the money log show it', async () => {
    await page.goto(`${live.server.baseUrl}/finance/withdraw?orderNo=${orderNo}`);
    const list = page.getByTestId('withdraw-list');
    const row = list.locator('tr', { hasText: orderNo });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Details' }).click();
    const panel = page.getByTestId('payout-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('payout-simulated')).toContainText('Simulated provider');
    await panel.getByTestId('payout-dispatch').click();
    await expect(page.getByText('Pay 298.7 USDT to TE2ePayoutAddr7Kq through SIMULATED?')).toBeVisible();
    await shot(page, 'payout-dispatch-confirm');
    await page.getByTestId('payout-dispatch-ok').click();

    // The webhook arrives about a second later; the panel follows the attempt until it settles.
    const attempt = panel.getByTestId('payout-attempt-1');
    await expect(attempt).toContainText('Attempt 1 · SIMULATED');
    await expect(attempt).toContainText('Succeeded', 30_000);
    await expect(attempt).toContainText('Provider reference: SIM-');
    await expect(attempt).toContainText('Result received');
    await expect(page.locator('.ant-drawer').getByText('Completed').first()).toBeVisible(30_000);
    await expect(panel.getByTestId('payout-dispatch')).toHaveCount(0);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'payout-detail-timeline');

    const [stored] = await live.server.database.db.select().from(payoutAttempts).where(eq(payoutAttempts.withdrawId, withdrawId));
    assert(stored).toMatchObject({ status: 'SUCCEEDED', attemptNo: 1, providerCode: 'SIMULATED' });
    const logs = await live.server.database.db.select().from(moneyLogs).where(eq(moneyLogs.refNo, orderNo));
    assert(logs.map((l) => l.type).sort()).toEqual(['WITHDRAW', 'WITHDRAW_FREEZE', 'WITHDRAW_FREEZE']);

    await page.keyboard.press('Escape');
    await page.goto(`${live.server.baseUrl}/finance/moneylog?refNo=${orderNo}`);
    const withdrawRow = page.locator('tr', { hasText: orderNo }).filter({ hasText: 'Withdrawal' }).filter({ hasText: '-300' });
    await expect(withdrawRow.first()).toBeVisible();
    await shot(page, 'payout-money-log');
    assert(signed.pageErrors).toEqual([]);
  });

  it('lists the demo payout stuck for 45 minutes after a retryable failure; its detail offers a retry', async () => {
    await page.goto(`${live.server.baseUrl}/finance/payout`);
    const queue = page.getByTestId('payout-queue');
    const stuck = queue.locator('tr', { hasText: 'SIM_TEMPORARY' });
    await expect(stuck).toBeVisible();
    await expect(stuck).toContainText('Failed');
    await shot(page, 'payout-queue');
    await stuck.getByRole('button', { name: 'Details' }).click();
    const panel = page.getByTestId('payout-panel');
    await expect(panel.getByTestId('payout-attempt-1')).toContainText('retryable');
    await expect(panel.getByTestId('payout-retry')).toBeVisible();
    assert(await panel.getByTestId('payout-retry').isEnabled()).toBe(true);
    await shot(page, 'payout-queue-detail');
    assert(signed.pageErrors).toEqual([]);
  });
});
