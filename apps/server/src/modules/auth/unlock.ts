import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { ResultCode, UNLOCK_MAX_FAILURES, UNLOCK_WINDOW_MS, type UnlockFailureData } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { loginLogs, users } from '../../db/schema';
import { AppError, tooManyRequests } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { loginLogAgent } from '../../lib/user-agent';
import { AddressLimiter } from './address-limit';
import type { SessionUser } from './session-store';

export interface UnlockAttempt {
  user: SessionUser;
  password: string;
  ip: string;
  userAgent: string;
}

/** Login-log reasons of lock-screen attempts; 'unlockLimited' rows are refused unchecked and do not count. */
export const UNLOCK_REASONS = { ok: 'unlock', failed: 'unlockFailed', limited: 'unlockLimited' } as const;

/**
 * The lock screen's password check (DESIGN §7). The wrong attempts are counted from the login
 * log itself, so the limit holds across instances without a table of its own. Each attempt
 * first claims its row as a failure and only then counts, so parallel guesses see each other
 * and can never exceed the limit; a right password turns the row into a success.
 */
export class UnlockService {
  private readonly addresses: AddressLimiter;

  constructor(private readonly db: Db) {
    this.addresses = new AddressLimiter(db);
  }

  async unlock(a: UnlockAttempt): Promise<void> {
    // Per address too: the per-user count does not bound one address guessing through many sessions.
    const address = await this.addresses.take('unlock', a.ip);
    if (!address.allowed) {
      await this.db.insert(loginLogs).values({ ...this.logRow(a), success: false, reason: UNLOCK_REASONS.limited });
      const data: UnlockFailureData = { reason: 'tooManyAttempts', retryAfterSeconds: address.retryAfterSeconds };
      throw tooManyRequests('too many attempts from this address, try again later', data);
    }
    const [row] = await this.db
      .insert(loginLogs)
      .values({ ...this.logRow(a), success: false, reason: UNLOCK_REASONS.failed })
      .returning({ id: loginLogs.id });
    const rowId = row!.id;

    const window = await this.recentFailures(a.user.userId);
    if (window.failures > UNLOCK_MAX_FAILURES) {
      await this.setReason(rowId, UNLOCK_REASONS.limited, false);
      const retryAfterSeconds = Math.max(1, Math.ceil((window.oldest.getTime() + UNLOCK_WINDOW_MS - Date.now()) / 1000));
      const data: UnlockFailureData = { reason: 'tooManyAttempts', retryAfterSeconds };
      throw tooManyRequests('too many wrong passwords, try again later', data);
    }

    const [user] = await this.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, a.user.userId)).limit(1);
    if (!user || !(await verifyPassword(user.hash, a.password))) {
      const data: UnlockFailureData = { reason: 'wrongPassword', attemptsLeft: UNLOCK_MAX_FAILURES - window.failures };
      throw new AppError(ResultCode.badRequest, 'wrong password', data);
    }
    await this.setReason(rowId, UNLOCK_REASONS.ok, true);
    await this.addresses.giveBack('unlock', a.ip);
  }

  private logRow(a: UnlockAttempt) {
    return { userName: a.user.userName.slice(0, 64), userId: a.user.userId, ip: a.ip, ...loginLogAgent(a.userAgent) };
  }

  /** Wrong attempts in the window since the user's last successful unlock (which clears the count). */
  private async recentFailures(userId: number): Promise<{ failures: number; oldest: Date }> {
    const lastSuccess = sql`coalesce((select max(${loginLogs.id}) from ${loginLogs}
      where ${loginLogs.userId} = ${userId} and ${loginLogs.reason} = ${UNLOCK_REASONS.ok}), 0)`;
    const [result] = await this.db
      .select({ failures: count(), oldest: min(loginLogs.createdAt) })
      .from(loginLogs)
      .where(
        and(
          eq(loginLogs.userId, userId),
          eq(loginLogs.reason, UNLOCK_REASONS.failed),
          gt(loginLogs.createdAt, sql`now() - make_interval(secs => ${UNLOCK_WINDOW_MS / 1000})`),
          gt(loginLogs.id, lastSuccess),
        ),
      );
    return { failures: Number(result?.failures ?? 0), oldest: result?.oldest ? new Date(result.oldest) : new Date() };
  }

  private async setReason(id: number, reason: string, success: boolean): Promise<void> {
    await this.db.update(loginLogs).set({ reason, success }).where(eq(loginLogs.id, id));
  }
}
