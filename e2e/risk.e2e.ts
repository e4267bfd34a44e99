import { eq } from 'drizzle-orm';
import { describe, expect as assert, it } from 'vitest';
import { ipBlacklist, memberLocks } from '../apps/server/src/db/schema';
import { verbatim } from '../apps/server/src/lib/text-per-language';
import { shotsInto } from './support/browser';
import { expect, type Page } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const shot = shotsInto('/tmp/shots/risk', { atRest: true });
/** Carrier-grade NAT space: no browser of this suite connects from it (they come from 127.0.0.1). */
const RANGE = '100.64.0.0/10';

async function chooseScope(page: Page, option: string) {
  const dialog = page.getByTestId('action-dialog');
  await dialog.getByLabel('Scope', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).first().click();
}

/**
 * The risk pages in Chromium on the demo seed: a CIDR range is put on the black list (and the
 * operator's own address is refused), the IP record's shared-address pivot shows the demo ring,
 * and a member's sign-in lock is lifted from the login errors. Screenshots in /tmp/shots/risk.
 * The browser connects from 127.0.0.1, which no step leaves blocked.
 */
describe('risk pages in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live, 'admin', 'en');
  const go = (path: string) => signed.page.goto(`${live.server.baseUrl}${path}`);
  const db = () => live.server.database.db;

  it('adds a CIDR range to the black list and refuses one covering the operator', async () => {
    const { page } = signed;
    await go('/risk/ip-blacklist');
    const list = page.getByTestId('risk-ip-blacklist');
    await expect(page.getByText('Your address as the server sees it: 127.0.0.1')).toBeVisible();
    await expect(list.locator('tr', { hasText: '2001:db8:bad::/48' })).toContainText('Compliance');
    await shot(page, '1-blacklist');

    // The operator's own address for the console: refused, nothing written.
    await list.getByRole('button', { name: 'Add', exact: true }).first().click();
    let dialog = page.getByTestId('action-dialog');
    await dialog.getByRole('textbox', { name: /IP \/ CIDR/ }).fill('127.0.0.0/8');
    await chooseScope(page, 'Admin console');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('testing the guard');
    await page.getByRole('button', { name: 'Add' }).last().click();
    await expect(dialog).toContainText('would block your own address 127.0.0.1');
    await shot(page, '2-self-block-refused');
    assert(await db().select().from(ipBlacklist).where(eq(ipBlacklist.ipCidr, '127.0.0.0/8'))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A range the browser is not in: listed, normalised.
    await list.getByRole('button', { name: 'Add', exact: true }).first().click();
    dialog = page.getByTestId('action-dialog');
    await dialog.getByRole('textbox', { name: /IP \/ CIDR/ }).fill('100.64.12.1/10');
    await chooseScope(page, 'Admin console');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Abusive carrier range');
    await shot(page, '3-add-range');
    await page.getByRole('button', { name: 'Add' }).last().click();
    await expect(dialog).toBeHidden();
    const row = list.locator('tr', { hasText: RANGE });
    await expect(row).toContainText('Admin console');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Abusive carrier range');
    const [entry] = await db().select().from(ipBlacklist).where(eq(ipBlacklist.ipCidr, RANGE));
    assert(entry).toMatchObject({ scope: 'ADMIN_CONSOLE', source: 'MANUAL', status: 'ACTIVE', reason: verbatim('Abusive carrier range') });
    await shot(page, '4-range-listed');
    // The console, at 127.0.0.1, still answers.
    await go('/risk/ip-blacklist');
    await expect(list.locator('tr', { hasText: RANGE })).toBeVisible();
  });

  it('shows members sharing an address in the IP record, and its sign-ins', async () => {
    const { page } = signed;
    await go('/risk/ip-record');
    await expect(page.getByTestId('risk-ip-record').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await shot(page, '5-ip-record');
    await page.getByRole('tab', { name: 'Shared by several members' }).click();
    const shared = page.getByTestId('risk-shared');
    const ring = shared.locator('tr', { hasText: '198.51.100.77' });
    await expect(ring).toContainText('4');
    await expect(ring).toContainText('HK');
    await shot(page, '6-shared-pivot');
    await ring.getByRole('button', { name: 'Show sign-ins' }).click();
    const records = page.getByTestId('risk-ip-record');
    // The address is the fixed filter (no column of its own): its four sign-ins, all from Hong Kong.
    await expect(page.getByText('Showing the sign-ins of 198.51.100.77 only')).toBeVisible();
    await expect(records.locator('tbody tr.ant-table-row')).toHaveCount(4);
    await expect(records.locator('tbody tr.ant-table-row', { hasText: 'Hong Kong' })).toHaveCount(4);
    await shot(page, '7-records-of-address');
  });

  it('lifts a member\'s sign-in lock from the login errors, saying 2FA still applies', async () => {
    const { page } = signed;
    await go('/risk/login-error');
    await expect(page.getByTestId('risk-top-offenders').locator('tr', { hasText: '192.0.2.201' })).toBeVisible();
    await expect(page.getByTestId('risk-login-error').locator('tbody tr.ant-table-row').first()).toContainText(/Wrong password|Unknown account|Captcha|Two-factor/);
    await shot(page, '8-login-errors');
    await page.getByRole('tab', { name: 'Member locks' }).click();
    await expect(page.getByText('the member must still pass two-factor verification')).toBeVisible();
    const locks = page.getByTestId('risk-member-lock');
    const [open] = await db().select().from(memberLocks).where(eq(memberLocks.unlockRemark, ''));
    const row = locks.locator('tbody tr.ant-table-row').filter({ has: page.getByRole('button', { name: 'Unlock' }) }).first();
    await row.getByRole('button', { name: 'Unlock' }).click();
    const dialog = page.getByTestId('action-dialog');
    await expect(dialog).toContainText('two-factor verification');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Identity confirmed by phone');
    await shot(page, '9-unlock-dialog');
    await page.getByRole('button', { name: 'Unlock' }).last().click();
    await expect(dialog).toBeHidden();
    const [after] = await db().select().from(memberLocks).where(eq(memberLocks.id, open!.id));
    assert(after!.unlockedAt).not.toBeNull();
    assert(after!.unlockRemark).toBe('Identity confirmed by phone');
    await page.getByRole('tab', { name: 'Staff failures' }).click();
    await expect(page.getByTestId('risk-staff-failures')).toBeVisible();
    await shot(page, '10-staff-failures');
    assert(signed.pageErrors).toEqual([]);
  });
});
