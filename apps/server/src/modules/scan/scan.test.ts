import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { SCAN_ENDPOINTS, SCAN_TICKET_TTL_MS, type ScanTicket } from '@ledgerdesk/shared/scan';
import { loginLogs, operationLogs, rateLimits, scanTickets, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { SCAN_TICKETS_PER_ADDRESS } from './scan-service';

const DESKTOP_IP = '198.51.100.7';
const DESKTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE_IP = '203.0.113.9';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(databaseKinds)('sign-in by scan (%s)', (kind) => {
  let t: TestApp;
  let operatorToken: string;
  let adminToken: string;
  let operatorId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    operatorToken = await t.signIn('operator');
    adminToken = await t.signIn('admin');
    const [operator] = await t.database.db.select().from(users).where(eq(users.userName, 'operator'));
    operatorId = operator!.id;
  });
  afterAll(() => t.close());
  // Each test starts under the per-address limit, with no scan session and the operator enabled.
  beforeEach(async () => {
    await t.database.db.delete(scanTickets);
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'scan:%'));
    await t.database.db.delete(sessions).where(eq(sessions.method, 'scan'));
    await t.database.db.update(users).set({ status: '0' }).where(eq(users.id, operatorId));
  });

  const issue = async (ip = DESKTOP_IP): Promise<ScanTicket> => {
    const res = await t.app.inject({ method: 'POST', url: api(SCAN_ENDPOINTS.scanTicket), remoteAddress: ip, headers: { 'user-agent': DESKTOP_AGENT } });
    expect(res.json()).toMatchObject({ code: 0 });
    return res.json().data;
  };
  const poll = (ticketToken: string, pollSecret: string) =>
    t.app.inject({ method: 'POST', url: api(SCAN_ENDPOINTS.scanPoll), remoteAddress: DESKTOP_IP, payload: { ticketToken, pollSecret } });
  const phone = (endpoint: string, ticketToken: string, token = operatorToken) =>
    t.app.inject({
      method: 'POST',
      url: api(endpoint),
      remoteAddress: PHONE_IP,
      headers: { ...bearer(token), 'user-agent': PHONE_AGENT },
      payload: { ticketToken },
    });
  const rowOf = async (ticket: string) => {
    const [row] = await t.database.db.select().from(scanTickets).where(eq(scanTickets.ticketHash, sha256(ticket)));
    return row!;
  };
  const expire = (ticket: string) =>
    t.database.db.update(scanTickets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(scanTickets.ticketHash, sha256(ticket)));
  const scanSessions = () => t.database.db.select().from(sessions).where(eq(sessions.method, 'scan'));

  it('issues a two-minute ticket and stores only the hashes of the ticket and the poll secret', async () => {
    const before = Date.now();
    const issued = await issue();
    expect(issued.ticket).not.toBe(issued.pollSecret);
    expect(issued.consoleUrl).toBeNull();
    const expiresIn = new Date(issued.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(SCAN_TICKET_TTL_MS - 5_000);
    expect(expiresIn).toBeLessThan(SCAN_TICKET_TTL_MS + 5_000);
    const row = await rowOf(issued.ticket);
    expect(row).toMatchObject({
      pollHash: sha256(issued.pollSecret),
      status: 'PENDING',
      requesterIp: DESKTOP_IP,
      requesterAgent: DESKTOP_AGENT,
      approverId: null,
    });
    const stored = JSON.stringify(await t.database.db.select().from(scanTickets));
    expect(stored).not.toContain(issued.ticket);
    expect(stored).not.toContain(issued.pollSecret);
  });

  it('full flow: the phone sees who asks, confirms, and the login page is signed in as the phone\'s operator, once', async () => {
    const { ticket, pollSecret } = await issue();
    expect((await poll(ticket, pollSecret)).json().data).toEqual({ status: 'PENDING' });

    const inspected = await phone(SCAN_ENDPOINTS.scanInspect, ticket);
    expect(inspected.json().data).toMatchObject({
      status: 'SCANNED',
      requesterIp: DESKTOP_IP,
      browser: 'Chrome 126',
      os: 'Windows 10',
      userAgent: DESKTOP_AGENT,
    });
    expect((await poll(ticket, pollSecret)).json().data).toEqual({ status: 'SCANNED' });

    expect((await phone(SCAN_ENDPOINTS.scanConfirm, ticket)).json()).toEqual({ code: 0, msg: 'ok', data: { status: 'CONFIRMED' } });
    expect(await rowOf(ticket)).toMatchObject({ status: 'CONFIRMED', approverId: operatorId, consumedAt: null });

    const signedIn = (await poll(ticket, pollSecret)).json();
    expect(signedIn).toMatchObject({ code: 0, data: { status: 'SIGNED_IN', token: expect.any(String), expiresAt: expect.any(String) } });
    const token = signedIn.data.token as string;
    const me = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo), headers: bearer(token) });
    expect(me.json().data.userName).toBe('operator');

    // The session and the login log belong to the login page's browser, not the phone.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(session).toMatchObject({ userId: operatorId, method: 'scan', ip: DESKTOP_IP, userAgent: DESKTOP_AGENT });
    const [logged] = await t.database.db.select().from(loginLogs).where(eq(loginLogs.method, 'scan')).orderBy(desc(loginLogs.id)).limit(1);
    expect(logged).toMatchObject({ userName: 'operator', userId: operatorId, ip: DESKTOP_IP, userAgent: DESKTOP_AGENT, success: true, reason: 'ok' });
    expect(await rowOf(ticket)).toMatchObject({ status: 'CONSUMED', consumedAt: expect.any(Date) });

    // Reused: a second poll gets nothing.
    const again = (await poll(ticket, pollSecret)).json();
    expect(again.data).toEqual({ status: 'CONSUMED' });
    expect(await scanSessions()).toHaveLength(1);
    // And the phone cannot confirm it again.
    expect((await phone(SCAN_ENDPOINTS.scanConfirm, ticket)).json()).toMatchObject({ code: 409, data: { reason: 'used' } });

    // The operation log shows who confirmed, with the ticket masked.
    const confirmLog = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.userName, 'operator'), eq(operationLogs.url, api(SCAN_ENDPOINTS.scanConfirm))));
    expect(confirmLog.length).toBeGreaterThan(0);
    expect(JSON.stringify(confirmLog)).not.toContain(ticket);
    // Polls are reads and stay out of the operation log.
    const pollLogs = await t.database.db.select().from(operationLogs).where(eq(operationLogs.url, api(SCAN_ENDPOINTS.scanPoll)));
    expect(pollLogs).toEqual([]);
  });

  it('two polls racing on a confirmed ticket open one session', async () => {
    const { ticket, pollSecret } = await issue();
    await phone(SCAN_ENDPOINTS.scanConfirm, ticket);
    const answers = await Promise.all([poll(ticket, pollSecret), poll(ticket, pollSecret), poll(ticket, pollSecret)]);
    const statuses = answers.map((a) => a.json().data.status).sort();
    expect(statuses).toEqual(['CONSUMED', 'CONSUMED', 'SIGNED_IN']);
    expect(await scanSessions()).toHaveLength(1);
  });

  it('foreign: a wrong poll secret, or another ticket\'s, collects nothing', async () => {
    const mine = await issue();
    const other = await issue();
    await phone(SCAN_ENDPOINTS.scanConfirm, mine.ticket, adminToken);

    for (const res of [await poll(mine.ticket, other.pollSecret), await poll(mine.ticket, 'x'.repeat(43)), await poll(other.ticket, mine.pollSecret)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().data).toBeNull();
    }
    // The QR code's ticket never doubles as its own poll secret.
    expect((await poll(mine.ticket, mine.ticket)).statusCode).toBe(404);
    expect(await scanSessions()).toEqual([]);
    expect(await rowOf(mine.ticket)).toMatchObject({ status: 'CONFIRMED', consumedAt: null });
    // The rightful login page still gets its session.
    expect((await poll(mine.ticket, mine.pollSecret)).json().data.status).toBe('SIGNED_IN');
  });

  it('an unknown ticket answers 404 everywhere, and a malformed one 400 naming the field', async () => {
    const unknown = 'u'.repeat(43);
    expect((await poll(unknown, unknown)).statusCode).toBe(404);
    expect((await phone(SCAN_ENDPOINTS.scanInspect, unknown)).statusCode).toBe(404);
    expect((await phone(SCAN_ENDPOINTS.scanConfirm, unknown)).statusCode).toBe(404);
    expect((await phone(SCAN_ENDPOINTS.scanCancel, unknown)).statusCode).toBe(404);
    const short = await phone(SCAN_ENDPOINTS.scanConfirm, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('ticketToken');
  });

  it('expired: the poll says so, the phone cannot scan or confirm it, and nothing is written', async () => {
    const { ticket, pollSecret } = await issue();
    await expire(ticket);
    expect((await poll(ticket, pollSecret)).json().data).toEqual({ status: 'EXPIRED' });
    expect((await phone(SCAN_ENDPOINTS.scanInspect, ticket)).json().data.status).toBe('EXPIRED');
    const confirm = await phone(SCAN_ENDPOINTS.scanConfirm, ticket);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().data).toEqual({ reason: 'expired' });
    expect((await phone(SCAN_ENDPOINTS.scanCancel, ticket)).json().data).toEqual({ reason: 'expired' });
    expect(await rowOf(ticket)).toMatchObject({ status: 'PENDING', approverId: null, confirmedAt: null });
  });

  it('a ticket confirmed but left past its expiry opens no session', async () => {
    const { ticket, pollSecret } = await issue();
    await phone(SCAN_ENDPOINTS.scanConfirm, ticket);
    await expire(ticket);
    expect((await poll(ticket, pollSecret)).json().data).toEqual({ status: 'EXPIRED' });
    expect(await scanSessions()).toEqual([]);
    expect(await rowOf(ticket)).toMatchObject({ status: 'CONFIRMED', consumedAt: null });
  });

  it('cancelled on the phone: the login page reads CANCELLED and nobody can confirm it any more', async () => {
    const { ticket, pollSecret } = await issue();
    await phone(SCAN_ENDPOINTS.scanInspect, ticket);
    expect((await phone(SCAN_ENDPOINTS.scanCancel, ticket)).json().data).toEqual({ status: 'CANCELLED' });
    expect((await poll(ticket, pollSecret)).json().data).toEqual({ status: 'CANCELLED' });
    const late = await phone(SCAN_ENDPOINTS.scanConfirm, ticket, adminToken);
    expect(late.json()).toMatchObject({ code: 409, data: { reason: 'cancelled' } });
    expect(await rowOf(ticket)).toMatchObject({ status: 'CANCELLED', approverId: null });
    expect(await scanSessions()).toEqual([]);
  });

  it('a confirmed ticket cannot be cancelled or confirmed by a second phone', async () => {
    const { ticket } = await issue();
    await phone(SCAN_ENDPOINTS.scanConfirm, ticket);
    expect((await phone(SCAN_ENDPOINTS.scanCancel, ticket, adminToken)).json().data).toEqual({ reason: 'used' });
    expect((await phone(SCAN_ENDPOINTS.scanConfirm, ticket, adminToken)).json().data).toEqual({ reason: 'used' });
    expect(await rowOf(ticket)).toMatchObject({ status: 'CONFIRMED', approverId: operatorId });
  });

  it('an approver disabled after confirming is refused at the poll, logged, and the ticket is spent', async () => {
    const { ticket, pollSecret } = await issue();
    await phone(SCAN_ENDPOINTS.scanConfirm, ticket);
    await t.database.db.update(users).set({ status: '1' }).where(eq(users.id, operatorId));

    const refused = await poll(ticket, pollSecret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data).toEqual({ reason: 'accountDisabled' });
    expect(await scanSessions()).toEqual([]);
    const [logged] = await t.database.db.select().from(loginLogs).where(eq(loginLogs.method, 'scan')).orderBy(desc(loginLogs.id)).limit(1);
    expect(logged).toMatchObject({ userName: 'operator', userId: operatorId, ip: DESKTOP_IP, success: false, reason: 'accountDisabled' });
    expect((await poll(ticket, pollSecret)).json().data).toEqual({ status: 'CONSUMED' });
  });

  it('the phone side needs a signed-in operator', async () => {
    const { ticket } = await issue();
    for (const endpoint of [SCAN_ENDPOINTS.scanInspect, SCAN_ENDPOINTS.scanConfirm, SCAN_ENDPOINTS.scanCancel]) {
      const res = await t.app.inject({ method: 'POST', url: api(endpoint), payload: { ticketToken: ticket } });
      expect(res.statusCode).toBe(401);
    }
    expect(await rowOf(ticket)).toMatchObject({ status: 'PENDING', approverId: null });
  });

  it('limits tickets per address, exactly even when asked in parallel', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: api(SCAN_ENDPOINTS.scanTicket), remoteAddress: DESKTOP_IP });
    const answers = await Promise.all(Array.from({ length: SCAN_TICKETS_PER_ADDRESS + 5 }, ask));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(SCAN_TICKETS_PER_ADDRESS);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().data.retryAfterSeconds).toBeGreaterThan(500);
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(scanTickets)) as [{ n: number }];
    expect(n).toBe(SCAN_TICKETS_PER_ADDRESS);
    // Another address is not held back by this one.
    await issue('192.0.2.44');
  });

  it('names the console from PUBLIC_URL when it is configured', async () => {
    const configured = await createTestApp(kind, { PUBLIC_URL: 'https://console.example.com/' });
    try {
      const res = await configured.app.inject({ method: 'POST', url: api(SCAN_ENDPOINTS.scanTicket) });
      expect(res.json().data.consoleUrl).toBe('https://console.example.com');
    } finally {
      await configured.close();
    }
  });
});
