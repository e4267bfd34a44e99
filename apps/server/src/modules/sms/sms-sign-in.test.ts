import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { SMS_CODE_MAX_TRIES } from '@ledgerdesk/shared/sms';
import { buildApp } from '../../app';
import { loginLogs, operationLogs, sessions, smsCodes, users } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { clearRateLimits, plugCapturingSender, sendCode, setPhone, settled, signInByCode, type CapturingSender } from './sms-test-kit';

const ADMIN_PHONE = '13800000001';
const OPERATOR_PHONE = '13800000002';
const NOBODY_PHONE = '13900000009';

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(databaseKinds)('sign-in by mobile code (%s)', (kind) => {
  let t: TestApp;
  let sender: CapturingSender;
  let restore: () => void;
  beforeAll(async () => {
    ({ sender, restore } = plugCapturingSender());
    t = await createTestApp(kind, { SMS_SENDER: 'log' });
    await setPhone(t.database.db, 'admin', ADMIN_PHONE);
    await setPhone(t.database.db, 'operator', OPERATOR_PHONE);
  });
  afterAll(async () => {
    restore();
    await t.close();
  });
  afterEach(async () => {
    sender.answer = () => ({ ok: true, ref: `ref-${sender.messages.length}` });
    await clearRateLimits(t.database.db);
  });

  const db = () => t.database.db;
  const rowsOf = (phone: string) => db().select().from(smsCodes).where(eq(smsCodes.phone, phone)).orderBy(desc(smsCodes.id));
  const lastLogin = async () => (await db().select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1))[0]!;
  const sentCode = async (phone: string) => {
    const res = await sendCode(t.app, phone);
    expect(res.json()).toMatchObject({ code: 0 });
    await settled(db());
    return sender.codeFor(phone);
  };

  it('sends a code, signs in with it once, and records both', async () => {
    const before = sender.messages.length;
    const res = await sendCode(t.app, ADMIN_PHONE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { expiresInSeconds: 300, resendAfterSeconds: 60 } });
    await settled(db());
    expect(sender.messages).toHaveLength(before + 1);
    const code = sender.codeFor(ADMIN_PHONE);
    expect(code).toMatch(/^\d{6}$/);

    const [row] = await rowsOf(ADMIN_PHONE);
    expect(row).toMatchObject({ status: 'SENT', sender: 'test-sender', senderResult: `ref-${before + 1}`, ip: '10.0.0.1', purpose: 'login', attempts: 0, consumedAt: null });
    const [admin] = await db().select().from(users).where(eq(users.userName, 'admin'));
    expect(row!.userId).toBe(admin!.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(299_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(300_000);

    const signedIn = await signInByCode(t.app, ADMIN_PHONE, code);
    expect(signedIn.json()).toMatchObject({ code: 0, data: { token: expect.any(String), expiresAt: expect.any(String) } });
    const token = signedIn.json().data.token as string;
    const info = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo), headers: bearer(token) });
    expect(info.json().data.userName).toBe('admin');
    const [session] = await db().select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(session).toMatchObject({ userId: admin!.id, method: 'mobile', userAgent: 'sms-test' });
    expect(await lastLogin()).toMatchObject({ userName: '138****0001', userId: admin!.id, method: 'mobile', success: true, reason: 'ok' });
    const [used] = await rowsOf(ADMIN_PHONE);
    expect(used!.consumedAt).toBeInstanceOf(Date);
    expect(used!.attempts).toBe(1);

    // Reused: the code worked once.
    const again = await signInByCode(t.app, ADMIN_PHONE, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().data).toEqual({ reason: 'codeUsed' });
    expect(await lastLogin()).toMatchObject({ userName: '138****0001', method: 'mobile', success: false, reason: 'codeUsed' });
  });

  it('refuses an expired code', async () => {
    const code = await sentCode(ADMIN_PHONE);
    const [row] = await rowsOf(ADMIN_PHONE);
    await db().update(smsCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(smsCodes.id, row!.id));
    const res = await signInByCode(t.app, ADMIN_PHONE, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().data).toEqual({ reason: 'codeExpired' });
    expect((await rowsOf(ADMIN_PHONE))[0]!.consumedAt).toBeNull();
  });

  it(`kills a code after ${SMS_CODE_MAX_TRIES} wrong tries, even the right code afterwards`, async () => {
    const code = await sentCode(ADMIN_PHONE);
    const wrong = otherCode(code);
    for (let left = SMS_CODE_MAX_TRIES - 1; left >= 0; left--) {
      const res = await signInByCode(t.app, ADMIN_PHONE, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json().data).toEqual({ reason: 'codeInvalid', attemptsLeft: left });
    }
    const right = await signInByCode(t.app, ADMIN_PHONE, code);
    expect(right.json().data).toEqual({ reason: 'tooManyTries' });
    const [row] = await rowsOf(ADMIN_PHONE);
    expect(row).toMatchObject({ attempts: SMS_CODE_MAX_TRIES, consumedAt: null });
  });

  it('counts parallel guesses exactly: the right code among a burst gets no sixth try', async () => {
    const code = await sentCode(ADMIN_PHONE);
    const guesses = Array.from({ length: 12 }, (_, i) => otherCode(String((Number(code) + i) % 1_000_000)));
    const answers = await Promise.all(guesses.map((g) => signInByCode(t.app, ADMIN_PHONE, g)));
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    expect(answers.filter((a) => a.json().data.reason === 'codeInvalid')).toHaveLength(SMS_CODE_MAX_TRIES);
    expect((await rowsOf(ADMIN_PHONE))[0]!.attempts).toBe(SMS_CODE_MAX_TRIES);
    expect((await signInByCode(t.app, ADMIN_PHONE, code)).json().data.reason).toBe('tooManyTries');
  });

  it('a newer code supersedes the older one at once', async () => {
    const first = await sentCode(ADMIN_PHONE);
    await clearRateLimits(db());
    let second = await sentCode(ADMIN_PHONE);
    // Both random: in the rare case they are equal, a third one is drawn.
    while (second === first) {
      await clearRateLimits(db());
      second = await sentCode(ADMIN_PHONE);
    }
    const [newest, older] = await rowsOf(ADMIN_PHONE);
    expect(older!.expiresAt.getTime()).toBeLessThanOrEqual(newest!.createdAt.getTime());
    const stale = await signInByCode(t.app, ADMIN_PHONE, first);
    expect(stale.json().data).toEqual({ reason: 'codeInvalid', attemptsLeft: SMS_CODE_MAX_TRIES - 1 });
    expect((await signInByCode(t.app, ADMIN_PHONE, second)).json().code).toBe(0);
  });

  it("refuses a code sent to another number (foreign)", async () => {
    const adminCode = await sentCode(ADMIN_PHONE);
    await db().delete(smsCodes).where(eq(smsCodes.phone, OPERATOR_PHONE));
    const noCode = await signInByCode(t.app, OPERATOR_PHONE, adminCode);
    expect(noCode.json().data).toEqual({ reason: 'noCode' });
    await sentCode(OPERATOR_PHONE);
    let foreign = adminCode;
    if (foreign === sender.codeFor(OPERATOR_PHONE)) foreign = otherCode(foreign);
    const res = await signInByCode(t.app, OPERATOR_PHONE, foreign);
    expect(res.json().data).toEqual({ reason: 'codeInvalid', attemptsLeft: SMS_CODE_MAX_TRIES - 1 });
    // The admin's code still works for the admin's number only.
    expect((await signInByCode(t.app, ADMIN_PHONE, adminCode)).json().code).toBe(0);
  });

  it('answers a number without an account exactly alike, records it SKIPPED and sends nothing', async () => {
    const before = sender.messages.length;
    const known = await sendCode(t.app, ADMIN_PHONE, '10.0.0.2');
    const unknown = await sendCode(t.app, NOBODY_PHONE, '10.0.0.3');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await settled(db());
    expect(sender.messages.slice(before).map((m) => m.phone)).toEqual([ADMIN_PHONE]);
    const [skipped] = await rowsOf(NOBODY_PHONE);
    expect(skipped).toMatchObject({ status: 'SKIPPED', sender: '', senderResult: '', userId: null, ip: '10.0.0.3' });

    // Trying codes on it looks like trying wrong codes on a real number.
    const onNobody = await signInByCode(t.app, NOBODY_PHONE, '123456');
    const onAdmin = await signInByCode(t.app, ADMIN_PHONE, otherCode(sender.codeFor(ADMIN_PHONE)));
    expect(onNobody.statusCode).toBe(onAdmin.statusCode);
    expect(onNobody.body).toBe(onAdmin.body);
    expect(await lastLogin()).toMatchObject({ success: false, reason: 'codeInvalid', method: 'mobile' });
  });

  it('limits codes per number: one a minute, five an hour (429 with the seconds to wait)', async () => {
    await db().delete(smsCodes).where(eq(smsCodes.phone, OPERATOR_PHONE));
    await sentCode(OPERATOR_PHONE);
    const soon = await sendCode(t.app, OPERATOR_PHONE, '10.0.1.1');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().data.reason).toBe('rateLimited');
    expect(soon.json().data.retryAfterSeconds).toBeGreaterThan(50);
    expect(soon.json().data.retryAfterSeconds).toBeLessThanOrEqual(60);
    const endMinute = () => t.database.db.execute(sql`update sys_rate_limit set reset_at = now() - interval '1 second' where key like 'sms:phone:%:1m'`);
    for (let i = 2; i <= 5; i++) {
      await endMinute();
      expect((await sendCode(t.app, OPERATOR_PHONE, `10.0.1.${i}`)).statusCode).toBe(200);
    }
    await endMinute();
    const sixth = await sendCode(t.app, OPERATOR_PHONE, '10.0.1.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().data.retryAfterSeconds).toBeGreaterThan(60);
    await settled(db());
    expect(await rowsOf(OPERATOR_PHONE)).toHaveLength(5);
  });

  it('limits codes per address across two instances on one database', async () => {
    const second = await buildApp(t.config, t.database);
    await second.app.ready();
    try {
      const apps: FastifyInstance[] = [t.app, second.app];
      for (let i = 0; i < 10; i++) {
        const res = await sendCode(apps[i % 2]!, `1370000${String(i).padStart(4, '0')}`, '10.9.9.9');
        expect(res.statusCode).toBe(200);
      }
      const eleventh = await sendCode(second.app, '13700009999', '10.9.9.9');
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().data).toMatchObject({ reason: 'rateLimited' });
      expect((await sendCode(t.app, '13700008888', '10.9.9.9')).statusCode).toBe(429);
      // Another address is not held back, and the per-number limit is shared too.
      expect((await sendCode(t.app, '13700008888', '10.9.9.8')).statusCode).toBe(200);
      expect((await sendCode(second.app, '13700008888', '10.9.9.7')).statusCode).toBe(429);
      expect(await db().select().from(smsCodes).where(eq(smsCodes.phone, '13700009999'))).toHaveLength(0);
    } finally {
      await second.app.close();
    }
  });

  it('keeps the code out of every table and log the server writes', async () => {
    const code = await sentCode(ADMIN_PHONE);
    await signInByCode(t.app, ADMIN_PHONE, otherCode(code));
    expect((await signInByCode(t.app, ADMIN_PHONE, code)).json().code).toBe(0);
    const everything = JSON.stringify([
      await db().select().from(smsCodes),
      await db().select().from(loginLogs),
      await db().select().from(operationLogs),
    ]);
    expect(everything).not.toContain(code);
    const [row] = await rowsOf(ADMIN_PHONE);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toBe(crypto.createHash('sha256').update(code).digest('hex'));
  });

  it('records a sender failure without the code, and the code never works', async () => {
    sender.answer = (_phone, message) => ({ ok: false, error: `provider refused: ${message}` });
    await sendCode(t.app, ADMIN_PHONE);
    await settled(db());
    const code = sender.codeFor(ADMIN_PHONE);
    const [row] = await rowsOf(ADMIN_PHONE);
    expect(row!.status).toBe('FAILED');
    expect(row!.senderResult).toContain('provider refused');
    expect(row!.senderResult).toContain('******');
    expect(row!.senderResult).not.toContain(code);
    expect((await signInByCode(t.app, ADMIN_PHONE, code)).json().data).toEqual({ reason: 'codeExpired' });
  });

  it('records a sender that throws as FAILED too', async () => {
    sender.answer = () => Promise.reject(new Error('connection reset'));
    await sendCode(t.app, ADMIN_PHONE);
    await settled(db());
    expect((await rowsOf(ADMIN_PHONE))[0]).toMatchObject({ status: 'FAILED', senderResult: 'connection reset' });
  });

  it('refuses a number held by two users (ambiguous) and logs it', async () => {
    await setPhone(db(), 'operator', ADMIN_PHONE);
    try {
      const code = await sentCode(ADMIN_PHONE);
      expect((await rowsOf(ADMIN_PHONE))[0]).toMatchObject({ status: 'SENT', userId: null });
      const res = await signInByCode(t.app, ADMIN_PHONE, code);
      expect(res.statusCode).toBe(409);
      expect(res.json().data).toEqual({ reason: 'ambiguousPhone' });
      expect(await lastLogin()).toMatchObject({ userName: '138****0001', userId: null, success: false, reason: 'ambiguousPhone', method: 'mobile' });
    } finally {
      await setPhone(db(), 'operator', OPERATOR_PHONE);
    }
  });

  it('refuses a disabled account through the common sign-in path', async () => {
    await db().update(users).set({ status: '1' }).where(eq(users.userName, 'operator'));
    try {
      const code = await sentCode(OPERATOR_PHONE);
      const res = await signInByCode(t.app, OPERATOR_PHONE, code);
      expect(res.statusCode).toBe(401);
      expect(res.json().data).toEqual({ reason: 'accountDisabled' });
      expect(await lastLogin()).toMatchObject({ userName: '138****0002', success: false, reason: 'accountDisabled', method: 'mobile' });
    } finally {
      await db().update(users).set({ status: '0' }).where(eq(users.userName, 'operator'));
    }
  });

  it('checks the number and the code before anything else', async () => {
    const badPhone = await sendCode(t.app, '12345');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().data.fields).toHaveProperty('phone');
    const badCode = await signInByCode(t.app, ADMIN_PHONE, '12ab56');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().data.fields).toHaveProperty('code');
    expect(await db().select().from(smsCodes).where(eq(smsCodes.phone, '12345'))).toHaveLength(0);
  });
});

