import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ResultCode, type LoginFailureReason, type SignInMethod } from '@ledgerdesk/shared';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MS,
  SMS_RESEND_AFTER_SECONDS,
  type MobileFailureData,
  type MobileFailureReason,
  type SmsCodeStatus,
  type SmsLoginRequest,
  type SmsSendResponse,
} from '@ledgerdesk/shared/sms';
import type { Db } from '../../db/client';
import { smsCodes, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { sha256 } from '../../lib/tokens';
import { maskValue } from '../../resource';
import type { SmsSendResult, SmsSender } from './sender';

/** Codes asked for per number and per address (SMS pumping, a victim's phone flooded). */
export const SMS_SEND_LIMITS = {
  perNumberMinute: { limit: 1, windowMs: SMS_RESEND_AFTER_SECONDS * 1000 },
  perNumberHour: { limit: 5, windowMs: 3_600_000 },
  perAddressHour: { limit: 10, windowMs: 3_600_000 },
} as const;

/** A provider that has not answered by then has failed, as far as the log is concerned. */
const SEND_TIMEOUT_MS = 15_000;
const PURPOSE = 'login';
/** A code sent, or being sent, can be used; a skipped one was never sent and a failed one never arrived. */
const USABLE: ReadonlySet<string> = new Set<SmsCodeStatus>(['QUEUED', 'SENT']);

const MESSAGES: Record<MobileFailureReason | LoginFailureReason, string> = {
  methodDisabled: 'sign-in by mobile code is not enabled on this server',
  rateLimited: 'too many codes asked for, try again later',
  noCode: 'no code was asked for this number',
  codeExpired: 'the code has expired, ask for a new one',
  codeUsed: 'the code has already been used, ask for a new one',
  codeInvalid: 'the code is wrong',
  tooManyTries: 'too many wrong codes, ask for a new one',
  ambiguousPhone: 'several accounts have this number; an administrator must correct it',
  noAccount: 'no account has this number any more',
  captchaRequired: 'the verification code is required',
  captchaInvalid: 'the verification code is wrong',
  captchaExpired: 'the verification code has expired',
  badCredentials: 'wrong user name or password',
  accountLocked: 'the account is locked after too many failed attempts',
  accountDisabled: 'the account is disabled',
};

/** A refusal the login page explains from `data.reason`. */
export class MobileSignInFailure extends AppError {
  constructor(status: number, reason: MobileFailureData['reason'], extra: Omit<MobileFailureData, 'reason'> = {}) {
    super(status, MESSAGES[reason], { reason, ...extra } satisfies MobileFailureData);
  }
}

/**
 * A code's hash binds it to its number, so a code can only ever match the number it was sent to.
 * Six digits hash to a guessable space whatever is added: what protects a code is that the table
 * is never shown, a code lives five minutes and takes five tries.
 */
const hashOf = (phone: string, code: string): string => sha256(`sms-login:${phone}:${code}`);
const newCode = (): string => String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
};

export const smsMessageOf = (code: string): string =>
  `【Ledgerdesk】登录验证码 ${code}，${SMS_CODE_TTL_MS / 60_000} 分钟内有效，请勿告诉他人。Your sign-in code is ${code}, valid for ${SMS_CODE_TTL_MS / 60_000} minutes. Never share it.`;

