import { and, eq } from 'drizzle-orm';
import { describe, expect as assert, it } from 'vitest';
import { API_BASE, FINANCE_ENDPOINTS, WILDCARD_PERMISSION } from '@ledgerdesk/shared';
import { addressBlacklist, approvals, members, users, wallets, withdrawOrders } from '../apps/server/src/db/schema';
import { ApprovalRegistry } from '../apps/server/src/modules/approval/approval-registry';
import { ApprovalService } from '../apps/server/src/modules/approval/approval-service';
import { RechargeService } from '../apps/server/src/modules/finance/recharge-service';
import { rechargeReleaseApproval } from '../apps/server/src/modules/finance/recharge-compliance';
import { currencyEditApproval } from '../apps/server/src/modules/treasury/currency-resource';
import { shotsInto } from './support/browser';
import { formField, resourceForm } from './support/console-nav';
import { expect, type Page } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';
import { tokenOf } from './support/session';

const shot = shotsInto('/tmp/shots/treasury', { atRest: true });
const LISTED = `0x${'9'.repeat(4)}${'b'.repeat(36)}`;
const POOL = ['TXpR9mY3oK4nV7bW2cD8fG5hJ6kL1qS9tU', 'TYqS8nZ4pL5oW8cX3dE9gH6jK7mN2rT1vA'];

async function pick(page: Page, label: string, option: string) {
  await formField(page, label).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).first().click();
}

/**
 * The treasury pages in Chromium on the demo seed: an operator black-lists an address, and a
 * withdrawal requested to it shows in the withdrawal list as flagged, waiting for a second review;
 * a batch of recharge addresses is imported and every line's fate is shown; the channel list shows
 * its receiving accounts masked; a currency's fee changes only once a second operator approves it.
 * Screenshots in /tmp/shots/treasury.
 */
