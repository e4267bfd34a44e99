import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ENDPOINTS, UNLOCK_MAX_FAILURES } from '@ledgerdesk/shared';
import { loginLogs, users } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { UNLOCK_REASONS } from './unlock';

describe.each(databaseKinds)('lock-screen unlock (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.signIn();
    const [admin] = await t.database.db.select().from(users).where(eq(users.userName, 'admin'));
    adminId = admin!.id;
  });
  afterAll(() => t.close());
  // Each case starts with no unlock history, so the window count is its own.
  beforeEach(async () => {
    await t.database.db.delete(loginLogs).where(inArray(loginLogs.reason, Object.values(UNLOCK_REASONS)));
  });

  const unlock = (password: string, auth = token) =>
    t.app.inject({ method: 'POST', url: api(ENDPOINTS.unlock), payload: { password }, headers: bearer(auth) });
  const unlockRows = () =>
    t.database.db
      .select({ reason: loginLogs.reason, success: loginLogs.success, userName: loginLogs.userName })
      .from(loginLogs)
      .where(and(eq(loginLogs.userId, adminId), inArray(loginLogs.reason, Object.values(UNLOCK_REASONS))))
      .orderBy(desc(loginLogs.id));

  it('unlocks with the signed-in user\'s password and logs "unlock"', async () => {
    const res = await unlock(TEST_PASSWORD);
    expect(res.json()).toMatchObject({ code: 0 });
    expect(await unlockRows()).toEqual([{ reason: 'unlock', success: true, userName: 'admin' }]);
  });

  it('answers 400 wrongPassword (not 401) with the attempts left, and logs "unlockFailed"', async () => {
    const res = await unlock('not-the-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: { reason: 'wrongPassword', attemptsLeft: UNLOCK_MAX_FAILURES - 1 } });
    expect(await unlockRows()).toEqual([{ reason: 'unlockFailed', success: false, userName: 'admin' }]);
  });

  it('refuses with 429 after five wrong passwords, even the right one, without checking it', async () => {
    for (let i = 0; i < UNLOCK_MAX_FAILURES; i += 1) expect((await unlock(`wrong-${i}`)).statusCode).toBe(400);
    const limited = await unlock(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, data: { reason: 'tooManyAttempts', retryAfterSeconds: expect.any(Number) } });
    expect(limited.json().data.retryAfterSeconds).toBeGreaterThan(500);
    const rows = await unlockRows();
    expect(rows[0]).toMatchObject({ reason: 'unlockLimited', success: false });
    expect(rows.filter((r) => r.reason === 'unlockFailed')).toHaveLength(UNLOCK_MAX_FAILURES);
  });

  it('holds the limit for parallel guesses (each claims its row before counting)', async () => {
    const answers = await Promise.all(Array.from({ length: UNLOCK_MAX_FAILURES + 3 }, (_, i) => unlock(`guess-${i}`)));
    const checked = answers.filter((r) => r.statusCode === 400);
    expect(checked.length).toBeLessThanOrEqual(UNLOCK_MAX_FAILURES);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('forgets failures older than ten minutes', async () => {
    for (let i = 0; i < UNLOCK_MAX_FAILURES; i += 1) await unlock(`wrong-${i}`);
    await t.database.db
      .update(loginLogs)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(loginLogs.reason, UNLOCK_REASONS.failed));
    expect((await unlock(TEST_PASSWORD)).json().code).toBe(0);
  });

  it('clears the count after a right password', async () => {
    for (let i = 0; i < UNLOCK_MAX_FAILURES - 1; i += 1) await unlock(`wrong-${i}`);
    expect((await unlock(TEST_PASSWORD)).json().code).toBe(0);
    expect((await unlock('wrong-again')).json().data.attemptsLeft).toBe(UNLOCK_MAX_FAILURES - 1);
  });

  it('checks the session user, not a user named in the body, and needs a session', async () => {
    const operator = await t.signIn('operator');
    expect((await unlock(TEST_PASSWORD, operator)).json().code).toBe(0);
    const anonymous = await t.app.inject({ method: 'POST', url: api(ENDPOINTS.unlock), payload: { password: TEST_PASSWORD } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs a password', async () => {
    expect((await unlock('')).statusCode).toBe(400);
  });
});
