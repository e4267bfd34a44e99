import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { configParams } from '../apps/server/src/db/schema';
import { shotsInto } from './support/browser';
import { formField, openSystemMenu, resourceForm } from './support/console-nav';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const SHOTS = '/tmp/shots/config-monitor';
const SECRET = 'sk-e2e-4f1d9a7c2b';

const shot = shotsInto(SHOTS);

/**
 * Config parameters and the server monitor in Chromium against the real server: the administrator
 * adds a sensitive parameter, sees it masked in the list and shows it with the reveal button; the
 * monitor draws its gauges and trend and refreshes its figures on its own, on a desktop and a
 * phone screen. Screenshots in /tmp/shots/config-monitor.
 */
describe('config parameters and the server monitor in Chromium', () => {
  const live = useLiveConsole({ SEED_DEMO: 'off' });
  const signed = useSignedInPage(live);
  let admin: Page;
  let pageErrors: string[];
  beforeAll(() => ({ page: admin, pageErrors } = signed));

  it('adds a sensitive parameter, masked in the list, shown only on request', async () => {
    await openSystemMenu(admin, 'Parameters');
    const page = admin.getByTestId('config-page');
    await expect(page).toContainText('sys.login.maxFailures');

    await page.getByRole('button', { name: 'Add' }).first().click();
    await formField(admin, 'Name').fill('Payment gateway key');
    await formField(admin, 'Key').fill('pay.gateway.apiKey');
    await formField(admin, 'Value').fill(SECRET);
    await formField(admin, 'Sensitive').click();
    await shot(admin, 'config-form');
    await resourceForm(admin).page().getByRole('button', { name: 'Save' }).last().click();
    await expect(resourceForm(admin)).toBeHidden();

    const row = page.locator('tr', { hasText: 'pay.gateway.apiKey' }).first();
    await expect(row).toContainText('******');
    assert(await page.textContent()).not.toContain(SECRET);
    const [stored] = await live.server.database.db.select().from(configParams).where(eq(configParams.configKey, 'pay.gateway.apiKey'));
    assert(stored).toMatchObject({ configValue: SECRET, sensitive: true, builtIn: false });
    await shot(admin, 'config-list-masked');

    await row.getByRole('button', { name: 'Show' }).click();
    await expect(row).toContainText(SECRET);
    await shot(admin, 'config-list-revealed');
    await row.getByRole('button', { name: 'Hide' }).click();
    await expect(row.getByText(SECRET)).toBeHidden();
  });

  it('draws the server monitor and refreshes its figures live, on a desktop and a phone', async () => {
    await admin.goto(`${live.server.baseUrl}/monitor/server`);
    const monitor = admin.getByTestId('server-monitor');
    await expect(monitor).toBeVisible();
    for (const gauge of ['cpu', 'memory', 'heap', 'disk']) await expect(admin.getByTestId(`monitor-gauge-chart-${gauge}`).locator('canvas')).toBeVisible();
    await expect(admin.getByTestId('monitor-trend').locator('canvas')).toBeVisible();
    await expect(admin.getByTestId('monitor-runtime')).toContainText(process.version);
    await expect(admin.getByTestId('monitor-database')).toContainText('embedded, 1 connection');
    await expect(admin.getByTestId('monitor-disks')).toContainText('/');

    // The next poll (every 5 s) brings a new sample without any click.
    const first = await admin.getByTestId('monitor-sampled-at').textContent();
    // The console's 24-hour clock, not the browser's (this context's en-US wrote "3:34:49 AM").
    assert(first).toMatch(/\b\d{2}:\d{2}:\d{2}\b/);
    assert(first).not.toMatch(/AM|PM/);
    await expect(admin.getByTestId('monitor-sampled-at').filter({ hasNotText: first! })).toBeVisible(12_000);
    await shot(admin, 'monitor-desktop');

    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(admin.getByTestId('monitor-gauge-chart-cpu').locator('canvas')).toBeVisible();
    // The charts follow the new width once their resize observer fires: the page must settle with no sideways scroll.
    const settledWidth = await admin
      .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, undefined, { timeout: 10_000 })
      .then(() => true, () => false);
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert(settledWidth, `the phone page still scrolls sideways by ${overflow}px`).toBe(true);
    await shot(admin, 'monitor-phone');
    await admin.getByTestId('monitor-host').scrollIntoViewIfNeeded();
    await shot(admin, 'monitor-phone-cards');
    await admin.setViewportSize({ width: 1440, height: 900 });
    assert(pageErrors).toEqual([]);
  });
});
