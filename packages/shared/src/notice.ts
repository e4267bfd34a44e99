import { z } from 'zod';
import { API_PREFIX, idSchema, instantSchema, MAX_PAGE_INDEX, pageResultOf, wholeNumberSchema } from './api';
import { describedAs } from './schema-description';

/**
 * Each signed-in user's own notices (the header's bell and the notification centre): the
 * published ones inside their window whose audience takes in one of the user's roles (or
 * everyone), with the user's read flag. Open to every signed-in user; a notice outside the
 * caller's audience or window does not exist for them (404). The administration of notices is
 * the resource `system/notice` (./resources/system/notice).
 */
export const NOTICE_ENDPOINTS = {
  mine: `${API_PREFIX}/system/notice/mine`,
  unreadCount: `${API_PREFIX}/system/notice/mine/unread-count`,
  /** POST `/system/notice/{id}/read`. */
  read: `${API_PREFIX}/system/notice/:id/read`,
  readAll: `${API_PREFIX}/system/notice/read-all`,
  /** Who read a notice (the administrator's view; needs the notice list permission). */
  readers: `${API_PREFIX}/system/notice/readers`,
  /** The roles an audience is chosen from (needs the notice list permission). */
  audienceRoles: `${API_PREFIX}/system/notice/audience-roles`,
} as const;

/** The notification centre's page (its menu is seeded for every role); the header's bell leads there. */
export const NOTICE_CENTRE_PATH = '/notice-centre';

export const noticeReadPath = (id: number): string => NOTICE_ENDPOINTS.read.replace(':id', String(id));

/** The centre shows more per page than the bell. */
export const NOTICE_PAGE_MAX = 50;

export const myNoticesQuerySchema = z.object({
  pageIndex: wholeNumberSchema({ min: 1, max: MAX_PAGE_INDEX, message: 'must be a page number (a whole number)' }).default(1),
  pageSize: wholeNumberSchema({ min: 1, max: NOTICE_PAGE_MAX, message: `must be a page size from 1 to ${NOTICE_PAGE_MAX}` }).default(10),
  unreadOnly: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .optional()
    .transform((v) => v === 'true'),
});
export type MyNoticesQuery = z.input<typeof myNoticesQuerySchema>;

export const myNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  noticeType: z.string().meta(describedAs('sys_notice_type：1 通知，2 公告', 'sys_notice_type: 1 notice, 2 announcement', 'sys_notice_type：1 通知，2 公告')),
  pinned: z.boolean(),
  content: z.string().meta(describedAs('HTML，仅保留服务器允许的标签', 'HTML kept to the server allow-list', 'HTML，僅保留伺服器允許的標籤')),
  publishedAt: instantSchema.meta(describedAs('展示时段的开始，未设时段则为撰写时间', 'the start of its window, or when it was written', '展示時段的開始，未設時段則為撰寫時間')),
  read: z.boolean(),
  readAt: instantSchema.nullable(),
});
export type MyNotice = z.infer<typeof myNoticeSchema>;
export const myNoticePageSchema = pageResultOf(myNoticeSchema);

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const noticeIdParamsSchema = z.object({ id: idSchema });

export const readAllAnswerSchema = z.object({ marked: z.number().int().meta(describedAs('本次新标为已读的通知数', 'notices newly marked read', '本次新標為已讀的通知數')) });
export type ReadAllAnswer = z.infer<typeof readAllAnswerSchema>;

export const noticeReadersQuerySchema = z.object({
  id: idSchema,
  pageIndex: wholeNumberSchema({ min: 1, max: MAX_PAGE_INDEX, message: 'must be a page number (a whole number)' }).default(1),
  pageSize: wholeNumberSchema({ min: 1, max: NOTICE_PAGE_MAX, message: `must be a page size from 1 to ${NOTICE_PAGE_MAX}` }).default(10),
});
export const noticeReaderSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  readAt: instantSchema,
});
export type NoticeReader = z.infer<typeof noticeReaderSchema>;
export const noticeReaderPageSchema = pageResultOf(noticeReaderSchema);

export const audienceRoleSchema = z.object({ id: z.number().int(), roleName: z.string(), status: z.string() });
export type AudienceRole = z.infer<typeof audienceRoleSchema>;
export const audienceRolesSchema = z.array(audienceRoleSchema);
