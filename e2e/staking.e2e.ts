import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actionEndpointOf, API_BASE } from '@ledgerdesk/shared';
import { approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { approvals, budgets, members, moneyLogs, stakingAccruals, stakingProducts } from '../apps/server/src/db/schema';
import { addDays, businessDateOf } from '../apps/server/src/modules/staking/business-date';
import { SubscriptionService } from '../apps/server/src/modules/staking/subscription-service';
import { shotsInto } from './support/browser';
import { chooseReference } from './support/console-nav';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';
import { tokenOf } from './support/session';

const SHOTS = '/tmp/shots/staking';
const shot = shotsInto(SHOTS, { atRest: true });
const CODE = 'E2E-USDT-7D';

/**
 * Staking in Chromium against the real server: the demo operator creates a product and files its
 * activation; the administrator, as second operator, approves it on the Approvals page; a member's
 * subscription (made through the member-side service, backdated two days) accrues once the
 * operator's daily rate is approved and the accrual runs from the Income records page; the income
 * record and the member's money log show it. Screenshots in /tmp/shots/staking.
 */
describe('staking in Chromium', () => {
  const live = useLiveConsole();
  const maker = useSignedInPage(live, 'operator');
  const checker = useSignedInPage(live, 'admin');
  let poolId: number;
  let memberId: number;
  let productId: number;
  const yesterday = addDays(businessDateOf(new Date()), -1);

  const api = async (page: Page, name: 'approve', id: number) => {
    const { method, path } = actionEndpointOf(approvalResource, name, approvalResource.actions.approve);
    const res = await fetch(`${live.server.baseUrl}${API_BASE}${path}`, {
      method,
      headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    return (await res.json()) as { code: number; msg: string };
  };
  const pickOption = async (page: Page, label: string, option: string) => {
    await page.getByTestId('action-dialog').getByLabel(label, { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  };

  beforeAll(async () => {
    const db = live.server.database.db;
    const [pool] = await db.select().from(budgets).where(eq(budgets.code, 'DEMO-YIELD-POOL-USDT'));
    poolId = pool!.id;
    const [member] = await db.select().from(members).where(eq(members.account, 'demo_bob'));
    memberId = member!.id;
  });

  it('the operator creates a product and files its activation', async () => {
    const page = maker.page;
    await page.goto(`${live.server.baseUrl}/earn/product`);
    const list = page.getByTestId('resource-earn/product');
    await expect(list).toContainText('USDT-30D');
    await shot(page, '1-products');
    await list.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByTestId('action-dialog');
    const fill = (label: string, value: string) => dialog.getByLabel(label, { exact: true }).fill(value);
    await fill('Code', CODE);
    await fill('Name (zh-CN)', 'USDT 7 天锁仓');
    await fill('Name (English)', 'USDT 7-day locked');
    await fill('Name (zh-TW)', 'USDT 7 天鎖倉');
    await fill('Risk disclosure (zh-CN)', '收益为估算，不保证。');
    await fill('Risk disclosure (English)', 'The income is an estimate and is not guaranteed.');
    await fill('Risk disclosure (zh-TW)', '收益為估算，不保證。');
    await fill('Currency', 'USDT');
    await fill('Term (days, 0 = flexible)', '7');
    await pickOption(page, 'Yield source', 'On-chain validator rewards');
    await chooseReference(page, dialog, 'Yield pool account', 'demo-yield', 'DEMO-YIELD-POOL-USDT');
    await fill('Reference APR (estimate)', '3.65');
    await fill('Minimum amount', '10');
    await fill('Cap per member', '1000');
    await fill('Total cap', '10000');
    await pickOption(page, 'Early redemption', 'Forfeit accrued income');
    await pickOption(page, 'Payout', 'Daily');
    await shot(page, '2-new-product');
    await page.getByRole('dialog').getByRole('button', { name: /^OK$|^New product$/ }).last().click();
    await expect(dialog).toBeHidden();
    const row = list.locator('tr', { hasText: CODE });
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: 'Submit for activation' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /Submit for activation|OK/ }).click();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    const db = live.server.database.db;
    const [product] = await db.select().from(stakingProducts).where(eq(stakingProducts.code, CODE));
    productId = product!.id;
    await assert.poll(async () => (await db.select().from(approvals).where(and(eq(approvals.kind, 'staking.product.activate'), eq(approvals.subjectId, productId)))).length).toBe(1);
    assert(product).toMatchObject({ status: 'DRAFT', referenceApr: '0.0365', termDays: 7, poolBudgetId: poolId });
    assert(maker.pageErrors).toEqual([]);
  });

  it('the administrator approves the activation on the Approvals page', async () => {
    const page = checker.page;
    await page.goto(`${live.server.baseUrl}/system/approval`);
    const row = page.getByTestId('approval-list').locator('tr', { hasText: CODE });
    await expect(row).toContainText('Staking product activation');
    await row.getByRole('button', { name: 'Approve' }).click();
    const decide = page.getByTestId('approval-approve-dialog');
    await shot(page, '3-approve-activation');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(decide).toBeHidden();
    await page.goto(`${live.server.baseUrl}/earn/product`);
    await expect(page.getByTestId('resource-earn/product').locator('tr', { hasText: CODE })).toContainText('Active');
    await shot(page, '4-product-active');
    // The seeded 30-day product's derived figures: subscribed total from its orders, the yield pool and its coverage.
    await page.getByTestId('resource-earn/product').locator('tr', { hasText: 'USDT-30D' }).getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog').filter({ hasText: 'Pool coverage' });
    await expect(details).toContainText('USDT-30D');
    await expect(details).toContainText('3,500');
    await shot(page, '4b-product-figures');
    await page.keyboard.press('Escape');
    const [product] = await live.server.database.db.select().from(stakingProducts).where(eq(stakingProducts.id, productId));
    assert(product!.status).toBe('ACTIVE');
    assert(product!.approverId).not.toBe(product!.makerId);
  });

  it('a subscription accrues once the rate is published and the accrual runs; the income record and money log show it', async () => {
    const db = live.server.database.db;
    // The member side (no member app in this console): subscribed two days ago, so yesterday accrues.
    const order = await new SubscriptionService(db).subscribe({ memberId, productId, amount: '1000' }, new Date(Date.now() - 2 * 86_400_000));
    assert(order.accrualFrom).toBe(yesterday);

    const page = maker.page;
    await page.goto(`${live.server.baseUrl}/earn/product`);
    const row = page.getByTestId('resource-earn/product').locator('tr', { hasText: CODE });
    await row.getByRole('button', { name: 'Publish daily rate' }).click();
    const dialog = page.getByTestId('action-dialog');
    await dialog.getByLabel('Business date', { exact: true }).fill(yesterday);
    await dialog.getByLabel('APR of the day', { exact: true }).fill('3.65');
    await dialog.getByLabel('Source note', { exact: true }).fill('Validator reward report');
    await shot(page, '5-publish-rate');
    await page.getByRole('dialog').getByRole('button', { name: /^OK$|^Publish daily rate$/ }).last().click();
    await expect(dialog).toBeHidden();
    const [filed] = await db.select().from(approvals).where(and(eq(approvals.kind, 'staking.rate.publish'), eq(approvals.subjectId, productId)));
    assert(filed).toMatchObject({ status: 'PENDING', subjectType: 'STAKING_RATE', subjectKey: yesterday });
    // The approver reads what the request is about in words, the day beside it.
    await checker.page.goto(`${live.server.baseUrl}/system/approval`);
    const waiting = checker.page.getByTestId('approval-list').locator('tr', { hasText: 'Staking daily rate' });
    await expect(waiting).toContainText(`Staking product rate ${yesterday}`);
    assert(await waiting.innerText()).not.toContain('STAKING_RATE');
    const approved = await api(checker.page, 'approve', filed!.id);
    assert(approved.code, approved.msg).toBe(0);

    const admin = checker.page;
    await admin.goto(`${live.server.baseUrl}/earn/accrual`);
    const income = admin.getByTestId('resource-earn/accrual');
    await income.getByRole('button', { name: 'Run accrual' }).click();
    await admin.getByTestId('action-dialog').getByLabel('Business date', { exact: true }).fill(yesterday);
    await admin.getByRole('dialog').getByRole('button', { name: /^OK$|^Run accrual$/ }).last().click();
    const confirm = admin.locator('.ant-modal-confirm');
    if (await confirm.count()) await confirm.getByRole('button', { name: /Run accrual|OK/ }).click();
    await expect(admin.getByTestId('action-dialog')).toBeHidden();
    await admin.reload();
    const incomeRow = admin.getByTestId('resource-earn/accrual').locator('tr', { hasText: order.orderNo });
    await expect(incomeRow).toContainText('Paid');
    await expect(incomeRow).toContainText('0.1');
    await shot(admin, '6-income-records');

    const [accrual] = await db.select().from(stakingAccruals).where(eq(stakingAccruals.orderId, order.id));
    assert(accrual).toMatchObject({ accrualDate: yesterday, amount: '0.1', status: 'PAID' });
    const [entry] = await db.select().from(moneyLogs).where(and(eq(moneyLogs.refType, 'STAKING_ACCRUAL'), eq(moneyLogs.refId, accrual!.id)));
    assert(entry).toMatchObject({ type: 'STAKE_INTEREST', balanceKind: 'AVAILABLE', change: '0.1', memberId });

    await admin.goto(`${live.server.baseUrl}/finance/moneylog?refNo=${encodeURIComponent(entry!.refNo)}`);
    const log = admin.getByTestId('moneylog-list');
    await expect(log).toContainText('Staking income');
    await expect(log).toContainText('demo_bob');
    await shot(admin, '7-money-log');

    await admin.goto(`${live.server.baseUrl}/earn/order?orderNo=${order.orderNo}`);
    await expect(admin.getByTestId('resource-earn/order').locator('tr', { hasText: order.orderNo })).toContainText('Holding');
    await shot(admin, '8-records');
    assert(checker.pageErrors).toEqual([]);
  });
});
