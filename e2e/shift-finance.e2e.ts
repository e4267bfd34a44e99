import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it, expect as assert } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { API_BASE, FINANCE_ENDPOINTS } from '@ledgerdesk/shared';
import { files } from '../apps/server/src/db/schema';
import { newContext } from './support/browser';
import { dismissAlerts, inLanguage } from './support/console-nav';
import { expect } from './support/expect';
import { ADMIN_PASSWORD } from './support/server';
import { signInThroughForm, tokenOf } from './support/session';
import { useLiveConsole } from './support/live-console';

/**
 * Issue 11 items 6, 7, 8 and 13 in Chromium, on the demo seed (its pending recharges were entered
 * by "operator"): review dialogs that know who may approve and confirm each decision, people by
 * name, a member picker, currency precision in the form and the API, uploading the same file twice.
 * Screenshots (1440×900 and a 390×844 phone, zh-cn and en) go to /tmp/shots/finance/.
 */
const SHOTS = '/tmp/shots/finance';
const PHONE = { width: 390, height: 844 };

describe('an operator shift on the money pages', () => {
  const live = useLiveConsole();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-shift-finance-'));
  let admin: Page;
  let clerk: Page;
  const closers: Array<() => Promise<void>> = [];
  const pageErrors: string[] = [];

  /** A signed-in page of `userName` in English (texts below are the English ones). */
  async function signedIn(browser: Browser, userName: string): Promise<Page> {
    const ctx = await newContext(browser);
    closers.push(() => ctx.context.close());
    const page = await ctx.context.newPage();
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    await signInThroughForm(page, live.server.baseUrl, userName, ADMIN_PASSWORD);
    await inLanguage(page, 'en');
    return page;
  }

  const shot = async (page: Page, name: string) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  };

  /** The list page at `pathname`, alerts dismissed, settled. */
  async function openList(page: Page, pathname: string, testId: string): Promise<Locator> {
    await page.goto(`${live.server.baseUrl}${pathname}`);
    const list = page.getByTestId(testId);
    await expect(list.locator('.ant-table-row')).toBeVisible();
    await dismissAlerts(page).catch(() => undefined);
    return list;
  }

  const rowOf = (list: Locator, text: string) => list.locator('.ant-table-row', { hasText: text }).first();

  beforeAll(async () => {
    clerk = await signedIn(live.browser, 'operator');
    admin = await signedIn(live.browser, 'admin');
  });
  afterAll(async () => {
    for (const close of closers) await close();
    fs.rmSync(tempDir, { recursive: true, force: true });
    assert(pageErrors).toEqual([]);
  });

  it('(6) offers the creator no approval of their own order, with the reason; another reviewer approves after a confirmation naming order and amount', async () => {
    const list = await openList(clerk, '/finance/recharge', 'recharge-list');
    const erin = rowOf(list, 'demo_erin');
    await erin.getByRole('button', { name: 'Review' }).click();
    const dialog = clerk.getByTestId('review-dialog');
    await expect(dialog).toBeVisible();
    assert(await dialog.getByRole('radio', { name: 'Approve' }).isDisabled()).toBe(true);
    await expect(dialog.getByTestId('review-barred-approve')).toContainText('you created this record; another operator must approve it');
    assert(await dialog.getByRole('radio', { name: 'Reject' }).isChecked()).toBe(true);
    await shot(clerk, 'review-own-order-barred-1440-en');
    await clerk.keyboard.press('Escape');

    const adminList = await openList(admin, '/finance/recharge', 'recharge-list');
    const row = rowOf(adminList, 'demo_erin');
    const orderNo = ((await row.locator('td').first().textContent()) ?? '').trim();
    await row.getByRole('button', { name: 'Review' }).click();
    const review = admin.getByTestId('review-dialog');
    await expect(review).toBeVisible();
    // The reviewer's rights arrive with the dialog; its own footer's button asks for the confirmation.
    await assert.poll(() => review.getByRole('radio', { name: 'Approve' }).isChecked()).toBe(true);
    await admin.locator('.ant-modal', { has: review }).locator('.ant-modal-footer').getByRole('button', { name: 'Approve' }).click();
    const confirm = admin.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('Approve recharge');
    await expect(confirm).toContainText('demo_erin');
    await expect(confirm).toContainText('2,000.00 CNY');
    if (orderNo) await expect(confirm).toContainText(orderNo.slice(0, 10));
    await shot(admin, 'review-confirm-1440-en');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toBeHidden();
    await expect(rowOf(adminList, 'demo_erin')).toContainText('Approved');
  }, 120_000);

  it('(7) shows people by name: the creator and reviewer columns, the money log operator; the recharge form finds a member by part of the account', async () => {
    const list = await openList(admin, '/finance/recharge', 'recharge-list');
    const erin = rowOf(list, 'demo_erin');
    // Created by the clerk, reviewed by admin: both by user name.
    await expect(erin).toContainText(/operator\s*#\d+/);
    await expect(erin).toContainText(/admin\s*#\d+/);
    await shot(admin, 'recharge-list-names-1440-en');

    const log = await openList(admin, '/finance/moneylog', 'moneylog-list');
    await expect(rowOf(log, 'demo_erin')).toContainText(/admin\s*#\d+/);
    await shot(admin, 'moneylog-operator-1440-en');

    await openList(admin, '/finance/recharge', 'recharge-list');
    await admin.getByRole('button', { name: 'Add recharge' }).first().click();
    const form = admin.getByTestId('recharge-form');
    await expect(form).toBeVisible();
    const picker = form.getByRole('combobox', { name: 'Member' });
    await picker.click();
    await picker.fill('demo_gr');
    const option = admin.locator('.ant-select-item-option', { hasText: 'demo_grace' });
    await expect(option).toContainText('Grace');
    await shot(admin, 'recharge-form-member-picker-1440-en');
    await option.click();
    await expect(form.getByTestId('member-picker')).toContainText('demo_grace');
  }, 120_000);

  it('(8) refuses 1.23456789 CNY in the form and at the API', async () => {
    const form = admin.getByTestId('recharge-form');
    await form.getByRole('combobox', { name: 'Currency' }).click();
    await admin.locator('.ant-select-item-option', { hasText: /^CNY$/ }).click();
    // The channel: the manual entry or a CNY channel by name, a paused one marked.
    await form.getByRole('combobox', { name: 'Channel' }).click();
    await expect(admin.locator('.ant-select-item-option', { hasText: 'Payment provider (paused)' })).toBeVisible();
    await expect(admin.locator('.ant-select-item-option', { hasText: 'USDT over TRC20' })).toHaveCount(0);
    await admin.locator('.ant-select-item-option', { hasText: 'CNY bank transfer' }).click();
    await expect(form.getByTestId('recharge-channel')).toContainText('CNY bank transfer');
    await form.getByLabel('Requested amount').fill('1.23456789');
    await admin.locator('.ant-modal-footer').last().getByRole('button', { name: 'OK' }).click();
    await expect(form).toContainText('CNY has 2 decimal places: enter at most 2');
    await shot(admin, 'recharge-form-precision-1440-en');
    await admin.locator('.ant-modal-footer').last().getByRole('button', { name: 'Cancel' }).click();

    // The API refuses it too, naming the field, whatever a client sends.
    const token = await tokenOf(admin);
    const answer = await admin.evaluate(
      async ([url, bearer]) => {
        const res = await fetch(url!, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: JSON.stringify({ memberId: 1, currency: 'CNY', amount: '1.23456789' }),
        });
        return { status: res.status, body: (await res.json()) as { data: { fields?: Record<string, string> } } };
      },
      [`${API_BASE}${FINANCE_ENDPOINTS.rechargeAdd}`, token],
    );
    assert(answer.status).toBe(400);
    assert(Object.keys(answer.body.data.fields ?? {})).toEqual(['amount']);
  }, 60_000);

  it('(13) uploads the same file picked twice (the second instantly) and keeps one row for it', async () => {
    const filePath = path.join(tempDir, 'shift-report.pdf');
    fs.writeFileSync(filePath, crypto.randomBytes(300_000));
    await admin.goto(`${live.server.baseUrl}/system/file`);
    await expect(admin.locator('.uploader')).toBeVisible();
    const input = admin.locator('input[type=file]');
    await input.setInputFiles(filePath);
    await expect(admin.locator('[data-testid=upload-row][data-phase=success]')).toBeVisible(60_000);
    await input.setInputFiles(filePath);
    await expect(admin.locator('[data-testid=upload-row][data-phase=success]')).toHaveCount(2, 60_000);
    await expect(admin.getByTestId('upload-status').nth(1)).toContainText('instant upload');
    const table = admin.locator('.ant-table-tbody');
    await expect(table).toContainText('shift-report.pdf');
    await expect(table.locator('tr', { hasText: 'shift-report.pdf' })).toHaveCount(1);
    assert(await live.server.database.db.select().from(files).where(eq(files.name, 'shift-report.pdf'))).toHaveLength(1);
    await shot(admin, 'file-centre-twice-1440-en');
  }, 120_000);

  it('looks right on a phone and in Chinese: the barred review and the member picker', async () => {
    const phone = await signedIn(live.browser, 'operator');
    for (const language of ['zh-cn', 'en'] as const) {
      // The language is switched where the side menu shows (the helpers wait for it), then the page narrows to a phone.
      await phone.setViewportSize({ width: 1440, height: 900 });
      await inLanguage(phone, language);
      await phone.setViewportSize(PHONE);
      const list = await openList(phone, '/finance/recharge', 'recharge-list');
      const pending = rowOf(list, 'demo_dave');
      // A phone folds a row's actions into one menu (issue 11 item 4).
      await pending.getByRole('button', { name: language === 'en' ? 'Actions' : '操作' }).click();
      await phone.getByRole('menuitem', { name: language === 'en' ? 'Review' : /审\s?核/ }).click();
      await expect(phone.getByTestId('review-barred-approve')).toBeVisible();
      await shot(phone, `review-own-order-barred-390-${language}`);
      await phone.keyboard.press('Escape');
      await expect(phone.getByTestId('review-dialog')).toBeHidden();
    }
    await inLanguage(admin, 'zh-cn');
    await openList(admin, '/finance/recharge', 'recharge-list');
    await shot(admin, 'recharge-list-names-1440-zh-cn');
    await admin.getByRole('button', { name: /新增充值/ }).first().click();
    const picker = admin.getByTestId('recharge-form').getByTestId('member-picker').getByRole('combobox');
    await picker.click();
    await picker.fill('demo_gr');
    await expect(admin.locator('.ant-select-item-option', { hasText: 'demo_grace' })).toBeVisible();
    await shot(admin, 'recharge-form-member-picker-1440-zh-cn');
  }, 120_000);
});
