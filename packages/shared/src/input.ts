import { z } from 'zod';

/**
 * The strict pieces every request schema is built from, hand-written or derived from a resource
 * definition: ids, whole numbers, text, instants. Whatever a value would turn into on the way to
 * PostgreSQL is decided here, not guessed by coercion: `true`, `[1]`, `"0x1"`, `" 1 "` or `"1e0"` are
 * not the id 1, and a value the database could not store (a NUL, a lone surrogate, a version past
 * 2^31 − 1, the year 0) is a 400 naming the field instead of a failed statement.
 */

/** PostgreSQL `integer`: versions, counts and sizes stored in 32 bits. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

type Issue = { input?: unknown };
/** "is required" when nothing was given, else the type's own complaint. */
export const typeError = (message: string) => (issue: Issue) =>
  issue.input === undefined || issue.input === null ? 'is required' : message;

/* ---------- whole numbers and ids ---------- */

/**
 * Query strings carry numbers as text, so canonical decimal digits ("12", "-3") are read as the
 * number they spell. Nothing else is: no spaces, signs other than one minus, leading zeros, hex,
 * exponents, booleans or one-element arrays. What is left is refused by the number schema.
 */
export const integerText = (value: unknown): unknown =>
  typeof value === 'string' && /^-?(0|[1-9]\d{0,15})$/.test(value) ? Number(value) : value;

interface WholeNumberRules {
  min?: number;
  max?: number;
  /** What is wrong with anything but a whole number. */
  message?: string;
  /** What is wrong with a whole number below `min` (default "must be at least <min>"). */
  minMessage?: string;
}

/** A whole number within [min, max] (within the safe integers whatever the bounds). */
export function wholeNumberSchema({ min, max, message = 'must be a whole number', minMessage }: WholeNumberRules = {}) {
  let schema = z.number({ error: typeError(message) }).int(message);
  if (min !== undefined) schema = schema.min(min, minMessage ?? `must be at least ${min}`);
  if (max !== undefined) schema = schema.max(max, `must be at most ${max}`);
  return z.preprocess(integerText, schema.refine(Number.isSafeInteger, { message: 'is too large', params: { issue: 'tooLarge' } }));
}

const ID_MESSAGE = 'must be an id (a positive whole number)';

/** A row id: a positive whole number (its canonical digits accepted, as a query string carries it). */
export const idSchema = wholeNumberSchema({ min: 1, message: ID_MESSAGE, minMessage: ID_MESSAGE });

/** The version an editor read (an `integer` column): a stale one answers 409, one past 2^31 − 1 a 400. */
export const versionSchema = wholeNumberSchema({ min: 0, max: INT32_MAX, message: 'must be the version you read (a whole number)' });

/* ---------- text ---------- */

/** Half of a UTF-16 surrogate pair without its other half: not a character, no encoding can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL character, no lone surrogate. */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Text as a client may send it. PostgreSQL cannot store a NUL character, and a lone surrogate is
 * no character at all: both are refused with a 400 naming the field rather than failing the
 * statement or being silently replaced. Chain `.trim().max(n)` as on any zod string.
 */
export const textSchema = (message = 'must be text') =>
  z
    .string({ error: typeError(message) })
    .refine((v) => !v.includes('\u0000'), { message: 'must not contain a NUL character', params: { issue: 'nul' } })
    .refine((v) => !LONE_SURROGATE.test(v), { message: 'must be valid Unicode text', params: { issue: 'unicode' } });

/** Any string in a JSON value (keys included) that a text column could not store; walked without recursion. */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && !isStorableText(item)) return true;
    if (Array.isArray(item)) pending.push(...item);
    else if (item && typeof item === 'object') for (const [key, child] of Object.entries(item)) pending.push(key, child);
  }
  return false;
}

/* ---------- instants ---------- */

/**
 * An ISO-8601 date or date-time whose UTC instant falls in the years 1–9999: PostgreSQL has no
 * year 0, and a JS Date prints no year 10000 as ISO text. Offsets count ("0001-01-01T00:00+01:00"
 * is still the year 0).
 */
export function isIsoDate(value: string): boolean {
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** An instant from a client, normalised to ISO-8601 UTC. */
export const instantInputSchema = z
  .string({ error: typeError('must be an ISO-8601 date-time') })
  .trim()
  .refine(isIsoDate, { message: 'must be an ISO-8601 date-time', params: { issue: 'isoDate' } })
  .transform((v) => new Date(v).toISOString());
