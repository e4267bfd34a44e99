import { z } from 'zod';
import { API_PREFIX, instantSchema, MAX_PAGE_INDEX, pageResultOf } from '../../api';
import { MAX_PAGE_SIZE } from '../../constants';
import type { Label } from '../../resource/definition';
import { idSchema, textSchema, wholeNumberSchema } from '../../input';
import { describedAs } from '../../schema-description';

/**
 * Online users (anchor study §1.13): every open session — not revoked, not expired — of the users
 * the caller's data scope reaches, with forced sign-out. A session is named by its row id; neither
 * its bearer token nor the token's hash ever leaves the server.
 */
export const ONLINE_ENDPOINTS = {
  list: `${API_PREFIX}/monitor/online/list`,
  forceLogout: `${API_PREFIX}/monitor/online/forceLogout`,
} as const;

export const ONLINE_PERMISSIONS = {
  list: 'monitor/online/list',
  forceLogout: 'monitor/online/forceLogout',
} as const;

export const ONLINE_TITLE: Label = { 'zh-cn': '在线用户', en: 'Online users', 'zh-tw': '線上使用者' };
export const FORCE_LOGOUT_TITLE: Label = { 'zh-cn': '强制退出', en: 'Force sign-out', 'zh-tw': '強制登出' };

/** The page's menu placement under the monitor directory (seeded by the audit area). */
export const ONLINE_MENU = {
  parent: 'monitor',
  key: 'monitor.online',
  path: '/monitor/online',
  component: 'monitor/online',
  icon: 'TeamOutlined',
  sort: 1,
} as const;

/** Most sessions one forced sign-out takes. */
export const FORCE_LOGOUT_MAX = 100;

const filterText = textSchema().trim().max(64, 'at most 64 characters').optional();

export const onlineQuerySchema = z.object({
  /** The user name starts with it. */
  userName: filterText,
  /** The address starts with it. */
  ip: filterText,
  pageIndex: wholeNumberSchema({ min: 1, max: MAX_PAGE_INDEX, message: 'must be a page number (a whole number)' }).default(1),
  pageSize: wholeNumberSchema({ min: 1, max: MAX_PAGE_SIZE, message: 'must be a page size (a whole number)' }).default(10),
});
export type OnlineQuery = z.input<typeof onlineQuerySchema>;

export const onlineSessionSchema = z.object({
  /** The session's row id (never its token). */
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  deptName: z.string().nullable(),
  ip: z.string(),
  browser: z.string().meta(describedAs("如 'Chrome 131'；未知时为空", "e.g. 'Chrome 131'; empty when unknown", "如 'Chrome 131'；未知時為空")),
  os: z.string().meta(describedAs("如 'Windows 10'；未知时为空", "e.g. 'Windows 10'; empty when unknown", "如 'Windows 10'；未知時為空")),
  /** A SignInMethod (password, mobile, scan, oidc). */
  method: z.string(),
  signedInAt: instantSchema,
  lastSeenAt: instantSchema,
  expiresAt: instantSchema,
  current: z.boolean().meta(
    describedAs(
      '发起本次调用的会话（不能在此强制下线）',
      'the session this call was made with (it cannot be forced out from here)',
      '發起本次呼叫的工作階段（不能在此強制登出）',
    ),
  ),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;

export const onlinePageSchema = pageResultOf(onlineSessionSchema);
export type OnlinePage = z.infer<typeof onlinePageSchema>;

export const forceLogoutSchema = z.object({
  ids: z.array(idSchema).min(1, 'choose at least one session').max(FORCE_LOGOUT_MAX, `at most ${FORCE_LOGOUT_MAX} sessions at once`),
});
export type ForceLogout = z.input<typeof forceLogoutSchema>;

export const forceLogoutResultSchema = z.object({ revoked: z.number().int().meta(describedAs('本次调用结束的会话数', 'sessions ended by this call', '本次呼叫結束的工作階段數')) });
export type ForceLogoutResult = z.infer<typeof forceLogoutResultSchema>;
