import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';
import { wholeNumberSchema } from './input';
import { describedAs } from './schema-description';

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
    code: z.number().int().meta(
      describedAs(
        '成功为 0，否则为 HTTP 状态码（DESIGN.md §4）',
        '0 on success; otherwise the HTTP status (DESIGN.md §4)',
        '成功為 0，否則為 HTTP 狀態碼（DESIGN.md §4）',
      ),
    ),
    msg: z.string().meta(describedAs("'ok'，或出错的原因", "'ok', or what went wrong", "'ok'，或出錯的原因")),
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
  /**
   * `total` is the database's estimate, not a count: counting every matching row would cost far
   * more than the page (a million orders). Consoles show it as "about N". Absent: exact.
   */
  totalEstimated?: boolean;
  /**
   * Keyset paging (lists on the resource engine): send as `cursor` (with the same filters and
   * sort) for the page after / before this one; rows added meanwhile do not shift it. Absent: no
   * such page, or a sort that pages by number only (a column that may be empty).
   */
  nextCursor?: string;
  prevCursor?: string;
}

/** A cursor as the server writes it (base64url); anything else is refused before it is read. */
export const LIST_CURSOR_MAX_LENGTH = 512;
export const listCursorSchema = z
  .string({ error: 'must be a cursor a list answered' })
  .max(LIST_CURSOR_MAX_LENGTH, 'must be a cursor a list answered')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor a list answered');

const pagingAnswerShape = {
  totalEstimated: z.boolean().optional().meta(describedAs('true：总数为估算值（显示为“约”）', 'true: total is an estimate (shown as "about")', 'true：總數為估算值（顯示為「約」）')),
  nextCursor: z.string().optional().meta(describedAs('下一页的游标（键集分页）', 'cursor of the next page (keyset)', '下一頁的游標（鍵集分頁）')),
  prevCursor: z.string().optional().meta(describedAs('上一页的游标（键集分页）', 'cursor of the previous page (keyset)', '上一頁的游標（鍵集分頁）')),
};

/** The schema of one page of a list (`data` of every list call). */
export function pageResultOf<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.number().int().meta(describedAs('符合筛选条件的行数', 'rows matching the filter', '符合篩選條件的筆數')),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    ...pagingAnswerShape,
  });
}

/** The paging fields of a list answer beside list/total/pageIndex/pageSize (resource pages use it). */
export const pagingAnswerSchema = z.object(pagingAnswerShape);

/** `data` of calls that answer nothing in particular (`{}`). */
export const emptyAnswerSchema = z.object({});

/** An instant on the wire: ISO-8601 UTC (DESIGN.md §4). */
export const instantSchema = z.string().meta(describedAs('ISO-8601 日期时间，UTC', 'ISO-8601 date-time, UTC', 'ISO-8601 日期時間，UTC'));

/** Rows an export writes at most; the workbook says so when the filter matched more. */
export const EXPORT_MAX_ROWS = 100_000;
