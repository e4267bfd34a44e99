/**
 * Lists and cheap calls on a million orders (issue 10), on PGlite and, when it answers, PostgreSQL:
 * every call through the API (app.inject: routing, session, permission, validation, envelope)
 * side by side with raw SQL that answers the same (the same rows with their labels, the same
 * capped count and estimate), at 1 and 16 concurrent callers.
 *
 * BENCH_SIZE=small: 100,000 orders and 10,000 members (a quick run, figures not comparable).
 * BENCH_DATABASE_URL: a PostgreSQL a bench database is created on (default the local `test`).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { API_BASE, ENDPOINTS, FINANCE_ENDPOINTS, MANUAL_RECHARGE_CHANNEL_KEY } from '@ledgerdesk/shared';
import { RECHARGE_RELEASE_KIND } from '@ledgerdesk/shared/resources/finance/recharge';
import { buildApp } from '@ledgerdesk/server/src/app';
import { loadConfig } from '@ledgerdesk/server/src/config';
import { openDatabase, type Database } from '@ledgerdesk/server/src/db/client';
import { seed } from '@ledgerdesk/server/src/db/seed';
import { encodeCursor } from '@ledgerdesk/server/src/resource/list-cursor';
import { EXACT_TOTAL_UP_TO } from '@ledgerdesk/server/src/resource/list-total';
import type { BenchResult, Figure } from './figure';
import { sideBySide } from './measure';

const SMALL = process.env.BENCH_SIZE === 'small';
const ORDERS = SMALL ? 100_000 : 1_000_000;
const MEMBERS = SMALL ? 10_000 : 100_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const CONCURRENT = 16;
const PASSWORD = 'Bench-pass-1';
const GROUP = 'lists-1m';
/** Issue 10's budgets. */
const PAGE_ONE_P95_MS = 20;
const PENDING_POLL_P95_MS = 5;
const API_OVER_RAW = 1.3;

/** Members and orders generated inside the database: about 0.5 % of orders are still pending; ten orders share each minute (ties on created_at). */
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
  // What autovacuum does to a table that has settled: statistics and the visibility map.
  await database.db.execute(sql`vacuum analyze`);
}

interface ListAnswer {
  list: Array<Record<string, unknown>>;
  total: number;
  totalEstimated?: boolean;
  nextCursor?: string;
}

/** Raw SQL on the app's own connection (the pg pool, or the one PGlite), without drizzle. */
type Raw = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

function rawOf(database: Database): Raw {
  const client = (database.db as unknown as { $client: { query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> } }).$client;
  return async (text, params) => (await client.query(text, params)).rows;
}

/** The order's money-log row of a type (and balance kind), correlated on the order. */
const ledgerRow = (type: string, kind: string | null, selected = '1') =>
  `select ${selected} from fin_money_log l where l.ref_type = 'RECHARGE' and l.ref_id = o.id and l.type = '${type}'${kind ? ` and l.balance_kind = '${kind}'` : ''}`;

/** The order's channel by name in one language: the manual entry's (its translation key in zh-cn), else the channel's name. */
const channelName = (column: string, manual: string, otherwise: string) =>
  `case when o.channel = 'MANUAL' then ${manual} else coalesce((select c.${column} from fin_recharge_channel c where c.code = o.channel), ${otherwise}) end`;

/**
 * The recharge list's row with every label and its computed fields (the compliance state of a
 * credit held frozen and the amount still frozen, read from the money log and the approvals; the
 * channel's name in each language; the network's explorer link template; who ever edited it, which
 * decides who may approve it), as a developer would write it by hand.
 */
