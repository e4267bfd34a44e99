import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { appSettings } from '../../db/schema';
import { fieldRefusal } from '../../lib/errors';
import { settingSpec } from './setting-registry';

/*
 * The rules every content page shares (catalogue §8): plain text holds no markup, a window ends
 * after it starts and never starts in the past (no back-dating), and what "live" means.
 */

/** A tag opener: `<script`, `<img`, `</`, `<!--`, `<?`. "BTC > 100k" and "a < b" stay plain text. */
const MARKUP = /<\s*[a-z!/?]/i;

/** Refuses markup in the plain-text fields of `values` (titles, labels, authors): they are shown as text everywhere. */
export function requirePlainText(values: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string' && MARKUP.test(value)) {
      throw fieldRefusal(field, 'must be plain text: HTML tags are not allowed', { code: 'invalid' });
    }
  }
}

/** Grace for the time a form takes between "now" and the request. */
const BACKDATE_GRACE_MS = 60_000;

const instant = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)));

/**
 * The publish window of an add or edit: the start, when it is set or changed, is not in the past,
 * and the end is after the start (and, when set or changed, in the future).
 */
export function checkWindow(
  input: Record<string, unknown>,
  current: Record<string, unknown> | null,
  fields: { start: string; end: string },
  now = new Date(),
): void {
  const start = fields.start in input ? instant(input[fields.start]) : instant(current?.[fields.start]);
  const end = fields.end in input ? instant(input[fields.end]) : instant(current?.[fields.end]);
  const startChanged = fields.start in input && start?.getTime() !== instant(current?.[fields.start])?.getTime();
  const endChanged = fields.end in input && end?.getTime() !== instant(current?.[fields.end])?.getTime();
  if (start && startChanged && start.getTime() < now.getTime() - BACKDATE_GRACE_MS) {
    throw fieldRefusal(fields.start, 'must not be in the past: content is never back-dated', { code: 'too_small' });
  }
  if (end && start && end.getTime() <= start.getTime()) {
    throw fieldRefusal(fields.end, 'must be after the start', { code: 'too_small' });
  }
  if (end && endChanged && end.getTime() <= now.getTime()) {
    throw fieldRefusal(fields.end, 'must be in the future', { code: 'too_small' });
  }
}

/** Published, and inside its window at `now`. */
export function isLive(row: { status: string }, start: Date | null, end: Date | null, now = new Date()): boolean {
  return row.status === 'PUBLISHED' && (!start || start.getTime() <= now.getTime()) && (!end || end.getTime() > now.getTime());
}

/** The same test in SQL, for the job that refreshes `live` as windows open and close. */
export function liveSql(status: PgColumn, start: PgColumn, end: PgColumn): SQL<boolean> {
  return sql<boolean>`(${status} = 'PUBLISHED' and (${start} is null or ${start} <= now()) and (${end} is null or ${end} > now()))`;
}

/** The domains an external banner link may point to (web config `content.banner.linkDomains`). */
export async function linkDomains(tx: Tx): Promise<string[]> {
  const key = 'content.banner.linkDomains';
  const [row] = await tx.select({ value: appSettings.valueJson }).from(appSettings).where(eq(appSettings.key, key));
  const value = row?.value ?? settingSpec(key)!.default;
  return Array.isArray(value) ? value.map(String) : [];
}

const INTERNAL_ROUTE = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*$/;

/** A banner's link: none, an internal route, or an https URL on an allowed domain. Answers the target to store. */
export async function checkBannerLink(tx: Tx, kind: string, target: unknown): Promise<string | null> {
  const text = typeof target === 'string' ? target.trim() : '';
  if (kind === 'NONE') return null;
  if (!text) throw fieldRefusal('linkTarget', 'is required for this link kind', { code: 'required' });
  if (kind === 'INTERNAL_ROUTE') {
    if (!INTERNAL_ROUTE.test(text)) throw fieldRefusal('linkTarget', 'must be a route of the site starting with a single /', { code: 'invalid' });
    return text;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fieldRefusal('linkTarget', 'must be a URL', { code: 'invalid_format' });
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw fieldRefusal('linkTarget', 'must be an https URL without credentials', { code: 'invalid' });
  const host = url.hostname.toLowerCase();
  const allowed = await linkDomains(tx);
  if (!allowed.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
    throw fieldRefusal('linkTarget', `its domain ${host} is not on the allow-list (web config content.banner.linkDomains)`, { code: 'notAllowed' });
  }
  return url.toString();
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/;

/** A customer-service target must be an official channel's shape for its kind. */
export function checkServiceTarget(kind: string, target: string): string {
  const text = target.trim();
  const refuse = (what: string) => fieldRefusal('target', `must be ${what}`, { code: 'invalid' });
  if (kind === 'EMAIL') {
    if (!EMAIL.test(text)) throw refuse('an email address');
    return text;
  }
  if (kind === 'TELEGRAM') {
    if (!/^https:\/\/t\.me\/[A-Za-z0-9_]{5,32}$/.test(text)) throw refuse('a Telegram link https://t.me/<name>');
    return text;
  }
  if (kind === 'WHATSAPP') {
    if (!/^https:\/\/wa\.me\/\d{6,15}$/.test(text)) throw refuse('a WhatsApp link https://wa.me/<number>');
    return text;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('an https URL');
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw refuse('an https URL without credentials');
  return url.toString();
}
