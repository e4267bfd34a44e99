import { eq, sql } from 'drizzle-orm';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, type LoginFailureData, type LoginFailureReason, type SignInMethod } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { loginLogs, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import type { CaptchaService } from './captcha';
import type { SessionStore } from './session-store';

export interface LoginAttempt {
  username: string;
  password: string;
  captchaId: string;
  captchaCode: string;
  ip: string;
  userAgent: string;
}

const MESSAGES: Record<LoginFailureReason, string> = {
  captchaRequired: 'the verification code is required',
  captchaInvalid: 'the verification code is wrong',
  captchaExpired: 'the verification code has expired',
  badCredentials: 'wrong user name or password',
  accountLocked: 'the account is locked after too many failed attempts',
  accountDisabled: 'the account is disabled',
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
  constructor(reason: LoginFailureReason, extra: Omit<LoginFailureData, 'reason'> = {}) {
    super(reason.startsWith('captcha') ? 400 : 401, MESSAGES[reason], { reason, ...extra });
  }
}

export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly captchas: CaptchaService,
    private readonly sessions: SessionStore,
    private readonly captchaEnabled: boolean,
  ) {}

  async login(attempt: LoginAttempt): Promise<{ token: string; expiresAt: Date }> {
    const context: SignInContext = { account: attempt.username, ip: attempt.ip, userAgent: attempt.userAgent, method: 'password' };
    return this.logged(context, async () => {
      const result = await this.authenticate(attempt);
      return { userId: result.userId, session: result.session };
    });
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
        await this.log(context, data.userId ?? null, data.reason);
        delete data.userId;
      }
      throw err;
    }
  }

  private async authenticate(a: LoginAttempt) {
    if (this.captchaEnabled) {
      const captchaProblem = await this.captchas.check(a.captchaId, a.captchaCode);
      if (captchaProblem) throw new LoginFailure(captchaProblem);
    }
    const [user] = await this.db.select().from(users).where(eq(users.userName, a.username)).limit(1);
    if (!user) {
      await verifyPassword(await dummyPasswordHash(), a.password);
      throw new LoginFailure('badCredentials');
    }
    const withUser = { userId: user.id } as object;
    if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
      throw new LoginFailure('accountLocked', { lockedUntil: user.lockedUntil.toISOString(), ...withUser });
    }
    if (!(await verifyPassword(user.passwordHash, a.password))) {
      // Counted in the database so concurrent attempts and several instances share one count.
      const [counted] = await this.db
        .update(users)
        .set({ failedLogins: sql`${users.failedLogins} + 1` })
        .where(eq(users.id, user.id))
        .returning({ failedLogins: users.failedLogins });
      const failures = counted?.failedLogins ?? LOGIN_MAX_FAILURES;
      if (failures >= LOGIN_MAX_FAILURES) {
        const lockedUntil = new Date(Date.now() + LOGIN_LOCK_MS);
        await this.db.update(users).set({ lockedUntil, failedLogins: 0 }).where(eq(users.id, user.id));
        throw new LoginFailure('accountLocked', { lockedUntil: lockedUntil.toISOString(), ...withUser });
      }
      throw new LoginFailure('badCredentials', { attemptsLeft: LOGIN_MAX_FAILURES - failures, ...withUser });
    }
    if (user.status !== '0') throw new LoginFailure('accountDisabled', withUser);
    await this.db
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date(), lastLoginIp: a.ip })
      .where(eq(users.id, user.id));
    return { userId: user.id, session: await this.sessions.create(user.id, a.ip, a.userAgent, 'password') };
  }

  private async log(c: SignInContext, userId: number | null, reason: string) {
    await this.db.insert(loginLogs).values({
      userName: c.account.slice(0, 64),
      userId,
      ip: c.ip,
      userAgent: c.userAgent.slice(0, 500),
      method: c.method,
      success: reason === 'ok',
      reason,
    });
  }
}
