import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook signature the simulated provider uses, and many PSPs use in some form: HMAC-SHA256 of
 * `<timestamp>.<raw body>` with a shared secret, hex, in a header beside the timestamp. Signing the
 * timestamp with the body is what makes an old delivery impossible to re-date.
 */
export const SIGNATURE_HEADER = 'x-payout-signature';
export const TIMESTAMP_HEADER = 'x-payout-timestamp';

export function signPayload(secret: string, timestampSeconds: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
}

const headerText = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** The signed timestamp (seconds) when the signature matches, else null. Constant time in the signature. */
export function verifySignature(secret: string, headers: Record<string, string | string[] | undefined>, rawBody: string): number | null {
  const stamp = headerText(headers[TIMESTAMP_HEADER]);
  const given = headerText(headers[SIGNATURE_HEADER]);
  if (!/^\d{1,12}$/.test(stamp) || !/^[0-9a-f]{64}$/.test(given)) return null;
  const expected = Buffer.from(signPayload(secret, Number(stamp), rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? Number(stamp) : null;
}
