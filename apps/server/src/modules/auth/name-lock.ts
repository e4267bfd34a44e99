import { eq, sql } from 'drizzle-orm';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * Whose failures an attempt counts: one counter per user name whether or not an account has it,
 * so neither the count nor the lock tells an existing name from a missing one. A missing name is
 * counted exactly as typed, as accounts are looked up: were its case variants to share a counter,
 * locking `ADMIN` and then trying `admin` would show whether `admin` is an account. An account's
 * counter is keyed by its id and version: any administrator's change to the account, its unlock
 * among them, starts the count afresh without this module being called.
 */
export interface SignInSubject {
  userName: string;
  account?: { id: number; version: number };
}

const keyOf = ({ userName, account }: SignInSubject) => (account ? `login:account:${account.id}:${account.version}` : `login:name:${userName}`);

export interface NameClaim {
  /** This attempt may check its password; false: the name is locked and nothing is checked. */
  claimed: boolean;
  /** Which attempt this is since the count started (1-based); above the limit when refused. */
  attempt: number;
  /** When the count (or the lock) ends. */
  until: Date;
  /** The failures that lock the name, as configured when this attempt was counted. */
  limit: number;
}

/** The limit and lock length, read per attempt (config parameters: modules/config/config-keys.ts). */
export type SignInLockSettingsSource = () => Promise<{ maxFailures: number; lockMs: number }>;

/**
 * The sign-in failure count, claimed before any password is checked (issue 9: a burst of parallel
 * wrong passwords outran a count read before the check and written after). Each attempt takes the
 * next slot in one INSERT … ON CONFLICT DO UPDATE … RETURNING on sys_rate_limit, so parallel
 * attempts on any instance see each other and at most `maxFailures` passwords are checked; a
 * right password gives the count back. Failures are forgotten `lockMs` after the last one; the
 * attempt that takes the last slot starts a lock of `lockMs` that refused attempts do not extend.
 */
export class SignInNameLock {
  constructor(
    private readonly db: Db,
    private readonly settings: SignInLockSettingsSource = async () => ({ maxFailures: LOGIN_MAX_FAILURES, lockMs: LOGIN_LOCK_MS }),
  ) {}

  async claim(subject: SignInSubject): Promise<NameClaim> {
    const { maxFailures, lockMs } = await this.settings();
    const lockFor = sql`make_interval(secs => ${lockMs / 1000})`;
    // In SET, the table's columns are the row before this attempt.
    const ended = sql`${rateLimits.resetAt} <= now()`;
    const max = sql`${maxFailures}::int`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: keyOf(subject), hits: 1, resetAt: sql`now() + ${lockFor}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          // Capped one past the limit: a refused flood has nothing more to count.
          hits: sql`case when ${ended} then 1 else least(${rateLimits.hits} + 1, ${max} + 1) end`,
          // A claimed slot pushes the end out (the last one starts the lock); a refused one does not.
          resetAt: sql`case when ${ended} or ${rateLimits.hits} < ${max} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return { claimed: row!.hits <= maxFailures, attempt: row!.hits, until: row!.resetAt, limit: maxFailures };
  }

  /** The attempts left after a failed claimed attempt. */
  attemptsLeftAfter(claim: NameClaim): number {
    return Math.max(0, claim.limit - claim.attempt);
  }

  /** A right password forgets the failures. */
  async release(subject: SignInSubject): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, keyOf(subject)));
  }
}
