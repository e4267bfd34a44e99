import type { FastifyBaseLogger } from 'fastify';
import { maskValue } from '../../resource';
import type { SmsSendResult, SmsSender } from './sender';

/**
 * Development only (SMS_SENDER=log): "sends" by writing the message, code included, to the server
 * log at warn level, so it shows at the default levels and nobody mistakes it for a quiet default.
 * Never the default: with SMS_SENDER unset mobile sign-in is off.
 */
export class LogSmsSender implements SmsSender {
  readonly id = 'log';
  private sent = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(phone: string, message: string): Promise<SmsSendResult> {
    const ref = `log-${Date.now().toString(36)}-${++this.sent}`;
    this.log.warn({ smsTo: maskValue('phone', phone), smsRef: ref }, `development SMS sender (SMS_SENDER=log): ${message}`);
    return { ok: true, ref };
  }
}
