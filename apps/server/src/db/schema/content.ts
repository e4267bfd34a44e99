import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TextPerLanguage } from '@ledgerdesk/shared';
import { auditColumns, id } from './columns';

/*
 * Content (catalogue §8): member-facing banners, notices, news, service links, the website's
 * identity and the typed internal settings. No ledger effects anywhere here. `rank` columns are
 * the lists' order key kept by the server (live and pinned first); `live` is refreshed on every
 * write and by the `content.liveRefresh` job as windows open and close.
 */

/**
 * A jsonb value of any JSON type, read back as it was written. drizzle's own jsonb parses a string it
 * reads once more (the drivers hand jsonb over already parsed), so the setting "10000" came back as
 * the number 10000; this column leaves what the driver answers as it is.
 */
const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

/** A new item starts its own group (a fresh uuid); "add translation" copies the group to the sibling it creates. */
const translationGroup = () =>
  text('translation_group')
    .notNull()
    .default(sql`gen_random_uuid()::text`);

const STATUS_CHECK = (name: string, column: unknown) => check(name, sql`${column} in ('DRAFT', 'PUBLISHED', 'ARCHIVED')`);

export const contentBanners = pgTable(
  'content_banner',
  {
    id: id(),
    slot: text('slot').notNull(),
    platform: text('platform').notNull(),
    locale: text('locale').notNull(),
    /** One item across locales: the rows of a group are one banner in each language (at most one per locale). */
    translationGroup: translationGroup(),
    title: text('title').notNull(),
    imageFile: text('image_file').notNull(),
    linkKind: text('link_kind').notNull().default('NONE'),
    linkTarget: text('link_target'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('DRAFT'),
    live: boolean('live').notNull().default(false),
    rank: integer('rank').notNull().default(0),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    STATUS_CHECK('content_banner_status_ck', t.status),
    check('content_banner_window_ck', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    index('content_banner_rank_idx').on(t.rank, t.id),
    uniqueIndex('content_banner_translation_uq').on(t.translationGroup, t.locale),
  ],
);

export const contentNotices = pgTable(
  'content_notice',
  {
    id: id(),
    kind: text('kind').notNull(),
    display: text('display').notNull().default('LIST'),
    locale: text('locale').notNull(),
    translationGroup: translationGroup(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    coverFile: text('cover_file'),
    pinned: boolean('pinned').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: text('status').notNull().default('DRAFT'),
    live: boolean('live').notNull().default(false),
    rank: integer('rank').notNull().default(0),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    STATUS_CHECK('content_notice_status_ck', t.status),
    check('content_notice_window_ck', sql`${t.expiresAt} is null or ${t.startsAt} is null or ${t.expiresAt} > ${t.startsAt}`),
    index('content_notice_rank_idx').on(t.rank, t.id),
    uniqueIndex('content_notice_translation_uq').on(t.translationGroup, t.locale),
  ],
);

export const contentNewsCategories = pgTable(
  'content_news_category',
  {
    id: id(),
    code: text('code').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('content_news_category_code_uq').on(t.code, t.locale)],
);

export const contentNews = pgTable(
  'content_news_article',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => contentNewsCategories.id),
    locale: text('locale').notNull(),
    translationGroup: translationGroup(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    body: text('body').notNull(),
    coverFile: text('cover_file'),
    author: text('author'),
    tags: text('tags'),
    sourceUrl: text('source_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Counted from members' reads and likes (a later member-facing service); never written by the console. */
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    status: text('status').notNull().default('DRAFT'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    STATUS_CHECK('content_news_article_status_ck', t.status),
    uniqueIndex('content_news_article_slug_uq').on(t.locale, t.slug),
    uniqueIndex('content_news_article_translation_uq').on(t.translationGroup, t.locale),
    index('content_news_article_category_idx').on(t.categoryId),
  ],
);

export const contentServiceLinks = pgTable(
  'content_service_link',
  {
    id: id(),
    kind: text('kind').notNull(),
    labelZhCn: text('label_zh_cn').notNull(),
    labelEn: text('label_en').notNull(),
    labelZhTw: text('label_zh_tw').notNull(),
    target: text('target').notNull(),
    iconFile: text('icon_file'),
    hours: text('hours'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [check('content_service_link_kind_ck', sql`${t.kind} in ('LIVE_CHAT', 'EMAIL', 'TELEGRAM', 'WHATSAPP', 'URL')`)],
);

/** Security events of customer-service links (a changed target is the phishing point), append-only. */
export const contentServiceLinkEvents = pgTable(
  'content_service_link_event',
  {
    id: id(),
    linkId: bigint('link_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    fromTarget: text('from_target').notNull().default(''),
    toTarget: text('to_target').notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_service_link_event_link_idx').on(t.linkId, t.id)],
);

/** The website's identity: exactly one row (`singleton` is true and unique). */
export const contentSiteInfo = pgTable(
  'content_site_info',
  {
    id: id(),
    singleton: boolean('singleton').notNull().default(true),
    name: text('name').notNull(),
    logoFile: text('logo_file'),
    faviconFile: text('favicon_file'),
    url: text('url').notNull(),
    keywords: text('keywords'),
    description: text('description'),
    copyright: text('copyright'),
    legalEntityName: text('legal_entity_name'),
    registrationNo: text('registration_no'),
    licenceRegulator: text('licence_regulator'),
    licenceNumber: text('licence_number'),
    licenceUrl: text('licence_url'),
    contactEmail: text('contact_email'),
    downloadLinks: text('download_links'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('content_site_info_singleton_uq').on(t.singleton), check('content_site_info_singleton_ck', sql`${t.singleton}`)],
);

/** Every version of the website info (the whole record after each change), append-only. */
export const contentSiteInfoRevisions = pgTable(
  'content_site_info_revision',
  {
    id: id(),
    siteInfoId: bigint('site_info_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    changedFields: jsonb('changed_fields').$type<string[]>().notNull(),
    source: text('source').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_site_info_revision_uq').on(t.siteInfoId, t.version)],
);

/** Typed settings (catalogue §8.6): one row per registry key; the value always passed its schema. */
export const appSettings = pgTable(
  'app_setting',
  {
    id: id(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    valueJson: jsonValue('value_json').notNull(),
    schemaRef: text('schema_ref').notNull(),
    isSecret: boolean('is_secret').notNull().default(false),
    moneyRule: boolean('money_rule').notNull().default(false),
    /** The registry's words for the key, in each console language (written by the seed on every start). */
    description: jsonb('description').$type<TextPerLanguage>().notNull(),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('app_setting_key_uq').on(t.key), index('app_setting_namespace_idx').on(t.namespace, t.key)],
);

/** Every value a setting has held, by version; a rollback is a new revision. Append-only. */
export const appSettingRevisions = pgTable(
  'app_setting_revision',
  {
    id: id(),
    settingId: bigint('setting_id', { mode: 'number' })
      .notNull()
      .references(() => appSettings.id),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    valueJson: jsonValue('value_json').notNull(),
    /** SEED, EDIT, ROLLBACK or APPROVAL. */
    source: text('source').notNull(),
    reason: text('reason').notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_setting_revision_uq').on(t.settingId, t.version)],
);
