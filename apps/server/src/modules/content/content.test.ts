import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { bannerResource } from '@ledgerdesk/shared/resources/content/banner';
import { CONTENT_APPROVAL_KINDS } from '@ledgerdesk/shared/resources/content/common';
import { newsCategoryResource, newsResource } from '@ledgerdesk/shared/resources/content/news';
import { contentNoticeResource } from '@ledgerdesk/shared/resources/content/notice';
import { serviceLinkResource } from '@ledgerdesk/shared/resources/content/service-link';
import { siteInfoResource } from '@ledgerdesk/shared/resources/content/site-info';
import { webConfigResource } from '@ledgerdesk/shared/resources/content/web-config';
import { endpointOf } from '@ledgerdesk/shared';
import { appSettingRevisions, appSettings, contentServiceLinkEvents, contentSiteInfo, contentSiteInfoRevisions, notices } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addSuperOperator } from '../finance/finance-test-kit';
import { treasuryClient } from '../treasury/treasury-test-kit';
import { settingSpec } from './setting-registry';
import { seedSettings } from './settings-seed';
import { refreshLive } from './windowed-resources';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Payloads that must come back harmless from every way out (list, get, export). */
const XSS_BODY = [
  '<p>Hello</p>',
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss = 3">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="window.__xss = 4"></svg>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
].join('');

function expectHarmless(text: string) {
  expect(text).not.toMatch(/<script/i);
  expect(text).not.toMatch(/<iframe/i);
  expect(text).not.toMatch(/<svg/i);
  expect(text).not.toMatch(/\son[a-z]+\s*=/i);
  expect(text).not.toMatch(/javascript:/i);
  expect(text).not.toMatch(/style=/i);
}

