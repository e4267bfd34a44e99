import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { smsCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { captureServerLog } from '../../test/server-log';
import { plugCapturingSender, sendCode, setPhone, settled, signInByCode } from './sms-test-kit';

const PHONE = '13800000001';

describe('the development sender (SMS_SENDER=log)', () => {
  let t: TestApp;
  let log: ReturnType<typeof captureServerLog>;
  beforeAll(async () => {
    log = captureServerLog();
    t = await createTestApp('pglite', { SMS_SENDER: 'log', LOG_LEVEL: 'warn' });
    await setPhone(t.database.db, 'admin', PHONE);
  });
  afterAll(async () => {
    await t.close();
    log.restore();
  });

  it('writes the message, code included, to the server log with the number masked, and the code signs in', async () => {
    expect((await sendCode(t.app, PHONE)).json().code).toBe(0);
    await settled(t.database.db);
    const [row] = await t.database.db.select().from(smsCodes).orderBy(desc(smsCodes.id)).limit(1);
    expect(row).toMatchObject({ status: 'SENT', sender: 'log' });
    expect(row!.senderResult).toMatch(/^log-/);

    const line = log.text().split('\n').find((l) => l.includes('development SMS sender'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!) as { level: number; msg: string; smsTo: string; smsRef: string };
    expect(entry.level).toBe(40);
    expect(entry.smsTo).toBe('138****0001');
    expect(entry.smsRef).toBe(row!.senderResult);
    expect(log.text()).not.toContain(PHONE);
    const code = entry.msg.match(/\b(\d{6})\b/)![1]!;
    expect((await signInByCode(t.app, PHONE, code)).json().code).toBe(0);
  });

  it('writes nothing for a number without an account', async () => {
    const before = log.text().length;
    await sendCode(t.app, '13900000009', '10.0.0.2');
    await settled(t.database.db);
    expect(log.text().slice(before)).not.toContain('development SMS sender');
  });
});

describe('another sender (a provider) under SMS_SENDER', () => {
  it('never puts the code into the server log, even when the provider refuses and echoes the message', async () => {
    const log = captureServerLog();
    const { sender, restore } = plugCapturingSender();
    sender.answer = (_phone, message) => ({ ok: false, error: `rejected: ${message}` });
    const t = await createTestApp('pglite', { SMS_SENDER: 'log', LOG_LEVEL: 'trace' });
    try {
      await setPhone(t.database.db, 'admin', PHONE);
      await sendCode(t.app, PHONE);
      await settled(t.database.db);
      const code = sender.codeFor(PHONE);
      await signInByCode(t.app, PHONE, code);
      const text = log.text();
      expect(text).toContain('could not be sent');
      expect(text).toContain('******');
      expect(text).not.toContain(code);
    } finally {
      restore();
      await t.close();
      log.restore();
    }
  });
});
