import { eq, sql } from 'drizzle-orm';
import { bannerResource } from '@ledgerdesk/shared/resources/content/banner';
import { contentNoticeResource } from '@ledgerdesk/shared/resources/content/notice';
import type { Db } from '../../db/client';
import { contentBanners, contentNotices } from '../../db/schema';
import { fieldRefusal } from '../../lib/errors';
import { bindResource, type ActionContext } from '../../resource';
import { checkBannerLink, checkWindow, isLive, liveSql, requirePlainText } from './content-rules';
import { keepRevisionAfterAction, revisionAfterWrite } from './content-revisions';
import { addTranslation, refuseTakenLocale, translationDecorators } from './translation-groups';

type BannerRow = typeof contentBanners.$inferSelect;
type NoticeRow = typeof contentNotices.$inferSelect;

const bannerRank = (live: boolean) => (live ? 1 : 0);
/** Pinned (and not archived) before live, live before the rest; the id then puts the newest first. */
const noticeRank = (pinned: boolean, status: string, live: boolean) => (pinned && status !== 'ARCHIVED' ? 2 : 0) + (live ? 1 : 0);

/**
 * content/banner: plain-text title, a checked link (external only on an allowed domain), a window
 * that ends after it starts and never starts in the past; publish stamps the start (now, when it
 * was unset or has passed) and archive ends it. `live` and `rank` are kept on every write.
 */
