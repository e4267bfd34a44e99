import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { SMS_ENDPOINTS } from '@ledgerdesk/shared/sms';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { rateLimits, smsCodes, users } from '../../db/schema';
import { api } from '../../test/harness';
import { registerSmsSender, type SmsSendResult, type SmsSender } from './sender';

/**
 * A sender a test plugs in under SMS_SENDER=log (the tests are about its caller): it keeps what it
 * was given so the test can read the code the way the phone's owner would, and can be told to fail.
 */
export class CapturingSender implements SmsSender {
  readonly id = 'test-sender';
  readonly messages: Array<{ phone: string; message: string }> = [];
  answer: (phone: string, message: string) => SmsSendResult | Promise<SmsSendResult> = () => ({ ok: true, ref: `ref-${this.messages.length}` });

  async send(phone: string, message: string): Promise<SmsSendResult> {
    this.messages.push({ phone, message });
    return this.answer(phone, message);
  }

  /** The code in the newest message to `phone`. */
  codeFor(phone: string): string {
    const last = this.messages.filter((m) => m.phone === phone).at(-1);
    const code = last?.message.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }
}

/** Plugs a capturing sender in as `log` for the apps built afterwards; answers it and the undo. */
export function plugCapturingSender(): { sender: CapturingSender; restore: () => void } {
  const sender = new CapturingSender();
  const restore = registerSmsSender('log', () => sender);
  return { sender, restore };
}

export const sendCode = (app: FastifyInstance, phone: string, ip = '10.0.0.1', extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: api(SMS_ENDPOINTS.smsSend), payload: { phone, ...extra }, remoteAddress: ip });

export const signInByCode = (app: FastifyInstance, phone: string, code: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: api(SMS_ENDPOINTS.smsLogin), payload: { phone, code }, remoteAddress: ip, headers: { 'user-agent': 'sms-test' } });

/** Waits until every dispatch has left QUEUED (the sender is called after the answer). */
export async function settled(db: Db): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(smsCodes).where(eq(smsCodes.status, 'QUEUED'));
    if (row!.n === 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  expect.fail('a dispatch stayed QUEUED');
}

export const clearRateLimits = (db: Db) => db.delete(rateLimits);
export const setPhone = (db: Db, userName: string, phone: string) => db.update(users).set({ phone }).where(eq(users.userName, userName));