describe.each(databaseKinds)('content (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let checker: string;
  let c: ReturnType<typeof treasuryClient>;
  const db = () => t.database.db;

  const ok = (res: { status: number; body: { code: number; msg: string; data: unknown } }) => {
    expect(res.body, res.body.msg).toMatchObject({ code: 0 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return res.body.data as any;
  };
  const list = async (definition: Parameters<typeof c.op>[1], query: object = {}) => ok(await c.op(admin, definition, 'list', { pageIndex: 1, pageSize: 100, ...query })).list as Array<Record<string, unknown>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    await addSuperOperator(db(), 'checker');
    admin = await t.signIn('admin');
    checker = await t.signIn('checker');
    c = treasuryClient(t);
  });
  afterAll(() => t.close());

  describe('banners', () => {
    const banner = (over: object = {}) => ({ slot: 'HOME_TOP', platform: 'WEB', locale: 'en', title: 'Fee holiday', imageFile: 'content/a.png', linkKind: 'NONE', ...over });

    it('refuses a back-dated start, an end before the start, and links off the allow-list', async () => {
      const past = await c.op(admin, bannerResource, 'add', banner({ startsAt: at(-2 * HOUR) }));
      expect(past.status).toBe(400);
      expect(past.body.data.fields).toHaveProperty('startsAt');
      const reversed = await c.op(admin, bannerResource, 'add', banner({ startsAt: at(2 * HOUR), endsAt: at(HOUR) }));
      expect(reversed.body.data.fields).toHaveProperty('endsAt');
      for (const linkTarget of ['https://evil.example/phish', 'http://ledgerdesk.example/x', 'https://user:pw@ledgerdesk.example/', 'https://ledgerdesk.example.evil.com/']) {
        const res = await c.op(admin, bannerResource, 'add', banner({ linkKind: 'EXTERNAL_URL', linkTarget }));
        expect(res.status, linkTarget).toBe(400);
        expect(res.body.data.fields, linkTarget).toHaveProperty('linkTarget');
      }
      for (const linkTarget of ['javascript:alert(1)', '//evil.example/x', 'promo']) {
        const res = await c.op(admin, bannerResource, 'add', banner({ linkKind: 'INTERNAL_ROUTE', linkTarget }));
        expect(res.body.data.fields, linkTarget).toHaveProperty('linkTarget');
      }
      const good = ok(await c.op(admin, bannerResource, 'add', banner({ linkKind: 'EXTERNAL_URL', linkTarget: 'https://help.ledgerdesk.example/fees' })));
      expect(good).toMatchObject({ status: 'DRAFT', live: false, linkTarget: 'https://help.ledgerdesk.example/fees' });
    });

    it('publish makes it live (starting now, never earlier); the list shows live banners first, then the newest; archive ends it', async () => {
      const older = ok(await c.op(admin, bannerResource, 'add', banner({ title: 'older live' })));
      const scheduled = ok(await c.op(admin, bannerResource, 'add', banner({ title: 'scheduled', startsAt: at(HOUR) })));
      const draft = ok(await c.op(admin, bannerResource, 'add', banner({ title: 'newest draft' })));
      const published = ok(await c.action(admin, bannerResource, 'publish', { id: older.id }));
      expect(published.live).toBe(true);
      expect(Date.parse(published.startsAt)).toBeGreaterThan(Date.now() - 60_000);
      const scheduledPublished = ok(await c.action(admin, bannerResource, 'publish', { id: scheduled.id }));
      expect(scheduledPublished.live).toBe(false);
      // Publishing twice is refused by the state machine.
      expect((await c.action(admin, bannerResource, 'publish', { id: older.id })).status).toBe(409);

      const titles = (await list(bannerResource)).map((r) => r.title);
      expect(titles.indexOf('older live')).toBe(0);
      expect(titles.indexOf('newest draft')).toBeLessThan(titles.indexOf('scheduled'));
      expect(draft.live).toBe(false);

      ok(await c.action(admin, bannerResource, 'archive', { id: older.id }));
      const archived = (await list(bannerResource)).find((r) => r.id === older.id)!;
      expect(archived).toMatchObject({ status: 'ARCHIVED', live: false });
      expect((await c.action(admin, bannerResource, 'publish', { id: older.id })).status).toBe(409);
    });

    it('the live job follows windows as they open and close', async () => {
      const row = ok(await c.op(admin, bannerResource, 'add', banner({ title: 'window', startsAt: at(HOUR), endsAt: at(2 * HOUR) })));
      ok(await c.action(admin, bannerResource, 'publish', { id: row.id }));
      const { contentBanners } = await import('../../db/schema');
      await db().update(contentBanners).set({ startsAt: new Date(Date.now() - HOUR) }).where(eq(contentBanners.id, row.id));
      expect(await refreshLive(db())).toBeGreaterThanOrEqual(1);
      expect((await list(bannerResource)).find((r) => r.id === row.id)).toMatchObject({ live: true });
      await db().update(contentBanners).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(contentBanners.id, row.id));
      await refreshLive(db());
      expect((await list(bannerResource)).find((r) => r.id === row.id)).toMatchObject({ live: false });
    });
  });

  describe('notices', () => {
    it('rich text comes back harmless from add, get, list and export; a title with markup is refused', async () => {
      const added = ok(await c.op(admin, contentNoticeResource, 'add', { kind: 'ANNOUNCEMENT', display: 'POPUP', locale: 'en', title: 'Safe title > 5', body: XSS_BODY }));
      expectHarmless(added.body);
      expect(added.body).toContain('<p>Hello</p>');
      expect(added.body).toContain('>click</a>');
      expectHarmless(ok(await c.op(admin, contentNoticeResource, 'get', { id: added.id })).body);
      const listed = (await list(contentNoticeResource)).find((r) => r.id === added.id)!;
      expectHarmless(JSON.stringify(listed));

      const { method, path } = endpointOf(contentNoticeResource, 'export');
      const res = await t.app.inject({ method, url: api(path), headers: bearer(admin), payload: { title: 'Safe' } });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const cells: string[] = [];
      workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value ?? '')))));
      expect(cells.join('\n')).toContain('Safe title > 5');
      expectHarmless(cells.join('\n'));

      for (const title of ['<script>alert(1)</script>', 'Hi <img src=x onerror=alert(1)>', '</title><svg onload=alert(1)>']) {
        const refused = await c.op(admin, contentNoticeResource, 'add', { kind: 'ANNOUNCEMENT', display: 'LIST', locale: 'en', title, body: '<p>x</p>' });
        expect(refused.status, title).toBe(400);
        expect(refused.body.data.fields).toHaveProperty('title');
      }
      const edited = await c.op(admin, contentNoticeResource, 'edit', { id: added.id, version: added.version, title: '<b>bold</b>' });
      expect(edited.status).toBe(400);
    });

    it('is never back-dated: a past start is refused on add and edit; publish starts a passed draft now; pinned ones list first', async () => {
      expect((await c.op(admin, contentNoticeResource, 'add', { kind: 'MAINTENANCE', display: 'TICKER', locale: 'en', title: 'late', body: '<p>x</p>', startsAt: at(-HOUR) })).status).toBe(400);
      const draft = ok(await c.op(admin, contentNoticeResource, 'add', { kind: 'MAINTENANCE', display: 'TICKER', locale: 'en', title: 'maintenance', body: '<p>x</p>', startsAt: at(30_000) }));
      expect((await c.op(admin, contentNoticeResource, 'edit', { id: draft.id, version: draft.version, startsAt: at(-24 * HOUR) })).body.data.fields).toHaveProperty('startsAt');
      // The draft's start passes; publishing then does not date it back to it.
      const { contentNotices } = await import('../../db/schema');
      await db().update(contentNotices).set({ startsAt: new Date(Date.now() - 24 * HOUR) }).where(eq(contentNotices.id, draft.id));
      const published = ok(await c.action(admin, contentNoticeResource, 'publish', { id: draft.id }));
      expect(Date.parse(published.startsAt)).toBeGreaterThan(Date.now() - 60_000);

      const other = ok(await c.op(admin, contentNoticeResource, 'add', { kind: 'LISTING', display: 'LIST', locale: 'en', title: 'newest', body: '<p>y</p>' }));
      ok(await c.action(admin, contentNoticeResource, 'pin', { id: other.id }));
      const rows = await list(contentNoticeResource);
      expect(rows[0]).toMatchObject({ id: other.id, pinned: true });
      expect(rows[1]).toMatchObject({ id: draft.id, live: true });
      expect((await c.action(admin, contentNoticeResource, 'pin', { id: other.id })).status).toBe(409);
    });
  });

  describe('news', () => {
    it('slug is unique per locale; counters and the publication time are never accepted; publish stamps now', async () => {
      const en = ok(await c.op(admin, newsCategoryResource, 'add', { code: 'help', locale: 'en', name: 'Help' }));
      const zh = ok(await c.op(admin, newsCategoryResource, 'add', { code: 'help', locale: 'zh-cn', name: '帮助' }));
      const article = ok(await c.op(admin, newsResource, 'add', { categoryId: en.id, locale: 'en', slug: 'how-to-withdraw', title: 'How to withdraw', body: XSS_BODY }));
      expectHarmless(article.body);
      const dup = await c.op(admin, newsResource, 'add', { categoryId: en.id, locale: 'en', slug: 'how-to-withdraw', title: 'Again', body: '<p>x</p>' });
      expect(dup.status).toBe(409);
      expect(dup.body.data.fields).toHaveProperty('slug');
      ok(await c.op(admin, newsResource, 'add', { categoryId: zh.id, locale: 'zh-cn', slug: 'how-to-withdraw', title: '如何提现', body: '<p>x</p>' }));
      expect((await c.op(admin, newsResource, 'add', { categoryId: zh.id, locale: 'en', slug: 'mismatch', title: 'x', body: '<p>x</p>' })).body.data.fields).toHaveProperty('categoryId');
      expect((await c.op(admin, newsResource, 'add', { categoryId: en.id, locale: 'en', slug: 'Bad Slug', title: 'x', body: '<p>x</p>' })).body.data.fields).toHaveProperty('slug');

      // Counters and the publication time are the server's: an edit sending them does not change them.
      let version = article.version;
      for (const field of [{ likeCount: 999 }, { viewCount: 5 }, { publishedAt: at(-48 * HOUR) }]) {
        const res = await c.op(admin, newsResource, 'edit', { id: article.id, version, ...field });
        if (res.status === 200) version = res.body.data.version;
        else expect(res.status, JSON.stringify(field)).toBe(400);
        expect(ok(await c.op(admin, newsResource, 'get', { id: article.id })), JSON.stringify(field)).toMatchObject({ likeCount: 0, viewCount: 0, publishedAt: null });
      }
      const published = ok(await c.action(admin, newsResource, 'publish', { id: article.id }));
      expect(Date.parse(published.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
      const got = ok(await c.op(admin, newsResource, 'get', { id: article.id }));
      expect(got).toMatchObject({ likeCount: 0, viewCount: 0, status: 'PUBLISHED' });
      expectHarmless(JSON.stringify(await list(newsResource)));
    });
  });

  describe('service links', () => {
    it('a changed target is a security event that tells every administrator; bad targets are refused; the guidance is shown', async () => {
      for (const [k, target] of [['EMAIL', 'not-an-email'], ['TELEGRAM', 'https://evil.example/t'], ['WHATSAPP', 'https://wa.me/abc'], ['URL', 'javascript:alert(1)'], ['LIVE_CHAT', 'http://chat.example']]) {
        const res = await c.op(admin, serviceLinkResource, 'add', { kind: k, labelZhCn: '客服', labelEn: 'Support', labelZhTw: '客服', target });
        expect(res.status, `${k} ${target}`).toBe(400);
        expect(res.body.data.fields).toHaveProperty('target');
      }
      const link = ok(await c.op(admin, serviceLinkResource, 'add', { kind: 'TELEGRAM', labelZhCn: '电报', labelEn: 'Telegram desk', labelZhTw: '電報', target: 'https://t.me/ledgerdesk_help' }));
      const before = (await db().select().from(notices)).length;
      ok(await c.op(admin, serviceLinkResource, 'edit', { id: link.id, version: link.version, hours: '24/7' }));
      expect((await db().select().from(notices)).length).toBe(before);
      ok(await c.op(admin, serviceLinkResource, 'edit', { id: link.id, version: link.version + 1, target: 'https://t.me/ledgerdesk_help2' }));
      const events = await db().select().from(contentServiceLinkEvents).where(eq(contentServiceLinkEvents.linkId, link.id));
      expect(events.map((e) => e.action)).toEqual(['added', 'target-changed']);
      expect(events[1]).toMatchObject({ fromTarget: 'https://t.me/ledgerdesk_help', toTarget: 'https://t.me/ledgerdesk_help2' });
      const told = (await db().select().from(notices)).filter((n) => n.title.includes('Telegram desk'));
      expect(told).toHaveLength(1);
      expect(told[0]!.content).toContain('ledgerdesk_help2');
      const row = (await list(serviceLinkResource)).find((r) => r.id === link.id)!;
      // In each language, whatever the request's Accept-Language: the console shows the reader's.
      expect(String(row.guidance)).toMatch(/^我们绝不会要求您付费才能提现/);
      expect(String(row.guidanceEn)).toMatch(/^We never ask you to pay to withdraw/);
      expect(String(row.guidanceZhTw)).toMatch(/^我們絕不會要求您付費才能提領/);
      ok(await c.action(admin, serviceLinkResource, 'disable', { id: link.id }));
      expect((await list(serviceLinkResource)).find((r) => r.id === link.id)).toMatchObject({ enabled: false });
    });
  });

  describe('website info', () => {
    it('is one record: no add or delete, a second row is refused by the database', async () => {
      const rows = await list(siteInfoResource);
      expect(rows).toHaveLength(1);
      expect((await t.app.inject({ method: 'POST', url: api('content/site-info/add'), headers: bearer(admin), payload: { name: 'x', url: 'https://x.example' } })).statusCode).toBe(404);
      await expect(db().insert(contentSiteInfo).values({ name: 'second', url: 'https://x.example' })).rejects.toThrow();
      await expect(db().insert(contentSiteInfo).values({ name: 'second', url: 'https://x.example', singleton: false })).rejects.toThrow();
    });

    it('an edit keeps a revision; a licence change waits for a second operator and is then applied with its own revision', async () => {
      const [row] = (await list(siteInfoResource)) as Array<{ id: number; version: number }>;
      const edited = ok(await c.op(admin, siteInfoResource, 'edit', { id: row!.id, version: row!.version, name: 'Ledgerdesk Global', licenceNumber: 'EFA-2' }));
      expect(edited).toMatchObject({ name: 'Ledgerdesk Global', licenceNumber: null });
      const revisions = await db().select().from(contentSiteInfoRevisions).where(eq(contentSiteInfoRevisions.siteInfoId, row!.id));
      const last = revisions.sort((a, b) => a.version - b.version).at(-1)!;
      expect(last).toMatchObject({ version: edited.version, source: 'EDIT', changedFields: ['name'] });
      expect((last.snapshot as Record<string, unknown>).name).toBe('Ledgerdesk Global');
      expect(ok(await c.op(admin, siteInfoResource, 'get', { id: row!.id }))).toMatchObject({ licenceChangePending: true });

      const request = await c.pendingRequest(CONTENT_APPROVAL_KINDS.siteInfoLicence, row!.id);
      expect(request).toBeDefined();
      expect((await c.action(admin, approvalResource, 'approve', { id: request!.id })).status).toBe(403);
      ok(await c.action(checker, approvalResource, 'approve', { id: request!.id }));
      const after = ok(await c.op(admin, siteInfoResource, 'get', { id: row!.id }));
      expect(after).toMatchObject({ licenceNumber: 'EFA-2', licenceChangePending: false, name: 'Ledgerdesk Global' });
      const applied = await db().select().from(contentSiteInfoRevisions).where(and(eq(contentSiteInfoRevisions.siteInfoId, row!.id), eq(contentSiteInfoRevisions.version, after.version)));
      expect(applied[0]).toMatchObject({ source: 'APPROVAL', changedFields: ['licenceNumber'] });
    });
  });

  describe('internal web config', () => {
    const setting = async (key: string) => (await db().select().from(appSettings).where(eq(appSettings.key, key)))[0]!;
    const revisionsOf = async (id: number) => (await db().select().from(appSettingRevisions).where(eq(appSettingRevisions.settingId, id))).sort((a, b) => a.version - b.version);

    it("describes each key in each language, and brings an earlier release's description to the registry's words", async () => {
      const rows = await list(webConfigResource);
      expect(rows.find((r) => r.key === 'mail.smtp.host')!.description).toEqual({ 'zh-cn': '发信邮件服务器', en: 'Outgoing mail server', 'zh-tw': '發信郵件伺服器' });
      // A row seeded by a release whose words were English only (as the migration leaves it), with a value an operator set.
      const before = await setting('mail.smtp.host');
      const english = { 'zh-cn': 'Outgoing mail server', en: 'Outgoing mail server', 'zh-tw': 'Outgoing mail server' };
      await db().update(appSettings).set({ description: english, valueJson: 'smtp.mail.example' }).where(eq(appSettings.id, before.id));
      const revisions = (await revisionsOf(before.id)).length;
      await seedSettings(db());
      const after = await setting('mail.smtp.host');
      expect(after.description).toEqual(settingSpec('mail.smtp.host')!.description);
      // Only the words change: the value, its version and its revisions are the operator's.
      expect(after).toMatchObject({ valueJson: 'smtp.mail.example', version: before.version });
      expect(await revisionsOf(before.id)).toHaveLength(revisions);
      await db().update(appSettings).set({ valueJson: before.valueJson }).where(eq(appSettings.id, before.id));
    });

    it('lists every registry key grouped by namespace, secrets masked; values are checked against their schema', async () => {
      const rows = await list(webConfigResource);
      const namespaces = rows.map((r) => r.namespace as string);
      expect(namespaces).toEqual([...namespaces].sort());
      const secret = rows.find((r) => r.key === 'mail.smtp.password')!;
      expect(secret.valueJson).toBe('secret://smtp/••••');
      const tz = await setting('platform.businessDay.timezone');
      const bad = await c.op(admin, webConfigResource, 'edit', { id: tz.id, version: tz.version, valueJson: 'Mars/Olympus' });
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields.valueJson).toMatch(/IANA/);
      expect((await c.op(admin, webConfigResource, 'edit', { id: tz.id, version: tz.version, valueJson: 42 })).status).toBe(400);
      expect((await setting('platform.businessDay.timezone')).valueJson).toBe('UTC');
    });

    it('a secret is only a reference: a plain value is refused, a reference accepted', async () => {
      const row = await setting('mail.smtp.password');
      const plain = await c.op(admin, webConfigResource, 'edit', { id: row.id, version: row.version, valueJson: 'hunter2' });
      expect(plain.status).toBe(400);
      expect(plain.body.data.fields.valueJson).toMatch(/reference/);
      expect((await setting('mail.smtp.password')).valueJson).toBe('secret://smtp/password');
      ok(await c.op(admin, webConfigResource, 'edit', { id: row.id, version: row.version, valueJson: 'secret://smtp/password-v2' }));
      expect((await setting('mail.smtp.password')).valueJson).toBe('secret://smtp/password-v2');
    });

    it('every change is a revision; rollback writes the old value as a new revision', async () => {
      const row = await setting('trading.delivery.enabled');
      const v1 = ok(await c.op(admin, webConfigResource, 'edit', { id: row.id, version: row.version, valueJson: false }));
      expect((await revisionsOf(row.id)).map((r) => [r.version, r.valueJson, r.source])).toEqual([
        [0, true, 'SEED'],
        [v1.version, false, 'EDIT'],
      ]);
      expect((await c.action(admin, webConfigResource, 'rollback', { id: row.id, toVersion: 99, reason: 'x' })).status).toBe(404);
      expect((await c.action(admin, webConfigResource, 'rollback', { id: row.id, toVersion: v1.version, reason: 'x' })).status).toBe(409);
      const back = ok(await c.action(admin, webConfigResource, 'rollback', { id: row.id, toVersion: 0, reason: 'delivery re-opened' }));
      expect(back).toMatchObject({ applied: true });
      const revisions = await revisionsOf(row.id);
      expect(revisions).toHaveLength(3);
      expect(revisions[2]).toMatchObject({ version: back.version, valueJson: true, source: 'ROLLBACK' });
      expect(revisions[2]!.reason).toContain('delivery re-opened');
      expect((await setting('trading.delivery.enabled')).valueJson).toBe(true);
    });

    it('a money-rule key waits for a second operator, on edit and on rollback', async () => {
      const row = await setting('finance.fourEyes.usdThreshold');
      expect((await c.op(admin, webConfigResource, 'edit', { id: row.id, version: row.version, valueJson: 'lots' })).status).toBe(400);
      ok(await c.op(admin, webConfigResource, 'edit', { id: row.id, version: row.version, valueJson: '25000' }));
      expect((await setting(row.key)).valueJson).toBe('10000');
      expect((await list(webConfigResource)).find((r) => r.id === row.id)).toMatchObject({ changePending: true });
      const request = await c.pendingRequest(CONTENT_APPROVAL_KINDS.webConfigMoneyRule, row.id);
      expect((await c.action(admin, approvalResource, 'approve', { id: request!.id })).status).toBe(403);
      ok(await c.action(checker, approvalResource, 'approve', { id: request!.id }));
      expect((await setting(row.key)).valueJson).toBe('25000');
      const revisions = await revisionsOf(row.id);
      expect(revisions.at(-1)).toMatchObject({ valueJson: '25000', source: 'APPROVAL' });

      const filed = ok(await c.action(admin, webConfigResource, 'rollback', { id: row.id, toVersion: 0, reason: 'too high' }));
      expect(filed).toMatchObject({ applied: false });
      expect((await setting(row.key)).valueJson).toBe('25000');
      ok(await c.action(checker, approvalResource, 'approve', { id: filed.approvalId }));
      expect((await setting(row.key)).valueJson).toBe('10000');
    });
  });
});
