import type { FastifyBaseLogger } from 'fastify';
import { LogSmsSender } from './log-sender';

/** What a sender answers: the provider's message id, or why it did not take the message. */
export type SmsSendResult = { ok: true; ref: string } | { ok: false; error: string };

/**
 * Carries one text message to one mobile number. A real provider implements this (see README.md):
 * `id` names it in SMS_SENDER and in the verification-code log; `send` resolves once the provider
 * has accepted or refused the message (it may also throw: that counts as a refusal).
 */
export interface SmsSender {
  readonly id: string;
  send(phone: string, message: string): Promise<SmsSendResult>;
}

/** What a sender is built with when the server starts. */
export interface SmsSenderContext {
  log: FastifyBaseLogger;
}

export type SmsSenderFactory = (context: SmsSenderContext) => SmsSender;

const factories = new Map<string, SmsSenderFactory>([['log', ({ log }) => new LogSmsSender(log)]]);

/**
 * Makes a sender available under an SMS_SENDER value; answers a function that puts back what the
 * id named before (a test that plugs its own sender restores the real one with it).
 */
export function registerSmsSender(id: string, factory: SmsSenderFactory): () => void {
  if (id === 'none') throw new Error('"none" means no sender: it cannot name one');
  const previous = factories.get(id);
  factories.set(id, factory);
  return () => {
    if (previous) factories.set(id, previous);
    else factories.delete(id);
  };
}

/** The configured sender, or null when SMS_SENDER is `none` (mobile sign-in is off). */
export function createSmsSender(id: string, context: SmsSenderContext): SmsSender | null {
  if (id === 'none') return null;
  const factory = factories.get(id);
  if (!factory) throw new Error(`SMS_SENDER "${id}" names no registered SMS sender (known: ${[...factories.keys()].join(', ') || 'none'})`);
  return factory(context);
}