async function withTimeout(sending: Promise<SmsSendResult>): Promise<SmsSendResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<SmsSendResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${SEND_TIMEOUT_MS / 1000} s` }), SEND_TIMEOUT_MS);
  });
  try {
    return await Promise.race([sending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What this area needs of the sign-in service (modules/auth LoginService): one path for every method. */
export interface SignInOpener {
  signInIdentified(userId: number, context: SignInAttempt): Promise<{ token: string; expiresAt: Date }>;
  logFailure(context: SignInAttempt, reason: string, userId?: number | null): Promise<void>;
}
interface SignInAttempt {
  account: string;
  ip: string;
  userAgent: string;
  method: SignInMethod;
}
/** The login captcha (modules/auth CaptchaService): consumes it, answers what is wrong or null. */
export interface CaptchaChecker {
  check(captchaId: string, answer: string): Promise<LoginFailureReason | null>;
}

export interface SmsSignInDeps {
  db: Db;
  /** null: SMS_SENDER=none, mobile sign-in is off. */
  sender: SmsSender | null;
  limiter: RateLimiter;
  login: SignInOpener;
  captchas: CaptchaChecker;
  captchaEnabled: boolean;
  log: FastifyBaseLogger;
}

interface Caller {
  ip: string;
  userAgent: string;
}

/**
 * Sign-in by a code sent to the phone. Sending answers the same whether or not an account has the
 * number (a number without one is recorded SKIPPED, with the hash of a code nobody was sent, so it
 * behaves alike afterwards too), and hands the message to the sender after answering, so the time
 * taken says nothing either. Each dispatch is one row of sys_sms_code; the code itself is kept
 * nowhere, and what a sender answers is stored with the code blanked out.
 */
export class SmsSignInService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: SmsSignInDeps) {}

  async send(input: { phone: string; captchaId: string; captchaCode: string }, caller: Caller): Promise<SmsSendResponse> {
    const sender = this.senderOrRefuse();
    const { db } = this.deps;
    if (this.deps.captchaEnabled) {
      const problem = await this.deps.captchas.check(input.captchaId, input.captchaCode);
      if (problem) throw new MobileSignInFailure(ResultCode.badRequest, problem);
    }
    await this.limit(input.phone, caller.ip);

    const holders = await this.holdersOf(input.phone);
    if (holders.length > 1) this.deps.log.warn({ smsTo: maskValue('phone', input.phone), users: holders }, 'a mobile number is held by several users: its codes cannot sign in');
    const code = newCode();
    const status: SmsCodeStatus = holders.length ? 'QUEUED' : 'SKIPPED';
    const row = await db.transaction(async (tx) => {
      // A new code supersedes the number's older ones at once.
      await tx
        .update(smsCodes)
        .set({ expiresAt: sql`now()` })
        .where(and(eq(smsCodes.phone, input.phone), eq(smsCodes.purpose, PURPOSE), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, sql`now()`)));
      const [inserted] = await tx
        .insert(smsCodes)
        .values({
          phone: input.phone,
          purpose: PURPOSE,
          codeHash: hashOf(input.phone, code),
          userId: holders.length === 1 ? holders[0]! : null,
          status,
          sender: status === 'SKIPPED' ? '' : sender.id,
          ip: caller.ip,
          expiresAt: sql`now() + make_interval(secs => ${SMS_CODE_TTL_MS / 1000})`,
        })
        .returning({ id: smsCodes.id });
      return inserted!;
    });
    if (status === 'QUEUED') this.track(this.dispatch(sender, row.id, input.phone, code));
    return { expiresInSeconds: SMS_CODE_TTL_MS / 1000, resendAfterSeconds: SMS_RESEND_AFTER_SECONDS };
  }

  async signIn(input: SmsLoginRequest, caller: Caller): Promise<{ token: string; expiresAt: Date }> {
    this.senderOrRefuse();
    const { db, login } = this.deps;
    const { phone } = input;
    const context = { account: maskValue('phone', phone) ?? '', ip: caller.ip, userAgent: caller.userAgent, method: 'mobile' as const };
    const refuse = async (reason: MobileFailureData['reason'], userId: number | null, extra: Omit<MobileFailureData, 'reason'> = {}, status: number = ResultCode.unauthorized) => {
      await login.logFailure(context, reason, userId);
      return new MobileSignInFailure(status, reason, extra);
    };

    // Only the number's newest code counts: every older one was superseded.
    const newest = await this.newestCode(phone);
    if (!newest) throw await refuse('noCode', null);
    const dead = deadReason(newest);
    if (dead) throw await refuse(dead, newest.userId);

    // The try is claimed before the code is compared, so parallel guesses cannot exceed the limit.
    const [claimed] = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, newest.id), lt(smsCodes.attempts, SMS_CODE_MAX_TRIES), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, sql`now()`)))
      .returning({ attempts: smsCodes.attempts });
    if (!claimed) {
      const now = await this.newestCode(phone);
      throw await refuse((now && now.id === newest.id && deadReason(now)) || 'tooManyTries', newest.userId);
    }
    const matches = sameHash(newest.codeHash, hashOf(phone, input.code)) && USABLE.has(newest.status);
    if (!matches) throw await refuse('codeInvalid', newest.userId, { attemptsLeft: SMS_CODE_MAX_TRIES - claimed.attempts });

    const [consumed] = await db
      .update(smsCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(smsCodes.id, newest.id), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, sql`now()`)))
      .returning({ id: smsCodes.id });
    if (!consumed) throw await refuse('codeUsed', newest.userId);

    // Whoever holds the number now: the phone proved, so saying why is no leak.
    const holders = await this.holdersOf(phone);
    if (holders.length > 1) {
      this.deps.log.warn({ smsTo: context.account, users: holders }, 'mobile sign-in refused: the number is held by several users');
      throw await refuse('ambiguousPhone', null, {}, ResultCode.conflict);
    }
    const userId = holders[0];
    if (userId === undefined || (newest.userId !== null && newest.userId !== userId)) throw await refuse('noAccount', newest.userId);
    return login.signInIdentified(userId, context);
  }

  /** Resolves once every message handed to the sender has its outcome recorded (on close). */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private senderOrRefuse(): SmsSender {
    if (!this.deps.sender) throw new MobileSignInFailure(ResultCode.forbidden, 'methodDisabled');
    return this.deps.sender;
  }

  private async limit(phone: string, ip: string): Promise<void> {
    const { perNumberMinute, perNumberHour, perAddressHour } = SMS_SEND_LIMITS;
    const checks = [
      { key: `sms:ip:${ip}:1h`, ...perAddressHour },
      { key: `sms:phone:${phone}:1m`, ...perNumberMinute },
      { key: `sms:phone:${phone}:1h`, ...perNumberHour },
    ];
    for (const check of checks) {
      const verdict = await this.deps.limiter.hit(check.key, check.limit, check.windowMs);
      if (!verdict.allowed) throw new MobileSignInFailure(ResultCode.tooManyRequests, 'rateLimited', { retryAfterSeconds: verdict.retryAfterSeconds });
    }
  }

  private async holdersOf(phone: string): Promise<number[]> {
    const rows = await this.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).orderBy(users.id);
    return rows.map((r) => r.id);
  }

  private async newestCode(phone: string) {
    const [row] = await this.deps.db
      .select({
        id: smsCodes.id,
        codeHash: smsCodes.codeHash,
        status: smsCodes.status,
        userId: smsCodes.userId,
        attempts: smsCodes.attempts,
        consumedAt: smsCodes.consumedAt,
        live: sql<boolean>`${smsCodes.expiresAt} > now()`,
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, PURPOSE)))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    return row;
  }

  private async dispatch(sender: SmsSender, id: number, phone: string, code: string): Promise<void> {
    let result: SmsSendResult;
    try {
      result = await withTimeout(sender.send(phone, smsMessageOf(code)));
    } catch (err) {
      result = { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    // A provider echoing the message back must not put the code into the log.
    const kept = (text: string) => text.replaceAll(code, '******').slice(0, 500);
    await this.deps.db
      .update(smsCodes)
      .set(result.ok ? { status: 'SENT', senderResult: kept(result.ref) } : { status: 'FAILED', senderResult: kept(result.error), expiresAt: sql`now()` })
      .where(and(eq(smsCodes.id, id), eq(smsCodes.status, 'QUEUED')));
    if (!result.ok) this.deps.log.warn({ smsId: id, sender: sender.id, error: kept(result.error) }, 'an SMS sign-in code could not be sent');
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((err: unknown) => this.deps.log.error({ err }, 'recording an SMS dispatch failed'))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}

function deadReason(row: { consumedAt: Date | null; live: boolean; attempts: number }): MobileFailureReason | null {
  if (row.consumedAt) return 'codeUsed';
  if (!row.live) return 'codeExpired';
  if (row.attempts >= SMS_CODE_MAX_TRIES) return 'tooManyTries';
  return null;
}
