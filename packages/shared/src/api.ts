import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';
import { wholeNumberSchema } from './input';

export * from './input';

/**
 * The base of every call: where the API lives, the envelope every answer comes in, and paging.
 * Each area's calls live in their own file beside this one (auth, user, dict, finance/, member,
 * kyc, upload); `index.ts` re-exports them all as `@ledgerdesk/shared`.
 */

/** DESIGN.md §4: everything is under /admin, endpoints under /admin/api/v2/sitebkd/<area>/<action>. */
export const API_BASE = '/admin';
export const API_PREFIX = '/api/v2/sitebkd';

export const ResultCode = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * The schema of an answer: the envelope around `data`. Routes declare it as their 200 response,
 * so the answer is checked against the contract and the OpenAPI document shows it.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().describe('0 on success; otherwise the HTTP status (DESIGN.md §4)'),
    msg: z.string().describe("'ok', or what went wrong"),
    data,
  });
}

/** `data` of a 400 answer: every bad field with what is wrong with it. */
export interface FieldErrors {
  fields: Record<string, string>;
}

/* ---------- paging ---------- */

/** Bounded so the offset it makes stays a number PostgreSQL takes: a huge page answers 400, not 500. */
export const MAX_PAGE_INDEX = 1_000_000_000;

export const pageQuerySchema = z.object({
  pageIndex: wholeNumberSchema({ min: 1, max: MAX_PAGE_INDEX, message: 'must be a page number (a whole number)' }).default(1),
  pageSize: wholeNumberSchema({ min: 1, max: MAX_PAGE_SIZE, message: 'must be a page size (a whole number)' }).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface PageResult<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** The schema of one page of a list (`data` of every list call). */
export function pageResultOf<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.number().int().describe('rows matching the filter'),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** `data` of calls that answer nothing in particular (`{}`). */
export const emptyAnswerSchema = z.object({});

/** An instant on the wire: ISO-8601 UTC (DESIGN.md §4). */
export const instantSchema = z.string().describe('ISO-8601 date-time, UTC');

/** Rows an export writes at most; the workbook says so when the filter matched more. */
export const EXPORT_MAX_ROWS = 100_000;
