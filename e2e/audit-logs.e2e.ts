import { describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, shotsInto } from './support/browser';
import { expect } from './support/expect';
import { useLiveConsole } from './support/live-console';
import { ADMIN_PASSWORD } from './support/server';
import { signInThroughForm, tokenOf } from './support/session';

const SHOTS = '/tmp/shots/audit-logs';
const PHONE = { width: 390, height: 844 };

/** The context's pages in English, as the settings drawer would store it (no CJK font here for the screenshots). */
async function english(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: { themeConfig: { globalI18n: 'en' } }, version: 1 }));
  }, 'ledgerdesk:themeConfig');
}

const shot = shotsInto(SHOTS, { atRest: true });

describe('login log, operation log and online users in Chromium', () => {
  const live = useLiveConsole();

  it('the administrator sees the operator online, forces them out, then finds it in the operation and login logs', async () => {
    const desk = await newContext(live.browser);
    const admin = await desk.context.newPage();
    await english(admin);
    await signInThroughForm(admin, live.server.baseUrl);
    const field = await newContext(live.browser);
    const operator = await field.context.newPage();
    await english(operator);
    await signInThroughForm(operator, live.server.baseUrl, 'operator', ADMIN_PASSWORD);
    const operatorToken = await tokenOf(operator);
    assert(operatorToken).toBeTruthy();

    // Online users: the operator's session with its browser; the administrator's own marked and not choosable.
    await admin.goto(`${live.server.baseUrl}/monitor/online`);
    const table = admin.getByTestId('online-table');
    const operatorRow = table.locator('tr.ant-table-row', { hasText: 'operator' });
    await expect(operatorRow).toContainText('Chrome');
    await expect(operatorRow).toContainText('Linux');
    const adminRow = table.locator('tr.ant-table-row', { has: admin.getByTestId('this-session') });
    await expect(adminRow).toContainText('admin');
    assert(await adminRow.locator('input[type=checkbox]').isDisabled()).toBe(true);
    assert(await adminRow.getByRole('button', { name: 'Force sign-out' }).count()).toBe(0);
    // Nowhere on the page: the tokens themselves.
    const html = await admin.content();
    assert(html).not.toContain(operatorToken);
    await shot(admin, '1-online-users');

    await operatorRow.getByRole('button', { name: 'Force sign-out' }).click();
    await admin.locator('.ant-popconfirm:visible').getByRole('button', { name: /OK/ }).click();
    await expect(admin.getByText('1 sessions signed out')).toBeVisible();
    await expect(table.locator('tr.ant-table-row', { hasText: 'operator' })).toHaveCount(0);

    // The operator's next step meets the session-expired alert.
    await operator.goto(`${live.server.baseUrl}/personal`);
    await expect(operator.getByText('Login status has expired, please log in again')).toBeVisible();
    await expect(operator.getByRole('button', { name: 'Confirm' })).toBeVisible();
    // The alert has zoomed in (antd's motion classes are gone) before it is photographed.
    await operator.waitForFunction(() => !document.querySelector('.ant-modal[class*="zoom"], .ant-modal-mask[class*="fade"]'));
    await shot(operator, '2-operator-forced-out');
    assert(await operator.getByText('Login status has expired, please log in again').count()).toBe(1);

    // The operation log has the forced sign-out; its detail shows the parameters pretty-printed.
    await admin.goto(`${live.server.baseUrl}/monitor/operlog?module=monitor%2Fonline`);
    const operlog = admin.getByTestId('operlog-list');
    const logged = operlog.locator('tr.ant-table-row', { hasText: 'forceLogout' }).first();
    await expect(logged).toContainText('Succeeded · 200');
    await expect(logged).toContainText('admin');
    await shot(admin, '3-operation-log');
    await logged.getByRole('button', { name: 'Details' }).click();
    const params = admin.getByTestId('operlog-params');
    await expect(params).toContainText('"ids": [');
    await expect(admin.locator('.ant-drawer-open')).toContainText('/monitor/online/forceLogout');
    await shot(admin, '4-operation-detail');
    await admin.keyboard.press('Escape');

    // The login log shows the operator's sign-in with the browser read from it.
    await admin.goto(`${live.server.baseUrl}/monitor/logininfor?userName=operator`);
    const signIn = admin.locator('tr.ant-table-row', { hasText: 'operator' }).first();
    await expect(signIn).toContainText('Chrome');
    await expect(signIn).toContainText('Linux');
    await expect(signIn).toContainText('Signed in');
    await shot(admin, '5-login-log');

    // On a phone: the online list and the operation log stay usable.
    await admin.setViewportSize(PHONE);
    await admin.goto(`${live.server.baseUrl}/monitor/online`);
    await expect(admin.getByTestId('this-session')).toBeVisible();
    await shot(admin, '6-online-phone');
    await admin.goto(`${live.server.baseUrl}/monitor/operlog`);
    await expect(admin.getByTestId('operlog-list').locator('tr.ant-table-row').first()).toBeVisible();
    await shot(admin, '7-operation-log-phone');

    assert(desk.pageErrors).toEqual([]);
    assert(desk.foreignRequests).toEqual([]);
    assert(field.foreignRequests).toEqual([]);
    await field.context.close();
    await desk.context.close();
  });
});