export function bannerBinding() {
  return bindResource({
    definition: bannerResource,
    table: contentBanners,
    hooks: {
      async beforeWrite({ input, current, tx }) {
        const row = current as BannerRow | null;
        const values = { ...input };
        requirePlainText(values, ['title']);
        await refuseTakenLocale(tx, 'BANNER', row, values);
        checkWindow(values, row, { start: 'startsAt', end: 'endsAt' });
        const kind = String(values.linkKind ?? row?.linkKind ?? 'NONE');
        if ('linkKind' in values || 'linkTarget' in values) values.linkTarget = await checkBannerLink(tx, kind, 'linkTarget' in values ? values.linkTarget : row?.linkTarget);
        const merged = { status: row?.status ?? 'DRAFT', startsAt: (values.startsAt ?? row?.startsAt ?? null) as Date | null, endsAt: (values.endsAt ?? row?.endsAt ?? null) as Date | null };
        const live = isLive(merged, merged.startsAt, merged.endsAt);
        return { ...values, live, rank: bannerRank(live) };
      },
      afterWrite: revisionAfterWrite('BANNER'),
      ...translationDecorators('BANNER'),
    },
    actions: {
      addTranslation: (ctx) => addTranslation(ctx, 'BANNER'),
      publish: (ctx) => publishBanner(ctx),
      archive: (ctx) =>
        ctx.db.transaction(async (tx) => {
          const row = (await ctx.loadRow(ctx.input.id!, tx)) as BannerRow;
          await tx.update(contentBanners).set({ status: 'ARCHIVED', live: false, rank: 0, version: sql`${contentBanners.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId }).where(eq(contentBanners.id, row.id));
          await keepRevisionAfterAction(tx, 'BANNER', row, 'ARCHIVE', ctx.user.userId);
          return { id: row.id, status: 'ARCHIVED' };
        }),
    },
  });
}

/** The window a publish leaves: it starts now if it had no start or its start has passed; a window already over cannot be published. */
function publishWindow(start: Date | null, end: Date | null, endField: string, now = new Date()) {
  if (end && end.getTime() <= now.getTime()) throw fieldRefusal(endField, 'has passed: set a new end before publishing', { code: 'too_small' });
  const startsAt = !start || start.getTime() < now.getTime() ? now : start;
  return { startsAt, live: startsAt.getTime() <= now.getTime() };
}

async function publishBanner(ctx: ActionContext) {
  return ctx.db.transaction(async (tx) => {
    const row = (await ctx.loadRow(ctx.input.id!, tx)) as BannerRow;
    const { startsAt, live } = publishWindow(row.startsAt, row.endsAt, 'endsAt');
    await tx
      .update(contentBanners)
      .set({ status: 'PUBLISHED', startsAt, live, rank: bannerRank(live), version: sql`${contentBanners.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId })
      .where(eq(contentBanners.id, row.id));
    await keepRevisionAfterAction(tx, 'BANNER', row, 'PUBLISH', ctx.user.userId);
    return { id: row.id, status: 'PUBLISHED', startsAt: startsAt.toISOString(), live };
  });
}

/**
 * content/notice: as banners, with a sanitised rich-text body (the engine runs every richtext
 * field through the allow-list the system notices use) and pinning; pinned notices list first.
 */
export function contentNoticeBinding() {
  return bindResource({
    definition: contentNoticeResource,
    table: contentNotices,
    hooks: {
      async beforeWrite({ input, current, tx }) {
        const row = current as NoticeRow | null;
        const values = { ...input };
        requirePlainText(values, ['title']);
        await refuseTakenLocale(tx, 'NOTICE', row, values);
        checkWindow(values, row, { start: 'startsAt', end: 'expiresAt' });
        const status = row?.status ?? 'DRAFT';
        const startsAt = (values.startsAt ?? row?.startsAt ?? null) as Date | null;
        const expiresAt = (values.expiresAt ?? row?.expiresAt ?? null) as Date | null;
        const live = isLive({ status }, startsAt, expiresAt);
        return { ...values, live, rank: noticeRank(row?.pinned ?? false, status, live) };
      },
      afterWrite: revisionAfterWrite('NOTICE'),
      ...translationDecorators('NOTICE'),
    },
    actions: {
      addTranslation: (ctx) => addTranslation(ctx, 'NOTICE'),
      publish: (ctx) =>
        ctx.db.transaction(async (tx) => {
          const row = (await ctx.loadRow(ctx.input.id!, tx)) as NoticeRow;
          const { startsAt, live } = publishWindow(row.startsAt, row.expiresAt, 'expiresAt');
          await tx
            .update(contentNotices)
            .set({ status: 'PUBLISHED', startsAt, live, rank: noticeRank(row.pinned, 'PUBLISHED', live), version: sql`${contentNotices.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId })
            .where(eq(contentNotices.id, row.id));
          await keepRevisionAfterAction(tx, 'NOTICE', row, 'PUBLISH', ctx.user.userId);
          return { id: row.id, status: 'PUBLISHED', startsAt: startsAt.toISOString(), live };
        }),
      pin: (ctx) => setPinned(ctx, true),
      unpin: (ctx) => setPinned(ctx, false),
      archive: (ctx) =>
        ctx.db.transaction(async (tx) => {
          const row = (await ctx.loadRow(ctx.input.id!, tx)) as NoticeRow;
          await tx
            .update(contentNotices)
            .set({ status: 'ARCHIVED', live: false, pinned: false, rank: 0, version: sql`${contentNotices.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId })
            .where(eq(contentNotices.id, row.id));
          await keepRevisionAfterAction(tx, 'NOTICE', row, 'ARCHIVE', ctx.user.userId);
          return { id: row.id, status: 'ARCHIVED' };
        }),
    },
  });
}

async function setPinned(ctx: ActionContext, pinned: boolean) {
  return ctx.db.transaction(async (tx) => {
    const row = (await ctx.loadRow(ctx.input.id!, tx)) as NoticeRow;
    if (pinned && row.status === 'ARCHIVED') throw fieldRefusal('status', 'an archived notice cannot be pinned', { code: 'invalid' });
    await tx
      .update(contentNotices)
      .set({ pinned, rank: noticeRank(pinned, row.status, row.live), version: sql`${contentNotices.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId })
      .where(eq(contentNotices.id, row.id));
    await keepRevisionAfterAction(tx, 'NOTICE', row, pinned ? 'PIN' : 'UNPIN', ctx.user.userId);
    return { id: row.id, pinned };
  });
}

/** Windows open and close with time: `live` and `rank` follow (the `content.liveRefresh` job, every minute). Answers how many rows changed. */
export async function refreshLive(db: Db): Promise<number> {
  const bannerLive = liveSql(contentBanners.status, contentBanners.startsAt, contentBanners.endsAt);
  const banners = await db
    .update(contentBanners)
    .set({ live: bannerLive, rank: sql`case when ${bannerLive} then 1 else 0 end` })
    .where(sql`${contentBanners.live} is distinct from ${bannerLive}`)
    .returning({ id: contentBanners.id });
  const noticeLive = liveSql(contentNotices.status, contentNotices.startsAt, contentNotices.expiresAt);
  const noticesChanged = await db
    .update(contentNotices)
    .set({ live: noticeLive, rank: sql`(case when ${contentNotices.pinned} and ${contentNotices.status} <> 'ARCHIVED' then 2 else 0 end) + (case when ${noticeLive} then 1 else 0 end)` })
    .where(sql`${contentNotices.live} is distinct from ${noticeLive}`)
    .returning({ id: contentNotices.id });
  return banners.length + noticesChanged.length;
}
