import type { ResourceDefinition } from '@ledgerdesk/shared';
import { bannerResource } from '@ledgerdesk/shared/resources/content/banner';
import { newsResource } from '@ledgerdesk/shared/resources/content/news';
import { contentNoticeResource } from '@ledgerdesk/shared/resources/content/notice';
import { contentBanners, contentNews, contentNotices } from '../../db/schema';

/** The published, per-locale content that keeps revisions and translation groups (catalogue §8). */
export const CONTENT_SUBJECTS = {
  BANNER: { table: contentBanners, definition: bannerResource as ResourceDefinition, label: 'banner' },
  NOTICE: { table: contentNotices, definition: contentNoticeResource as ResourceDefinition, label: 'notice' },
  NEWS: { table: contentNews, definition: newsResource as ResourceDefinition, label: 'article' },
} as const;
export type ContentSubject = keyof typeof CONTENT_SUBJECTS;
export type ContentTable = (typeof CONTENT_SUBJECTS)[ContentSubject]['table'];

/** Bookkeeping the server keeps; never part of what a revision shows or restores. */
const BOOKKEEPING = new Set(['live', 'rank', 'translations']);
/** Kept as they are now by a restore: the lifecycle (status, window, publication time), the locale and the group. */
const NOT_RESTORED = new Set(['status', 'locale', 'translationGroup', 'startsAt', 'endsAt', 'expiresAt', 'publishedAt', 'pinned', 'viewCount', 'likeCount']);

/** The fields a revision snapshots: every stored field of the page but the bookkeeping. */
export const snapshotFieldsOf = (subject: ContentSubject): string[] =>
  Object.entries(CONTENT_SUBJECTS[subject].definition.fields)
    .filter(([name, field]) => !field.virtual && !BOOKKEEPING.has(name))
    .map(([name]) => name);

/** The fields a restore writes back: the content an operator edits, not its lifecycle. */
export const restorableFieldsOf = (subject: ContentSubject): string[] => snapshotFieldsOf(subject).filter((name) => !NOT_RESTORED.has(name) && CONTENT_SUBJECTS[subject].definition.fields[name]!.form !== false);
