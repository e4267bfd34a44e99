import { z } from 'zod';
import type { Language } from './constants';

/** DESIGN.md §4: everything is under /admin, endpoints under /admin/api/v2/sitebkd/<area>/<action>. */
export const API_BASE = '/admin';
export const API_PREFIX = '/api/v2/sitebkd';

export const ENDPOINTS = {
  captcha: `${API_PREFIX}/auth/captcha`,
  login: `${API_PREFIX}/auth/login`,
  logout: `${API_PREFIX}/auth/logout`,
  unlock: `${API_PREFIX}/auth/unlock`,
  userInfo: `${API_PREFIX}/user/getUserInfo`,
  userMenus: `${API_PREFIX}/user/getUserMenus`,
  dictData: `${API_PREFIX}/dict/data/getDictData`,
  /** Several dictionary types in one call: a page fetches all it shows at once. */
  dictBatch: `${API_PREFIX}/dict/data/getDicts`,
} as const;

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

/** `data` of a 400 answer: every bad field with what is wrong with it. */
export interface FieldErrors {
  fields: Record<string, string>;
}

export const pageQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface PageResult<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/* ---------- auth ---------- */

export const captchaResponseSchema = z.object({
  captchaId: z.string(),
  /** An SVG document; empty when the captcha is switched off. */
  image: z.string(),
  enabled: z.boolean(),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'user name is required').max(64),
  password: z.string().min(1, 'password is required').max(128),
  captchaId: z.string().max(64).optional().default(''),
  captchaCode: z.string().trim().max(16).optional().default(''),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Machine-readable reasons a sign-in fails, sent as `data.reason` beside the 4xx code so the
 * login page can show a translated message.
 */
export const LOGIN_FAILURE_REASONS = [
  'captchaRequired',
  'captchaInvalid',
  'captchaExpired',
  'badCredentials',
  'accountLocked',
  'accountDisabled',
] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];
export interface LoginFailureData {
  reason: LoginFailureReason;
  /** When the account is locked: when it unlocks (ISO-8601). */
  lockedUntil?: string;
  /** Attempts left before the account locks. */
  attemptsLeft?: number;
}

/** The lock screen's password check (DESIGN §7): the signed-in user's own password. */
export const unlockRequestSchema = z.object({
  password: z.string().min(1, 'password is required').max(128),
});
export type UnlockRequest = z.input<typeof unlockRequestSchema>;

/**
 * Why an unlock fails, as `data.reason`. A wrong password answers 400, not 401, so the client's
 * "session expired" alert stays for sessions that really expired.
 */
export type UnlockFailureReason = 'wrongPassword' | 'tooManyAttempts';
export interface UnlockFailureData {
  reason: UnlockFailureReason;
  /** Wrong attempts left in the current window. */
  attemptsLeft?: number;
  /** When rate limited: seconds until the next attempt is allowed. */
  retryAfterSeconds?: number;
}

/* ---------- session user and menus (SPEC §3) ---------- */

export interface UserInfo {
  id: number;
  userName: string;
  userNickname: string;
  avatar: string;
  roles: string[];
  /** Sign-in time, ISO-8601. */
  time: string;
  authBtnList: string[];
}

export interface RouteMeta {
  title: string;
  isLink: string;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  isIframe: boolean;
  roles: string[];
  icon: string;
}

export interface MenuRoute {
  path: string;
  name: string;
  component: string;
  redirect?: string;
  meta: RouteMeta;
  children?: MenuRoute[];
}

export interface UserMenusResponse {
  menuList: MenuRoute[];
  permissions: string[];
}

/* ---------- dictionaries ---------- */

export const dictDataQuerySchema = z.object({
  dictType: z.string().trim().min(1, 'dictType is required').max(100),
  defaultValue: z.string().max(100).optional(),
});

export interface DictValue {
  key: string;
  value: string;
  isDefault: boolean;
  /** antd tag colour for DictTag (success, warning, error, processing, default). */
  listClass?: string;
  /** The label in each language where the entry gives one; otherwise `key` is translated as an i18n key. */
  labels?: Partial<Record<Language, string>>;
}

export const dictBatchQuerySchema = z.object({
  dictTypes: z.array(z.string().trim().min(1).max(100)).min(1, 'name at least one dictType').max(50),
});
export interface DictBatchResponse {
  dicts: Record<string, DictValue[]>;
}

export interface DictDataResponse {
  values: DictValue[];
}
