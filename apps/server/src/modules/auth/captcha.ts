import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { CAPTCHA_TTL_MS, type LoginFailureReason } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { sha256 } from '../../lib/tokens';

/** SVG captchas, single use, valid for two minutes (DESIGN.md §6). */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(): Promise<{ captchaId: string; image: string }> {
    // Loaded on the first captcha: it parses a font at load, memory a server signed into by SSO or
    // with the captcha off never needs.
    const { default: svgCaptcha } = await import('svg-captcha');
    const { text, data } = svgCaptcha.create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1iIlL', width: 120, height: 40 });
    const captchaId = crypto.randomUUID();
    await this.db.delete(captchas).where(lt(captchas.expiresAt, new Date(this.now())));
    await this.db.insert(captchas).values({
      id: captchaId,
      answerHash: sha256(text.toLowerCase()),
      expiresAt: new Date(this.now() + CAPTCHA_TTL_MS),
    });
    return { captchaId, image: data };
  }

  /** Consumes the captcha whatever the answer, so each one can be tried once. */
  async check(captchaId: string, answer: string): Promise<LoginFailureReason | null> {
    if (!captchaId || !answer) return 'captchaRequired';
    const [row] = await this.db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
    if (!row) return 'captchaInvalid';
    if (row.expiresAt.getTime() <= this.now()) return 'captchaExpired';
    return row.answerHash === sha256(answer.trim().toLowerCase()) ? null : 'captchaInvalid';
  }

  /** Test hook: the answer of a captcha is never sent, so tests plant a known one. */
  async plant(captchaId: string, answer: string, ttlMs = CAPTCHA_TTL_MS): Promise<void> {
    await this.db.insert(captchas).values({
      id: captchaId,
      answerHash: sha256(answer.toLowerCase()),
      expiresAt: new Date(this.now() + ttlMs),
    });
  }
}