const ROWS_SQL = (where: string, tail: string) => `
  select o.*, o.created_at::text as key, m.account as member_label, r.user_name as reviewer_label, fr.user_name as first_reviewer_label,
         cb.user_name as created_by_label, ub.user_name as updated_by_label,
         case when exists (${ledgerRow('RECHARGE_RELEASE', 'FROZEN')}) then 'RELEASED'
              when exists (${ledgerRow('RECHARGE', 'FROZEN')}) then
                case when exists (select 1 from sys_approval a where a.kind = '${RECHARGE_RELEASE_KIND}' and a.status = 'PENDING' and a.subject_id = o.id)
                  then 'RELEASE_PENDING' else 'HELD' end
         end as compliance,
         (${ledgerRow('RECHARGE', 'FROZEN', 'l.change')} and not exists (${ledgerRow('RECHARGE_RELEASE', null)})) as frozen_amount,
         ${channelName('name_zh_cn', `'${MANUAL_RECHARGE_CHANNEL_KEY}'`, 'o.channel')} as channel_name,
         ${channelName('name_en', 'null', 'null')} as channel_name_en,
         ${channelName('name_zh_tw', 'null', 'null')} as channel_name_zh_tw,
         case when o.wallet_code is null or o.payment_ref = '' then null
              else (select w.explorer_tx_url_template from fin_wallet_code w where w.code = o.wallet_code) end as explorer_template,
         coalesce((select array_agg(distinct e.operator_id) from fin_review_event e
                   where e.subject_type = 'RECHARGE' and e.subject_id = o.id and e.action = 'edit' and e.operator_id is not null), '{}') as editor_ids
  from fin_recharge_order o
  left join mem_member m on m.id = o.member_id
  left join sys_user r on r.id = o.reviewer_id
  left join sys_user fr on fr.id = o.first_reviewer_id
  left join sys_user cb on cb.id = o.created_by
  left join sys_user ub on ub.id = o.updated_by
  where ${where} order by o.created_at desc, o.id desc ${tail}`;

