import { backgroundBatchesSettled } from '../../lib/batch-runner';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import qs from 'qs';
import { API_BASE, API_DOC_ENDPOINTS, PENDING_ENDPOINTS } from '@ledgerdesk/shared';
import { roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { bumpRevision } from '../../lib/revisions';
import { bearer, createTestApp, TEST_PASSWORD, type DatabaseKind, type TestApp } from '../harness';

/**
 * What the robustness suite shares: the routes as the OpenAPI document describes them, inputs
 * generated from their schemas (near-valid and hostile), the ways a body can be sent, the row
 * count of every table, and a signed-in super user that survives what the fuzzing does to it.
 *
 * Runs are bounded for `npm test`; ROBUST_RUNS raises them and ROBUST_SEED replays a failure
 * locally (fast-check prints the seed and path of every counterexample).
 */
/**
 * The app a robustness walk runs on. The simulated payout provider is told to post no webhook by
 * itself: a withdrawal some route approved would otherwise be settled a second later, by the
 * simulator's timer, in the middle of another route's turn, and its money log row counted
 * against that route as a refused change that wrote (seen as banner/export "writing" a
 * fin_money_log row). Routes are walked one request at a time; nothing else may write.
 */
export const createRobustnessApp = (kind: DatabaseKind): Promise<TestApp> => createTestApp(kind, { PAYOUT_SIM_WEBHOOK: 'off' });

export const FUZZ_RUNS = Number(process.env.ROBUST_RUNS ?? 6);
export const FUZZ_SEED = Number(process.env.ROBUST_SEED ?? 9_2026);

/* ---------- the document ---------- */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
};

