import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { API_PREFIX, ENDPOINTS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@ledgerdesk/shared';
import { PERSONAL_ENDPOINTS } from '@ledgerdesk/shared/personal';
import { buildApp } from '../../app';
import { loginLogs, rateLimits, sessions, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/tokens';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { ADDRESS_LIMITS, addressSubject } from './address-limit';

type Inject = TestApp['app']['inject'];

describe('addressSubject', () => {
  it('keeps IPv4 whole, unwraps IPv4-mapped IPv6 and cuts IPv6 to its /64', () => {
    expect(addressSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:0DB8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
  });
});

describe.each(databaseKinds)('sign-in hardening (%s)', (kind) => {
  let t: TestApp;
  /** A second instance on the same database, as behind a load balancer. */
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { SESSION_MAX_HOURS: '2' });
    other = await buildApp(t.config, t.database);
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });
  // Each case starts with no counts and no locks of earlier ones.
  beforeEach(async () => {
    await t.database.db.delete(rateLimits);
    await t.database.db.update(users).set({ failedLogins: 0, lockedUntil: null });
  });

  let addressSeq = 0;
  /** A fresh client address, so a case about the name lock is not cut short by the per-address limit. */
  const freshAddress = () => `10.${(addressSeq >> 8) & 255}.${addressSeq & 255}.${(addressSeq++ % 200) + 1}`;
  const login = (username: string, password: string, remoteAddress = freshAddress(), inject: Inject = t.app.inject.bind(t.app)) =>
    inject({ method: 'POST', url: api(ENDPOINTS.login), payload: { username, password }, remoteAddress });
  const logCount = async (userName: string, reason: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(loginLogs)
      .where(and(eq(loginLogs.userName, userName), eq(loginLogs.reason, reason)));
    return Number(row!.n);
  };
  const newUser = async (userName: string) => {
    const [row] = await t.database.db
      .insert(users)
      .values({ userName, nickname: userName, passwordHash: await hashPassword(TEST_PASSWORD) })
      .returning({ id: users.id });
    return row!.id;
  };
  const userInfo = (token: string) => t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo), headers: bearer(token) });

  describe('the failure count is claimed before the password is checked', () => {
    it(`checks at most ${LOGIN_MAX_FAILURES} passwords of a parallel burst of 50, on two instances; the rest get the lock answer`, async () => {
      await newUser('burst_target');
      const before = await t.signIn('burst_target');
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, i) => login('burst_target', `wrong-${i}`, freshAddress(), i % 2 ? other.app.inject.bind(other.app) : undefined)),
      );
      // Every checked wrong password is logged badCredentials; a refused attempt is logged accountLocked, unchecked.
      expect(await logCount('burst_target', 'badCredentials')).toBe(LOGIN_MAX_FAILURES);
      expect(await logCount('burst_target', 'accountLocked')).toBe(50 - LOGIN_MAX_FAILURES);
      const reasons = burst.map((r) => r.json().data.reason as string);
      expect(reasons.filter((r) => r === 'badCredentials')).toHaveLength(LOGIN_MAX_FAILURES - 1);
      expect(reasons.filter((r) => r === 'accountLocked')).toHaveLength(50 - LOGIN_MAX_FAILURES + 1);
      expect(burst.every((r) => r.statusCode === 401)).toBe(true);

      // The right password is refused unchecked while locked, and the lock ended the sessions.
      const right = await login('burst_target', TEST_PASSWORD);
      expect(right.json()).toMatchObject({ code: 401, data: { reason: 'accountLocked' } });
      expect(await logCount('burst_target', 'badCredentials')).toBe(LOGIN_MAX_FAILURES);
      expect((await userInfo(before)).statusCode).toBe(401);
      const [row] = await t.database.db.select().from(users).where(eq(users.userName, 'burst_target'));
      const lockedFor = row!.lockedUntil!.getTime() - Date.now();
      expect(lockedFor).toBeGreaterThan(LOGIN_LOCK_MS - 60_000);
      expect(lockedFor).toBeLessThanOrEqual(LOGIN_LOCK_MS + 5_000);
      const open = await t.database.db.select().from(sessions).where(and(eq(sessions.userId, row!.id), sql`${sessions.revokedAt} is null`));
      expect(open).toHaveLength(0);
    });

    it('a right password gives the count back', async () => {
      await newUser('forgetful_one');
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) await login('forgetful_one', 'wrong');
      expect((await login('forgetful_one', TEST_PASSWORD)).json().code).toBe(0);
      expect((await login('forgetful_one', 'wrong')).json().data).toEqual({ reason: 'badCredentials', attemptsLeft: LOGIN_MAX_FAILURES - 1 });
    });

    it("an administrator's unlock lifts a lock the failures set", async () => {
      const id = await newUser('unlock_me');
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await login('unlock_me', 'wrong');
      expect((await login('unlock_me', TEST_PASSWORD)).json().data.reason).toBe('accountLocked');
      const admin = await t.signIn();
      const res = await t.app.inject({ method: 'POST', url: api(`${API_PREFIX}/user/unlock`), headers: bearer(admin), payload: { id } });
      expect(res.json().code, res.body).toBe(0);
      expect((await login('unlock_me', TEST_PASSWORD)).json().code).toBe(0);
    });
  });

  describe('one answer for every credential failure', () => {
    /** The answers to the same attempts on a name, with the lock's end reduced to whether it is there. */
    const answersFor = async (userName: string) => {
      const answers = [];
      for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i += 1) {
        const res = await login(userName, `wrong-${i}`);
        const { lockedUntil, ...data } = res.json().data;
        answers.push({ status: res.statusCode, code: res.json().code, msg: res.json().msg, data, locked: lockedUntil !== undefined });
      }
      return answers;
    };

    it('answers an existing name with a wrong password exactly as a missing name, through the lock', async () => {
      await newUser('real_person');
      const existing = await answersFor('real_person');
      const missing = await answersFor('no_such_person');
      expect(missing).toEqual(existing);
      expect(existing[0]).toEqual({
        status: 401,
        code: 401,
        msg: 'wrong user name or password',
        data: { reason: 'badCredentials', attemptsLeft: LOGIN_MAX_FAILURES - 1 },
        locked: false,
      });
      expect(existing.at(-1)).toMatchObject({ status: 401, data: { reason: 'accountLocked' }, locked: true });
    });

    it('locks a missing name as it locks an account, for the same time', async () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await login('ghost_writer', 'wrong');
      const answer = (await login('ghost_writer', 'whatever')).json();
      expect(answer.data.reason).toBe('accountLocked');
      const lockedFor = new Date(answer.data.lockedUntil).getTime() - Date.now();
      expect(lockedFor).toBeGreaterThan(LOGIN_LOCK_MS - 60_000);
    });

    it('does not let a case variant tell whether a locked name is an account', async () => {
      await newUser('case_probe');
      const probe = async (userName: string) => {
        for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await login(userName, 'wrong');
        return (await login(userName.toUpperCase(), 'wrong')).json().data;
      };
      expect(await probe('case_probe')).toEqual(await probe('case_ghost'));
    });
  });

  describe('per-address limits, shared by every instance', () => {
    it(`refuses sign-in from an address after ${ADDRESS_LIMITS.login.limit} failures with 429 and retryAfterSeconds, even the right password; other addresses go on`, async () => {
      const address = '192.0.2.10';
      const { limit } = ADDRESS_LIMITS.login;
      for (let i = 0; i < limit; i += 1) {
        const inject = i % 2 ? other.app.inject.bind(other.app) : undefined;
        const res = await login(`sprayed_${i}`, 'Spring2026!', address, inject);
        expect(res.json().data.reason).toBe('badCredentials');
      }
      const refused = await login('admin', TEST_PASSWORD, address, other.app.inject.bind(other.app));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 429, data: { reason: 'rateLimited', retryAfterSeconds: expect.any(Number) } });
      expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(ADDRESS_LIMITS.login.windowMs / 1000 - 60);
      expect(refused.headers['retry-after']).toBe(String(refused.json().data.retryAfterSeconds));
      expect((await login('admin', TEST_PASSWORD, address)).statusCode).toBe(429);
      expect(await logCount('admin', 'rateLimited')).toBeGreaterThanOrEqual(2);
      // Nothing was checked for the refused ones: admin's name counted no failure.
      expect((await login('admin', TEST_PASSWORD, '192.0.2.11')).json().code).toBe(0);
    });

    it('does not count successful sign-ins against the address (an office behind one address)', async () => {
      const address = '192.0.2.20';
      for (let i = 0; i < ADDRESS_LIMITS.login.limit + 3; i += 1) {
        expect((await login('admin', TEST_PASSWORD, address, i % 2 ? other.app.inject.bind(other.app) : undefined)).json().code).toBe(0);
      }
    });

    it(`refuses captchas from an address after ${ADDRESS_LIMITS.captcha.limit} a minute, across instances`, async () => {
      const withCaptcha = await createTestApp(kind, { LOGIN_CAPTCHA: 'on' });
      const second = await buildApp(withCaptcha.config, withCaptcha.database);
      await second.app.ready();
      try {
        const captcha = (app: Inject, remoteAddress: string) => app({ method: 'GET', url: api(ENDPOINTS.captcha), remoteAddress });
        const apps = [withCaptcha.app.inject.bind(withCaptcha.app), second.app.inject.bind(second.app)];
        for (let i = 0; i < ADDRESS_LIMITS.captcha.limit; i += 1) {
          expect((await captcha(apps[i % 2]!, '198.51.100.7')).json().data.enabled).toBe(true);
        }
        const refused = await captcha(apps[0]!, '198.51.100.7');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().data).toEqual({ reason: 'rateLimited', retryAfterSeconds: expect.any(Number) });
        expect(refused.headers['retry-after']).toBe(String(refused.json().data.retryAfterSeconds));
        expect((await captcha(apps[1]!, '198.51.100.8')).statusCode).toBe(200);
      } finally {
        await second.app.close();
        await withCaptcha.close();
      }
    });

    it(`refuses the lock screen from an address after ${ADDRESS_LIMITS.unlock.limit} wrong passwords, across instances`, async () => {
      const address = '203.0.113.50';
      const guesser = await t.signIn('admin');
      const unlock = (token: string, password: string, remoteAddress: string, inject: Inject) =>
        inject({ method: 'POST', url: api(ENDPOINTS.unlock), payload: { password }, headers: bearer(token), remoteAddress });
      const apps = [t.app.inject.bind(t.app), other.app.inject.bind(other.app)];
      for (let i = 0; i < ADDRESS_LIMITS.unlock.limit; i += 1) await unlock(guesser, `guess-${i}`, address, apps[i % 2]!);
      const operator = await t.signIn('operator');
      const refused = await unlock(operator, TEST_PASSWORD, address, apps[1]!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().data).toEqual({ reason: 'tooManyAttempts', retryAfterSeconds: expect.any(Number) });
      expect(refused.headers['retry-after']).toBe(String(refused.json().data.retryAfterSeconds));
      expect((await unlock(operator, TEST_PASSWORD, '203.0.113.51', apps[0]!)).json().code).toBe(0);
    });
  });

  describe('session lifetimes', () => {
    const sessionOf = async (token: string) => (await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token))))[0]!;

    it('refuses a session older than SESSION_MAX_HOURS however recently it was used', async () => {
      expect(t.config.sessionMaxMs).toBe(2 * 3_600_000);
      const token = await t.signIn('operator');
      const born = new Date(Date.now() - t.config.sessionMaxMs - 1000);
      await t.database.db
        .update(sessions)
        .set({ createdAt: born, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) })
        .where(eq(sessions.tokenHash, sha256(token)));
      expect((await userInfo(token)).statusCode).toBe(401);
    });

    it('slides the idle expiry only up to the absolute end', async () => {
      const token = await t.signIn('operator');
      const born = new Date(Date.now() - t.config.sessionMaxMs + 60_000);
      await t.database.db
        .update(sessions)
        .set({ createdAt: born, lastSeenAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(sessions.tokenHash, sha256(token)));
      expect((await userInfo(token)).json().code).toBe(0);
      const row = await sessionOf(token);
      expect(row.expiresAt.getTime()).toBeLessThanOrEqual(born.getTime() + t.config.sessionMaxMs);
    });

    it('a password change ends the other sessions, and only the new password signs in', async () => {
      await newUser('changes_password');
      const here = await t.signIn('changes_password');
      const elsewhere = await t.signIn('changes_password');
      const fresh = 'Another-pass-9';
      const res = await t.app.inject({
        method: 'PUT',
        url: api(PERSONAL_ENDPOINTS.changePassword),
        headers: bearer(here),
        payload: { oldPassword: TEST_PASSWORD, newPassword: fresh },
      });
      expect(res.json().code, res.body).toBe(0);
      expect((await userInfo(elsewhere)).statusCode).toBe(401);
      expect((await userInfo(here)).json().code).toBe(0);
      expect((await login('changes_password', TEST_PASSWORD)).json().data.reason).toBe('badCredentials');
      expect((await login('changes_password', fresh)).json().code).toBe(0);
    });

    it("a locked account's sessions stop working while it is locked", async () => {
      const id = await newUser('soon_locked');
      const token = await t.signIn('soon_locked');
      await t.database.db.update(users).set({ lockedUntil: new Date(Date.now() + 60_000) }).where(eq(users.id, id));
      expect((await userInfo(token)).statusCode).toBe(401);
      await t.database.db.update(users).set({ lockedUntil: null }).where(eq(users.id, id));
      expect((await userInfo(token)).json().code).toBe(0);
    });
  });
});
