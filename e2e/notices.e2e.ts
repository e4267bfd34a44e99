import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect as assert, it } from 'vitest';
import { API_BASE, endpointOf } from '@ledgerdesk/shared';
import { noticeResource } from '@ledgerdesk/shared/resources/system/notice';
import { notices, roles, userRoles, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { newContext, shotsInto } from './support/browser';
import { resourceForm } from './support/console-nav';
import { expect, type Page } from './support/expect';
import { useLiveConsole } from './support/live-console';
import { ADMIN_PASSWORD } from './support/server';
import { signInThroughForm, tokenOf } from './support/session';

const SHOTS = '/tmp/shots/notices';
/** The context's pages in English from their first load (no CJK font here for the screenshots), with no reload. */
async function english(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: { themeConfig: { globalI18n: 'en' } }, version: 1 }));
  }, 'ledgerdesk:themeConfig');
}

const shot = shotsInto(SHOTS);

/** Each payload, if it ran, would set window.__pwned or open a dialog. */
const PAYLOAD = [
  '<p>Before the payloads.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<a href="javascript:window.__pwned=\'link\'" id="evil-link">harmless link</a>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<svg onload="window.__pwned = \'svg\'"><circle r="5"/></svg>',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">styled text</p>',
  '<ScRiPt>alert("mixed")</sCrIpT>',
  '<details open ontoggle="window.__pwned = \'details\'">x</details>',
  '<p>After the payloads.</p>',
].join('');

/** What the rendered notice may never hold. */
const DANGEROUS_SELECTOR = 'script, iframe, object, embed, svg, style, [onerror], [onload], [onmouseover], [ontoggle], [style], a[href^="javascript"]';

/**
 * Notices in Chromium against the real server: the administrator writes one with the rich-text
 * editor (bold and a list); a notice carrying XSS payloads goes in through the API (sanitised by
 * the server) and another straight into the table (only the browser's allow-list stands between
 * it and the page); an operator sees the unread badge, reads both from the bell with nothing
 * running, marks all read and visits the notification centre. Screenshots in /tmp/shots/notices.
 */