export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The Fastify pattern (`/admin/…/:provider/start`). */
  url: string;
  /** Path parameters by name. */
  pathParams: string[];
  /** Query parameters (GET) or body properties, as one object schema. */
  input: JsonSchema;
  /** The JSON body's media types the route documents (empty for GET). */
  consumes: string[];
  /** `data` of the documented 200 answer, when there is one. */
  answer?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export async function documentedRoutes(t: TestApp, token: string): Promise<DocumentedRoute[]> {
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}${API_DOC_ENDPOINTS.openapi}`, headers: bearer(token) });
  const doc = res.json().data as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: DocumentedRoute[] = [];
  for (const route of t.app.routeRegistry) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    const docPath = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const operation = doc.paths[docPath]?.[route.method.toLowerCase()];
    if (!operation) continue;
    const parameters = operation.parameters ?? [];
    const query: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const p of parameters.filter((p) => p.in === 'query')) {
      query.properties![p.name] = p.schema;
      if (p.required) query.required!.push(p.name);
    }
    const content = operation.requestBody?.content ?? {};
    const body = Object.values(content)[0]?.schema;
    const data = operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
    routes.push({
      method: route.method as DocumentedRoute['method'],
      url: route.url,
      pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      input: route.method === 'GET' ? query : (body ?? { type: 'object', properties: {} }),
      consumes: Object.keys(content),
      answer: data,
    });
  }
  return routes;
}

/* ---------- values ---------- */

/** Deeply nested, past any sensible depth (qs and JSON parsers, recursive walkers). */
const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

/** Values that are wrong for almost any field, by the way a server gets each one wrong. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  // Another type where a scalar is expected (coercion turns these into ids and amounts).
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, [], [1], [[1]], {}, { toString: 'x' }, '0x1', ' 1 ', '1e0', '01', '-0', 'NaN', 'Infinity', '') },
  // Text PostgreSQL cannot store, alone or inside ordinary text.
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constantFrom('a\u0000b', '\u0000', '\ud800', 'x\udfff', '\udc00\ud800'),
      fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
    ),
  },
  // Numbers past what columns and JavaScript hold.
  { weight: 2, arbitrary: fc.constantFrom<unknown>(0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 63), 1e308, -1e308, '9'.repeat(40), '1'.repeat(19)) },
  // Dates PostgreSQL or a JS Date cannot take.
  { weight: 2, arbitrary: fc.constantFrom('0000-01-01', '0001-01-01T00:00:00+14:00', '9999-12-31T23:59:59-14:00', '+275760-09-13T00:00:00Z', '2024-02-30', '2024-13-01', '10000-01-01') },
  // Words that mean something to SQL, LIKE, paths and JavaScript objects.
  { weight: 1, arbitrary: fc.constantFrom("' OR 1=1 --", '%', '_', '\\', '__proto__', 'constructor', '../../etc/passwd', '\u202e', '\uFEFF1') },
  // Size and depth.
  { weight: 1, arbitrary: fc.constantFrom<unknown>(deepObject(60), 'x'.repeat(20_000)) },
  { weight: 1, arbitrary: fc.oneof(fc.string({ unit: 'binary', maxLength: 24 }), fc.jsonValue({ maxDepth: 3 })) },
);

const MAX_TEXT = 40;

/** A value the schema would (nearly) take: gets past the validator to the handler, where 500s hide. */
export function valueOf(schema: JsonSchema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueOf(s, depth + 1)));
  if (schema.allOf?.length) return valueOf(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  let arbitrary: fc.Arbitrary<unknown>;
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
      // Mostly small (ids and versions that exist), sometimes anywhere in range, sometimes its edges.
      arbitrary = fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 40), Math.max(min, 0)) }) },
        { weight: 1, arbitrary: fc.integer({ min, max }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
      );
      break;
    }
    case 'number':
      arbitrary = fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
      break;
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'string':
      arbitrary = stringOf(schema, name);
      break;
    case 'array': {
      const minLength = Math.min(schema.minItems ?? 0, 3);
      arbitrary = fc.array(valueOf(schema.items, depth + 1, name), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
      break;
    }
    case 'object':
      arbitrary = objectOf(schema, depth + 1, valueOf);
      break;
    default:
      arbitrary = fc.jsonValue({ maxDepth: 1 });
  }
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 6 }) : arbitrary;
}

/** What a field of this name usually holds, so near-valid input gets past business rules too. */
const HINTS: Array<[RegExp, string[]]> = [
  [/currency/i, ['USDT', 'BTC', 'CNY']],
  [/amount|fee|price|min$/i, ['1', '12.5', '100', '0.000001']],
  [/(At|Time)(From|To)?$|date/i, ['2024-01-01', '2026-06-30T12:00:00.000Z']],
  [/phone|mobile/i, ['13812345678', '13900000000']],
  [/email/i, ['fuzz@example.com']],
  [/password/i, ['Secret-pass-2', 'Secret-pass-1']],
  [/userName|account|username/i, ['fuzz_user1', 'operator', 'demo_alice']],
  [/remark|reason|note/i, ['checked', '']],
  [/identifier/i, ['0123456789abcdef0123456789abcdef']],
  [/sha256/i, ['0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef']],
  [/filename|name$/i, ['report.pdf', 'fuzz', 'a.png']],
];

function stringOf(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const hinted = HINTS.find(([pattern]) => pattern.test(name))?.[1];
  if (schema.format === 'date-time') return fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // A pattern JS cannot compile is left to the plain strings below.
    }
  }
  const minLength = Math.min(schema.minLength ?? 0, MAX_TEXT);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  return fc.oneof(
    { weight: hinted ? 3 : 0, arbitrary: fc.constantFrom(...(hinted ?? [''])) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constantFrom('USDT', 'admin', 'operator', '2024-01-01', '100.5', '1', '0') },
  );
}

/** Every required property and some optional ones, each near-valid. */
export function validObjectOf(schema: JsonSchema, depth = 0, value: typeof valueOf = valueOf): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const requiredKeys = (schema.required ?? []).filter((k) => k in properties);
  return fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, value(property, depth, name)])), { requiredKeys });
}

/**
 * The sweep: one representative of each way a value is wrong, put in turn into each property of
 * an otherwise near-valid input, so every field meets them deterministically rather than by chance.
 */
const SWEEP: unknown[] = ['a\u0000b', 'x\ud800', 2 ** 31, [1], true, '0x1', ' 1 ', '0000-01-01', 2 ** 53 + 2, deepObject(60)];

export function sweepInputs(route: DocumentedRoute, index: number, runs: number, seed: number): FuzzInput[] {
  const names = Object.keys(route.input.properties ?? {});
  if (names.length === 0) return [];
  const [base] = fc.sample(validObjectOf(route.input), { seed: seed + index, numRuns: 1 });
  // At the default depth each property meets one representative (rotating over routes); more runs, more of them.
  const perProperty = Math.min(SWEEP.length, Math.max(1, Math.floor(runs / 6)));
  const pathValues = route.pathParams.map(() => 'x');
  return names.flatMap((name, j) =>
    Array.from({ length: perProperty }, (_, k) => ({
      payload: { ...base, [name]: SWEEP[(index + j + k) % SWEEP.length] },
      transport: 'json' as const,
      pathValues,
    })),
  );
}

/**
 * An object of the schema's properties: all near-valid (to reach the handler), all near-valid but
 * one hostile (the 400 must name that one), or each hostile by chance; now and then with a key
 * the schema does not know.
 */
export function objectOf(schema: JsonSchema, depth: number, value: typeof valueOf = valueOf): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const valid = Object.fromEntries(names.map((name) => [name, value(properties[name], depth, name)]));
  const chaos = Object.fromEntries(names.map((name) => [name, fc.oneof({ weight: 3, arbitrary: valid[name]! }, { weight: 2, arbitrary: hostileValue })]));
  const validRecord = validObjectOf(schema, depth, value);
  const oneHostile = names.length === 0
    ? validRecord
    : fc.tuple(validRecord, fc.constantFrom(...names), hostileValue).map(([record, name, bad]) => ({ ...record, [name]: bad }));
  const record = fc.oneof(
    { weight: 3, arbitrary: validRecord },
    { weight: 3, arbitrary: oneHostile },
    { weight: 2, arbitrary: fc.record(chaos, { requiredKeys: [] }) },
  );
  return fc
    .tuple(record, fc.option(fc.tuple(fc.constantFrom('junk', 'id', 'version', 'deletedAt', 'createdBy', '__proto__', 'isSuper'), hostileValue), { freq: 4 }))
    .map(([fields, extra]) => (extra ? { ...fields, [extra[0]]: extra[1] } : fields));
}

/* ---------- requests ---------- */

export type Transport = 'json' | 'text' | 'form' | 'multipart' | 'broken-json' | 'no-type';
export const transportOf = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Transport>('json') },
  { weight: 1, arbitrary: fc.constantFrom<Transport>('text', 'form', 'multipart', 'broken-json', 'no-type') },
);

export interface FuzzInput {
  payload: unknown;
  transport: Transport;
  pathValues: string[];
}

/** The input of one route: its schema's object most of the time, now and then no object at all. */
export function inputOf(route: DocumentedRoute): fc.Arbitrary<FuzzInput> {
  const payload = fc.oneof(
    { weight: 8, arbitrary: objectOf(route.input, 0) },
    { weight: 1, arbitrary: hostileValue },
  );
  const pathValue = fc.oneof(fc.constantFrom('test', 'x', '..', '%00', '1'), fc.string({ maxLength: 20 }));
  return fc.record({
    payload,
    transport: route.method === 'GET' ? fc.constant<Transport>('json') : transportOf,
    pathValues: fc.array(pathValue, { minLength: route.pathParams.length, maxLength: route.pathParams.length }),
  });
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the bytes a
 * hostile client would send for it (its WTF-8 form) instead of stopping the run.
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    out += char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
      ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
      : encodeURIComponent(char);
  }
  return out;
}

/** The query string of a GET: as the web client writes it (qs, brackets), raw garbage when the payload is no object. */
function queryString(payload: unknown): string {
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) return qs.stringify(payload, { encoder: (v) => encodeLoose(String(v)) });
  return typeof payload === 'string' ? `q=${encodeLoose(payload)}&%E0%A4%A=1&a[b][c][d][e][f][g]=1&&=` : 'a[]=1&a[0]=2&a=3';
}

export function requestOf(route: DocumentedRoute, input: FuzzInput, token: string): InjectOptions {
  let url = route.url;
  route.pathParams.forEach((name, i) => (url = url.replace(`:${name}`, encodeLoose(input.pathValues[i] ?? 'x'))));
  const headers: Record<string, string> = bearer(token);
  if (route.method === 'GET') return { method: 'GET', url: `${url}?${queryString(input.payload)}`, headers };
  const base = { method: route.method, url, headers };
  switch (input.transport) {
    case 'json':
      return { ...base, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input.payload ?? null) };
    case 'text':
      return { ...base, headers: { ...headers, 'content-type': 'text/plain' }, payload: String(JSON.stringify(input.payload)) };
    case 'form':
      return { ...base, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: qs.stringify({ v: input.payload }, { encoder: (v) => encodeLoose(String(v)) }) };
    case 'multipart':
      return { ...base, headers: { ...headers, 'content-type': 'multipart/form-data; boundary=zz' }, payload: `--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${JSON.stringify(input.payload)}\r\n` };
    case 'broken-json':
      return { ...base, headers: { ...headers, 'content-type': 'application/json' }, payload: `{"a":${JSON.stringify(input.payload ?? null)}` };
    case 'no-type':
      return { ...base, payload: undefined };
  }
}

/* ---------- shards ---------- */

/**
 * One of `count` files a walk is split into, so that vitest runs its parts side by side (one file
 * is one worker): `index` is 0-based.
 */
export interface Shard {
  index: number;
  count: number;
}

export const WHOLE: Shard = { index: 0, count: 1 };

/**
 * A shard's items: every `count`-th from `index` (spreading a list's heavy neighbours, such as one
 * area's routes, over the shards), each with its position in the whole list. The route fuzz seeds
 * a route's inputs by that position, so a route meets the same inputs however the walk is split.
 */
export function shardOf<T>(items: readonly T[], shard: Shard): Array<{ item: T; position: number }> {
  return items.flatMap((item, position) => (position % shard.count === shard.index ? [{ item, position }] : []));
}

/* ---------- the database ---------- */

/**
 * Tables a refused request may rightly write to: the operation log records refused changes, the
 * login log and the rate limiter count failed attempts, the instance heartbeat ticks on its own, and
 * the payout webhook keeps every delivery it refuses (an audit of forged and replayed callbacks).
 */
export const TABLES_A_REFUSAL_MAY_WRITE = new Set([
  'sys_oper_log',
  'sys_login_log',
  'sys_rate_limit',
  'sys_instance',
  // The payout webhook stores every receipt, refused ones included (modules/payout).
  'fin_payout_callback',
]);

const quotedIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quotedLiteral = (name: string) => `'${name.replaceAll("'", "''")}'`;

/** The names of every table whose row count a refused change must leave as it was. */
async function countedTables(t: TestApp): Promise<string[]> {
  const listed = await t.database.db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`);
  return (listed as unknown as { rows: Array<{ table_name: string }> }).rows
    .map((r) => r.table_name)
    .filter((name) => !TABLES_A_REFUSAL_MAY_WRITE.has(name) && !name.startsWith('__drizzle'));
}

/**
 * Rows per table of every table but those, in one statement. The statement (a union over every
 * table) lives in a PL/pgSQL function, whose plan the session keeps: the route fuzz counts before
 * and after thousands of calls, and planning the union afresh each time was most of its run.
 */
export async function tableCounter(t: TestApp, names?: string[]): Promise<() => Promise<Record<string, number>>> {
  names ??= await countedTables(t);
  const union = names.map((name) => `select ${quotedLiteral(name)}::text, count(*)::int from ${quotedIdentifier(name)}`).join(' union all ');
  // Made anew by each counter: the database may have gained tables since (the self-check plants routes, not tables, but a later caller may).
  await t.database.db.execute(
    sql.raw(`create or replace function robustness_row_counts() returns table(name text, n int) language plpgsql as $counts$ begin return query ${union}; end $counts$`),
  );
  return async () => {
    const result = await t.database.db.execute(sql`select name, n from robustness_row_counts()`);
    return Object.fromEntries((result as unknown as { rows: Array<{ name: string; n: number }> }).rows.map((r) => [r.name, r.n]));
  };
}

/**
 * The row counts of the counted tables as they stand, counted again only after a statement may
 * have changed them. Every INSERT, DELETE and TRUNCATE on those tables, whether its transaction
 * commits or not, draws from a sequence (a statement trigger; a sequence is not rolled back), so an
 * unchanged sequence proves the counts unchanged: most fuzzed calls are refused before they write,
 * and counting over a hundred tables before and after each of them was most of the route fuzz's
 * time. The sequence is read before the counts, so a write that lands between the two makes the
 * next look count again rather than go unseen.
 */
export async function rowCountWatch(t: TestApp): Promise<() => Promise<Record<string, number>>> {
  const { db } = t.database;
  const names = await countedTables(t);
  const counts = await tableCounter(t, names);
  // One statement for the sequence, its trigger function and a trigger per table: a round trip each was over a hundred.
  const triggers = names.map(
    (name) => `create or replace trigger robustness_row_writes after insert or delete or truncate on ${quotedIdentifier(name)} for each statement execute function robustness_note_row_write();`,
  );
  await db.execute(
    sql.raw(`do $watch$ begin
      create sequence if not exists robustness_row_writes;
      create or replace function robustness_note_row_write() returns trigger language plpgsql as $note$ begin perform nextval('robustness_row_writes'); return null; end $note$;
      ${triggers.join('\n')}
    end $watch$`),
  );
  // Null until the first write draws from the sequence.
  const writes = async () => {
    const result = await db.execute(sql`select pg_sequence_last_value('robustness_row_writes')::text as n`);
    return (result as unknown as { rows: Array<{ n: string | null }> }).rows[0]!.n;
  };
  let seen = await writes();
  let known = await counts();
  return async () => {
    const now = await writes();
    if (now !== seen) {
      seen = now;
      known = await counts();
    }
    return known;
  };
}

/* ---------- the fuzzing user ---------- */

/**
 * A super user of its own, so what the fuzz does to users, roles and sessions (a reset password, a
 * disabled account, a revoked session, sign-outs) never stops the run: when its token no longer
 * opens a permission route, the account is put back in the database and given a new session
 * straight from the session store (signing in again would meet the per-address sign-in limit the
 * fuzzed login route has used up).
 */
export async function fuzzingUser(t: TestApp, userName = 'robust_fuzzer') {
  const { db } = t.database;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const [superRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'admin'));
  const [user] = await db.insert(users).values({ userName, nickname: userName, passwordHash }).returning({ id: users.id });
  const userId = user!.id;
  await db.insert(userRoles).values({ userId, roleId: superRole!.id });
  const openSession = async () => (await t.services.sessions.create(userId, '127.0.0.1', 'robustness-suite')).token;
  let token = await openSession();

  // A permission route with a small answer, asked after every refusal (the API document it asked
  // before is 1.6 MB, about 30 ms a call).
  const works = async (app: FastifyInstance) =>
    (await app.inject({ method: 'POST', url: `${API_BASE}${PENDING_ENDPOINTS.pendingCounts}`, headers: bearer(token), payload: {} })).statusCode === 200;

  return {
    userId,
    token: () => token,
    /** After a call that may have touched the account: is the token still good? If not, repair and open a new session. */
    async keep(): Promise<void> {
      if (await works(t.app)) return;
      await db
        .update(users)
        .set({ passwordHash, status: '0', failedLogins: 0, lockedUntil: null, mustChangePassword: false })
        .where(eq(users.id, userId));
      await db.insert(userRoles).values({ userId, roleId: superRole!.id }).onConflictDoNothing();
      await db.update(roles).set({ status: '0', isSuper: true }).where(eq(roles.id, superRole!.id));
      // Written behind the app's back: the bump is what tells the session store's access cache.
      await bumpRevision(db, 'menu');
      token = await openSession();
      if (!(await works(t.app))) throw new Error('the fuzzing user could not be restored');
    },
  };
}

/* ---------- the checks ---------- */

/**
 * Text that only a database or a stack trace would put in an answer. A stack frame is
 * `at name (file.ts:1:2)` or `at file.js:1:2`, its parts without spaces: matched as
 * `at .+\.ts:\d+` it was quadratic on a one-line answer (each "at " ran to the end and backed off),
 * and the API document (1.6 MB, its descriptions in three languages) took 1.7 s a scan.
 */
export const LEAK = /syntax error|violates|duplicate key|invalid input syntax|out of range for type|relation "|column "|SQLSTATE|\bpg_|drizzle|ZodError|\bat (?:[^\s()]+ \()?[^\s()]+\.[cm]?[jt]s:\d+/i;

/**
 * 400s that rightly name no field: a body with a `__proto__` or `constructor.prototype` key is
 * refused whole by the JSON parser (prototype poisoning), and a wrong lock-screen password is an
 * answer about the credentials, not the shape of the input. Upload refusals name a
 * machine-readable reason (UPLOAD_FAILURE_REASONS) instead of a field.
 */
const NAMES_NO_FIELD = /^(malformed JSON body|wrong password)$/;

/** Calls whose outcome can touch the fuzzing user's own account or session. */
const touchesAccount = (route: DocumentedRoute) => /\/(auth|user|role|personal)\//.test(route.url);

const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name]} → ${after[name]}`);

type FuzzingUser = Awaited<ReturnType<typeof fuzzingUser>>;

/**
 * Sends each route inputs from its schema; a route fails on a 5xx, database or stack text in the
 * answer, a 400 to a JSON object naming no field, or a refused change (4xx) that still changed a
 * table's row count. Answers the failures, one per route with its input, and the statuses seen.
 */
export async function fuzzRoutes(
  t: TestApp,
  user: FuzzingUser,
  routes: DocumentedRoute[],
  { runs = FUZZ_RUNS, seed = FUZZ_SEED, shard = WHOLE }: { runs?: number; seed?: number; shard?: Shard } = {},
) {
  const counts = await rowCountWatch(t);
  const statuses: Record<string, Record<number, number>> = {};
  const probe = async (route: DocumentedRoute, input: FuzzInput): Promise<void> => {
    await backgroundBatchesSettled();
    const before = route.method !== 'GET' ? await counts() : undefined;
    const res = await t.app.inject(requestOf(route, input, user.token()));
    // A batch an accepted request started runs on after its answer: its writes are its own.
    await backgroundBatchesSettled();
    const tally = (statuses[`${route.method} ${route.url}`] ??= {});
    tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
    try {
      const json = String(res.headers['content-type'] ?? '').includes('json');
      if (res.statusCode >= 500) throw new Error(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      if (json && LEAK.test(res.body)) throw new Error(`leaked internals: ${res.body.slice(0, 300)}`);
      const sentObject = input.transport === 'json' && input.payload !== null && typeof input.payload === 'object' && !Array.isArray(input.payload);
      const answer = json ? (res.json() as { msg?: string; data?: { fields?: unknown; reason?: unknown } | null }) : undefined;
      if (res.statusCode === 400 && sentObject && !answer?.data?.fields && !answer?.data?.reason && !NAMES_NO_FIELD.test(answer?.msg ?? '')) {
        throw new Error(`a 400 naming no field: ${res.body.slice(0, 200)}`);
      }
      if (before && res.statusCode >= 400) {
        const changed = changedTables(before, await counts());
        if (changed.length > 0) throw new Error(`refused with ${res.statusCode} (${res.body.slice(0, 160)}) yet wrote: ${changed.join(', ')}`);
      }
    } finally {
      if (res.statusCode === 401 || res.statusCode === 403 || touchesAccount(route)) await user.keep();
    }
  };
  const failures: string[] = [];
  for (const { item: route, position: index } of shardOf(routes, shard)) {
    const swept = await firstFailure(sweepInputs(route, index, runs, seed), (input) => probe(route, input));
    if (swept) {
      failures.push(`${route.method} ${route.url}: ${swept.message}\n    input: ${JSON.stringify(swept.input).slice(0, 400)}`);
      continue;
    }
    const result = await fc.check(
      fc.asyncProperty(inputOf(route), (input) => probe(route, input)),
      { numRuns: runs, seed: seed + index, endOnFailure: true },
    );
    if (result.failed) {
      const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      failures.push(`${route.method} ${route.url}: ${error}\n    input: ${JSON.stringify(result.counterexample?.[0])?.slice(0, 400)}`);
    }
  }
  return { failures, statuses };
}

async function firstFailure(inputs: FuzzInput[], probe: (input: FuzzInput) => Promise<void>): Promise<{ message: string; input: FuzzInput } | undefined> {
  for (const input of inputs) {
    try {
      await probe(input);
    } catch (error) {
      return { message: error instanceof Error ? error.message : String(error), input };
    }
  }
  return undefined;
}

/** What an attacker types into a filter box or a sort parameter (quotes as ASCII, typographic and full-width). */
export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  '1 OR 1=1',
  '1) OR (1=1',
  '1; DROP TABLE sys_user; --',
  "'; DELETE FROM mem_member; --",
  'CASE WHEN (1=1) THEN id ELSE created_at END',
  'id desc, (select 1 from pg_sleep(0))',
  "' UNION SELECT password_hash, null FROM sys_user --",
  '%',
  '_',
  '\\',
  "\\' OR 1=1 --",
  '\u2019 OR \u20181\u2019=\u20181',
  '\uFF07 OR \uFF11=\uFF11 --',
  '\u02BC OR 1=1 --',
  '$$ OR true $$',
  "admin'--",
];
const HARMLESS = 'zz-harmless-zz';

/** The calls whose answer holds a `list`: every list, resource or hand-written. */
export const listRoutes = (routes: DocumentedRoute[]) => routes.filter((r) => r.answer?.properties?.list?.type === 'array');

/**
 * Each parameter of each list (and sortField, sortOrder) fed every payload: the answer must be a
 * 200 with no more rows than a harmless value of the same parameter gets, or a 400; never another
 * status, never database text. Answers what went wrong.
 */
export async function injectionFailures(t: TestApp, user: FuzzingUser, lists: DocumentedRoute[], shard = WHOLE): Promise<string[]> {
  const ask = async (route: DocumentedRoute, payload: Record<string, unknown>) => {
    const res = await t.app.inject(requestOf(route, { payload, transport: 'json', pathValues: [] }, user.token()));
    const data = (String(res.headers['content-type'] ?? '').includes('json') ? res.json().data : null) as { total?: number; list?: unknown[] } | null;
    return { status: res.statusCode, body: res.body, rows: data?.total ?? data?.list?.length ?? 0, listed: (data?.list ?? []).map((row) => JSON.stringify(row)) };
  };
  // A name filter matches anywhere in the name: "%" rightly finds "10% off". More rows than a
  // harmless value is a widened list only when one of them does not hold the payload as typed.
  const holds = (row: string, payload: string) => row.includes(JSON.stringify(payload).slice(1, -1));
  const wrong: string[] = [];
  for (const { item: route } of shardOf(lists, shard)) {
    const parameters = Object.keys(route.input.properties ?? {}).filter((name) => name !== 'pageIndex' && name !== 'pageSize');
    for (const name of new Set([...parameters, 'sortField', 'sortOrder'])) {
      const harmless = await ask(route, { [name]: HARMLESS, pageSize: 1000 });
      const ceiling = harmless.status === 200 ? harmless.rows : 0;
      for (const payload of SQL_PAYLOADS) {
        const res = await ask(route, { [name]: payload, pageSize: 1000 });
        const where = `${route.method} ${route.url} ${name}=${JSON.stringify(payload)}`;
        if (res.status !== 200 && res.status !== 400) wrong.push(`${where}: ${res.status} ${res.body.slice(0, 160)}`);
        else if (LEAK.test(res.body)) wrong.push(`${where}: leaked ${res.body.slice(0, 160)}`);
        else if (res.status === 200 && res.rows > ceiling && !res.listed.every((row) => holds(row, payload))) {
          wrong.push(`${where}: ${res.rows} rows against ${ceiling} for a harmless value`);
        }
      }
    }
  }
  return wrong;
}
