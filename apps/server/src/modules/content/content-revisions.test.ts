import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bannerResource } from '@ledgerdesk/shared/resources/content/banner';
import { newsCategoryResource, newsResource } from '@ledgerdesk/shared/resources/content/news';
import { contentNoticeResource } from '@ledgerdesk/shared/resources/content/notice';
import { contentRevisionResource } from '@ledgerdesk/shared/resources/content/revision';
import type { ResourceDefinition } from '@ledgerdesk/shared';
import { contentBanners, contentNews, contentNotices, contentRevisions } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { treasuryClient } from '../treasury/treasury-test-kit';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(databaseKinds)('content revisions and translation groups (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let c: ReturnType<typeof treasuryClient>;
  let serial = 0;
  const db = () => t.database.db;

  const ok = (res: { status: number; body: { code: number; msg: string; data: unknown } }) => {
    expect(res.body, res.body.msg).toMatchObject({ code: 0 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return res.body.data as any;
  };
  const revisionsOf = (subjectType: string, subjectId: number) =>
    db().select().from(contentRevisions).where(and(eq(contentRevisions.subjectType, subjectType), eq(contentRevisions.subjectId, subjectId))).orderBy(contentRevisions.version);

  /** An edit names the version it read (optimistic locking). */
  const edit = async (definition: ResourceDefinition, id: number, values: object) => {
    const { version } = ok(await c.op(admin, definition, 'get', { id }));
    return c.op(admin, definition, 'edit', { id, version, ...values });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    admin = await t.signIn('admin');
    c = treasuryClient(t);
  });
  afterAll(() => t.close());

  const banner = (over: object = {}) => ({ slot: 'HOME_TOP', platform: 'WEB', locale: 'en', title: `Fee holiday ${++serial}`, imageFile: 'content/a.png', linkKind: 'NONE', ...over });

  it('every change of a banner keeps a revision (who, when, what changed); a past one is viewed and restored as a new version', async () => {
    const { id } = ok(await c.op(admin, bannerResource, 'add', banner({ title: 'First words' })));
    ok(await c.action(admin, bannerResource, 'publish', { id }));
    ok(await edit(bannerResource, id, { title: 'Second words', sort: 5 }));
    ok(await edit(bannerResource, id, { title: 'Third words' }));
    const kept = await revisionsOf('BANNER', id);
    expect(kept.map((r) => r.source)).toEqual(['ADD', 'PUBLISH', 'EDIT', 'EDIT']);
    expect(kept.map((r) => r.version)).toEqual([0, 1, 2, 3]);
    expect(kept[1]!.changedFields).toEqual(expect.arrayContaining(['status', 'startsAt']));
    expect(kept[2]!.changedFields.sort()).toEqual(['sort', 'title']);
    expect(kept.every((r) => r.operatorId !== null)).toBe(true);

    // The revisions page: filtered by item, newest first; the detail shows that version's content.
    const listed = ok(await c.op(admin, contentRevisionResource, 'list', { pageIndex: 1, pageSize: 20, subjectType: 'BANNER', subjectId: id })).list as Array<{ id: number; version: number }>;
    expect(listed.map((r) => r.version)).toEqual([3, 2, 1, 0]);
    const second = ok(await c.op(admin, contentRevisionResource, 'get', { id: listed[1]!.id }));
    expect(second.snapshot).toMatchObject({ title: 'Second words', sort: 5, status: 'PUBLISHED' });

    // Restore the ADD version: its content comes back, the lifecycle (status, window) stays as it is now.
    const restored = ok(await c.action(admin, contentRevisionResource, 'restore', { id: listed[3]!.id }));
    expect(restored).toMatchObject({ subjectType: 'BANNER', subjectId: id, restoredVersion: 0, version: 4 });
    const [row] = await db().select().from(contentBanners).where(eq(contentBanners.id, id));
    expect(row).toMatchObject({ title: 'First words', sort: 0, status: 'PUBLISHED', version: 4 });
    expect(row!.startsAt).not.toBeNull();
    const after = await revisionsOf('BANNER', id);
    expect(after.at(-1)).toMatchObject({ source: 'RESTORE', version: 4 });
    expect(after.at(-1)!.changedFields.sort()).toEqual(['sort', 'title']);
  });

  it('notices and news keep revisions through publish, pin and archive too', async () => {
    const notice = ok(await c.op(admin, contentNoticeResource, 'add', { kind: 'ANNOUNCEMENT', display: 'LIST', locale: 'en', title: 'Listing', body: '<p>Soon</p>' }));
    ok(await c.action(admin, contentNoticeResource, 'publish', { id: notice.id }));
    ok(await c.action(admin, contentNoticeResource, 'pin', { id: notice.id }));
    ok(await edit(contentNoticeResource, notice.id, { body: '<p>Now <script>x()</script></p>' }));
    ok(await c.action(admin, contentNoticeResource, 'archive', { id: notice.id }));
    const noticeRevisions = await revisionsOf('NOTICE', notice.id);
    expect(noticeRevisions.map((r) => r.source)).toEqual(['ADD', 'PUBLISH', 'PIN', 'EDIT', 'ARCHIVE']);
    // The snapshot holds what was stored: the sanitised body.
    expect(String(noticeRevisions[3]!.snapshot.body)).not.toContain('<script');

    const category = ok(await c.op(admin, newsCategoryResource, 'add', { code: `rev${serial}`, locale: 'en', name: 'Rev', sort: 1, enabled: true }));
    const article = ok(await c.op(admin, newsResource, 'add', { categoryId: category.id, locale: 'en', slug: `rev-article-${serial}`, title: 'Old title', body: '<p>Old</p>' }));
    ok(await c.action(admin, newsResource, 'publish', { id: article.id }));
    ok(await edit(newsResource, article.id, { title: 'New title' }));
    const newsRevisions = await revisionsOf('NEWS', article.id);
    expect(newsRevisions.map((r) => r.source)).toEqual(['ADD', 'PUBLISH', 'EDIT']);
    ok(await c.action(admin, contentRevisionResource, 'restore', { id: newsRevisions[0]!.id }));
    const [restored] = await db().select().from(contentNews).where(eq(contentNews.id, article.id));
    expect(restored).toMatchObject({ title: 'Old title', status: 'PUBLISHED' });
    expect(restored!.publishedAt).not.toBeNull();
  });

  it('a restore passes today’s rules: a banner link no longer allowed is refused naming linkTarget, nothing written', async () => {
    const { id } = ok(await c.op(admin, bannerResource, 'add', banner({ linkKind: 'EXTERNAL_URL', linkTarget: 'https://help.ledgerdesk.example/a' })));
    const [first] = await revisionsOf('BANNER', id);
    // The snapshot was tampered with (or the allow-list changed): the restore re-checks it.
    await db().update(contentRevisions).set({ snapshot: { ...first!.snapshot, linkTarget: 'https://evil.example/phish' } }).where(eq(contentRevisions.id, first!.id));
    const refused = await c.action(admin, contentRevisionResource, 'restore', { id: first!.id });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toHaveProperty('linkTarget');
    expect((await revisionsOf('BANNER', id)).length).toBe(1);
  });

  const translate = (definition: ResourceDefinition, id: number, locale: string, extra: object = {}) => c.action(admin, definition, 'addTranslation', { id, locale, ...extra });

  it('add translation: a prefilled DRAFT sibling in the same group; the list shows the locales; one item per locale', async () => {
    const { id } = ok(await c.op(admin, bannerResource, 'add', banner({ title: 'Earn more safely', startsAt: at(HOUR) })));
    ok(await c.action(admin, bannerResource, 'publish', { id }));
    const zh = ok(await translate(bannerResource, id, 'zh-cn'));
    const [source] = await db().select().from(contentBanners).where(eq(contentBanners.id, id));
    const [sibling] = await db().select().from(contentBanners).where(eq(contentBanners.id, zh.id));
    expect(sibling).toMatchObject({ locale: 'zh-cn', translationGroup: source!.translationGroup, title: 'Earn more safely', status: 'DRAFT', startsAt: null, slot: 'HOME_TOP' });
    const listed = ok(await c.op(admin, bannerResource, 'list', { pageIndex: 1, pageSize: 100, translationGroup: source!.translationGroup })).list as Array<{ id: number; translations: string }>;
    expect(listed.map((r) => r.translations)).toEqual(['zh-cn, en', 'zh-cn, en']);
    expect(ok(await c.op(admin, bannerResource, 'get', { id })).translations).toBe('zh-cn, en');

    const again = await translate(bannerResource, zh.id, 'zh-cn');
    expect(again.status).toBe(400);
    expect(again.body.data.fields).toHaveProperty('locale');
    const taken = await translate(bannerResource, id, 'zh-cn');
    expect(taken.status).toBe(409);
    expect(taken.body.data.fields).toHaveProperty('locale');
    // Editing a member of the group onto a locale the group holds is refused by the unique index, naming it.
    const moved = await edit(bannerResource, zh.id, { locale: 'en' });
    expect(moved.status).toBe(409);
    expect(Object.keys(moved.body.data.fields)).toEqual(expect.arrayContaining(['locale']));
  });

  it('four operators adding the same translation at once: one sibling, three refusals, the group unique per locale', async () => {
    const notice = ok(await c.op(admin, contentNoticeResource, 'add', { kind: 'MAINTENANCE', display: 'TICKER', locale: 'en', title: `Maintenance ${++serial}`, body: '<p>Window</p>' }));
    const answers = await Promise.all(Array.from({ length: 4 }, () => translate(contentNoticeResource, notice.id, 'zh-tw')));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.body.code !== 0)) {
      expect(refused.status).toBe(409);
      expect(refused.body.data.fields).toHaveProperty('locale');
    }
    const [source] = await db().select().from(contentNotices).where(eq(contentNotices.id, notice.id));
    const group = await db().select().from(contentNotices).where(eq(contentNotices.translationGroup, source!.translationGroup));
    expect(group.map((r) => r.locale).sort()).toEqual(['en', 'zh-tw']);
    // All three locales in one group.
    ok(await translate(contentNoticeResource, notice.id, 'zh-cn'));
    const listed = ok(await c.op(admin, contentNoticeResource, 'get', { id: notice.id }));
    expect(listed.translations).toBe('zh-cn, en, zh-tw');
  });

  it('a translated article files under the target locale’s category (same code, or the one named)', async () => {
    const code = `tr${++serial}`;
    const en = ok(await c.op(admin, newsCategoryResource, 'add', { code, locale: 'en', name: 'Help', sort: 1, enabled: true }));
    const article = ok(await c.op(admin, newsResource, 'add', { categoryId: en.id, locale: 'en', slug: `translated-${serial}`, title: 'How to', body: '<p>Steps</p>' }));
    const missing = await translate(newsResource, article.id, 'zh-cn');
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toHaveProperty('categoryId');
    const zhCategory = ok(await c.op(admin, newsCategoryResource, 'add', { code, locale: 'zh-cn', name: '帮助', sort: 1, enabled: true }));
    const zh = ok(await translate(newsResource, article.id, 'zh-cn'));
    const [row] = await db().select().from(contentNews).where(eq(contentNews.id, zh.id));
    expect(row).toMatchObject({ locale: 'zh-cn', categoryId: zhCategory.id, slug: `translated-${serial}`, status: 'DRAFT' });
    const wrongCategory = await translate(newsResource, article.id, 'zh-tw', { categoryId: en.id });
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.data.fields).toHaveProperty('categoryId');
  });
});
