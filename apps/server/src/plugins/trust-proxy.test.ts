import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { loginLogs, sessions } from '../db/schema';
import { sha256 } from '../lib/tokens';
import { api, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../test/harness';

const FORGED = '203.0.113.77';

/** inject's socket address is 127.0.0.1; a forged X-Forwarded-For claims another one. */
async function signInFrom(t: TestApp, forwardedFor: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: api(ENDPOINTS.login),
    headers: { 'x-forwarded-for': forwardedFor, 'user-agent': `trust-proxy-test ${crypto.randomUUID()}` },
    payload: { username: 'admin', password: TEST_PASSWORD, captchaId: crypto.randomUUID(), captchaCode: '' },
  });
  expect(res.json().code, res.body).toBe(0);
  const token: string = res.json().data.token;
  const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
  const [log] = await t.database.db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
  return { sessionIp: session!.ip, logIp: log!.ip };
}

describe.each(databaseKinds)('the client address and X-Forwarded-For (%s)', (kind) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp(kind);
    proxied = await createTestApp(kind, { TRUST_PROXY: 'on' });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('ignores a forged X-Forwarded-For by default: the login log and the session keep the socket address', async () => {
    expect(direct.config.trustProxy).toBe(false);
    const seen = await signInFrom(direct, FORGED);
    expect(seen).toEqual({ sessionIp: '127.0.0.1', logIp: '127.0.0.1' });
  });

  it('takes the address the proxy forwarded when TRUST_PROXY is on', async () => {
    const seen = await signInFrom(proxied, FORGED);
    expect(seen).toEqual({ sessionIp: FORGED, logIp: FORGED });
  });
});
