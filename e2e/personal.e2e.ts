import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { users } from '../apps/server/src/db/schema';
import { verifyPassword } from '../apps/server/src/lib/passwords';
import { newContext, shotsInto } from './support/browser';
import { expect } from './support/expect';
import { useLiveConsole } from './support/live-console';
import { ADMIN_PASSWORD } from './support/server';
import { signInThroughForm } from './support/session';

const SHOTS = '/tmp/shots-personal';
const NEW_PASSWORD = 'Brand-new-pass-7';
/** A real PNG (a 64×64 gradient), so the file centre stores it as an image and a browser can draw it. */
function portraitPng(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) rows.set([64 + x * 2, 100 + y, 200 - x], y * (1 + size * 3) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The context's pages in English, as the settings drawer would store it (no CJK font here for the screenshots). */
async function english(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: { themeConfig: { globalI18n: 'en' } }, version: 1 }));
  }, 'ledgerdesk:themeConfig');
}

const shot = shotsInto(SHOTS);

describe('personal centre in Chromium', () => {
  const live = useLiveConsole();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-e2e-personal-'));
  afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));
  const userRow = async (userName: string) => (await live.server.database.db.select().from(users).where(eq(users.userName, userName)))[0]!;

  it('the administrator changes profile and avatar, sees devices and history, changes the password and the other device is out', async () => {
    const desk = await newContext(live.browser);
    const page = await desk.context.newPage();
    await english(page);
    await signInThroughForm(page, live.server.baseUrl);
    // Another device signed in as the same administrator.
    const laptop = await newContext(live.browser, { viewport: { width: 1280, height: 800 } });
    const other = await laptop.context.newPage();
    await english(other);
    await signInThroughForm(other, live.server.baseUrl);

    // An image in the file centre to wear as avatar.
    const image = path.join(tempDir, 'portrait.png');
    fs.writeFileSync(image, portraitPng());
    await page.goto(`${live.server.baseUrl}/system/file`);
    await page.locator('input[type=file]').setInputFiles(image);
    await expect(page.locator('.ant-table-tbody')).toContainText('portrait.png', 30_000);

    // The user menu leads to the personal centre.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Personal centre' }).click();
    await page.waitForURL('**/personal');
    await page.getByRole('button', { name: /Edit profile/ }).click();
    await page.getByLabel('Nickname').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill('ada@ledgerdesk.test');
    await page.getByLabel('Mobile phone').fill('123');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Not a mobile phone number')).toBeVisible();
    await page.getByLabel('Mobile phone').fill('13800138000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Ada Lovelace');
    assert(await userRow('admin')).toMatchObject({ nickname: 'Ada Lovelace', email: 'ada@ledgerdesk.test', phone: '13800138000' });

    await page.getByRole('button', { name: 'Change avatar' }).click();
    await page.getByRole('button', { name: /Use this image: portrait.png/ }).click();
    await expect(page.getByText('Avatar updated')).toBeVisible();
    const avatarSrc = await page.getByTestId('profile-avatar').locator('img').getAttribute('src');
    assert(avatarSrc).toContain('/admin/api/v2/sitebkd/personal/avatarImage?id=');
    // The header shows it too, and the browser really loaded and decoded the image (decode waits for
    // it to arrive, and fails if it cannot be drawn).
    await page.getByTestId('user-menu').locator('img').waitFor();
    assert(await page.getByTestId('profile-avatar').locator('img').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(64);
    await shot(page, '1-profile');

    await page.getByRole('tab', { name: 'Signed-in devices' }).click();
    const devices = page.getByTestId('session-list');
    await expect(devices).toContainText('This device');
    assert(await devices.locator('tbody tr.ant-table-row').count()).toBe(2);
    await shot(page, '2-devices');

    await page.getByRole('tab', { name: 'Sign-in history' }).click();
    await expect(page.getByTestId('login-history')).toContainText('Signed in');
    await expect(page.getByTestId('login-history')).toContainText('Linux');
    await shot(page, '3-history');

    await page.getByRole('tab', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill('Wrong-pass-1');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is wrong')).toBeVisible();
    await shot(page, '4-wrong-old-password');
    await page.getByLabel('Current password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed; your other devices are signed out')).toBeVisible();
    assert(await verifyPassword((await userRow('admin')).passwordHash, NEW_PASSWORD)).toBe(true);

    // This device goes on working; the other one is told its session ended at its next call.
    await page.getByRole('tab', { name: 'Signed-in devices' }).click();
    await expect(page.getByTestId('session-list')).toContainText('This device');
    // The list refetches after the change: wait for it rather than read the rows it showed before.
    await expect(page.getByTestId('session-list').locator('tbody tr.ant-table-row')).toHaveCount(1);
    await other.goto(`${live.server.baseUrl}/personal`);
    await expect(other.getByText('Login status has expired, please log in again')).toBeVisible();
    await shot(other, '5-other-device-signed-out');

    assert(desk.pageErrors).toEqual([]);
    assert(desk.foreignRequests).toEqual([]);
    await laptop.context.close();
    await desk.context.close();
  });

  it('an operator whose password an administrator reset must change it before anything else, then reaches the personal centre', async () => {
    await live.server.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.userName, 'operator'));
    const { context, pageErrors, foreignRequests } = await newContext(live.browser);
    const page = await context.newPage();
    await english(page);
    await page.goto(`${live.server.baseUrl}/login`);
    const form = page.getByTestId('login-form');
    await form.locator('input[autocomplete="username"]').fill('operator');
    await form.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
    await form.locator('button[type="submit"]').click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('An administrator reset your password');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    assert(await page.getByTestId('aside-menu').count()).toBe(0);
    await shot(page, '6-forced-change');

    await dialog.getByLabel('Current password').fill(ADMIN_PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('Operator-new-9');
    await dialog.getByLabel('Confirm new password').fill('Operator-new-9');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('aside-menu')).toBeVisible();
    assert((await userRow('operator')).mustChangePassword).toBe(false);

    // The operator's role has no personal-centre menu; the page is theirs all the same.
    await page.goto(`${live.server.baseUrl}/personal`);
    await expect(page.getByRole('tab', { name: 'Change password' })).toBeVisible();
    await expect(page.locator('.ant-descriptions')).toContainText('operator');
    await shot(page, '7-operator-personal');
    assert(pageErrors).toEqual([]);
    assert(foreignRequests).toEqual([]);
    await context.close();
  });
});
