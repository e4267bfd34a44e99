import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { API_BASE, ENDPOINTS, FINANCE_ENDPOINTS } from '@ledgerdesk/shared';
import { buildApp } from '@ledgerdesk/server/src/app';
import { loadConfig } from '@ledgerdesk/server/src/config';
import { openDatabase, type Database } from '@ledgerdesk/server/src/db/client';
import { seed } from '@ledgerdesk/server/src/db/seed';

/** BENCH_SIZE=small for a quick run (100,000 orders, 10,000 members); the default is the full size. */
const SMALL = process.env.BENCH_SIZE === 'small';
const ORDERS = SMALL ? 100_000 : 1_000_000;
const MEMBERS = SMALL ? 10_000 : 100_000;
const SAMPLES = 40;
const PASSWORD = 'Bench-pass-1';

export interface BenchRow {
  database: string;
  call: string;
  p50ms: number;
  p95ms: number;
  samples: number;
}

/** Members and orders generated inside the database: about 0.5 % of orders are still pending. */
async function generate(database: Database) {
  await database.db.execute(sql`
    insert into mem_member (account, register_ip, registered_at)
    select 'bench_' || g, '10.0.0.1', now() - (g || ' minutes')::interval from generate_series(1, ${MEMBERS}) g`);
  await database.db.execute(sql`
    insert into fin_recharge_order (order_no, member_id, currency, requested_amount, credited_amount, status, created_at)
    select 'RB' || g, (select min(id) from mem_member) + (g % ${MEMBERS}),
           (array['USDT','BTC','ETH','CNY'])[1 + g % 4], (g % 9973 + 1)::numeric / 7,
           case when g % 200 = 0 then null else (g % 9973 + 1)::numeric / 7 end,
           case when g % 200 = 0 then 'PENDING' when g % 37 = 0 then 'REJECTED' else 'APPROVED' end,
           now() - ((g / 10) || ' minutes')::interval
    from generate_series(1, ${ORDERS}) g`);
  await database.db.execute(sql`analyze`);
}

async function measure(run: () => Promise<void>): Promise<{ p50ms: number; p95ms: number }> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
  return { p50ms: at(0.5), p95ms: at(0.95) };
}

async function benchOne(label: string, database: Database): Promise<BenchRow[]> {
  await database.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_CAPTCHA: 'off', ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'off' });
  await seed(database.db, { adminPassword: PASSWORD, demo: false, announce: () => undefined });
  const started = performance.now();
  await generate(database);
  console.log(`  ${label}: generated ${ORDERS} orders and ${MEMBERS} members in ${Math.round(performance.now() - started)} ms`);
  const { app } = await buildApp(config, database);
  await app.ready();
  const login = await app.inject({ method: 'POST', url: API_BASE + ENDPOINTS.login, payload: { username: 'admin', password: PASSWORD } });
  const headers = { authorization: `Bearer ${login.json().data.token}` };
  /** A call to time; `check` runs on its first answer, so a filter the list ignored cannot pass for a fast one. */
  const post = (url: string, payload: object, check?: (data: ListAnswer) => string | null) => {
    let checked = !check;
    return async () => {
      const res = await app.inject({ method: 'POST', url: API_BASE + url, headers, payload });
      const body = res.json();
      if (body.code !== 0) throw new Error(res.body);
      if (!checked) {
        const problem = check!(body.data as ListAnswer);
        if (problem) throw new Error(`${url} ${JSON.stringify(payload)}: ${problem}`);
        checked = true;
      }
    };
  };
  const matching =
    (ok: (row: Record<string, unknown>) => boolean, total?: number) =>
    ({ list, total: answered }: ListAnswer): string | null => {
      if (list.length === 0) return 'answered no rows';
      if (total !== undefined && answered !== total) return `total ${answered}, expected ${total}`;
      const wrong = list.find((row) => !ok(row));
      return wrong ? `row ${JSON.stringify(wrong)} does not match the filter` : null;
    };
  const memberId = (await database.db.execute(sql`select min(id) + 42 as id from mem_member`)) as unknown as { rows: Array<{ id: number }> };
  const member = Number(memberId.rows[0]!.id);
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  const recentUsdt = matching((r) => r.currency === 'USDT' && String(r.createdAt) >= dayAgo);
  const calls: Array<[string, () => Promise<void>]> = [
    ['chargeLogList, no filter, pageSize 20', post(FINANCE_ENDPOINTS.rechargeList, { pageIndex: 1, pageSize: 20 }, matching(() => true, ORDERS))],
    ['chargeLogList, status PENDING, pageSize 20', post(FINANCE_ENDPOINTS.rechargeList, { status: 'PENDING', pageIndex: 1, pageSize: 20 }, matching((r) => r.status === 'PENDING'))],
    ['chargeLogList, memberId, pageSize 20', post(FINANCE_ENDPOINTS.rechargeList, { memberId: member, pageIndex: 1, pageSize: 20 }, matching((r) => r.memberId === member))],
    ['chargeLogList, currency + last 24 h, pageSize 20', post(FINANCE_ENDPOINTS.rechargeList, { currency: 'USDT', createdAtFrom: dayAgo, pageIndex: 1, pageSize: 20 }, recentUsdt)],
    ['chargeLogList, currency + last 24 h, pageSize 1000', post(FINANCE_ENDPOINTS.rechargeList, { currency: 'USDT', createdAtFrom: dayAgo, pageIndex: 1, pageSize: 1000 }, recentUsdt)],
    ['chargeLogList, status APPROVED, page 50 of 1000', post(FINANCE_ENDPOINTS.rechargeList, { status: 'APPROVED', pageIndex: 50, pageSize: 1000 }, matching((r) => r.status === 'APPROVED'))],
    ['rechargeWithdrawReview (pending counts)', post(FINANCE_ENDPOINTS.pendingCounts, { Type: 0 })],
  ];
  const rows: BenchRow[] = [];
  for (const [call, run] of calls) {
    const figures = await measure(run);
    rows.push({ database: label, call, samples: SAMPLES, ...figures });
    console.log(`  ${label} | ${call} | p50 ${figures.p50ms} ms | p95 ${figures.p95ms} ms`);
  }
  await app.close();
  return rows;
}

interface ListAnswer {
  list: Array<Record<string, unknown>>;
  total: number;
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function financeBench(): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const notes = [`${ORDERS.toLocaleString('en')} recharge orders (0.5 % pending), ${MEMBERS.toLocaleString('en')} members; ${SAMPLES} samples per call after 3 warm-ups; through app.inject (routing, auth, validation, envelope).`];
  const rows: BenchRow[] = [];
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    rows.push(...(await benchOne('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresAnswers(serverUrl)) {
    const name = `ledgerdesk_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      rows.push(...(await benchOne('PostgreSQL', database)));
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    notes.push(`PostgreSQL at ${serverUrl} did not answer; only PGlite was measured.`);
  }
  return { rows, notes };
}
