import { and, eq } from 'drizzle-orm';
import { describe, expect as assert, it } from 'vitest';
import { API_BASE, endpointOf } from '@ledgerdesk/shared';
import { bannerResource } from '@ledgerdesk/shared/resources/content/banner';
import { contentNoticeResource } from '@ledgerdesk/shared/resources/content/notice';
import { contentBanners, contentNotices, contentRevisions } from '../apps/server/src/db/schema';
import { shotsInto } from './support/browser';
import { expect, type Page } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';
import { tokenOf } from './support/session';

const shot = shotsInto('/tmp/shots/content', { atRest: true });

/** Each payload, if it ran, would set window.__pwned or open a dialog. */
const PAYLOAD = [
  '<p>Before the payloads.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<a href="javascript:window.__pwned=\'link\'" id="evil-link">harmless link</a>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<svg onload="window.__pwned = \'svg\'"><circle r="5"/></svg>',
  '<details open ontoggle="window.__pwned = \'details\'">x</details>',
  '<p>After the payloads.</p>',
].join('');

/** What a rendered piece of content may never hold (the console's own icons are svg too: only the payload's circle counts). */
const DANGEROUS = 'script, iframe, object, embed, details, svg circle, [onerror], [onload], [onmouseover], [ontoggle], [onclick], a[href^="javascript"]';

async function harmless(page: Page, scope: ReturnType<Page['locator']>) {
  assert(await scope.locator(DANGEROUS).count()).toBe(0);
  const onAttributes = await scope.evaluate((root) =>
    Array.from(root.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes).filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)).map((a) => `${el.tagName}.${a.name}`)),
  );
  assert(onAttributes).toEqual([]);
  assert(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
}

/**
 * The content pages in Chromium on the demo seed: notices list pinned and live ones first; a
 * notice carrying XSS payloads (through the API, sanitised by the server) and a title holding
 * markup (written straight into the table) show with nothing running; publishing makes a notice
 * live; banners list live ones first; service links carry the "never pay to withdraw" guidance;
 * the web config groups keys by namespace with secrets masked. Screenshots in /tmp/shots/content.
 */
