import { z } from 'zod';
import { API_PREFIX } from './api';
import { textSchema } from './input';
import { userInfoSchema, userMenusResponseSchema } from './user';
import { describedAs } from './schema-description';

/** Sign-in, sign-out and the lock screen's password check (DESIGN.md §4, §6). */

export const AUTH_ENDPOINTS = {
  captcha: `${API_PREFIX}/auth/captcha`,
  login: `${API_PREFIX}/auth/login`,
  logout: `${API_PREFIX}/auth/logout`,
  unlock: `${API_PREFIX}/auth/unlock`,
} as const;

export const captchaResponseSchema = z.object({
  captchaId: z.string(),
  /** An SVG document; empty when the captcha is switched off. */
  image: z.string(),
  enabled: z.boolean(),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

export const loginRequestSchema = z.object({
  // The name is looked up and written to the login log: text PostgreSQL can store, or a 400.
  username: textSchema().trim().min(1, 'user name is required').max(64),
  password: z.string().min(1, 'password is required').max(128),
  captchaId: textSchema().max(64).optional().default(''),
  captchaCode: textSchema().trim().max(16).optional().default(''),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * The session a new token opens, answered with the sign-in: the user info and the menus (as GET
 * user info and user menus answer them), and the menu revision the menus are at least as new as.
 */
export const signInSessionSchema = z.object({
  user: userInfoSchema,
  menus: userMenusResponseSchema,
  menuRevision: z.number().int().optional().meta(describedAs('菜单至少达到的修订号', 'the menu revision the menus are at least as new as', '選單至少達到的修訂號')),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** Absent only if the session could not be read back at once: the console then asks for it. */
  session: signInSessionSchema.optional(),
});
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
  'rateLimited',
] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];
export interface LoginFailureData {
  reason: LoginFailureReason;
  /** When the user name is locked: when it unlocks (ISO-8601). */
  lockedUntil?: string;
  /** Attempts left before the user name locks (given alike whether or not an account has the name). */
  attemptsLeft?: number;
  /** `rateLimited` (429): too many attempts from this address; seconds until the next is allowed. */
  retryAfterSeconds?: number;
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
