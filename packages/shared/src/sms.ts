import { z } from 'zod';
import { API_PREFIX } from './api';
import type { LoginFailureReason } from './auth';
import { isMobilePhone } from './validators';

/**
 * Sign-in by a code sent to the user's mobile phone (issue 12). `smsSend` asks for a code (with the
 * login captcha when it is on); `smsLogin` trades the phone number and the code for a session, as
 * the password form does. Both are public; neither says whether an account has the number.
 */
export const SMS_ENDPOINTS = {
  smsSend: `${API_PREFIX}/auth/sms/send`,
  smsLogin: `${API_PREFIX}/auth/sms/login`,
} as const;

export const SMS_CODE_LENGTH = 6;
/** A code works this long after it was sent. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Wrong codes a sent code survives; the next wrong one leaves it dead. */
export const SMS_CODE_MAX_TRIES = 5;
/** The per-number limit the login page counts down after sending (the server holds the limit). */
export const SMS_RESEND_AFTER_SECONDS = 60;

const phoneSchema = z.string().trim().refine(isMobilePhone, 'must be a mobile phone number');

export const smsSendRequestSchema = z.object({
  phone: phoneSchema,
  captchaId: z.string().max(64).optional().default(''),
  captchaCode: z.string().trim().max(16).optional().default(''),
});
export type SmsSendRequest = z.input<typeof smsSendRequestSchema>;

/** The same answer whether or not an account has the number. */
export const smsSendResponseSchema = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SmsSendResponse = z.infer<typeof smsSendResponseSchema>;

export const smsLoginRequestSchema = z.object({
  phone: phoneSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), `must be ${SMS_CODE_LENGTH} digits`),
});
export type SmsLoginRequest = z.input<typeof smsLoginRequestSchema>;

/**
 * Why sending or using a code fails, as `data.reason` (beside the password form's reasons for the
 * captcha and for locked or disabled accounts):
 * - `methodDisabled`: no SMS sender is configured, mobile sign-in is off;
 * - `rateLimited` (429, with `retryAfterSeconds`): too many codes for this number or address;
 * - `noCode`: no code was asked for this number; `codeExpired`; `codeUsed`;
 * - `codeInvalid` (with `attemptsLeft`): wrong code; at 0 the code is dead;
 * - `tooManyTries`: the code already took its wrong tries;
 * - `ambiguousPhone`: several accounts have this number, an administrator must sort it out;
 * - `noAccount`: the account that asked for the code no longer has the number.
 */
export const MOBILE_FAILURE_REASONS = [
  'methodDisabled',
  'rateLimited',
  'noCode',
  'codeExpired',
  'codeUsed',
  'codeInvalid',
  'tooManyTries',
  'ambiguousPhone',
  'noAccount',
] as const;
export type MobileFailureReason = (typeof MOBILE_FAILURE_REASONS)[number];

export interface MobileFailureData {
  reason: MobileFailureReason | LoginFailureReason;
  attemptsLeft?: number;
  retryAfterSeconds?: number;
  lockedUntil?: string;
}

/**
 * A dispatch's state in the verification-code log: QUEUED (handed to the sender), SENT, FAILED (the
 * sender refused; the code is dead), SKIPPED (no account has the number: recorded, never sent).
 */
export const SMS_CODE_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'SKIPPED'] as const;
export type SmsCodeStatus = (typeof SMS_CODE_STATUSES)[number];
export const SMS_CODE_STATUS_DICT = 'sys_sms_code_status';
