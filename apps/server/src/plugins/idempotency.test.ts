import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { actionEndpointOf, API_BASE } from '@ledgerdesk/shared';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import { idempotencyKeys, jobs, memberConfigChanges } from '../db/schema';
import { addMember } from '../modules/finance/finance-test-kit';
import { configClient, DEFAULT_MEMBER_CONFIG } from '../modules/member-config/member-config-test-kit';
import { bearer, createTestApp, databaseKinds, type TestApp } from '../test/harness';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_HOURS, pruneIdempotencyKeys, REPLAYED_HEADER } from './idempotency';

const CONFIGURE = actionEndpointOf(memberConfigResource, 'configure', memberConfigResource.actions.configure);
const BOOM = `${API_BASE}/test/idempotent-boom`;

describe.each(databaseKinds)('Idempotency-Key on action routes (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof configClient>;
  let admin: string;
  /** The test route fails with a 500 while this is true, then succeeds, counting what it did. */
  let failing = true;
  let acted = 0;

  const key = () => crypto.randomUUID();
  const changesOf = async (memberId: number) => (await t.database.db.select().from(memberConfigChanges).where(eq(memberConfigChanges.memberId, memberId))).length;
  /** The body a dialog sends for a member without a config row: the same every time it is resent. */
  const restrictBody = (memberId: number, days: number) => ({
    memberId,
    version: null,
    values: { ...DEFAULT_MEMBER_CONFIG, canTrade: false, restrictionReasonCode: 'MEMBER_REQUEST', reviewDueAt: new Date(Date.UTC(2100, 0, days)).toISOString() },
    changeReason: 'MEMBER_REQUEST',
    remark: '',
  });
  const restrict = (memberId: number, idempotencyKey: string, days = 10) => c.send(admin, 'POST', CONFIGURE.path, restrictBody(memberId, days), { [IDEMPOTENCY_HEADER]: idempotencyKey });

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'fatal' }, (app) => {
      app.post(BOOM, { config: { access: 'authenticated', idempotent: true } }, async (_request, reply) => {
        if (failing) throw new Error('the database went away');
        acted += 1;
        return reply.ok({ acted });
      });
    });
    c = configClient(t);
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('answers a repeat of the same key and body with the stored answer, marked replayed, acting once', async () => {
    const memberId = await addMember(t.database.db, 'idem');
    const k = key();
    const first = await restrict(memberId, k);
    expect(first.body).toMatchObject({ code: 0, data: { applied: true } });
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    // The dialog sends the same body again (a double click, a retry after a lost answer).
    const replay = await restrict(memberId, k);
    expect(replay.status).toBe(200);
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await changesOf(memberId)).toBe(1);
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
    expect(stored).toMatchObject({ statusCode: 200, route: `${API_BASE}${CONFIGURE.path}` });
  });

  it('refuses the same key with another body, and a malformed key', async () => {
    const memberId = await addMember(t.database.db, 'idem');
    const k = key();
    expect((await restrict(memberId, k, 10)).body.code).toBe(0);
    const other = await restrict(memberId, k, 11);
    expect(other.body).toMatchObject({ code: 409, data: { reason: 'idempotency.keyReused' } });
    const malformed = await restrict(memberId, 'short');
    expect(malformed.body).toMatchObject({ code: 400, data: { reason: 'idempotency.keyMalformed' } });
    expect(await changesOf(memberId)).toBe(1);
  });

  it('lets one of several concurrent requests with the same key act', async () => {
    const memberId = await addMember(t.database.db, 'idem');
    const k = key();
    const answers = await Promise.all([restrict(memberId, k), restrict(memberId, k), restrict(memberId, k)]);
    expect(await changesOf(memberId)).toBe(1);
    const acting = answers.filter((a) => a.body.code === 0 && a.headers[REPLAYED_HEADER] === undefined);
    expect(acting).toHaveLength(1);
    for (const other of answers.filter((a) => a !== acting[0])) {
      // Still running (409), or already answered (the stored answer, replayed).
      if (other.body.code === 0) expect(other.headers[REPLAYED_HEADER]).toBe('true');
      else expect(other.body).toMatchObject({ code: 409, data: { reason: 'idempotency.inFlight' } });
    }
  });

  it('frees the key when the answer is a 5xx, so the retry acts', async () => {
    const k = key();
    const send = () => t.app.inject({ method: 'POST', url: BOOM, headers: { ...bearer(admin), [IDEMPOTENCY_HEADER]: k }, payload: { n: 1 } });
    const failed = await send();
    expect(failed.statusCode).toBe(500);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k))).toHaveLength(0);
    failing = false;
    const retried = await send();
    expect(retried.json()).toMatchObject({ code: 0, data: { acted: 1 } });
    const again = await send();
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toMatchObject({ data: { acted: 1 } });
    expect(acted).toBe(1);
  });

  it('takes over a claim whose request never answered, and the prune job forgets old keys', async () => {
    const db = t.database.db;
    const [userRow] = await db.execute(sql`select id from sys_user where user_name = 'admin'`).then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    const stuck = key();
    // A claim left behind by an instance that died mid-request, and a key past its lifetime.
    const send = () => t.app.inject({ method: 'POST', url: BOOM, headers: { ...bearer(admin), [IDEMPOTENCY_HEADER]: stuck }, payload: { n: 2 } });
    const firstTry = await send();
    const hash = (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, stuck)))[0]!.requestHash;
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, stuck));
    await db.insert(idempotencyKeys).values({ userId: Number(userRow!.id), key: stuck, route: BOOM, requestHash: hash, createdAt: new Date(Date.now() - 10 * 60_000) });
    expect(firstTry.statusCode).toBe(200);
    const takenOver = await send();
    expect(takenOver.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(takenOver.json()).toMatchObject({ code: 0 });

    const old = key();
    await db.insert(idempotencyKeys).values({ userId: Number(userRow!.id), key: old, route: BOOM, requestHash: 'x', statusCode: 200, response: {}, createdAt: new Date(Date.now() - (IDEMPOTENCY_TTL_HOURS + 1) * 3_600_000) });
    expect(await pruneIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, old))).toHaveLength(0);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, stuck))).toHaveLength(1);
    const [job] = await db.select().from(jobs).where(eq(jobs.jobName, 'idempotency-key-prune'));
    expect(job).toMatchObject({ handler: 'idempotency-key-prune', builtIn: true });
  });
});
