import { describe, expect as assert, it } from 'vitest';
import { shotsInto } from './support/browser';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const shot = shotsInto('/tmp/shots/contracts', { atRest: true });

/**
 * The contract pages in Chromium on the demo seed: the DEMO-labelled index source, a product, a
 * settled delivery order with both of its recorded samples (source, venues, time, hash), and the
 * settlement audit reached from the order's "verify" link, listing that order against the sample.
 * Screenshots in /tmp/shots/contracts.
 */
describe('contract pages in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live, 'admin', 'en');
  const go = (path: string) => signed.page.goto(`${live.server.baseUrl}${path}`);

  it('shows the index source labelled DEMO, with the simulated-feed notice', async () => {
    const { page } = signed;
    await go('/contract/index-source');
    await expect(page.getByTestId('demo-feed-notice')).toContainText('not market prices');
    const row = page.getByTestId('index-source-list').locator('tr', { hasText: 'DEMO-BTC' });
    await expect(row).toContainText('DEMO');
    await expect(row).toContainText('Median');
    await shot(page, '1-index-sources');
  });

  it('shows a product contract and its detail', async () => {
    const { page } = signed;
    await go('/contract/product');
    const row = page.getByTestId('contract-product-list').locator('tr', { hasText: 'BTCUSDT-1M' });
    await expect(row).toContainText('Fixed expiry');
    assert(await page.getByTestId('contract-product-list').locator('tr', { hasText: 'TBTCUSDT-PERP' }).count()).toBe(0);
    await shot(page, '2-products');
    await row.getByRole('button', { name: /Details|View/ }).first().click();
    await expect(page.getByRole('dialog')).toContainText('Maintenance margin rate');
    await shot(page, '3-product-detail');
  });

  it('shows a settled delivery order with both recorded samples, and verifies it in the settlement audit', async () => {
    const { page } = signed;
    await go('/contract/delivery-order');
    await expect(page.getByText('Delivery contracts are off by default').first()).toBeVisible();
    const list = page.getByTestId('contract-delivery-order-list');
    const row = list.locator('tbody tr.ant-table-row', { hasText: 'Settled' }).first();
    await expect(row).toBeVisible();
    const orderNo = (await row.locator('td').first().innerText()).trim();
    assert(orderNo).toMatch(/^D\d+/);
    await shot(page, '4-delivery-orders');
    await row.getByRole('button', { name: /Details|View/ }).first().click();
    const detail = page.getByRole('dialog');
    for (const id of ['open-sample', 'close-sample']) {
      const card = detail.getByTestId(id);
      await expect(card).toContainText('DEMO-BTC');
      await expect(card).toContainText('DEMO');
      await expect(card).toContainText('demo-alpha');
      await expect(card).toContainText('Median');
    }
    await detail.getByTestId('open-sample').scrollIntoViewIfNeeded();
    await shot(page, '5-delivery-order-samples');
    await detail.getByTestId('close-sample').getByRole('link', { name: 'Verify in the settlement audit' }).click();
    const result = page.getByTestId('audit-result');
    await expect(result).toContainText('DEMO-BTC');
    await expect(page.getByTestId('audit-orders')).toContainText(orderNo);
    await expect(result).toContainText('The next sample links to this hash');
    await shot(page, '6-settlement-audit');
  });
});
