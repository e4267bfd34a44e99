import { eq } from 'drizzle-orm';
import { ResultCode, type LoginFailureData, type LoginFailureReason, type SignInMethod } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { loginLogs, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { loginLogAgent } from '../../lib/user-agent';
import { AddressLimiter } from './address-limit';
import type { CaptchaService } from './captcha';
import { SignInNameLock, type NameClaim, type SignInLockSettingsSource, type SignInSubject } from './name-lock';
import type { SessionStore } from './session-store';

export interface LoginAttempt {
  username: string;
  password: string;
  captchaId: string;
  captchaCode: string;
  ip: string;
  userAgent: string;
}

// One sentence per reason, alike for every user name: none of them says whether an account has it.
const MESSAGES: Record<LoginFailureReason, string> = {
  captchaRequired: 'the verification code is required',
  captchaInvalid: 'the verification code is wrong',
  captchaExpired: 'the verification code has expired',
  badCredentials: 'wrong user name or password',
  accountLocked: 'too many failed attempts: sign-in with this user name is locked for a while',
  accountDisabled: 'the account is disabled',
  rateLimited: 'too many sign-in attempts from this address, try again later',
};

const STATUS: Partial<Record<LoginFailureReason, number>> = {
  captchaRequired: ResultCode.badRequest,
  captchaInvalid: ResultCode.badRequest,
  captchaExpired: ResultCode.badRequest,
  rateLimited: ResultCode.tooManyRequests,
};

/** Who is signing in, from where and how: every sign-in method logs its attempts with it. */
export interface SignInContext {
  /** What the caller typed or presented (user name, phone number, provider subject), for the login log. */
  account: string;
  ip: string;
  userAgent: string;
  method: SignInMethod;
}

export class LoginFailure extends AppError {
  constructor(
    reason: LoginFailureReason,
    extra: Omit<LoginFailureData, 'reason'> = {},
    /** What the login log records when it differs from the answer (the wrong password that locked the name). */
    readonly logReason: string = reason,
  ) {
    super(STATUS[reason] ?? ResultCode.unauthorized, MESSAGES[reason], { reason, ...extra });
  }
}

export class LoginService {
  private readonly names: SignInNameLock;
  /** Per-address limits of the public sign-in routes (the captcha's too), shared by every instance. */
  readonly addresses: AddressLimiter;

  constructor(
    private readonly db: Db,
    private readonly captchas: CaptchaService,
    private readonly sessions: SessionStore,
    private readonly captchaEnabled: boolean,
    /** The lock's limit and length per attempt (config parameters); the code's defaults without it. */
    lockSettings?: SignInLockSettingsSource,
  ) {
    this.names = new SignInNameLock(db, lockSettings);
    this.addresses = new AddressLimiter(db);
    // Made now, not on the first missing name, whose answer would otherwise take twice as long.
    void dummyPasswordHash();
  }

  async login(attempt: LoginAttempt): Promise<{ token: string; expiresAt: Date }> {
    const context: SignInContext = { account: attempt.username, ip: attempt.ip, userAgent: attempt.userAgent, method: 'password' };
    const session = await this.logged(context, async () => {
      // Before the captcha and the name: a flood from one address costs one counter update per request.
      const address = await this.addresses.take('login', attempt.ip);
      if (!address.allowed) throw new LoginFailure('rateLimited', { retryAfterSeconds: address.retryAfterSeconds });
      return this.authenticate(attempt);
    });
    await this.addresses.giveBack('login', attempt.ip);
    return session;
  }

  /**
   * Opens a session for a user another method has identified (a mobile code, a scan ticket, an
   * OpenID Connect account): a locked or disabled account is refused as at the password form, and
   * the attempt goes to the login log with its method.
   */
  async signInIdentified(userId: number, context: SignInContext): Promise<{ token: string; expiresAt: Date }> {
    return this.logged(context, async () => {
      const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new LoginFailure('badCredentials');
      const withUser = { userId: user.id } as object;
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
        throw new LoginFailure('accountLocked', { lockedUntil: user.lockedUntil.toISOString(), ...withUser });
      }
      if (user.status !== '0') throw new LoginFailure('accountDisabled', withUser);
      await this.db.update(users).set({ lastLoginAt: new Date(), lastLoginIp: context.ip }).where(eq(users.id, user.id));
      return { userId: user.id, session: await this.sessions.create(user.id, context.ip, context.userAgent, context.method) };
    });
  }

  /** Writes a failed attempt of a method that fails before it knows the user (an unknown code or ticket). */
  async logFailure(context: SignInContext, reason: string, userId: number | null = null): Promise<void> {
    await this.log(context, userId, reason);
  }

  private async logged(
    context: SignInContext,
    signIn: () => Promise<{ userId: number; session: { token: string; expiresAt: Date } }>,
  ): Promise<{ token: string; expiresAt: Date }> {
    try {
      const result = await signIn();
      await this.log(context, result.userId, 'ok');
      return result.session;
    } catch (err) {
      if (err instanceof LoginFailure) {
        const data = err.data as LoginFailureData & { userId?: number };
        await this.log(context, data.userId ?? null, err.logReason);
        delete data.userId;
      }
      throw err;
    }
  }

  /**
   * The password form (issue 9). The name's failure slot is claimed before the password is
   * checked, so no burst checks more than LOGIN_MAX_FAILURES passwords; a missing name is counted,
   * checked against a dummy hash and answered exactly as a wrong password, and locks alike.
   */
  private async authenticate(a: LoginAttempt) {
    if (this.captchaEnabled) {
      const captchaProblem = await this.captchas.check(a.captchaId, a.captchaCode);
      if (captchaProblem) throw new LoginFailure(captchaProblem);
    }
    const [user] = await this.db.select().from(users).where(eq(users.userName, a.username)).limit(1);
    const subject: SignInSubject = { userName: a.username, ...(user ? { account: { id: user.id, version: user.version } } : {}) };
    const withUser = (user ? { userId: user.id } : {}) as object;
    // The lock written on the account holds however its counter is keyed now (an edit starts a new one).
    if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
      throw new LoginFailure('accountLocked', { lockedUntil: user.lockedUntil.toISOString(), ...withUser });
    }
    const claim = await this.names.claim(subject);
    if (!claim.claimed) throw new LoginFailure('accountLocked', { lockedUntil: claim.until.toISOString(), ...withUser });
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), a.password);
    if (!user || !matches) return this.failed(a.username, claim, withUser);

    await this.names.release(subject);
    if (user.status !== '0') throw new LoginFailure('accountDisabled', withUser);
    await this.db
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date(), lastLoginIp: a.ip })
      .where(eq(users.id, user.id));
    return { userId: user.id, session: await this.sessions.create(user.id, a.ip, a.userAgent, 'password') };
  }

  /**
   * A wrong password or a missing name: the same statements run either way (by name, touching no
   * row when there is no account), so neither the answer nor its time tells them apart. The
   * failure that takes the last slot locks the account and ends its sessions.
   */
  private async failed(userName: string, claim: NameClaim, withUser: object): Promise<never> {
    const locks = claim.attempt >= claim.limit;
    await this.db
      .update(users)
      .set({ failedLogins: claim.attempt, ...(locks ? { lockedUntil: claim.until } : {}) })
      .where(eq(users.userName, userName));
    if (locks) {
      await this.sessions.revokeAllOfUserName(userName);
      throw new LoginFailure('accountLocked', { lockedUntil: claim.until.toISOString(), ...withUser }, 'badCredentials');
    }
    throw new LoginFailure('badCredentials', { attemptsLeft: this.names.attemptsLeftAfter(claim), ...withUser });
  }

  private async log(c: SignInContext, userId: number | null, reason: string) {
    await this.db.insert(loginLogs).values({
      userName: c.account.slice(0, 64),
      userId,
      ip: c.ip,
      ...loginLogAgent(c.userAgent),
      method: c.method,
      success: reason === 'ok',
      reason,
    });
  }
}
