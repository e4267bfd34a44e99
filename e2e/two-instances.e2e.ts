import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { API_BASE, ENDPOINTS, FINANCE_ENDPOINTS } from '@ledgerdesk/shared';
import { members, moneyLogs, rechargeOrders, reviewEvents, users, wallets } from '../apps/server/src/db/schema';
import { ledgerMismatches } from '../apps/server/src/modules/finance/finance-test-kit';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';
import { createScratchDatabase, postgresUnavailable, type ScratchDatabase } from './support/scratch-postgres';
import { ephemeralPortsFrom, freePort, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * Two real server processes on one PostgreSQL database behind a round-robin proxy, as a small
 * production deployment runs: both start at once on an empty database, then recharges are
 * approved through the proxy while one instance is killed outright (SIGKILL, no shutdown) and
 * restarted. The client retries what failed, as a browser user clicking again would; nothing may
 * be lost or credited twice.
 */
const unavailable = await postgresUnavailable();
if (unavailable) console.warn(`two-instances.e2e.ts skipped: ${unavailable}`);

const PASSWORD = 'Cluster-pass-1';
const WAVE_ONE = 60;
const WAVE_TWO = 20;
const WORKERS = 8;
const LOST_ANSWERS = 5;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { code: number; msg: string; data: any };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(unavailable)(`two instances on one PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let scratch: ScratchDatabase;
  let ports: [number, number];
  const instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  let adminToken: string;
  let operatorToken: string;
  /** Calls that met a 502 or a cut connection and were sent again. */
  let retries = 0;

  const env = () => ({
    DATABASE_URL: scratch.url,
    ADMIN_PASSWORD: PASSWORD,
    LOGIN_CAPTCHA: 'off',
    SEED_DEMO: 'on',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  });
  const start = (port: number) => {
    const instance = startServerProcess(port, env());
    instances.push(instance);
    return instance;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    ports = [await freePort(), await freePort()];
  });
  afterAll(async () => {
    for (const instance of instances) instance.kill('SIGTERM');
    await Promise.all(instances.map((i) => Promise.race([i.exited, sleep(5_000).then(() => i.kill('SIGKILL'))])));
    await proxy?.close();
    await scratch?.drop();
  });

  /** One call through the proxy; undefined when the connection failed or the proxy found no instance. */
  async function send(method: 'GET' | 'POST', endpoint: string, token: string | undefined, payload?: object): Promise<Answer | undefined> {
    const query = method === 'GET' && payload ? `?${new URLSearchParams(payload as Record<string, string>)}` : '';
    try {
      const res = await fetch(`${proxy.url}${API_BASE}${endpoint}${query}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: method === 'POST' ? JSON.stringify(payload ?? {}) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
      if (res.status === 502) return undefined;
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    } catch {
      return undefined;
    }
  }

  /** As a client does: sends again after a failed connection until an instance answers. */
  async function sendUntilAnswered(method: 'GET' | 'POST', endpoint: string, token: string | undefined, payload?: object): Promise<Answer> {
    const deadline = Date.now() + 45_000;
    for (;;) {
      const answer = await send(method, endpoint, token, payload);
      if (answer) return answer;
      if (Date.now() > deadline) throw new Error(`no instance answered ${method} ${endpoint} within 45 s`);
      retries += 1;
      await sleep(50);
    }
  }

  async function signIn(username: string): Promise<string> {
    const answer = await sendUntilAnswered('POST', ENDPOINTS.login, undefined, { username, password: PASSWORD });
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data.token as string;
  }

  /**
   * Approves until it is known approved: a 409 after a retry means an earlier attempt went through
   * before its answer was lost, which the order itself must confirm. Answers which of the two.
   */
  async function approve(id: number): Promise<'answered' | 'found approved'> {
    const answer = await sendUntilAnswered('POST', FINANCE_ENDPOINTS.rechargeReview, adminToken, { id, action: 'approve' });
    if (answer.body.code === 0) {
      expect(answer.body.data.status).toBe('APPROVED');
      return 'answered';
    }
    expect(answer.status, `approving order ${id}: ${answer.body.msg}`).toBe(409);
    const order = await sendUntilAnswered('GET', FINANCE_ENDPOINTS.rechargeGet, adminToken, { id: String(id) });
    expect(order.body.data.status, `order ${id} after a 409`).toBe('APPROVED');
    return 'found approved';
  }

  /** Approves every order with WORKERS calls in flight; `during` runs beside them (the chaos). */
  async function approveAll(ids: number[], during?: (done: () => number) => Promise<void>) {
    const queue = [...ids];
    const outcomes: Array<'answered' | 'found approved'> = [];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) outcomes.push(await approve(id));
    };
    await Promise.all([...Array.from({ length: WORKERS }, worker), during?.(() => outcomes.length)]);
    return outcomes;
  }

  /** Orders entered by the demo operator (the administrator may not approve their own). */
  async function enterOrders(count: number, memberIds: number[]): Promise<Array<{ id: number; memberId: number; amount: string }>> {
    const orders = [];
    for (let i = 0; i < count; i += 1) {
      const memberId = memberIds[i % memberIds.length]!;
      const amount = `${1 + (i % 7)}.${String(i % 100).padStart(2, '0')}`;
      const answer = await sendUntilAnswered('POST', FINANCE_ENDPOINTS.rechargeAdd, operatorToken, { memberId, currency: 'USDT', amount });
      expect(answer.body.code, answer.body.msg).toBe(0);
      orders.push({ id: answer.body.data.id as number, memberId, amount });
    }
    return orders;
  }

  const cents = (decimal: string | null | undefined) => Math.round(Number(decimal ?? '0') * 100);
  const usdtCents = async (memberIds: number[]) => {
    const rows = await scratch.database.db
      .select({ memberId: wallets.memberId, available: wallets.available })
      .from(wallets)
      .where(and(inArray(wallets.memberId, memberIds), eq(wallets.currency, 'USDT')));
    return new Map(memberIds.map((id) => [id, cents(rows.find((r) => r.memberId === id)?.available)]));
  };

  it('gives its instances ports outside the range outgoing connections take theirs from', () => {
    // An instance listens only after migrating and seeding; a port of that range was meanwhile
    // taken by another file's connection, and a CI run failed with EADDRINUSE.
    const low = ephemeralPortsFrom();
    expect(low).not.toBeNull();
    expect(ports[0]).not.toBe(ports[1]);
    for (const port of ports) expect(port).toBeLessThan(low!);
  });

  it('both come up when started at the same moment on an empty database', async () => {
    const both = [start(ports[0]), start(ports[1])];
    const started = await Promise.allSettled(both.map((i) => i.ready));
    for (const [n, result] of started.entries()) {
      expect(result.status, result.status === 'rejected' ? String(result.reason) : '').toBe('fulfilled');
      // No error logged on the way up (pino levels 50 and 60) and no stack trace.
      expect(both[n]!.output()).not.toMatch(/"level":(50|60)|\w*Error: /);
    }
    // Migrated once: drizzle's bookkeeping holds each migration once, the seed each account once.
    const journal = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../apps/server/src/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await scratch.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(journal.entries.length);
    const accounts = await scratch.database.db.select({ userName: users.userName }).from(users);
    expect(accounts.map((u) => u.userName).sort()).toEqual(['admin', 'operator']);

    proxy = await startRoundRobinProxy(ports);
    adminToken = await signIn('admin');
    operatorToken = await signIn('operator');
    // Each instance answers for a session the other opened (sessions live in the database).
    for (let i = 0; i < 4; i += 1) {
      const info = await send('GET', ENDPOINTS.userInfo, adminToken);
      expect(info?.body.code).toBe(0);
    }
    expect(proxy.upstreams.map((u) => u.answered).every((n) => n >= 2)).toBe(true);
  });

  it('loses no review and applies none twice when one instance is killed mid-load and restarted', async () => {
    expect(adminToken, 'the instances came up').toBeDefined();
    const memberIds = (await scratch.database.db.select({ id: members.id }).from(members).where(eq(members.status, 'NORMAL')).orderBy(members.id))
      .slice(0, 4)
      .map((m) => m.id);
    expect(memberIds.length).toBeGreaterThan(1);
    const before = await usdtCents(memberIds);
    const waveOne = await enterOrders(WAVE_ONE, memberIds);
    const waveTwo = await enterOrders(WAVE_TWO, memberIds);

    // Wave one: a few answers are lost after the server committed, and instance B is killed while
    // it holds approvals in flight, once a third are done.
    const victim = instances[1]!;
    const b = proxy.upstreams[1]!;
    let inFlightAtKill = 0;
    let restarted: ServerProcess | undefined;
    proxy.resetCounts();
    proxy.loseAnswers(LOST_ANSWERS, FINANCE_ENDPOINTS.rechargeReview);
    const outcomesOne = await approveAll(
      waveOne.map((o) => o.id),
      async (done) => {
        while (done() < WAVE_ONE / 3 || b.inFlight === 0) {
          if (done() >= WAVE_ONE) throw new Error('the load ended before instance B had an approval in flight');
          await sleep(1);
        }
        inFlightAtKill = b.inFlight;
        victim.kill('SIGKILL');
        expect(await victim.exited).toBe('SIGKILL');
        restarted = start(ports[1]);
      },
    );
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(b.failed, 'requests B never answered').toBeGreaterThan(0);
    expect(retries).toBeGreaterThan(0);
    // Each lost answer was retried and met its own approval (409), never a second credit.
    expect(proxy.lost).toBe(LOST_ANSWERS);
    expect(outcomesOne.filter((o) => o === 'found approved').length).toBeGreaterThanOrEqual(LOST_ANSWERS);

    // Wave two, once B is back: both instances carry it.
    await restarted!.ready;
    proxy.resetCounts();
    const outcomesTwo = await approveAll(waveTwo.map((o) => o.id));
    expect(proxy.upstreams.map((u) => u.failed)).toEqual([0, 0]);
    expect(proxy.upstreams.every((u) => u.answered >= WAVE_TWO / 4)).toBe(true);

    // Every order approved once, by the administrator, with one approval event and one credit.
    const orders = [...waveOne, ...waveTwo];
    const ids = orders.map((o) => o.id);
    const rows = await scratch.database.db.select().from(rechargeOrders).where(inArray(rechargeOrders.id, ids));
    const [admin] = await scratch.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    expect(rows).toHaveLength(orders.length);
    for (const row of rows) expect({ id: row.id, status: row.status, reviewerId: row.reviewerId }).toEqual({ id: row.id, status: 'APPROVED', reviewerId: admin!.id });
    const events = await scratch.database.db
      .select({ subjectId: reviewEvents.subjectId, n: sql<number>`count(*)::int` })
      .from(reviewEvents)
      .where(and(eq(reviewEvents.subjectType, 'RECHARGE'), eq(reviewEvents.toStatus, 'APPROVED'), inArray(reviewEvents.subjectId, ids)))
      .groupBy(reviewEvents.subjectId);
    expect(events.length).toBe(orders.length);
    expect(events.filter((e) => e.n !== 1)).toEqual([]);
    const credits = await scratch.database.db
      .select({ refId: moneyLogs.refId, change: moneyLogs.change })
      .from(moneyLogs)
      .where(and(eq(moneyLogs.refType, 'RECHARGE'), inArray(moneyLogs.refId, ids)));
    expect(credits).toHaveLength(orders.length);
    expect(new Set(credits.map((c) => c.refId)).size).toBe(orders.length);
    for (const order of orders) expect(cents(credits.find((c) => c.refId === order.id)?.change), `credit of order ${order.id}`).toBe(cents(order.amount));

    // Each wallet moved by exactly its orders, and every wallet still equals its money log.
    const after = await usdtCents(memberIds);
    for (const memberId of memberIds) {
      const credited = orders.filter((o) => o.memberId === memberId).reduce((sum, o) => sum + cents(o.amount), 0);
      expect(after.get(memberId)! - before.get(memberId)!, `member ${memberId}`).toBe(credited);
    }
    expect(await ledgerMismatches(scratch.database.db)).toEqual([]);

    const foundApproved = [...outcomesOne, ...outcomesTwo].filter((o) => o === 'found approved').length;
    console.info(
      `two instances: ${orders.length} approvals, ${inFlightAtKill} in flight on the killed instance, ${retries} calls retried, ` +
        `${foundApproved} found already approved on retry (${proxy.lost} answers dropped by the proxy, the rest committed just before the kill)`,
    );
  });
});