describe('content pages in Chromium', () => {
  const live = useLiveConsole();
  const signed = useSignedInPage(live, 'admin', 'en');
  const dialogs: string[] = [];
  const go = (path: string) => signed.page.goto(`${live.server.baseUrl}${path}`);

  it('shows XSS payloads in notices as harmless text, and publishes a notice', async () => {
    const { page } = signed;
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const db = live.server.database.db;
    const { method, path } = endpointOf(contentNoticeResource, 'add');
    const res = await fetch(`${live.server.baseUrl}${API_BASE}${path}`, {
      method,
      headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'ANNOUNCEMENT', display: 'POPUP', locale: 'en', title: 'Payload through the API', body: PAYLOAD }),
    });
    const added = (await res.json()) as { code: number; data: { id: number } };
    assert(added.code).toBe(0);
    // A title holding markup never passes the server; written straight into the table, the page still shows it as text.
    await db.insert(contentNotices).values({ kind: 'LISTING', display: 'LIST', locale: 'en', title: '<img src=x onerror="window.__pwned=\'title\'">Raw title', body: PAYLOAD });

    await go('/content/notice');
    const list = page.getByTestId('resource-content/notice');
    await expect(list.locator('tr', { hasText: 'Payload through the API' })).toBeVisible();
    // Pinned first, then live.
    await expect(list.locator('tbody tr.ant-table-row').first()).toContainText('Leveraged trading carries a high risk of loss');
    await expect(list.locator('tr', { hasText: 'Raw title' })).toContainText('<img src=x');
    await harmless(page, list);
    await shot(page, '1-notices');

    const row = list.locator('tr', { hasText: 'Payload through the API' });
    await row.getByRole('button', { name: /Details|View/ }).first().click();
    const detail = page.getByRole('dialog').filter({ hasText: 'After the payloads.' });
    await expect(detail).toContainText('Before the payloads.');
    await expect(detail).toContainText('harmless link');
    await harmless(page, detail);
    await shot(page, '2-notice-detail');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    await row.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(row).toContainText('Published');
    const [stored] = await db.select().from(contentNotices).where(eq(contentNotices.id, added.data.id));
    assert(stored).toMatchObject({ status: 'PUBLISHED', live: true });
    assert(stored!.startsAt!.getTime()).toBeGreaterThan(Date.now() - 120_000);
    await shot(page, '3-notice-published');
    assert(dialogs).toEqual([]);
  });

  it('lists live banners first, the service links with their guidance, the web config masked, and the website info', async () => {
    const { page } = signed;
    await go('/content/banner');
    const banners = page.getByTestId('resource-content/banner');
    await expect(banners.locator('tr', { hasText: 'Protect your account' })).toBeVisible();
    const liveCount = (await live.server.database.db.select().from(contentBanners).where(eq(contentBanners.live, true))).length;
    assert(liveCount).toBeGreaterThan(0);
    const firstRows = await banners.locator('tbody tr.ant-table-row').allTextContents();
    assert(firstRows.slice(0, liveCount).every((text) => /fee/i.test(text))).toBe(true);
    await shot(page, '4-banners');

    await go('/content/service-link');
    const links = page.getByTestId('resource-content/service-link');
    await expect(links.locator('tr', { hasText: 'Live chat' })).toContainText('We never ask you to pay to withdraw');
    await shot(page, '5-service-links');

    await go('/content/web-config');
    const settings = page.getByTestId('resource-content/web-config');
    await expect(settings.locator('tr', { hasText: 'mail.smtp.password' })).toContainText('secret://smtp/••••');
    // Each key's description in the reader's language, not its JSON.
    await expect(settings.locator('tr', { hasText: 'mail.smtp.host' })).toContainText('Outgoing mail server');
    assert((await settings.locator('tr', { hasText: 'mail.smtp.host' }).textContent()) ?? '').not.toContain('zh-cn');
    assert((await settings.textContent()) ?? '').not.toContain('secret://smtp/password');
    await shot(page, '6-web-config');

    await go('/content/site-info');
    await expect(page.getByTestId('resource-content/site-info').locator('tr', { hasText: 'Ledgerdesk' })).toContainText('Example Financial Authority');
    await shot(page, '7-site-info');
    assert(signed.pageErrors).toEqual([]);
    assert(dialogs).toEqual([]);
  });

  it('adds a translation of a banner, shows its languages, and views and restores a past revision', async () => {
    const { page } = signed;
    const db = live.server.database.db;
    await go('/content/banner');
    const banners = page.getByTestId('resource-content/banner');
    const source = banners.locator('tr', { hasText: 'Protect your account' });
    await expect(source).toContainText('en');
    await source.getByRole('button', { name: 'Add translation' }).click();
    const dialog = page.getByTestId('action-dialog');
    await dialog.getByLabel('Target locale', { exact: true }).click();
    const options = page.locator('.ant-select-dropdown:visible');
    await expect(options).toBeVisible();
    await options.getByTitle('Traditional Chinese', { exact: true }).first().click();
    await shot(page, '8-add-translation');
    await page.getByRole('dialog').getByRole('button', { name: /^OK$|^Add translation$/ }).last().click();
    await expect(dialog).toBeHidden();
    const [original] = await db.select().from(contentBanners).where(and(eq(contentBanners.locale, 'en'), eq(contentBanners.title, 'Protect your account with two-factor sign-in')));
    const group = await db.select().from(contentBanners).where(eq(contentBanners.translationGroup, original!.translationGroup));
    assert(group.map((r) => r.locale).sort()).toEqual(['en', 'zh-tw']);
    const sibling = group.find((r) => r.locale === 'zh-tw')!;
    assert(sibling).toMatchObject({ status: 'DRAFT', title: original!.title });
    await page.reload();
    const rows = banners.locator('tr', { hasText: 'Protect your account' });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('en, zh-tw');
    await shot(page, '9-banner-languages');

    // The translator edits the sibling; its revisions show who changed what, and the first version can be restored.
    const { method, path } = endpointOf(bannerResource, 'edit');
    const res = await fetch(`${live.server.baseUrl}${API_BASE}${path}`, {
      method,
      headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: sibling.id, version: sibling.version, title: '以兩步驗證保護您的帳戶' }),
    });
    assert(((await res.json()) as { code: number }).code).toBe(0);
    await go(`/content/revision?subjectType=BANNER&subjectId=${sibling.id}`);
    const revisions = page.getByTestId('resource-content/revision');
    const edited = revisions.locator('tr', { hasText: '以兩步驗證保護您的帳戶' });
    await expect(edited).toContainText('Edited');
    await expect(edited).toContainText('title');
    const added = revisions.locator('tbody tr.ant-table-row', { hasText: 'Added' }).filter({ hasText: String(sibling.id) });
    await shot(page, '10-revisions');
    await added.first().getByRole('button', { name: /Details|View/ }).first().click();
    const detail = page.getByRole('dialog').filter({ hasText: 'Content at this version' });
    await expect(detail).toContainText('Protect your account with two-factor sign-in');
    await shot(page, '11-revision-detail');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await added.first().getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^OK$|^Restore this version$/ }).last().click();
    await expect(revisions.locator('tr', { hasText: 'Restored' })).toBeVisible();
    const [restored] = await db.select().from(contentBanners).where(eq(contentBanners.id, sibling.id));
    assert(restored!.title).toBe(original!.title);
    assert((await db.select().from(contentRevisions).where(and(eq(contentRevisions.subjectType, 'BANNER'), eq(contentRevisions.subjectId, sibling.id)))).map((r) => r.source)).toEqual(['ADD', 'EDIT', 'RESTORE']);
    await shot(page, '12-revision-restored');
    assert(signed.pageErrors).toEqual([]);
    assert(dialogs).toEqual([]);
  });
});