describe.each(databaseKinds)('mobile sign-in switched off or behind the captcha (%s)', (kind) => {
  it('answers methodDisabled with SMS_SENDER unset (none) and records nothing', async () => {
    const t = await createTestApp(kind);
    try {
      expect(t.config.smsSender).toBe('none');
      await setPhone(t.database.db, 'admin', ADMIN_PHONE);
      const send = await sendCode(t.app, ADMIN_PHONE);
      expect(send.statusCode).toBe(403);
      expect(send.json().data).toEqual({ reason: 'methodDisabled' });
      const login = await signInByCode(t.app, ADMIN_PHONE, '123456');
      expect(login.statusCode).toBe(403);
      expect(login.json().data).toEqual({ reason: 'methodDisabled' });
      expect(await t.database.db.select().from(smsCodes)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('needs the login captcha to send when LOGIN_CAPTCHA is on, before counting or recording', async () => {
    const { sender, restore } = plugCapturingSender();
    const t = await createTestApp(kind, { SMS_SENDER: 'log', LOGIN_CAPTCHA: 'on' });
    try {
      await setPhone(t.database.db, 'admin', ADMIN_PHONE);
      const missing = await sendCode(t.app, ADMIN_PHONE);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data).toEqual({ reason: 'captchaRequired' });
      const wrongId = crypto.randomUUID();
      await t.services.captchas.plant(wrongId, 'abcd');
      expect((await sendCode(t.app, ADMIN_PHONE, '10.0.0.1', { captchaId: wrongId, captchaCode: 'zzzz' })).json().data).toEqual({ reason: 'captchaInvalid' });
      expect(await t.database.db.select().from(smsCodes)).toHaveLength(0);

      const captchaId = crypto.randomUUID();
      await t.services.captchas.plant(captchaId, 'k7Pz');
      const ok = await sendCode(t.app, ADMIN_PHONE, '10.0.0.1', { captchaId, captchaCode: 'K7PZ' });
      expect(ok.json().code).toBe(0);
      await settled(t.database.db);
      const signedIn = await signInByCode(t.app, ADMIN_PHONE, sender.codeFor(ADMIN_PHONE));
      expect(signedIn.json().code).toBe(0);
    } finally {
      restore();
      await t.close();
    }
  });
});
