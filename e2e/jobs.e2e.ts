import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { jobLogs, jobs } from '../apps/server/src/db/schema';
import { shotsInto } from './support/browser';
import { formField, resourceForm } from './support/console-nav';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const SHOTS = '/tmp/shots/jobs';

const shot = shotsInto(SHOTS);

/**
 * Scheduled jobs in Chromium against the real server: the administrator adds a job on a registered
 * handler, sees the next five runs while typing the cron expression (and croner's reason for a bad
 * one), runs it once and follows the run into the job log; the page on a phone. Screenshots in
 * /tmp/shots/jobs.
 */
/** Narrows the job list to one job name. */
async function findJob(page: Locator, name: string) {
  const filters = page.getByTestId('resource-filters').first();
  await filters.getByLabel('Job name', { exact: true }).fill(name);
  await filters.getByRole('button', { name: 'Search' }).click();
}

describe('scheduled jobs in Chromium', () => {
  const live = useLiveConsole({ SEED_DEMO: 'off' });
  const signed = useSignedInPage(live);
  let admin: Page;
  let pageErrors: string[];
  beforeAll(() => ({ page: admin, pageErrors } = signed));

  it('adds a job with a live preview of its next runs, runs it once and finds the run in the job log', async () => {
    await admin.goto(`${live.server.baseUrl}/monitor/job`);
    const page = admin.getByTestId('job-page');
    // The built-in jobs fill more than a page: a job is found by its name.
    await findJob(page, 'recharge-expiry');
    await expect(page.locator('tr', { hasText: 'recharge-expiry' }).first()).toContainText('Built-in');
    await expect(page).toContainText('Expire stale recharges');

    await page.getByRole('button', { name: 'Add' }).first().click();
    await formField(admin, 'Job name').fill('nightly-clean');
    await formField(admin, 'Handler').click();
    // The registry holds more handlers than the list shows at once: narrow it by typing.
    await formField(admin, 'Handler').fill('Clean up the job log');
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Clean up the job log' }).first().click();
    await expect(resourceForm(admin)).toContainText('keepDays: integer');
    // What the chosen handler does, under it.
    await expect(resourceForm(admin).getByTestId('job-handler-description')).toContainText('Deletes job log rows older than keepDays days');
    await formField(admin, 'Parameters (JSON)').fill('{"keepDays": 7}');

    const cron = formField(admin, 'Cron expression');
    const preview = resourceForm(admin).getByTestId('cron-preview');
    await cron.fill('61 * * * *');
    await expect(preview).toContainText('Not a valid expression');
    await expect(preview).toContainText('minute');
    await cron.fill('0 0 3 * * *');
    await expect(preview).toContainText('Next five runs');
    await expect(preview).toContainText('Time zone: UTC');
    await expect(preview.locator('li')).toHaveCount(5);
    await shot(admin, 'job-form');
    await resourceForm(admin).page().getByRole('button', { name: 'Save' }).last().click();
    await expect(resourceForm(admin)).toBeHidden();
    const [saved] = await live.server.database.db.select().from(jobs).where(eq(jobs.jobName, 'nightly-clean'));
    assert(saved).toMatchObject({ handler: 'job-log-prune', params: '{"keepDays":7}', cronExpression: '0 0 3 * * *', status: '0', builtIn: false });
    assert(saved!.nextRunAt!.getUTCHours()).toBe(3);

    await findJob(page, 'nightly-clean');
    const row = page.locator('tr', { hasText: 'nightly-clean' }).first();
    await row.getByRole('button', { name: 'Run once' }).click();
    const dialog = admin.getByRole('dialog', { name: /Run once: nightly-clean/ });
    await dialog.getByRole('button', { name: 'Run' }).click();
    const result = dialog.getByTestId('job-run-result');
    await expect(result).toContainText('Succeeded');
    await expect(result).toContainText(/took \d+ ms/);
    await expect(result).toContainText('deleted 0 log rows older than 7 days');
    await shot(admin, 'job-run-once');
    const [logged] = await live.server.database.db.select().from(jobLogs).where(eq(jobLogs.jobId, saved!.id));
    assert(logged).toMatchObject({ trigger: 'manual', status: 'success', handler: 'job-log-prune' });

    await dialog.getByRole('link', { name: 'Open the job log' }).click();
    const log = admin.getByTestId('job-log-page');
    const logRow = log.locator('tr', { hasText: 'nightly-clean' }).first();
    await expect(logRow).toContainText('Run once');
    await expect(logRow).toContainText('Succeeded');
    // The message the server wrote in each language, shown in the reader's.
    await expect(logRow).toContainText('deleted 0 log rows older than 7 days');
    await shot(admin, 'job-log');
  });

  it('shows the job page and its details on a phone', async () => {
    await admin.goto(`${live.server.baseUrl}/monitor/job`);
    const page = admin.getByTestId('job-page');
    // Narrowed on the desktop: a phone folds the filter form away.
    await findJob(page, 'nightly-clean');
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(page).toContainText('nightly-clean');
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert(overflow).toBeLessThanOrEqual(0);
    await shot(admin, 'job-phone');
    // On a phone a row's actions are one menu.
    await page.locator('tr', { hasText: 'nightly-clean' }).first().getByRole('button', { name: 'Actions' }).click();
    await admin.getByRole('menuitem', { name: 'Details' }).click();
    await expect(admin.getByTestId('job-recent-runs')).toContainText('Succeeded');
    await shot(admin, 'job-phone-detail');
    await admin.setViewportSize({ width: 1440, height: 900 });
    assert(pageErrors).toEqual([]);
  });
});