describe('system notices in Chromium', () => {
  const live = useLiveConsole({ SEED_DEMO: 'off' });
  let admin: Page;
  let operator: Page;
  const dialogs: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const db = live.server.database.db;
    const [common] = await db.select().from(roles).where(eq(roles.roleKey, 'common'));
    const [user] = await db.insert(users).values({ userName: 'operator', nickname: 'Olive Operator', passwordHash: await hashPassword(ADMIN_PASSWORD) }).returning();
    await db.insert(userRoles).values({ userId: user!.id, roleId: common!.id });

    const desk = await newContext(live.browser);
    closers.push(() => desk.context.close());
    admin = await desk.context.newPage();
    await english(admin);
    await signInThroughForm(admin, live.server.baseUrl, 'admin');

    const other = await newContext(live.browser);
    closers.push(() => other.context.close());
    pageErrors.push(...other.pageErrors);
    operator = await other.context.newPage();
    await english(operator);
    operator.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  const apiCall = async (op: 'add', body: object) => {
    const { method, path: endpoint } = endpointOf(noticeResource, op);
    const res = await fetch(`${live.server.baseUrl}${API_BASE}${endpoint}`, {
      method,
      headers: { authorization: `Bearer ${await tokenOf(admin)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: { id: number; content: string } };
  };

  it('the administrator writes a notice with the editor; payloads arrive through the API and the table', async () => {
    await admin.goto(`${live.server.baseUrl}/system/notice`);
    const list = admin.getByTestId('resource-system/notice');
    await list.getByRole('button', { name: 'Add' }).first().click();
    const form = resourceForm(admin);
    await form.getByLabel('Title', { exact: true }).fill('Quarter close checklist');
    const editor = form.getByTestId('rich-text-input');
    await editor.click();
    await admin.keyboard.type('Please finish ');
    await form.getByRole('button', { name: 'Bold' }).click();
    await admin.keyboard.type('before Friday');
    await form.getByRole('button', { name: 'Bold' }).click();
    await admin.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Bulleted list' }).click();
    await admin.keyboard.type('Reconcile wallets');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('Review pending withdrawals');
    await shot(admin, '1-admin-editor');
    await admin.getByRole('button', { name: 'Save' }).last().click();
    await expect(list.locator('tr', { hasText: 'Quarter close checklist' })).toBeVisible();
    const [written] = await live.server.database.db.select().from(notices).where(eq(notices.title, 'Quarter close checklist'));
    assert(written!.content).toContain('<strong>before Friday</strong>');
    assert(written!.content).toMatch(/<ul><li><p>Reconcile wallets<\/p><\/li><li><p>Review pending withdrawals<\/p><\/li><\/ul>/);
    await shot(admin, '2-admin-list');

    // Pasted as HTML through the API: the server keeps it to its allow-list.
    const viaApi = await apiCall('add', { title: 'Payload through the API', content: PAYLOAD, noticeType: '2' });
    assert(viaApi.code).toBe(0);
    assert(viaApi.data.content).not.toMatch(/<script|onerror|javascript:|<iframe|<svg|style=|ontoggle/i);
    // Written around the engine: the browser's own allow-list is all that stands in the way.
    await live.server.database.db.insert(notices).values({ title: 'Payload straight into the table', content: PAYLOAD, pinned: true });
    // Addressed to administrators only: the operator never sees it.
    const [adminRole] = await live.server.database.db.select().from(roles).where(eq(roles.roleKey, 'admin'));
    assert((await apiCall('add', { title: 'Administrators only', content: '<p>x</p>', roleIds: [adminRole!.id] })).code).toBe(0);
  });

  it('the operator reads the notices from the bell with nothing running, marks all read and visits the centre', async () => {
    await signInThroughForm(operator, live.server.baseUrl, 'operator');
    const badge = operator.getByTestId('notifications-badge');
    await expect(badge.locator('.ant-badge-count')).toContainText('3');

    await operator.getByTestId('notifications').click();
    const panel = operator.getByTestId('notifications-panel');
    await expect(panel.getByTestId('notice-row')).toHaveCount(3);
    const titles = await panel.getByTestId('notice-row').allTextContents();
    assert(titles[0]).toContain('Payload straight into the table'); // pinned first
    assert(titles.join('|')).not.toContain('Administrators only');
    await operator.waitForTimeout(400); // the popover's fade-in
    await shot(operator, '3-operator-bell');

    const rendered = async () =>
      operator.evaluate((selector) => {
        const content = document.querySelector('[data-testid="notice-content"]')!;
        return {
          html: content.innerHTML,
          text: content.textContent,
          dangerous: content.querySelectorAll(selector).length,
          pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
        };
      }, DANGEROUS_SELECTOR);

    for (const title of ['Payload straight into the table', 'Payload through the API']) {
      if (!(await panel.isVisible())) await operator.getByTestId('notifications').click();
      await panel.getByTestId('notice-row').filter({ hasText: title }).click();
      await expect(operator.getByTestId('notice-content')).toContainText('After the payloads.');
      // Give anything that would run (image errors, onload, toggles) its chance.
      await operator.getByTestId('notice-content').hover();
      await operator.waitForTimeout(500);
      const view = await rendered();
      assert(view.dangerous, view.html).toBe(0);
      assert(view.pwned, view.html).toBeNull();
      assert(view.text).toContain('harmless link');
      assert(view.text).toContain('styled text');
      // The javascript: link is left as its text, no link at all.
      assert(await operator.locator('[data-testid="notice-content"] a').count()).toBe(0);
      await shot(operator, title.includes('table') ? '4-operator-raw-payload' : '5-operator-api-payload');
      await operator.getByTestId('notice-reader-close').click();
    }
    assert(dialogs).toEqual([]);
    await expect(badge.locator('.ant-badge-count')).toContainText('1');

    await operator.getByTestId('notifications').click();
    await expect(panel.getByTestId('notice-row')).toHaveCount(1);
    // The pointer leaves the bell, as a hand moving to the panel would: its tooltip would cover the panel's corner.
    await panel.getByTestId('notice-row').hover();
    await expect(operator.locator('.ant-tooltip', { hasText: 'Notifications' })).toBeHidden();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(badge.locator('.ant-badge-count')).toBeHidden();
    await expect(panel).toContainText('No notifications');
    await panel.getByRole('button', { name: 'Go to the notification centre' }).click();
    await operator.waitForURL('**/notice-centre');
    const centre = operator.getByTestId('notice-centre');
    await expect(centre.getByTestId('notice-row')).toHaveCount(3);
    assert(await centre.locator('[data-testid="notice-row"][data-read="false"]').count()).toBe(0);
    await shot(operator, '6-centre-1440');

    await centre.getByTestId('notice-row').filter({ hasText: 'Quarter close checklist' }).click();
    const content = operator.getByTestId('notice-content');
    await expect(content.locator('strong')).toContainText('before Friday');
    await expect(content.locator('ul li')).toHaveCount(2);
    await operator.waitForTimeout(400); // the dialog's zoom-in
    await shot(operator, '7-centre-reader');
    await operator.getByTestId('notice-reader-close').click();

    await operator.setViewportSize({ width: 390, height: 844 });
    await expect(centre.getByTestId('notice-row').first()).toBeVisible();
    await shot(operator, '8-centre-390');
    await centre.getByTestId('notice-row').filter({ hasText: 'Payload through the API' }).click();
    await expect(content).toContainText('After the payloads.');
    await operator.waitForTimeout(400);
    await shot(operator, '9-reader-390');
    await operator.getByTestId('notice-reader-close').click();
    assert(dialogs).toEqual([]);
    assert(pageErrors).toEqual([]);
  });

  it('the administrator sees who read a notice', async () => {
    await admin.goto(`${live.server.baseUrl}/system/notice`);
    const row = admin.getByTestId('resource-system/notice').locator('tr', { hasText: 'Quarter close checklist' });
    await expect(row).toContainText('Everyone');
    await row.getByRole('button', { name: /Details|View/ }).first().click();
    const readers = admin.getByTestId('notice-readers');
    await expect(readers).toContainText('operator');
    await expect(readers).toContainText('Read by (1)');
    await shot(admin, '10-admin-readers');
  });
});
