import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect as assert, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { smsCodes, users } from '../apps/server/src/db/schema';
import { newContext, shotsInto } from './support/browser';
import { expect, expectUrl } from './support/expect';
import { useLiveConsole } from './support/live-console';

const SHOTS = '/tmp/shots-mobile';
const THEME_KEY = 'ledgerdesk:themeConfig';
const ADMIN_PHONE = '13800000001';

/** Every page of the context in English (this machine's Chromium has no CJK font to look at screenshots with). */
async function englishPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: { themeConfig: { globalI18n: 'en' } }, version: 1 }));
  }, THEME_KEY);
  return page;
}

const shot = shotsInto(SHOTS);

/**
 * The server log as this process writes it: pino writes to descriptor 1 through fs. Writes to
 * descriptors 1 and 2 are kept (and still made); every other write (the database's files) passes.
 */
function captureServerLog() {
  const original = { write: fs.write, writeSync: fs.writeSync };
  const lines: string[] = [];
  const keep = (fd: unknown, data: unknown) => {
    if (fd === 1 || fd === 2) lines.push(typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString('utf8'));
  };
  fs.write = ((fd: number, data: unknown, ...rest: unknown[]) => {
    keep(fd, data);
    return (original.write as (...args: unknown[]) => void)(fd, data, ...rest);
  }) as typeof fs.write;
  fs.writeSync = ((fd: number, data: unknown, ...rest: unknown[]) => {
    keep(fd, data);
    return (original.writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync;
  return {
    text: () => lines.join(''),
    restore: () => Object.assign(fs, original),
  };
}

describe('sign-in by mobile code in Chromium (SMS_SENDER=log)', () => {
  const log = captureServerLog();
  const live = useLiveConsole({ SMS_SENDER: 'log', LOG_LEVEL: 'warn' });
  afterAll(() => log.restore());
  beforeAll(async () => {
    await live.server.database.db.update(users).set({ phone: ADMIN_PHONE }).where(eq(users.userName, 'admin'));
  });

  /** The code in the newest development-sender line of the server log that went to the number. */
  async function codeFromLog(maskedPhone: string, after: number): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const entries = log
        .text()
        .slice(after)
        .split('\n')
        .filter((l) => l.includes('development SMS sender'))
        .map((l) => JSON.parse(l) as { smsTo: string; msg: string })
        .filter((e) => e.smsTo === maskedPhone);
      const code = entries.at(-1)?.msg.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code for ${maskedPhone} in the server log`);
  }

  async function openMobileTab(page: Page) {
    await page.goto(`${live.server.baseUrl}/login`);
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await expect(page.getByTestId('mobile-login-form')).toBeVisible();
  }

  it('asks for a code, reads it from the server log, refuses a wrong one and signs in with the right one', async () => {
    const { context, foreignRequests, pageErrors } = await newContext(live.browser);
    const page = await englishPage(context);
    await openMobileTab(page);
    await shot(page, '01-mobile-tab');

    const form = page.getByTestId('mobile-login-form');
    await form.getByLabel('Mobile number').fill('1380000');
    await page.getByTestId('mobile-get-code').click();
    await expect(form).toContainText('Enter an 11-digit mainland China mobile number');
    await shot(page, '02-bad-number');

    await form.getByLabel('Mobile number').fill(ADMIN_PHONE);
    const logFrom = log.text().length;
    await page.getByTestId('mobile-get-code').click();
    await expect(page.getByRole('status')).toContainText('If this number belongs to an account, a code is on its way. It is valid for 5 minutes.');
    await expect(page.getByTestId('mobile-get-code')).toContainText(/Again in \d+ s/);
    assert(await page.getByTestId('mobile-get-code').isDisabled()).toBe(true);
    await shot(page, '03-code-sent-countdown');

    const code = await codeFromLog('138****0001', logFrom);
    const [row] = await live.server.database.db.select().from(smsCodes).orderBy(desc(smsCodes.id)).limit(1);
    assert(row).toMatchObject({ phone: ADMIN_PHONE, status: 'SENT', sender: 'log' });
    assert(JSON.stringify(row)).not.toContain(code);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await form.getByLabel('SMS code').fill(wrong);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole('alert')).toContainText('The SMS code is wrong. 4 more tries with this code.');
    await shot(page, '04-wrong-code');

    await form.getByLabel('SMS code').fill(code);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('aside-menu')).toBeVisible();
    await expectUrl(page, (u) => u.pathname === '/home', '/home');
    await shot(page, '05-signed-in');

    // The verification-code log shows the dispatch, number masked, and never the code.
    await page.goto(`${live.server.baseUrl}/system/smscode`);
    const table = page.locator('.ant-table');
    await expect(table).toContainText('138****0001');
    await expect(table).toContainText('Sent');
    await expect(table).toContainText('Used');
    assert(await page.locator('body').textContent()).not.toContain(code);
    await shot(page, '06-code-log');
    // The administrator holds the reveal permission: the detail shows the whole number.
    await table.getByRole('button', { name: 'Details' }).first().click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Expires' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(ADMIN_PHONE);
    await expect(drawer).toContainText('Expires');
    assert(await drawer.textContent()).not.toContain(code);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    await shot(page, '06b-code-detail');

    assert(foreignRequests).toEqual([]);
    assert(pageErrors).toEqual([]);
    await context.close();
  });

  it('answers a number without an account exactly like one with an account, sending nothing', async () => {
    const { context } = await newContext(live.browser);
    const page = await englishPage(context);
    await openMobileTab(page);
    const logFrom = log.text().length;
    await page.getByTestId('mobile-login-form').getByLabel('Mobile number').fill('13900000009');
    await page.getByTestId('mobile-get-code').click();
    await expect(page.getByRole('status')).toContainText('If this number belongs to an account, a code is on its way. It is valid for 5 minutes.');
    const [row] = await live.server.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13900000009'));
    assert(row).toMatchObject({ status: 'SKIPPED', sender: '' });
    assert(log.text().slice(logFrom)).not.toContain('development SMS sender');

    // The same countdown as for a real number.
    await expect(page.getByTestId('mobile-get-code')).toContainText(/Again in \d+ s/);
    await context.close();
  });
});

describe('mobile sign-in with no SMS sender (the default)', () => {
  const live = useLiveConsole();

  it('shows the method is off and leads back to the account form', async () => {
    const { context } = await newContext(live.browser);
    const page = await englishPage(context);
    await page.goto(`${live.server.baseUrl}/login`);
    await page.getByRole('tab', { name: 'Mobile' }).click();
    const pane = page.getByRole('tabpanel');
    // Off as soon as the page knows which methods are on, or at the latest when the server refuses to send.
    if (await pane.getByTestId('mobile-login-form').isVisible()) {
      await pane.getByLabel('Mobile number').fill('13800000001');
      await pane.getByTestId('mobile-get-code').click();
    }
    await expect(pane).toContainText('This sign-in method is not enabled on this console');
    await page.waitForTimeout(400); // the tab bar's colour transition, for the screenshot
    await shot(page, '07-method-off');
    await pane.getByRole('button', { name: 'Use account sign-in' }).click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await context.close();
  });
});