describe('treasury pages in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live, 'admin', 'en');
  const go = (path: string) => signed.page.goto(`${live.server.baseUrl}${path}`);

  it('black-lists an address; a withdrawal to it is flagged for a second review in the withdrawal list', async () => {
    const { page } = signed;
    await go('/finance/address-blacklist');
    const list = page.getByTestId('address-blacklist-list');
    await expect(list.locator('tr', { hasText: 'ANY_EVM' })).toBeVisible();
    await list.getByRole('button', { name: /Add$/ }).first().click();
    const form = resourceForm(page);
    await formField(page, 'Wallet code').fill('ANY_EVM');
    await formField(page, 'Address').fill(`  ${LISTED.toUpperCase().replace('0X', '0x')}  `);
    await pick(page, 'Source', 'Law enforcement');
    await formField(page, 'Reason').fill('Seized by court order 2026/91');
    await shot(page, '1-blacklist-add');
    await form.page().getByRole('button', { name: 'Save' }).last().click();
    await expect(list.locator('tr', { hasText: LISTED })).toBeVisible();
    const [entry] = await live.server.database.db.select().from(addressBlacklist).where(eq(addressBlacklist.address, LISTED));
    assert(entry).toMatchObject({ walletCode: 'ANY_EVM', source: 'LAW_ENFORCEMENT', status: 'ACTIVE', hitCount: 0 });
    await shot(page, '2-blacklist-list');

    // A member asks to withdraw to it (the member-facing side; entered here through the API).
    const [alice] = await live.server.database.db.select().from(members).where(eq(members.account, 'demo_alice'));
    const res = await fetch(`${live.server.baseUrl}${API_BASE}${FINANCE_ENDPOINTS.withdrawAdd}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: alice!.id, currency: 'BTC', amount: '0.01', address: LISTED }),
    });
    const answer = (await res.json()) as { code: number; data: { id: number; orderNo: string } };
    assert(answer.code).toBe(0);
    const [order] = await live.server.database.db.select().from(withdrawOrders).where(eq(withdrawOrders.id, answer.data.id));
    assert(order).toMatchObject({ screeningResult: 'FLAGGED', needsSecondReview: true });

    await go('/finance/withdraw');
    const row = page.getByTestId('withdraw-list').locator('tr', { hasText: answer.data.orderNo });
    await expect(row).toContainText('Flagged');
    // Held for a second, different approver (the withdrawal list's marker).
    await expect(row).toContainText('Two approvals');
    await expect(row).toContainText('demo_alice');
    await row.scrollIntoViewIfNeeded();
    await shot(page, '3-withdraw-flagged');
  });

  it('imports recharge addresses and shows what became of every line', async () => {
    const { page } = signed;
    await go('/finance/recharge-address');
    const list = page.getByTestId('recharge-address-list');
    await expect(list.locator('tr', { hasText: 'TRC20 #1' })).toBeVisible();
    await shot(page, '4-recharge-addresses');
    await list.getByRole('button', { name: 'Import' }).first().click();
    const dialog = page.getByTestId('action-dialog');
    await dialog.getByLabel('Wallet code', { exact: true }).fill('USDT_TRC20');
    await dialog.getByRole('textbox', { name: /Addresses/ }).fill([POOL[0], `${POOL[1]},,cold 7`, POOL[0], 'not-an-address'].join('\n'));
    await shot(page, '5-import-form');
    await page.getByRole('button', { name: 'Import' }).last().click();
    const result = page.getByTestId('import-result');
    await expect(result).toContainText('Added: 2');
    await expect(result).toContainText('Duplicates: 1');
    await expect(result).toContainText('Invalid: 1');
    await expect(result.locator('tr', { hasText: 'not-an-address' })).toContainText('Not in the address format');
    await shot(page, '6-import-result');
    await page.getByRole('button', { name: 'OK' }).last().click();
    await expect(list.locator('tr', { hasText: POOL[1]! })).toBeVisible();
  });

  it('lists the recharge channels with their receiving accounts masked, and the wallet codes', async () => {
    const { page } = signed;
    await go('/finance/channel');
    const list = page.getByTestId('resource-finance/channel');
    const row = list.locator('tr', { hasText: 'USDT_TRC20_SHARED' });
    await shot(page, '7-channels-first');
    await expect(row).toContainText('USDT over TRC20');
    await expect(row).toContainText('****');
    const text = (await list.textContent()) ?? '';
    assert(text).toMatch(/T\w{3}\*{20,}\w{4}/);
    await shot(page, '7-channels');
    await go('/finance/wallet-code');
    await expect(page.getByTestId('resource-finance/wallet-code').locator('tr', { hasText: 'USDT_ERC20' })).toBeVisible();
    await shot(page, '8-wallet-codes');
    await go('/finance/withdraw-address');
    await expect(page.getByTestId('resource-finance/withdraw-address').locator('tr', { hasText: 'OTC desk' })).toContainText('Flagged');
    await shot(page, '9-withdraw-addresses');
    assert(signed.pageErrors).toEqual([]);
  });
  it('releases a black-listed sender\'s frozen recharge through a second operator; the counted textarea keeps clear of its help text', async () => {
    const { page } = signed;
    const db = live.server.database.db;
    const sender = 'TWd4WrZ9wn84f5x1hZhL4DHvk738ns5jwb';
    await db.insert(addressBlacklist).values({ walletCode: 'USDT_TRC20', address: sender, direction: 'INBOUND', source: 'SANCTIONS_LIST', reason: 'Sanctioned exchange' });
    const [alice] = await db.select().from(members).where(eq(members.account, 'demo_alice'));
    const staff = (await db.select({ userId: users.id, userName: users.userName }).from(users));
    const [maker, checker] = [staff.find((u) => u.userName === 'admin')!, staff.find((u) => u.userName !== 'admin')!];
    const moved = async () => {
      const now = await wallet();
      return { available: Number(now.available) - Number(before.available), frozen: Number(now.frozen) - Number(before.frozen) };
    };
    const wallet = async () => (await db.select().from(wallets).where(and(eq(wallets.memberId, alice!.id), eq(wallets.currency, 'USDT'))))[0]!;
    const before = await wallet();
    // The deposit arrives and is approved by someone other than the console's operator: credited FROZEN.
    const recharges = new RechargeService(db);
    const order = await recharges.add({ memberId: alice!.id, currency: 'USDT', amount: '321.5', channel: 'USDT_TRC20_SHARED', walletCode: 'USDT_TRC20', fromAddress: sender } as never, maker);
    await recharges.review({ id: order.id, action: 'approve' } as never, checker);
    assert(await moved()).toEqual({ available: 0, frozen: 321.5 });

    await go('/finance/recharge');
    const row = page.getByTestId('recharge-list').locator('tr', { hasText: order.orderNo });
    await expect(row).toContainText('Flagged');
    await expect(row).toContainText('Frozen, awaiting compliance');
    await expect(row).toContainText('321.5');
    await row.scrollIntoViewIfNeeded();
    await shot(page, '10-recharge-frozen');
    await row.getByRole('button', { name: 'Release' }).click();
    const dialog = page.getByTestId('action-dialog');
    await dialog.getByRole('textbox', { name: /Case note/ }).fill('Case 2026/14 closed: the vendor delisted the sender');
    await shot(page, '11-release-dialog');
    await page.getByRole('button', { name: 'Release' }).last().click();
    await expect(page.getByText(/Filed for a second operator \(request #\d+\)/)).toBeVisible();
    await expect(row).toContainText('Release awaiting approval');
    assert(await moved()).toEqual({ available: 0, frozen: 321.5 });

    // The second operator approves (the Approvals page's service): the credit moves to available once.
    const registry = new ApprovalRegistry();
    registry.register(rechargeReleaseApproval);
    const service = new ApprovalService(db, registry);
    const [pending] = await db.select().from(approvals).where(and(eq(approvals.kind, 'recharge.release-frozen'), eq(approvals.subjectId, order.id)));
    await assert(service.approve({ approvalId: pending!.id, operatorId: maker.userId, permissions: [WILDCARD_PERMISSION] })).rejects.toMatchObject({ data: { reason: 'approval.sameOperator' } });
    await service.approve({ approvalId: pending!.id, operatorId: checker.userId, permissions: [WILDCARD_PERMISSION] });
    assert(await moved()).toEqual({ available: 321.5, frozen: 0 });
    await page.reload();
    await expect(page.getByTestId('recharge-list').locator('tr', { hasText: order.orderNo })).toContainText('Released');
    await shot(page, '12-recharge-released');

    // The shared form's counted textarea (antd showCount) above a help text: the counter sits above the help, not over it.
    await go('/risk/ip-blacklist');
    await page.getByTestId('risk-ip-blacklist').getByRole('button', { name: 'Add', exact: true }).first().click();
    const add = page.getByTestId('action-dialog');
    await add.getByRole('textbox', { name: /IP \/ CIDR/ }).fill('198.51.100.0/24');
    const item = add.locator('.ant-form-item', { has: page.getByRole('textbox', { name: /IP \/ CIDR/ }) });
    const count = (await item.locator('.ant-input-data-count').boundingBox())!;
    const help = (await item.locator('.ant-form-item-extra').boundingBox())!;
    assert(count.y + count.height).toBeLessThanOrEqual(help.y + 1);
    await shot(page, '13-textarea-count-above-help');
    await page.keyboard.press('Escape');
  });

  it('changes a currency: the name at once, the fee only when a second operator approves, and the form says so', async () => {
    const { page } = signed;
    const db = live.server.database.db;
    await go('/finance/currency');
    const list = page.getByTestId('resource-finance/currency');
    // By its code cell: "Tether" holds "eth" too.
    const ethRow = (within: typeof list) => within.locator('tr', { has: page.getByRole('cell', { name: 'ETH', exact: true }) });
    const row = ethRow(list);
    await expect(row).toContainText('0.002');
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(formField(page, 'Name')).toHaveValue('Ether');
    await formField(page, 'Name').fill('Ether (mainnet)');
    await formField(page, 'Withdrawal fee, fixed').fill('0.003');
    await shot(page, '14-currency-edit');
    await resourceForm(page).page().getByRole('button', { name: 'Save' }).last().click();
    await expect(page.getByText('Saved. A change waits for a second operator: it takes effect once approved on the Approvals page.')).toBeVisible();
    await expect(row).toContainText('Ether (mainnet)');
    await expect(row).toContainText('0.002');
    await shot(page, '15-currency-awaiting');

    const [pending] = await db.select().from(approvals).where(and(eq(approvals.kind, 'currency.edit'), eq(approvals.status, 'PENDING')));
    assert(pending!.summary).toMatchObject({ en: 'currency ETH: Withdrawal fee, fixed 0.002 → 0.003' });
    // What is asked reads as a table in the currency's own terms, not as the JSON filed.
    await go('/system/approval');
    await page.getByTestId('approval-list').locator('tr', { hasText: 'currency ETH' }).getByRole('button', { name: 'Details' }).click();
    const feeChange = page.getByTestId('approval-diff').locator('tr', { hasText: 'Withdrawal fee, fixed' });
    await expect(feeChange).toContainText('0.002');
    await expect(feeChange).toContainText('0.003');
    await expect(page.getByTestId('approval-facts')).toContainText('Currency');
    await shot(page, '15b-currency-change-to-approve');
    const registry = new ApprovalRegistry();
    registry.register(currencyEditApproval);
    const checker = (await db.select({ id: users.id, userName: users.userName }).from(users)).find((u) => u.userName !== 'admin')!;
    await new ApprovalService(db, registry).approve({ approvalId: pending!.id, operatorId: checker.id, permissions: [WILDCARD_PERMISSION] });
    await go('/finance/currency');
    await expect(ethRow(page.getByTestId('resource-finance/currency'))).toContainText('0.003');
    await shot(page, '16-currency-approved');
    assert(signed.pageErrors).toEqual([]);
  });
});