/** The same total as the API answers: counted up to the cap, the planner's estimate past it. */
async function rawTotal(raw: Raw, where: string, params: unknown[]): Promise<number> {
  const [counted] = await raw(`select count(*)::int as n from (select 1 from fin_recharge_order o where ${where} limit ${EXACT_TOTAL_UP_TO + 1}) c`, params);
  const n = Number(counted!.n);
  if (n <= EXACT_TOTAL_UP_TO) return n;
  const [plan] = await raw(`explain (format json) select 1 from fin_recharge_order o where ${where}`, params);
  const cell = Object.values(plan!)[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.max(n, parsed[0]!.Plan['Plan Rows']);
}

interface Call {
  name: string;
  /** Page 1 of an unfiltered or status-filtered list: the ones the 20 ms budget is about. */
  pageOne?: boolean;
  api: () => Promise<void>;
  raw: () => Promise<void>;
}

async function benchOne(label: string, database: Database): Promise<{ figures: Figure[]; notes: string[] }> {
  await database.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_CAPTCHA: 'off', ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'off' });
  await seed(database.db, { adminPassword: PASSWORD, demo: false, announce: () => undefined });
  const started = performance.now();
  await generate(database);
  const notes = [`${label}: ${ORDERS.toLocaleString('en')} orders and ${MEMBERS.toLocaleString('en')} members generated in ${Math.round((performance.now() - started) / 1000)} s.`];
  console.log(`  ${notes[0]}`);
  const { app } = await buildApp(config, database);
  await app.ready();
  const raw = rawOf(database);
  try {
    const login = await app.inject({ method: 'POST', url: API_BASE + ENDPOINTS.login, payload: { username: 'admin', password: PASSWORD } });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    /** A call to time; `check` runs on its first answer, so a filter the list ignored cannot pass for a fast one. */
    const post = (url: string, payload: object, check?: (data: ListAnswer) => string | null) => {
      let checked = !check;
      return async () => {
        const res = await app.inject({ method: 'POST', url: API_BASE + url, headers, payload });
        // The answer is read whole only for its check: parsing it is the client's work (a browser's,
        // 3–5 ms for a 1000-row page), which the raw twin, whose rows are never written, does not do.
        // Even decoding the whole text (res.body) took 0.5 ms of such a page: only its start is read.
        const head = res.rawPayload.subarray(0, 10).toString();
        if (res.statusCode !== 200 || head !== '{"code":0,') throw new Error(res.body.slice(0, 500));
        if (!checked) {
          const body = res.json();
          const problem = check!(body.data as ListAnswer);
          if (problem) throw new Error(`${url} ${JSON.stringify(payload)}: ${problem}`);
          checked = true;
        }
      };
    };
    const matching =
      (ok: (row: Record<string, unknown>) => boolean, total?: { exact?: number; about?: number }) =>
      ({ list, total: answered, totalEstimated }: ListAnswer): string | null => {
        if (list.length === 0) return 'answered no rows';
        if (total?.exact !== undefined && (answered !== total.exact || totalEstimated)) return `total ${answered}${totalEstimated ? ' (estimated)' : ''}, expected exactly ${total.exact}`;
        if (total?.about !== undefined && (!totalEstimated || Math.abs(answered - total.about) > total.about * 0.2)) {
          return `total ${answered}${totalEstimated ? ' (estimated)' : ' (exact)'}, expected an estimate near ${total.about}`;
        }
        const wrong = list.find((row) => !ok(row));
        return wrong ? `row ${JSON.stringify(wrong)} does not match the filter` : null;
      };
    const rawList = (where: string, params: unknown[], tail: string) => async () => {
      await Promise.all([raw(ROWS_SQL(where, tail), params), rawTotal(raw, where, params)]);
    };
    const [memberRow] = (await raw('select min(id) + 42 as id from mem_member')) as Array<{ id: string }>;
    const member = Number(memberRow!.id);
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    const recentUsdt = matching((r) => r.currency === 'USDT' && String(r.createdAt) >= dayAgo);
    // The row before page 5000 of 20 in the default order: where a keyset read of that page starts.
    const [deep] = await raw('select id, created_at::text as key from fin_recharge_order order by created_at desc, id desc limit 1 offset 99979');
    const deepCursor = encodeCursor({ field: 'createdAt', order: 'desc', direction: 'after', id: Number(deep!.id), value: String(deep!.key) });
    const L = FINANCE_ENDPOINTS.rechargeList;
    const calls: Call[] = [
      { name: 'list page 1, no filter', pageOne: true, api: post(L, { pageIndex: 1, pageSize: 20 }, matching(() => true, { about: ORDERS })), raw: rawList('true', [], 'limit 21') },
      { name: 'list page 1, status PENDING', pageOne: true, api: post(L, { status: ['PENDING'], pageIndex: 1, pageSize: 20 }, matching((r) => r.status === 'PENDING', { exact: ORDERS / 200 })), raw: rawList('o.status = any($1)', [['PENDING']], 'limit 21') },
      { name: 'list page 1, status APPROVED', pageOne: true, api: post(L, { status: ['APPROVED'], pageIndex: 1, pageSize: 20 }, matching((r) => r.status === 'APPROVED')), raw: rawList('o.status = any($1)', [['APPROVED']], 'limit 21') },
      { name: 'list page 1, one member', api: post(L, { memberId: member, pageIndex: 1, pageSize: 20 }, matching((r) => r.memberId === member)), raw: rawList('o.member_id = $1', [member], 'limit 21') },
      { name: 'list, currency + last 24 h, 20 rows', api: post(L, { currency: 'USDT', createdAtFrom: dayAgo, pageIndex: 1, pageSize: 20 }, recentUsdt), raw: rawList('o.currency = $1 and o.created_at >= $2', ['USDT', dayAgo], 'limit 21') },
      { name: 'list, currency + last 24 h, 1000 rows', api: post(L, { currency: 'USDT', createdAtFrom: dayAgo, pageIndex: 1, pageSize: 1000 }, recentUsdt), raw: rawList('o.currency = $1 and o.created_at >= $2', ['USDT', dayAgo], 'limit 1001') },
      {
        name: 'list page 5000 of 20, keyset cursor',
        api: post(L, { pageIndex: 5000, pageSize: 20, cursor: deepCursor }, matching((r) => String(r.createdAt) <= new Date(String(deep!.key)).toISOString())),
        raw: rawList('(o.created_at, o.id) < ($1::timestamptz, $2)', [deep!.key, deep!.id], 'limit 21'),
      },
      {
        name: 'list page 50 of 1000, status APPROVED (offset)',
        api: post(L, { status: ['APPROVED'], pageIndex: 50, pageSize: 1000 }, matching((r) => r.status === 'APPROVED')),
        raw: rawList('o.status = any($1)', [['APPROVED']], 'limit 1001 offset 49000'),
      },
      {
        name: 'pending poll (three counts)',
        api: post(FINANCE_ENDPOINTS.pendingCounts, { Type: 0 }),
        raw: async () => {
          await raw(`select (select count(*) from fin_recharge_order where status in ('PENDING', 'PENDING_SECOND_REVIEW')),
                            (select count(*) from fin_withdraw_order where status in ('PENDING_REVIEW', 'PENDING_SECOND_REVIEW')),
                            (select count(*) from mem_kyc_application where status = 'PENDING')`);
        },
      },
    ];
    const figures: Figure[] = [];
    const figure = (name: string, value: number, unit: Figure['unit'], budget?: number) =>
      figures.push({ group: GROUP, name, value, unit, database: label, ...(budget === undefined ? {} : { budget }) });
    for (const call of calls) {
      for (const concurrency of [1, CONCURRENT]) {
        const { api, raw: rawTiming } = await sideBySide(call.api, call.raw, { samples: concurrency === 1 ? SAMPLES : SAMPLES * 4, concurrency });
        const ratio = Math.round((api.mean / rawTiming.mean) * 100) / 100;
        const at = concurrency === 1 ? '' : `, ${concurrency} at once`;
        const p95Budget = concurrency === 1 && label === 'PostgreSQL' ? (call.pageOne ? PAGE_ONE_P95_MS : call.name.startsWith('pending') ? PENDING_POLL_P95_MS : undefined) : undefined;
        figure(`${call.name}${at}: API p95`, api.p95, 'ms', p95Budget);
        figure(`${call.name}${at}: raw SQL p95`, rawTiming.p95, 'ms');
        figure(`${call.name}${at}: API ÷ raw SQL (mean)`, ratio, 'ratio', API_OVER_RAW);
        // What the API adds to each call, in time rather than as a share: on a call whose SQL takes
        // a tenth of a millisecond, the request and the session's own query are most of a ratio.
        if (concurrency === 1) figure(`${call.name}: API − raw SQL (mean)`, Math.round((api.mean - rawTiming.mean) * 100) / 100, 'ms');
        console.log(`  ${label} | ${call.name}${at} | API p50 ${api.p50} p95 ${api.p95} | raw p50 ${rawTiming.p50} p95 ${rawTiming.p95} | ratio ${ratio}`);
      }
    }
    return { figures, notes };
  } finally {
    await app.close();
  }
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

export async function financeBench(): Promise<BenchResult> {
  const notes = [
    `${ORDERS.toLocaleString('en')} recharge orders (0.5 % pending, ten per minute so created_at ties), ${MEMBERS.toLocaleString('en')} members, vacuumed and analysed.`,
    `Each call ${SAMPLES} times by one caller and ${SAMPLES * 4} times by ${CONCURRENT} callers at once, after warm-ups, in rounds alternating with its raw-SQL twin (the same rows with their labels and computed fields, the same total: counted up to ${EXACT_TOTAL_UP_TO.toLocaleString('en')}, the planner's estimate past that) on the same connection pool. API ÷ raw SQL is the ratio of mean latencies (at 16 callers, of throughputs).`,
  ];
  const figures: Figure[] = [];
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    const one = await benchOne('PGlite', pglite);
    figures.push(...one.figures);
    notes.push(...one.notes);
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (!(await postgresAnswers(serverUrl))) {
    notes.push(`PostgreSQL at ${serverUrl} did not answer: only PGlite was measured.`);
    return { figures, notes };
  }
  const name = `ledgerdesk_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    const one = await benchOne('PostgreSQL', database);
    figures.push(...one.figures);
    notes.push(...one.notes);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return { figures, notes };
}

