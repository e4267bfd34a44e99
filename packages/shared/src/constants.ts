/** Business constants and limits of SPEC §9, shared by the server and the web app. */

export const PRODUCT_NAME = 'Ledgerdesk';

/** The shell's HTTP client time-out (SPEC §9 gives 50,000 ms for the shell). */
export const REQUEST_TIMEOUT_MS = 50_000;
export const PENDING_POLL_INTERVAL_MS = 10_000;

export const UPLOAD_CHUNK_SIZE = 2_048_000;
export const UPLOAD_MAX_CHUNK_RETRIES = 3;
export const UPLOAD_CHECKSUM_SLICE = 10_240_000;
export const UPLOAD_PARALLEL_CHUNKS = 3;
/**
 * The web uploader's chunk size (issue 10): at 2,048,000 B a 1 GiB file was 524 requests, each
 * paying authentication, a session look-up and a multipart parse; and S3 multipart parts must be at
 * least 5 MiB. Legacy clients keep UPLOAD_CHUNK_SIZE; a session keeps the size it started with.
 */
export const UPLOAD_WEB_CHUNK_SIZE = 10_240_000;
/** The chunk sizes the server accepts. */
export const UPLOAD_CHUNK_SIZES: readonly number[] = [UPLOAD_CHUNK_SIZE, UPLOAD_WEB_CHUNK_SIZE];

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100, 200, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
/** With no pageSize a list answers up to this many rows, and never more. */
export const DEFAULT_LIST_SIZE = 10_000;
export const PAGER_COUNT_NARROW = 5;
export const PAGER_COUNT_WIDE = 7;
export const NARROW_SCREEN_MAX_WIDTH = 992;

export const LOCK_SCREEN_DEFAULT_SECONDS = 30;
export const LOCK_SCREEN_MIN_SECONDS = 1;
export const LOCK_SCREEN_MAX_SECONDS = 9999;
export const UNLOCK_SWIPE_PX = 400;
/** Wrong lock-screen passwords allowed per user within UNLOCK_WINDOW_MS before 429. */
export const UNLOCK_MAX_FAILURES = 5;
export const UNLOCK_WINDOW_MS = 10 * 60_000;

export const SETTINGS_DRAWER_WIDTH = 260;
export const MOBILE_BREAKPOINT = 1000;

export const WATERMARK_WIDTH = 200;
export const WATERMARK_HEIGHT = 130;
export const WATERMARK_ROTATE_DEG = -20;

export const NOTIFICATION_OFFSETS_PX = [20, 100, 180] as const;

export const LANGUAGES = ['zh-cn', 'en', 'zh-tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-cn';

/** One text in each console language, written by the server (an approval's summary, a job run's message). */
export type TextPerLanguage = Readonly<Record<Language, string>>;

/** A JSON value holding one text per console language (an approval's summary), shown in the reader's. */
export function isTextPerLanguage(value: unknown): value is TextPerLanguage {
  return typeof value === 'object' && value !== null && LANGUAGES.every((language) => typeof (value as Record<string, unknown>)[language] === 'string');
}

/**
 * Each entry's text in one language: a web translation section made from texts kept per language.
 * The field names of the older pages live so (`resources/*\/field-labels.ts`): the definitions label
 * their fields with them, the web's `message.*.field.*` keys are made from them, and the server,
 * which has no web translations, writes an export's headers from them in the language asked for.
 */
export function textsIn<K extends string>(texts: Readonly<Record<K, TextPerLanguage>>, language: Language): Record<K, string> {
  return Object.fromEntries(Object.entries<TextPerLanguage>(texts).map(([key, text]) => [key, text[language]])) as Record<K, string>;
}

export const COMPONENT_SIZES = ['large', 'default', 'small'] as const;
export type ComponentSize = (typeof COMPONENT_SIZES)[number];

export const LAYOUTS = ['defaults', 'classic', 'transverse', 'columns'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const TAG_STYLES = ['tags-style-one', 'tags-style-four', 'tags-style-five'] as const;
export const ANIMATIONS = ['slide-right', 'slide-left', 'opacitys'] as const;
export const COLUMN_ASIDE_STYLES = ['columns-round', 'columns-card'] as const;
export const COLUMN_ASIDE_LAYOUTS = ['columns-horizontal', 'columns-vertical'] as const;

export const DEFAULT_PRIMARY_COLOR = '#409eff';
export const DEFAULT_MENU_BAR_COLOR = '#354E67';

/** Sign-in rules of DESIGN.md §6. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 10 * 60_000;
